import { Pin } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePersonName } from '../../../components/person/person-name';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { CommentRow, ThreadView as View } from '../../../../machines/groups/thread.selectors';
import { ReportButton } from '../../../components/report/report-button';
import { LinkifiedText } from '../../../components/linkified-text/linkified-text';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { groupErrorMessages } from '../groups.messages';
import { errorMessageOf, groupPageMessages } from '../page/group-page.messages';
import { list, muted, page, row, section, sectionTitle } from '../page/group-view';
import { threadMessages as m } from './thread.messages';

/**
 * What only members use: the comment form, the editor and the removal's confirmation. In a chunk
 * of their own (thread-tools.tsx), which a visitor's page never loads; null until it is in.
 */
export interface ThreadTools {
  CommentForm: ComponentType<ThreadViewProps>;
  CommentEditor: ComponentType<ThreadViewProps>;
  ConfirmRemoval: ComponentType<ThreadViewProps>;
}

export interface ThreadViewProps extends View {
  tools: ThreadTools | null;
  groupId: string;
  onRetry: () => void;
  onMore: () => void;
  onDraftChange: (value: string) => void;
  onReply: (commentId: string) => void;
  onClearReply: () => void;
  onSubmit: () => void;
  onEdit: (commentId: string) => void;
  onEditChange: (value: string) => void;
  onEditSave: () => void;
  onEditCancel: () => void;
  onDeleteComment: (commentId: string) => void;
  onDeleteThread: () => void;
  onConfirmRemoval: () => void;
  onDismissRemoval: () => void;
  onPin: () => void;
  onDismissError: () => void;
}

export const text = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export function ErrorAlert({ code, onDismiss }: { code: string | null; onDismiss: () => void }) {
  const t = useIntl().formatMessage;
  if (!code) return null;
  return (
    <Alert variant="destructive" title={t(m.failed)} dismiss={{ label: t(m.dismiss), onDismiss }}>
      {t(errorMessageOf(code))}
    </Alert>
  );
}

function CommentItem({ comment, ...props }: ThreadViewProps & { comment: CommentRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = usePersonName();
  const name = nameOf(comment.author, m.noName);
  return (
    <li id={`comment-${comment.id}`} className={row} data-testid="comment">
      <Avatar src={comment.author.avatarUrl} fullName={name} size="sm" />
      <div
        className={css({
          flex: '1',
          minW: '48',
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
        })}
      >
        <p className={muted}>
          <span className={css({ fontWeight: 'medium', color: 'fg.default' })}>{name}</span>
          {' · '}
          {intl.formatDate(comment.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          {comment.updatedAt !== comment.createdAt && ` · ${t(m.edited)}`}
          {comment.replyToAuthor !== null && (
            <>
              {' · '}
              <a href={`#comment-${comment.replyTo}`}>
                {t(m.inReplyTo, { name: nameOf(comment.replyToAuthor, m.noName) })}
              </a>
            </>
          )}
        </p>
        {comment.editing ? (
          props.tools && <props.tools.CommentEditor {...props} />
        ) : (
          <LinkifiedText text={comment.body} className={text} />
        )}
        {!comment.editing && (
          <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
            {props.reader === 'member' && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => props.onReply(comment.id)}
                aria-label={`${t(m.reply)}: ${name}`}
              >
                {t(m.reply)}
              </Button>
            )}
            {comment.mine && props.editing === null && (
              <Button size="sm" variant="ghost" onClick={() => props.onEdit(comment.id)}>
                {t(m.edit)}
              </Button>
            )}
            {comment.canRemove && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => props.onDeleteComment(comment.id)}
                aria-label={`${t(m.delete)}: ${name}`}
              >
                {t(m.delete)}
              </Button>
            )}
            {!comment.mine && (
              <ReportButton target={{ type: 'comment', id: comment.id }} of={name} />
            )}
          </div>
        )}
      </div>
    </li>
  );
}

function Composer(props: ThreadViewProps) {
  const t = useIntl().formatMessage;
  if (props.reader === 'closed') return <p className={muted}>{t(groupErrorMessages.closed)}</p>;
  if (props.reader !== 'member') {
    return <p className={muted}>{t(props.reader === 'visitor' ? m.signIn : m.joinFirst)}</p>;
  }
  return props.tools && <props.tools.CommentForm {...props} />;
}

function Frame({ children, groupId }: { children: ReactNode; groupId: string }) {
  const t = useIntl().formatMessage;
  return (
    <div className={page}>
      {children}
      <div>
        <LinkButton variant="ghost" href={`/groups/${groupId}`}>
          {t(m.backToGroup)}
        </LinkButton>
      </div>
    </div>
  );
}

export function ThreadView(props: ThreadViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = usePersonName();
  if (props.status === 'loading') {
    return (
      <div className={page} role="status" aria-label={t(m.loading)}>
        <Skeleton className={css({ h: '10', w: '2/3' })} />
        <Skeleton className={css({ h: '24' })} />
      </div>
    );
  }
  if (props.status !== 'ready') {
    const failed = props.status === 'failed';
    return (
      <Frame groupId={props.groupId}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {t(failed ? m.errorTitle : props.status === 'removed' ? m.removed : m.notFound)}
        </h1>
        {props.status === 'notFound' && <p>{t(m.notFoundText)}</p>}
        {failed && (
          <div>
            <p>{t(errorMessageOf(props.errorCode))}</p>
            <Button variant="outline" onClick={props.onRetry}>
              {t(groupPageMessages.retry)}
            </Button>
          </div>
        )}
      </Frame>
    );
  }
  const thread = props.thread!;
  return (
    <Frame groupId={props.groupId}>
      <article className={section} data-testid="thread-page">
        <p className={muted}>
          <Link href={`/groups/${props.groupId}`}>{props.group!.name}</Link>
        </p>
        <h1
          className={css({
            fontSize: { base: '2xl', md: '3xl' },
            fontWeight: 'bold',
            overflowWrap: 'anywhere',
          })}
        >
          {thread.title}
        </h1>
        <p className={muted}>
          {nameOf(thread.author, m.noName)} ·{' '}
          {intl.formatDate(thread.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          {thread.pinned && (
            <>
              {' '}
              <Badge variant="accent">
                <Pin aria-hidden size={14} />
                {t(m.pinned)}
              </Badge>
            </>
          )}
        </p>
        <LinkifiedText text={thread.body} className={text} />
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {props.isManager && (
            <Button
              size="sm"
              variant="outline"
              onClick={props.onPin}
              loading={props.pinning}
              loadingText={t(m.saving)}
            >
              {t(thread.pinned ? m.unpin : m.pin)}
            </Button>
          )}
          {props.canRemoveThread && (
            <Button size="sm" variant="outline" onClick={props.onDeleteThread}>
              {t(m.deleteThread)}
            </Button>
          )}
        </div>
        <ErrorAlert code={props.actionError} onDismiss={props.onDismissError} />
      </article>
      <section className={section} aria-labelledby="thread-comments">
        <h2 id="thread-comments" className={sectionTitle}>
          {t(m.comments)}
        </h2>
        {props.comments.length === 0 ? (
          <p className={muted}>{t(m.noComments)}</p>
        ) : (
          <ul className={list}>
            {props.comments.map((c) => (
              <CommentItem key={c.id} {...props} comment={c} />
            ))}
          </ul>
        )}
        <ErrorAlert code={props.moreError} onDismiss={props.onDismissError} />
        {props.hasMore && (
          <div>
            <Button
              variant="outline"
              onClick={props.onMore}
              loading={props.loadingMore}
              loadingText={t(m.loadingMore)}
            >
              {t(m.more)}
            </Button>
          </div>
        )}
        <Composer {...props} />
      </section>
      {props.tools && <props.tools.ConfirmRemoval {...props} />}
    </Frame>
  );
}
