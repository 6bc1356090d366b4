/** A discussion's member tools (see ThreadTools): loaded only for a signed-in person. */
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { usePersonName } from '../../../components/person/person-name';
import { css } from 'styled-system/css';
import { DISCUSSION_LIMITS } from '../../../../machines/groups/group-page.types';
import type { CommentProblem } from '../../../../machines/groups/thread.machine';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/field';
import { threadMessages as m } from './thread.messages';
import { ErrorAlert, type ThreadTools, type ThreadViewProps } from './thread-view';

function useProblemText() {
  const t = useIntl().formatMessage;
  return (problem: CommentProblem | null) =>
    problem === 'required'
      ? t(m.required)
      : problem === 'tooLong'
        ? t(m.tooLong, { max: DISCUSSION_LIMITS.comment.max })
        : undefined;
}

function CommentEditor(props: ThreadViewProps) {
  const t = useIntl().formatMessage;
  const problemText = useProblemText();
  const editing = props.editing!;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onEditSave();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' })}
    >
      <ErrorAlert code={props.editError} onDismiss={props.onDismissError} />
      <Field
        label={t(m.edit)}
        invalid={!!props.editProblem}
        errorText={problemText(props.editProblem)}
      >
        <Textarea
          rows={3}
          value={editing.body}
          onChange={(e) => props.onEditChange(e.target.value)}
          readOnly={editing.saving}
        />
      </Field>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" size="sm" loading={editing.saving} loadingText={t(m.saving)}>
          {t(m.save)}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={props.onEditCancel}
          disabled={editing.saving}
        >
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}

/** A member's new comment, perhaps a reply. */
function CommentForm(props: ThreadViewProps) {
  const t = useIntl().formatMessage;
  const nameOf = usePersonName();
  const problemText = useProblemText();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <ErrorAlert code={props.postError} onDismiss={props.onDismissError} />
      {props.replyTo && (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
          {t(m.replyingTo, { name: nameOf(props.replyTo.author, m.noName) })}
          <Button type="button" size="sm" variant="ghost" onClick={props.onClearReply}>
            {t(m.cancelReply)}
          </Button>
        </p>
      )}
      <Field
        label={t(m.write)}
        invalid={!!props.draftProblem}
        errorText={problemText(props.draftProblem)}
      >
        <Textarea
          rows={3}
          value={props.draft}
          onChange={(e) => props.onDraftChange(e.target.value)}
          readOnly={props.posting}
        />
      </Field>
      <div>
        <Button type="submit" loading={props.posting} loadingText={t(m.sending)}>
          {t(m.send)}
        </Button>
      </div>
    </form>
  );
}

function ConfirmRemoval(props: ThreadViewProps) {
  const t = useIntl().formatMessage;
  const removal = props.removal;
  if (!removal) return null;
  return (
    <Dialog
      role="alertdialog"
      open
      onOpenChange={(open) => !open && !removal.removing && props.onDismissRemoval()}
      title={t(removal.kind === 'thread' ? m.deleteThreadTitle : m.deleteCommentTitle)}
      description={t(m.deleteText)}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" disabled={removal.removing}>
              {t(m.cancel)}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={props.onConfirmRemoval}
            loading={removal.removing}
            loadingText={t(m.deleting)}
          >
            {t(m.delete)}
          </Button>
        </>
      }
    />
  );
}

export const threadTools: ThreadTools = { CommentForm, CommentEditor, ConfirmRemoval };
