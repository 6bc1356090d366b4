/** The group page's member tools (see GroupTools): loaded only for a signed-in member. */
import { MoreHorizontal } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { MemberAction } from '../../../../machines/groups/group-page.machine';
import type { MemberRow } from '../../../../machines/groups/group-page.selectors';
import { DISCUSSION_LIMITS } from '../../../../machines/groups/group-page.types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { Menu } from '../../../components/ui/menu';
import {
  errorMessageOf,
  groupPageMessages as m,
  memberActionMessages,
  membershipMessages as mm,
} from './group-page.messages';
import type { GroupTools, GroupViewProps } from './group-view';
import { type MembershipViewProps, box } from './membership-view';

function MemberMenu({
  member,
  onAct,
}: {
  member: MemberRow;
  onAct: (userId: string, action: MemberAction) => void;
}) {
  const t = useIntl().formatMessage;
  const name = member.fullName ?? t(m.noName);
  if (member.busy) {
    return (
      <Button size="sm" variant="ghost" loading loadingText={t(m.changing)}>
        {t(m.memberActions)}
      </Button>
    );
  }
  return (
    <Menu.Root onSelect={({ value }) => onAct(member.id, value as MemberAction)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label={`${t(m.memberActions)}: ${name}`}>
          <MoreHorizontal aria-hidden size={16} />
          {t(m.memberActions)}
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        {member.actions.map((action) => (
          <Menu.Item
            key={action}
            value={action}
            destructive={action === 'remove' || action === 'ban'}
          >
            {t(memberActionMessages[action])}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}

function Composer(props: GroupViewProps) {
  const t = useIntl().formatMessage;
  const formId = useId();
  const posting = props.composer === 'posting';
  const problems = props.draftProblems;
  const titleError = problems.includes('titleRequired')
    ? t(m.titleRequired)
    : problems.includes('titleTooLong')
      ? t(m.titleTooLong, { max: DISCUSSION_LIMITS.title.max })
      : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmitThread();
  };
  return (
    <form
      id={formId}
      onSubmit={submit}
      noValidate
      aria-label={t(m.newThread)}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'xl',
      })}
    >
      {props.postError && (
        <Alert
          variant="destructive"
          title={t(m.postFailed)}
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {t(errorMessageOf(props.postError))}
        </Alert>
      )}
      <Field label={t(m.threadTitle)} required invalid={!!titleError} errorText={titleError}>
        <Input
          value={props.draft.title}
          maxLength={DISCUSSION_LIMITS.title.max}
          onChange={(e) => props.onDraftChange('title', e.target.value)}
          readOnly={posting}
        />
      </Field>
      <Field
        label={t(m.threadBody)}
        helperText={t(m.threadBodyHint)}
        invalid={problems.includes('bodyTooLong')}
        errorText={t(m.bodyTooLong, { max: DISCUSSION_LIMITS.body.max })}
      >
        <Textarea
          rows={5}
          value={props.draft.body}
          onChange={(e) => props.onDraftChange('body', e.target.value)}
          readOnly={posting}
        />
      </Field>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" loading={posting} loadingText={t(m.publishing)}>
          {t(m.publish)}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCloseThread} disabled={posting}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}

/** Asks before what the person cannot take back: removing, banning, handing over. */
function ConfirmChange(props: GroupViewProps) {
  const t = useIntl().formatMessage;
  const change = props.change;
  if (!change || change.action === 'promote' || change.action === 'demote') return null;
  const name = change.name ?? t(m.noName);
  const question = {
    remove: memberActionMessages.removeConfirm,
    ban: memberActionMessages.banConfirm,
    transfer: memberActionMessages.transferConfirm,
  }[change.action];
  return (
    <Dialog
      role="alertdialog"
      open={props.manage === 'confirming'}
      onOpenChange={(open) => !open && props.onDismissChange()}
      title={t(memberActionMessages[change.action])}
      description={t(question, { name })}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost">{t(m.cancel)}</Button>
          </DialogClose>
          <Button
            variant={change.action === 'transfer' ? 'solid' : 'destructive'}
            onClick={props.onConfirm}
          >
            {t(m.confirm)}
          </Button>
        </>
      }
    />
  );
}

/** A signed-in person's request to join a private group, with an optional message. */
function RequestForm(props: MembershipViewProps) {
  const t = useIntl().formatMessage;
  const sending = props.status === 'requesting';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onRequestSend();
  };
  return (
    <form onSubmit={submit} aria-label={t(mm.requestTitle)} className={box}>
      <Field label={t(mm.requestMessage)}>
        <Textarea
          rows={3}
          maxLength={DISCUSSION_LIMITS.message.max}
          value={props.message}
          onChange={(e) => props.onMessageChange(e.target.value)}
          readOnly={sending}
        />
      </Field>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" loading={sending} loadingText={t(mm.requesting)}>
          {t(mm.requestSend)}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onRequestClose} disabled={sending}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}

export const groupTools: GroupTools = { MemberMenu, Composer, ConfirmChange, RequestForm };
