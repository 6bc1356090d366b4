import { Camera } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import type {
  ConversationLine,
  ConversationsView as ConversationsViewModel,
} from '../../../machines/messages/conversations.selectors';
import { CatalogueListEnd } from '../../components/catalogue/catalogue-parts';
import { usePersonName } from '../../components/person/person-name';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { conversationsMessages as m } from './conversations.messages';
import { messagingErrorOf } from './messaging-errors';

export interface ConversationsViewProps extends ConversationsViewModel {
  onRetry: () => void;
  onLoadMore: () => void;
}

export const messagesPage = css({
  maxW: '3xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
});
export const pageTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' });
const list = css({ display: 'flex', flexDirection: 'column', listStyle: 'none', m: 0, p: 0 });
const line = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '3',
  rounded: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
});
const emptyBox = css({
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  rounded: 'xl',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});
const boldTitle = css({ fontWeight: 'bold' });
const plainTitle = css({ fontWeight: 'medium' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const clipped = css({
  display: 'block',
  flex: '1',
  minW: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const unreadDot = css({
  minW: '6',
  h: '6',
  px: '1.5',
  rounded: 'full',
  bg: 'accent.default',
  color: 'accent.fg',
  fontSize: 'xs',
  fontWeight: 'bold',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
});

function Preview({ preview }: Pick<ConversationLine, 'preview'>) {
  const t = useIntl().formatMessage;
  switch (preview.kind) {
    case 'deleted':
      return <span className={css({ fontStyle: 'italic' })}>{t(m.deleted)}</span>;
    case 'photo':
      return (
        <>
          <Camera aria-hidden className={css({ display: 'inline', w: '4', h: '4', mr: '1' })} />
          {preview.caption ?? t(m.photo)}
        </>
      );
    case 'none':
      return <>{t(m.noMessages)}</>;
    default:
      return <>{preview.text}</>;
  }
}

/** Today's messages by the clock, older ones by the date. */
function When({ at }: { at: string }) {
  const intl = useIntl();
  const date = new Date(at);
  const today = new Date().toDateString() === date.toDateString();
  return (
    <time dateTime={at} className={muted}>
      {today
        ? intl.formatTime(date, { hour: '2-digit', minute: '2-digit' })
        : intl.formatDate(date, { day: 'numeric', month: 'short' })}
    </time>
  );
}

function Line({ c }: { c: ConversationLine }) {
  const t = useIntl().formatMessage;
  const nameOf = usePersonName();
  const title = nameOf({ fullName: c.title, deleted: c.deleted }, m.noTitle);
  const body = (
    <>
      <Avatar src={c.pictureUrl} fullName={title} />
      <div className={css({ flex: '1', minW: 0 })}>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
          <span className={cx(clipped, c.unread > 0 ? boldTitle : plainTitle)}>{title}</span>
          <When at={c.at} />
        </div>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          {c.kind !== 'direct' && (
            <Badge variant="outline">{t(c.kind === 'group' ? m.kindGroup : m.kindEvent)}</Badge>
          )}
          <span className={cx(muted, clipped)} data-testid="preview">
            <Preview preview={c.preview} />
          </span>
          {c.unread > 0 && (
            <span className={css({ ml: 'auto' })}>
              <span aria-hidden className={unreadDot}>
                {c.unread > 99 ? '99+' : c.unread}
              </span>
              <span className={css({ srOnly: true })}>{t(m.unread, { count: c.unread })}</span>
            </span>
          )}
        </div>
      </div>
    </>
  );
  return (
    <li data-testid="conversation">
      {c.href ? (
        <Link href={c.href} className={line}>
          {body}
        </Link>
      ) : (
        <div className={line}>{body}</div>
      )}
    </li>
  );
}

/** /messages: the viewer's conversations, latest first. */
export function ConversationsView(props: ConversationsViewProps) {
  const t = useIntl().formatMessage;
  return (
    <div className={messagesPage}>
      <h1 className={pageTitle}>{t(m.title)}</h1>
      {props.status === 'loading' ? (
        <div role="status" aria-label={t(m.loading)} className={list}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={line}>
              <Skeleton shape="circle" className={css({ w: '10', h: '10' })} />
              <Skeleton className={css({ h: '10', flex: '1' })} />
            </div>
          ))}
        </div>
      ) : props.status === 'failed' ? (
        <Alert
          variant="destructive"
          title={t(m.failedTitle)}
          action={
            <Button variant="outline" size="sm" onClick={props.onRetry}>
              {t(m.retry)}
            </Button>
          }
        >
          {t(messagingErrorOf(props.errorCode))}
        </Alert>
      ) : props.status === 'empty' ? (
        <section aria-labelledby="conversations-empty" className={emptyBox}>
          <h2 id="conversations-empty" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            {t(m.emptyTitle)}
          </h2>
          <p className={css({ color: 'fg.muted' })}>{t(m.emptyText)}</p>
          <div>
            <LinkButton href="/groups">{t(m.browseGroups)}</LinkButton>
          </div>
        </section>
      ) : (
        <div>
          <ul className={list} aria-label={t(m.list)}>
            {props.conversations.map((c) => (
              <Line key={c.id} c={c} />
            ))}
          </ul>
          <CatalogueListEnd
            status={props.status}
            listEnd={props.listEnd}
            loadMore={t(m.more)}
            loadingMore={t(m.loadingMore)}
            allShown={t(m.allShown)}
            moreFailed={t(m.moreFailed)}
            onLoadMore={props.onLoadMore}
          />
        </div>
      )}
    </div>
  );
}
