import { Ban, Check, Crown } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { MembershipView as View } from '../../../../machines/groups/membership.selectors';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  errorMessageOf,
  groupPageMessages,
  membershipMessages as m,
  roleMessages,
} from './group-page.messages';

export interface MembershipViewProps extends View {
  /** The request's form, one of a member's tools (GroupTools): a visitor signs in first. */
  RequestForm: ComponentType<MembershipViewProps> | null;
  onJoin: () => void;
  onRequestStart: () => void;
  onMessageChange: (value: string) => void;
  onRequestSend: () => void;
  onRequestClose: () => void;
  onRequestCancel: () => void;
  onLeave: () => void;
  onDismissError: () => void;
}

export const box = css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: 'md' });
const note = css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'semibold' });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });

function Standing({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <div role="status" className={box}>
      <p className={note}>
        {icon}
        {title}
      </p>
      {text && <p className={muted}>{text}</p>}
    </div>
  );
}

function Action(props: MembershipViewProps) {
  const t = useIntl().formatMessage;
  switch (props.status) {
    case 'visitor':
      // What the visitor came to do, asking for a private group: the machine sends either to sign in.
      return (
        <Button onClick={props.privacy === 'private' ? props.onRequestStart : props.onJoin}>
          {t(m.signIn)}
        </Button>
      );
    case 'banned':
      return (
        <Standing icon={<Ban aria-hidden size={18} />} title={t(m.banned)} text={t(m.bannedText)} />
      );
    case 'owner':
      return (
        <Standing icon={<Crown aria-hidden size={18} />} title={t(m.owner)} text={t(m.ownerText)} />
      );
    case 'open':
      return <Button onClick={props.onJoin}>{t(m.join)}</Button>;
    case 'joining':
      return (
        <Button loading loadingText={t(m.joining)}>
          {t(m.join)}
        </Button>
      );
    case 'closed':
      return <Button onClick={props.onRequestStart}>{t(m.request)}</Button>;
    case 'composing':
    case 'requesting':
      return props.RequestForm && <props.RequestForm {...props} />;
    case 'requested':
    case 'cancelling':
      return (
        <div className={box}>
          <Standing
            icon={<Check aria-hidden size={18} />}
            title={t(m.requested)}
            text={t(m.requestedText)}
          />
          <Button
            variant="outline"
            onClick={props.onRequestCancel}
            loading={props.status === 'cancelling'}
            loadingText={t(m.cancelling)}
          >
            {t(m.cancelRequest)}
          </Button>
        </div>
      );
    case 'member':
    case 'leaving':
      return (
        <div className={box}>
          <Standing
            icon={<Check aria-hidden size={18} />}
            title={`${t(m.member)} · ${t(roleMessages[props.role ?? 'member'])}`}
          />
          <Button
            variant="outline"
            onClick={props.onLeave}
            loading={props.status === 'leaving'}
            loadingText={t(m.leaving)}
          >
            {t(m.leave)}
          </Button>
        </div>
      );
  }
}

/** The join button in each of its states, and what went wrong with the last try. */
export function MembershipView(props: MembershipViewProps) {
  const t = useIntl().formatMessage;
  return (
    <div className={box} data-testid="membership" data-state={props.status}>
      {props.errorCode && (
        <Alert
          variant="destructive"
          title={t(m.failed)}
          dismiss={{ label: t(groupPageMessages.dismiss), onDismiss: props.onDismissError }}
        >
          {t(errorMessageOf(props.errorCode))}
        </Alert>
      )}
      <Action {...props} />
    </div>
  );
}
