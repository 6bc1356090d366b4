import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { RoomView } from '../../../machines/messages/chat-room.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { chatRoomMessages as m } from './chat-room.messages';
import { messagingErrorOf } from './messaging-errors';

export interface ChatRoomViewProps extends RoomView {
  /** The chat itself, drawn by the app for the conversation. */
  chat: ReactNode;
  onRetry: () => void;
}

const page = css({
  maxW: '3xl',
  mx: 'auto',
  px: { base: '3', md: '6' },
  py: { base: '3', md: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});

/** A group's or an event's chat page: its title and way back, then the chat or why not. */
export function ChatRoomView(props: ChatRoomViewProps) {
  const t = useIntl().formatMessage;
  const group = props.kind === 'group';
  const back = group ? `/groups/${props.id}` : `/events/${props.id}`;
  const heading = t(group ? m.groupTitle : m.eventTitle);
  if (props.status === 'loading') {
    return (
      <div className={page} role="status" aria-label={t(m.loading)}>
        <Skeleton className={css({ h: '8', w: '1/2' })} />
        <Skeleton className={css({ h: '64' })} />
      </div>
    );
  }
  return (
    <div className={page}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {props.status !== 'notFound' && (
          <div>
            <LinkButton href={back} variant="ghost" size="sm">
              <ArrowLeft aria-hidden />
              {props.room?.title ?? t(group ? m.toGroup : m.toEvent)}
            </LinkButton>
          </div>
        )}
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
          {props.status === 'notFound' ? t(m.notFound) : heading}
        </h1>
      </div>
      {props.status === 'open' && props.chat}
      {props.status === 'closed' && (
        <>
          <p>{t(group ? m.groupClosed : m.eventClosed)}</p>
          <div>
            <LinkButton href={back}>{t(group ? m.toGroup : m.toEvent)}</LinkButton>
          </div>
        </>
      )}
      {props.status === 'notFound' && <p>{t(m.notFoundText)}</p>}
      {props.status === 'failed' && (
        <>
          <Alert variant="destructive" title={t(m.failed)}>
            {t(messagingErrorOf(props.errorCode))}
          </Alert>
          <div>
            <Button variant="outline" onClick={props.onRetry}>
              {t(m.retry)}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
