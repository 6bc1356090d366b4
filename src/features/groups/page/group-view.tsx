import { Ban, Lock, MapPin, Pin, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { PersonLink, usePersonName } from '../../../components/person/person-name';
import { css } from 'styled-system/css';
import type { MemberAction, ThreadDraft } from '../../../../machines/groups/group-page.machine';
import type { GroupPageView, MemberRow } from '../../../../machines/groups/group-page.selectors';
import type { Thread } from '../../../../machines/groups/group-page.types';
import { LinkifiedText } from '../../../components/linkified-text/linkified-text';
import { Alert } from '../../../components/ui/alert';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Avatar } from '../../../components/ui/avatar';
import { ReportButton } from '../../../components/report/report-button';
import { WriteLink } from '../../../components/write-link/write-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { groupCategoryMessages } from '../groups.messages';
import { errorMessageOf, groupPageMessages as m, roleMessages } from './group-page.messages';
import type { MembershipViewProps } from './membership-view';

/**
 * What only members use: a manager's member menu and its confirmation, the new thread form. In a
 * chunk of their own (group-tools.tsx), which a visitor's page never loads; null until it is in.
 */
export interface GroupTools {
  MemberMenu: ComponentType<{
    member: MemberRow;
    onAct: (userId: string, action: MemberAction) => void;
  }>;
  Composer: ComponentType<GroupViewProps>;
  ConfirmChange: ComponentType<GroupViewProps>;
  RequestForm: ComponentType<MembershipViewProps>;
}

export interface GroupViewProps extends GroupPageView {
  tools: GroupTools | null;
  /** The join button, run by its own machine. */
  membership: ReactNode;
  /** What an unknown group shows: the app's not-found page. */
  notFound: ReactNode;
  viewerId: string | null;
  onRetry: () => void;
  onContentRetry: () => void;
  onMoreThreads: () => void;
  onMemberAction: (userId: string, action: MemberAction) => void;
  onConfirm: () => void;
  onDismissChange: () => void;
  onDismissError: () => void;
  onNewThread: () => void;
  onDraftChange: (field: keyof ThreadDraft, value: string) => void;
  onSubmitThread: () => void;
  onCloseThread: () => void;
}

export const page = css({
  maxW: '5xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
  display: 'flex',
  flexDirection: 'column',
  gap: '8',
});
export const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold' });
export const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' });
export const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  flexWrap: 'wrap',
});
export const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const link = css({
  fontWeight: 'medium',
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** The heading, facts and join button of the group, the same for everybody. */
function Head(props: GroupViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const group = props.head!.group;
  const category = groupCategoryMessages[group.categoryId as keyof typeof groupCategoryMessages];
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {group.coverUrl && (
        <img
          src={group.coverUrl}
          alt=""
          className={css({
            w: 'full',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 'xl',
            maxH: '80',
          })}
        />
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {category && <Badge variant="accent">{t(category)}</Badge>}
        <Badge variant="outline">
          {group.privacy === 'private' && <Lock aria-hidden size={14} />}
          {t(group.privacy === 'private' ? m.private : m.public)}
        </Badge>
      </div>
      <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })}>
        {group.name}
      </h1>
      <p className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', color: 'fg.muted' })}>
        <span className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
          <Users aria-hidden size={16} />
          <span data-testid="member-count">{t(m.memberCount, { count: group.memberCount })}</span>
        </span>
        <span className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
          <MapPin aria-hidden size={16} />
          {group.isOnline ? t(m.online) : group.city}
        </span>
      </p>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'start' })}>
        {/* A closed group takes no one new; a member may still leave it. */}
        {(!props.closed || props.head!.standing.role) && props.membership}
        {props.head!.standing.role && (
          <LinkButton variant="outline" href={`/groups/${group.id}/chat`}>
            {t(m.chatLink)}
          </LinkButton>
        )}
        {props.isManager && (
          <>
            {group.privacy === 'private' && (
              <LinkButton variant="outline" href={`/groups/${group.id}/requests`}>
                {t(m.requestsLink)}
              </LinkButton>
            )}
            <LinkButton variant="ghost" href={`/groups/${group.id}/edit`}>
              {t(m.editLink)}
            </LinkButton>
          </>
        )}
        {props.head!.standing.role !== 'owner' && (
          <ReportButton target={{ type: 'group', id: group.id }} />
        )}
      </div>
    </header>
  );
}

function Members(props: GroupViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = usePersonName();
  return (
    <section className={section} aria-labelledby="group-members">
      <h2 id="group-members" className={sectionTitle}>
        {t(m.members)}
      </h2>
      <ul className={list}>
        {props.members.map((member) => (
          <li key={member.id} className={row} data-testid="member">
            <Avatar src={member.avatarUrl} fullName={nameOf(member, m.noName)} size="sm" />
            <div className={css({ flex: '1', minW: '40' })}>
              <p className={css({ fontWeight: 'medium' })}>
                <PersonLink
                  id={member.id}
                  deleted={member.deleted}
                  className={css({
                    color: 'inherit',
                    rounded: 'sm',
                    _hover: { textDecoration: 'underline' },
                    _focusVisible: {
                      outline: '2px solid',
                      outlineColor: 'focusRing',
                      outlineOffset: '2px',
                    },
                  })}
                >
                  {nameOf(member, m.noName)}
                </PersonLink>
                {member.id === props.viewerId && ` (${t(m.you)})`}
              </p>
              <p className={muted}>
                {t(roleMessages[member.role])} ·{' '}
                {t(m.joinedAt, { date: intl.formatDate(member.joinedAt, { dateStyle: 'medium' }) })}
              </p>
            </div>
            {props.viewerId && member.id !== props.viewerId && (
              <WriteLink
                userId={member.id}
                name={nameOf(member, m.noName)}
                deleted={member.deleted}
              />
            )}
            {member.actions.length > 0 && props.tools && (
              <props.tools.MemberMenu member={member} onAct={props.onMemberAction} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Events({ events }: Pick<GroupViewProps, 'events'>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section className={section} aria-labelledby="group-events">
      <h2 id="group-events" className={sectionTitle}>
        {t(m.events)}
      </h2>
      {events.length === 0 ? (
        <p className={muted}>{t(m.noEvents)}</p>
      ) : (
        <ul className={list}>
          {events.map((e) => (
            <li key={e.id} className={row}>
              <div className={css({ flex: '1', minW: '40' })}>
                <Link href={`/events/${e.id}`} className={link}>
                  {e.title}
                </Link>
                <p className={muted}>
                  {intl.formatDate(e.starts_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  {' · '}
                  {e.is_online ? t(m.onlineEvent) : e.city}
                </p>
              </div>
              {e.members_only && <Badge variant="outline">{t(m.membersOnlyEvent)}</Badge>}
              {e.status === 'cancelled' && (
                <Badge variant="destructive">{t(m.cancelledEvent)}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ThreadItem({ thread, groupId }: { thread: Thread; groupId: string }) {
  const t = useIntl().formatMessage;
  const nameOf = usePersonName();
  return (
    <li className={row} data-testid="thread">
      <div className={css({ flex: '1', minW: '40' })}>
        <Link href={`/groups/${groupId}/threads/${thread.id}`} className={link}>
          {thread.title}
        </Link>
        <p className={muted}>
          {t(m.threadMeta, {
            author: nameOf(thread.author, m.noName),
            count: thread.commentCount,
          })}
        </p>
      </div>
      {thread.pinned && (
        <Badge variant="accent">
          <Pin aria-hidden size={14} />
          {t(m.pinned)}
        </Badge>
      )}
    </li>
  );
}

function Discussions(props: GroupViewProps) {
  const t = useIntl().formatMessage;
  const groupId = props.head!.group.id;
  const threads = [...props.pinned, ...props.threads];
  return (
    <section className={section} aria-labelledby="group-discussions">
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
          alignItems: 'center',
        })}
      >
        <h2 id="group-discussions" className={sectionTitle}>
          {t(m.discussions)}
        </h2>
        {props.canStartThread && props.composer === 'closed' && (
          <Button variant="outline" onClick={props.onNewThread}>
            {t(m.newThread)}
          </Button>
        )}
      </div>
      {props.composer !== 'closed' && props.tools && <props.tools.Composer {...props} />}
      {threads.length === 0 ? (
        <p className={muted}>{t(m.noDiscussions)}</p>
      ) : (
        <ul className={list}>
          {threads.map((thread) => (
            <ThreadItem key={thread.id} thread={thread} groupId={groupId} />
          ))}
        </ul>
      )}
      {props.moreError && (
        <Alert
          variant="destructive"
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {t(errorMessageOf(props.moreError))}
        </Alert>
      )}
      {props.hasMoreThreads && (
        <Button
          variant="outline"
          onClick={props.onMoreThreads}
          loading={props.content === 'loadingMore'}
          loadingText={t(m.loadingMore)}
        >
          {t(m.moreThreads)}
        </Button>
      )}
    </section>
  );
}

function Content(props: GroupViewProps) {
  const t = useIntl().formatMessage;
  switch (props.content) {
    case 'locked':
      return (
        <Alert title={t(m.lockedTitle)} icon={<Lock aria-hidden />}>
          {t(m.lockedText)}
        </Alert>
      );
    case 'loading':
      return (
        <div role="status" aria-label={t(m.contentLoading)} className={section}>
          <Skeleton className={css({ h: '12' })} />
          <Skeleton className={css({ h: '12' })} />
          <Skeleton className={css({ h: '12' })} />
        </div>
      );
    case 'failed':
      return (
        <RetryAlert title={t(m.contentFailed)} retry={t(m.retry)} onRetry={props.onContentRetry} />
      );
    default:
      return (
        <>
          {props.changeError && (
            <Alert
              variant="destructive"
              title={t(m.changeFailed)}
              dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
            >
              {t(errorMessageOf(props.changeError))}
            </Alert>
          )}
          <Events events={props.events} />
          <Discussions {...props} />
          <Members {...props} />
          {props.tools && <props.tools.ConfirmChange {...props} />}
        </>
      );
  }
}

export function GroupView(props: GroupViewProps) {
  const t = useIntl().formatMessage;
  if (props.status === 'notFound') return <>{props.notFound}</>;
  if (props.status === 'loading') {
    return (
      <div className={page} role="status" aria-label={t(m.loading)}>
        <Skeleton className={css({ h: '10', w: '2/3' })} />
        <Skeleton className={css({ h: '24' })} />
      </div>
    );
  }
  if (props.status === 'failed') {
    return (
      <div className={page}>
        <RetryAlert title={t(m.errorTitle)} retry={t(m.retry)} onRetry={props.onRetry}>
          {t(errorMessageOf(props.errorCode))}
        </RetryAlert>
      </div>
    );
  }
  const group = props.head!.group;
  return (
    <article className={page} data-testid="group-page" data-content={props.content}>
      <Head {...props} />
      {props.closed && (
        <Alert title={t(m.closedTitle)} icon={<Ban aria-hidden />}>
          {t(m.closedText)}
        </Alert>
      )}
      <section className={section} aria-labelledby="group-about">
        <h2 id="group-about" className={sectionTitle}>
          {t(m.about)}
        </h2>
        <LinkifiedText text={group.description} className={css({ whiteSpace: 'pre-line' })} />
      </section>
      <Content {...props} />
    </article>
  );
}
