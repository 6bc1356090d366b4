import { ArrowLeft, Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { DirectView as DirectViewModel } from '../../../machines/messages/direct.selectors';
import { usePersonName } from '../../components/person/person-name';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { conversationsMessages, directMessages as m } from './conversations.messages';
import { messagesPage, pageTitle } from './conversations-view';
import { messagingErrorOf } from './messaging-errors';

export interface DirectViewProps extends DirectViewModel {
  /** The chat of the open conversation, drawn by the app. */
  chat: ReactNode;
  onRetry: () => void;
  onBlockAsk: () => void;
  onBlockCancel: () => void;
  onBlockConfirm: () => void;
  onUnblock: () => void;
  onDismissError: () => void;
}

const header = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  pb: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

function Back() {
  const t = useIntl().formatMessage;
  return (
    <LinkButton variant="ghost" href="/messages" className={css({ alignSelf: 'flex-start' })}>
      <ArrowLeft aria-hidden />
      {t(m.back)}
    </LinkButton>
  );
}

/** /messages/:userId: the direct conversation with a person, or why there is none. */
export function DirectView(props: DirectViewProps) {
  const t = useIntl().formatMessage;
  const nameOf = usePersonName();
  if (props.status === 'opening') {
    return (
      <div className={messagesPage} role="status" aria-label={t(m.opening)}>
        <Skeleton className={css({ h: '10', w: '1/2' })} />
        <Skeleton className={css({ h: '64' })} />
      </div>
    );
  }
  if (props.status !== 'open' || !props.peer) {
    const failed = props.status === 'failed';
    return (
      <div className={messagesPage}>
        <h1 className={pageTitle}>{t(m.title)}</h1>
        <Alert
          variant={failed ? 'destructive' : 'info'}
          title={t(failed ? m.failedTitle : m.refusedTitle)}
          action={
            failed ? (
              <Button variant="outline" size="sm" onClick={props.onRetry}>
                {t(conversationsMessages.retry)}
              </Button>
            ) : undefined
          }
        >
          {t(messagingErrorOf(props.errorCode))}
        </Alert>
        <Back />
      </div>
    );
  }
  const name = nameOf(props.peer, conversationsMessages.noTitle);
  return (
    <div className={messagesPage}>
      <Back />
      <header className={header}>
        <Avatar src={props.peer.avatarUrl} fullName={name} />
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold', flex: '1', minW: '40' })}>
          {name}
        </h1>
        {props.peerDeleted ? null : props.blockedByMe ? (
          <Button
            variant="outline"
            size="sm"
            onClick={props.onUnblock}
            loading={props.busy === 'unblocking'}
            loadingText={t(m.unblocking)}
          >
            {t(m.unblock)}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onBlockAsk}
            loading={props.busy === 'blocking'}
            loadingText={t(m.blocking)}
          >
            <Ban aria-hidden />
            {t(m.block)}
          </Button>
        )}
      </header>
      {props.errorCode && (
        <Alert
          variant="destructive"
          title={t(m.blockFailed)}
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {t(messagingErrorOf(props.errorCode))}
        </Alert>
      )}
      {props.blockedByMe && <Alert title={t(m.blockedNote)} />}
      {props.chat}
      {props.peerDeleted && <Alert title={t(messagingErrorOf('peer_deleted'))} />}
      <Dialog
        role="alertdialog"
        open={props.confirming}
        onOpenChange={(open) => !open && props.onBlockCancel()}
        title={t(m.blockTitle, { name })}
        description={t(m.blockQuestion, { name })}
        footer={
          <>
            <DialogClose>
              <Button variant="ghost">{t(m.cancel)}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={props.onBlockConfirm}>
              {t(m.block)}
            </Button>
          </>
        }
      />
    </div>
  );
}
