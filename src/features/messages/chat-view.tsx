import { ArrowDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { ChatView as View } from '../../../machines/messages/chat.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem, type MessageActions } from './chat-message';
import { chatMessages as m } from './chat.messages';
import { messagingErrorOf } from './messaging-errors';

export interface ChatViewProps extends View, MessageActions {
  /** Nobody writes here any more (the page says why): the log without the composer. */
  readOnly?: boolean;
  onRetry: () => void;
  onOlder: () => void;
  onSeen: (seq: number) => void;
  onDraftChange: (value: string) => void;
  onAttach: (file: File) => void;
  onRemoveImage: () => void;
  onSend: () => void;
  onCancel: () => void;
  onConfirmRemoval: () => void;
  onCancelRemoval: () => void;
  onDismissError: () => void;
}

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minW: '0',
  h: { base: 'calc(100dvh - 10rem)', md: '70vh' },
  minH: '96',
});
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
/** Near enough to the end to count as reading the newest messages. */
const AT_END_PX = 48;

export function ChatView(props: ChatViewProps) {
  const t = useIntl().formatMessage;
  if (props.status === 'loading') {
    return (
      <div className={panel} role="status" aria-label={t(m.loading)}>
        <Skeleton className={css({ h: '12', w: '2/3' })} />
        <Skeleton className={css({ h: '12', w: '1/2', alignSelf: 'flex-end' })} />
        <Skeleton className={css({ h: '12', w: '3/5' })} />
      </div>
    );
  }
  if (props.status === 'unavailable') {
    return (
      <div className={panel}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{t(m.unavailable)}</h2>
        <p>{t(m.unavailableText)}</p>
      </div>
    );
  }
  if (props.status === 'failed') {
    return (
      <div className={panel}>
        <Alert variant="destructive" title={t(m.failed)}>
          {t(messagingErrorOf(props.errorCode))}
        </Alert>
        <div>
          <Button variant="outline" onClick={props.onRetry}>
            {t(m.retry)}
          </Button>
        </div>
      </div>
    );
  }
  return <ReadyChat {...props} />;
}

function ReadyChat(props: ChatViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const log = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(true);
  const firstKey = props.rows.find((r) => r.kind === 'message')?.key;
  const lastKey = props.rows.at(-1)?.key;
  const kept = useRef<{ firstKey?: string; height: number; top: number }>({ height: 0, top: 0 });

  // Older messages above keep what is on screen where it was; new ones below follow only a
  // reader who was at the end (one reading further up is not pulled away).
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const before = kept.current;
    if (before.firstKey && before.firstKey !== firstKey && before.height > 0) {
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    } else if (atEnd) {
      el.scrollTop = el.scrollHeight;
    }
    kept.current = { firstKey, height: el.scrollHeight, top: el.scrollTop };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the rows change
  }, [firstKey, lastKey, props.rows.length]);

  const { lastSeq, onSeen } = props;
  // Read means seen: at the end of the log, in a tab in view (a message that came while the tab
  // was hidden is read once the person comes back to it).
  useEffect(() => {
    if (!atEnd || lastSeq === 0) return;
    const mark = () => {
      if (document.visibilityState !== 'hidden') onSeen(lastSeq);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [atEnd, lastSeq, onSeen]);

  const onScroll = () => {
    const el = log.current!;
    kept.current = { firstKey, height: el.scrollHeight, top: el.scrollTop };
    setAtEnd(el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX);
  };
  const jumpToLatest = () => {
    const el = log.current!;
    el.scrollTop = el.scrollHeight;
    setAtEnd(true);
  };

  const typing = props.typing;
  return (
    <section className={panel} aria-label={t(m.title)}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '2',
          flexWrap: 'wrap',
        })}
      >
        <p className={muted} data-testid="chat-online">
          {t(m.online, { count: props.onlineCount })}
        </p>
      </div>
      {props.connection !== 'online' && (
        <p
          role="status"
          data-testid="chat-connection"
          data-connection={props.connection}
          className={css({
            fontSize: 'sm',
            px: '3',
            py: '1',
            rounded: 'md',
            bg: props.connection === 'offline' ? 'danger.subtle' : 'info.subtle',
            color: props.connection === 'offline' ? 'danger.subtleFg' : 'info.subtleFg',
          })}
        >
          {props.connection === 'offline'
            ? t(m.offline, { waiting: props.waiting })
            : t(m.connecting)}
        </p>
      )}
      {props.actionError && (
        <Alert
          variant="destructive"
          title={t(m.actionFailed)}
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {t(messagingErrorOf(props.actionError))}
        </Alert>
      )}
      <div className={css({ position: 'relative', flex: '1', minH: '0', display: 'flex' })}>
        <div
          ref={log}
          role="log"
          aria-live="polite"
          aria-label={t(m.log)}
          tabIndex={0}
          onScroll={onScroll}
          className={css({
            flex: '1',
            overflowY: 'auto',
            p: '2',
            borderWidth: '1px',
            borderColor: 'border.default',
            rounded: 'lg',
            bg: 'bg.surface',
          })}
        >
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <li className={css({ alignSelf: 'center' })}>
              {props.history === 'exhausted' ? (
                props.rows.length > 0 && <p className={muted}>{t(m.start)}</p>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={props.onOlder}
                  loading={props.history === 'loading'}
                  loadingText={t(m.loadingOlder)}
                >
                  {t(m.older)}
                </Button>
              )}
              {props.history === 'failed' && (
                <p className={css({ fontSize: 'sm', color: 'danger.text' })}>{t(m.olderFailed)}</p>
              )}
            </li>
            {props.rows.length === 0 && (
              <li className={css({ m: 'auto' })}>
                <p className={muted}>{t(m.empty)}</p>
              </li>
            )}
            {props.rows.map((row) =>
              row.kind === 'day' ? (
                <li key={row.key} className={css({ alignSelf: 'center' })} data-testid="chat-day">
                  <p className={muted}>{intl.formatDate(row.date, { dateStyle: 'long' })}</p>
                </li>
              ) : row.kind === 'unread' ? (
                <li
                  key={row.key}
                  data-testid="chat-unread"
                  className={css({
                    textAlign: 'center',
                    fontSize: 'sm',
                    color: 'accent.text',
                    borderTopWidth: '1px',
                    borderColor: 'accent.default',
                    pt: '1',
                  })}
                >
                  {t(m.unread)}
                </li>
              ) : (
                <ChatMessageItem key={row.key} row={row} {...props} />
              ),
            )}
          </ol>
        </div>
        {!atEnd && (
          <Button
            size="sm"
            variant="outline"
            onClick={jumpToLatest}
            className={css({ position: 'absolute', bottom: '3', right: '3', bg: 'bg.surface' })}
          >
            <ArrowDown aria-hidden />
            {t(m.latest)}
          </Button>
        )}
      </div>
      <p className={muted} aria-live="polite" data-testid="chat-typing">
        {typing.length === 1
          ? t(m.typingOne, { name: typing[0] ?? t(m.someone) })
          : typing.length > 1
            ? t(m.typingMany, { count: typing.length })
            : ' '}
      </p>
      {!props.readOnly && <ChatComposer {...props} />}
      {props.removal && (
        <Dialog
          role="alertdialog"
          open
          onOpenChange={(open) => !open && !props.removal?.removing && props.onCancelRemoval()}
          title={t(m.deleteTitle)}
          description={t(m.deleteText)}
          footer={
            <>
              <DialogClose>
                <Button variant="ghost" disabled={props.removal.removing}>
                  {t(m.cancel)}
                </Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={props.onConfirmRemoval}
                loading={props.removal.removing}
                loadingText={t(m.deleting)}
              >
                {t(m.delete)}
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}
