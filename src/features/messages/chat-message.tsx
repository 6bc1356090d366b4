import { AlertCircle, Check, Clock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { usePersonName } from '../../components/person/person-name';
import { css, cx } from 'styled-system/css';
import type { MessageImage, MessageRow } from '../../../machines/messages/chat.selectors';
import { LinkifiedText } from '../../components/linkified-text/linkified-text';
import { ReportButton } from '../../components/report/report-button';
import { Button } from '../../components/ui/button';
import { chatMessages as m } from './chat.messages';
import { useReplyGist } from './reply-gist';
import { messagingErrorOf } from './messaging-errors';

export interface MessageActions {
  onReply: (messageId: string) => void;
  onEdit: (messageId: string) => void;
  onDelete: (messageId: string) => void;
  onResend: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

const bubble = css({
  maxW: { base: '85%', md: '70%' },
  px: '3',
  py: '2',
  rounded: 'lg',
  bg: 'bg.muted',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const mineBubble = css({ bg: 'accent.subtle', color: 'accent.subtleFg', alignSelf: 'flex-end' });
const meta = css({
  fontSize: 'xs',
  color: 'fg.muted',
  display: 'flex',
  gap: '1',
  alignItems: 'center',
});
const bodyText = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** One message in the chat's log: who, what (links clickable, never markup), when, its state. */
export function ChatMessageItem({ row, ...on }: { row: MessageRow } & MessageActions) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = usePersonName();
  const name = row.mine ? t(m.you) : nameOf(row.author, m.someone);
  const time = intl.formatTime(row.createdAt, { hour: '2-digit', minute: '2-digit' });
  const label = (action: string) => t(m.actionsOf, { action, name, time });
  const gist = useReplyGist();
  // Anyone's message but one's own, while it still says something.
  const canReport = !row.mine && !row.deleted;
  return (
    <li
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
      data-testid="chat-message"
      data-delivery={row.delivery}
      id={row.id ? `message-${row.id}` : undefined}
    >
      <div className={cx(bubble, row.mine && mineBubble)}>
        {row.firstOfRun && !row.mine && (
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{name}</span>
        )}
        {row.replyTo && (
          <a
            href={`#message-${row.replyTo.id}`}
            className={css({
              fontSize: 'sm',
              borderLeftWidth: '2px',
              borderColor: 'accent.default',
              pl: '2',
              color: 'fg.muted',
              overflowWrap: 'anywhere',
            })}
          >
            {t(m.replyTo, { name: nameOf(row.replyTo.author, m.someone) })}
            {row.replyTo.deleted
              ? `: ${t(m.deleted)}`
              : gist(row.replyTo) && `: ${gist(row.replyTo)}`}
          </a>
        )}
        {row.deleted ? (
          <p className={css({ fontStyle: 'italic', color: 'fg.muted' })}>{t(m.deleted)}</p>
        ) : (
          <>
            {row.image && <Picture image={row.image} name={name} />}
            {row.body && <LinkifiedText text={row.body} className={bodyText} />}
          </>
        )}
        <span className={cx(meta, css({ alignSelf: 'flex-end' }))}>
          {row.edited && <span>{t(m.edited)}</span>}
          <time dateTime={row.createdAt}>{time}</time>
          {row.mine && <Delivery row={row} />}
        </span>
      </div>
      {row.delivery === 'failed' ? (
        <div
          className={css({
            display: 'flex',
            gap: '1',
            alignSelf: 'flex-end',
            alignItems: 'center',
          })}
          role="group"
          aria-label={t(m.notSent)}
        >
          <span className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {t(messagingErrorOf(row.error))}
          </span>
          <Button size="sm" variant="outline" onClick={() => on.onResend(row.clientId)}>
            {t(m.resend)}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => on.onDiscard(row.clientId)}>
            {t(m.discard)}
          </Button>
        </div>
      ) : (
        row.id &&
        (row.canReply || row.canEdit || row.canDelete || canReport) && (
          <div
            className={css({
              display: 'flex',
              gap: '1',
              flexWrap: 'wrap',
              alignSelf: row.mine ? 'flex-end' : 'flex-start',
            })}
          >
            {row.canReply && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => on.onReply(row.id!)}
                aria-label={label(t(m.reply))}
              >
                {t(m.reply)}
              </Button>
            )}
            {row.canEdit && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => on.onEdit(row.id!)}
                aria-label={label(t(m.edit))}
              >
                {t(m.edit)}
              </Button>
            )}
            {row.canDelete && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => on.onDelete(row.id!)}
                aria-label={label(t(m.delete))}
              >
                {t(m.delete)}
              </Button>
            )}
            {canReport && (
              <ReportButton target={{ type: 'message', id: row.id }} of={`${name}, ${time}`} />
            )}
          </div>
        )
      )}
    </li>
  );
}

/** The longest side a picture takes in the log; the full size is a click away. */
const SHOWN_PX = 320;

const shownSize = ({ width, height }: MessageImage) => {
  if (!width || !height) return {};
  const scale = Math.min(1, SHOWN_PX / width, SHOWN_PX / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/**
 * A message's picture: loaded as it scrolls into view, its box sized from the start (the log does
 * not jump as it loads), opening full size in a new tab.
 */
function Picture({ image, name }: { image: MessageImage; name: string }) {
  const t = useIntl().formatMessage;
  if (!image.url) {
    return <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(m.imageUnavailable)}</p>;
  }
  return (
    <a
      href={image.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t(m.openImage, { name })}
      className={css({ display: 'block', maxW: 'full' })}
    >
      <img
        src={image.url}
        alt={t(m.imageOf, { name })}
        loading="lazy"
        decoding="async"
        {...shownSize(image)}
        className={css({ display: 'block', maxW: 'full', h: 'auto', rounded: 'md' })}
      />
    </a>
  );
}

function Delivery({ row }: { row: MessageRow }) {
  const t = useIntl().formatMessage;
  const [Icon, text] =
    row.delivery === 'sent'
      ? [Check, m.sent]
      : row.delivery === 'failed'
        ? [AlertCircle, m.notSent]
        : [Clock, row.delivery === 'sending' ? m.sending : m.queued];
  return (
    <span className={css({ display: 'inline-flex' })} title={t(text)}>
      <Icon aria-hidden size={12} />
      <span className={css({ srOnly: true })}>{t(text)}</span>
    </span>
  );
}
