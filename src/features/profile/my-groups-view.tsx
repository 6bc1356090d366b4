import { Globe, Lock, MapPin, Plus, Search, Users, UsersRound } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import type { GroupSummary, GroupsFailure } from '../../../machines/groups/groups.types';
import type { MyGroupsStatus } from '../../../machines/profile/my-groups.selectors';
import type { MyGroup, MyGroupRequest } from '../../../machines/profile/my-groups.types';
import { linkedCardRoot } from '../../components/card/linked-card';
import { categoryBackdrop } from '../../components/category/category-backdrop';
import { iconByCategory } from '../../components/category/category-icons';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { ProfileList } from './profile-list';
import { myGroupsMessages as m } from './my-groups.messages';

export interface MyGroupsViewProps {
  status: MyGroupsStatus;
  /** The groups shown so far. */
  groups: MyGroup[];
  total: number;
  remaining: number;
  requests: MyGroupRequest[];
  failure: GroupsFailure | null;
  /** Groups each "show more" adds, so the button can say how many come. */
  pageSize: number;
  onMore: () => void;
  onRetry: () => void;
}

const subheading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });
/** A column of group rows. */
export const groupRows = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});
// The name's link covers the row, lifted on hover as a linked card is: one target, one tab stop.
const item = cx(
  linkedCardRoot,
  css({
    display: 'flex',
    gap: { base: '3', md: '4' },
    alignItems: 'flex-start',
    p: '3',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    rounded: 'xl',
  }),
);
const thumbBox = css({
  flexShrink: 0,
  w: { base: '24', md: '32' },
  aspectRatio: '16 / 9',
  rounded: 'lg',
});
const thumb = cx(css({ overflow: 'hidden' }), categoryBackdrop);
const nameLink = css({
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  _focusVisible: { outline: 'none' },
  _after: { content: '""', position: 'absolute', inset: 0 },
});
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
  color: 'fg.muted',
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: '1' },
  '& svg': { flexShrink: 0, w: '3.5', h: '3.5' },
});

/** The profile's groups: where the person belongs and as what, and the requests they wait on. */
export function MyGroupsView(props: MyGroupsViewProps) {
  const { status } = props;
  const t = useIntl().formatMessage;
  const titleId = useId();

  return (
    <ProfileList
      titleId={titleId}
      title={t(m.title)}
      count={
        status === 'loaded' && props.total > 0 ? t(m.count, { count: props.total }) : undefined
      }
      status={status}
      texts={m}
      onRetry={props.onRetry}
      placeholders={
        <ul className={groupRows} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={cx(item, css({ _hover: { boxShadow: 'none' } }))}>
              <Skeleton className={thumbBox} />
              <div
                className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}
              >
                <Skeleton shape="text" className={css({ w: '3/5', h: '5' })} />
                <Skeleton shape="text" className={css({ w: '4/5' })} />
                <Skeleton shape="text" className={css({ w: '1/4' })} />
              </div>
            </li>
          ))}
        </ul>
      }
      emptyLinks={[
        { href: '/groups', icon: Search, label: t(m.browse) },
        { href: '/groups/create', icon: Plus, label: t(m.create) },
      ]}
    >
      <Loaded {...props} titleId={titleId} />
    </ProfileList>
  );
}

function Loaded({
  groups,
  remaining,
  requests,
  pageSize,
  onMore,
  titleId,
}: MyGroupsViewProps & { titleId: string }) {
  const t = useIntl().formatMessage;
  const requestsId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  // "Show more" vanishes with the last page: focus moves to the first group it revealed.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || groups.length <= index) return;
    firstNew.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li h3 a')[index]?.focus();
  }, [groups.length]);

  return (
    <>
      {groups.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t(m.noGroups)}</p>
      ) : (
        <ul className={groupRows} ref={listRef} aria-labelledby={titleId}>
          {groups.map((group) => (
            <li key={group.id}>
              <MembershipRow group={group} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <div className={actions}>
        {remaining > 0 && (
          <Button
            variant="outline"
            onClick={() => {
              firstNew.current = groups.length;
              onMore();
            }}
          >
            {t(m.more, { count: Math.min(pageSize, remaining) })}
          </Button>
        )}
        <LinkButton href="/groups" variant="outline">
          <Search aria-hidden />
          {t(m.browse)}
        </LinkButton>
      </div>
      {requests.length > 0 && (
        <section
          aria-labelledby={requestsId}
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <h3 id={requestsId} className={subheading}>
            {t(m.requests)}
          </h3>
          <ul className={groupRows} aria-labelledby={requestsId}>
            {requests.map((request) => (
              <li key={request.id}>
                <RequestRow request={request} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A group with the person's role there: on their own profile and on their public page. */
export function MembershipRow({ group, headingLevel }: { group: MyGroup; headingLevel: 3 | 4 }) {
  const t = useIntl().formatMessage;
  return (
    <GroupRow group={group} headingLevel={headingLevel}>
      <Badge variant={group.role === 'member' ? 'neutral' : 'accent'}>
        {t(m.roles[group.role])}
      </Badge>
    </GroupRow>
  );
}

function RequestRow({ request }: { request: MyGroupRequest }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const date = intl.formatDate(request.sentAt, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <GroupRow group={request.group} headingLevel={4}>
      <Badge variant="neutral">{t(m.pending)}</Badge>
      <span className={muted}>{t(m.sent, { date })}</span>
    </GroupRow>
  );
}

/** One group as a compact row: cover, name linking to its page, what kind of group it is. */
function GroupRow({
  group,
  headingLevel,
  children,
}: {
  group: GroupSummary;
  headingLevel: 3 | 4;
  /** The person's standing there: their role, or their request. */
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const category = (m.categories as Record<string, MessageDescriptor | undefined>)[
    group.categoryId
  ];
  const CategoryIcon = iconByCategory[group.categoryId] ?? UsersRound;
  return (
    <article className={item}>
      <div className={cx(thumbBox, thumb)}>
        {group.coverUrl ? (
          <img
            src={group.coverUrl}
            alt=""
            width={128}
            height={72}
            loading="lazy"
            decoding="async"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          <CategoryIcon aria-hidden size={28} strokeWidth={1.5} />
        )}
      </div>
      <div
        className={css({
          flex: '1',
          minW: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: '1.5',
        })}
      >
        <Heading className={css({ fontSize: 'md', fontWeight: 'semibold', lineHeight: '1.3' })}>
          <Link href={`/groups/${group.id}`} className={nameLink}>
            {group.name}
          </Link>
        </Heading>
        <p className={facts}>
          {category && <span>{t(category)}</span>}
          <span>
            {group.isOnline ? <Globe aria-hidden /> : <MapPin aria-hidden />}
            {group.isOnline ? t(m.online) : group.city}
          </span>
          <span>
            <Users aria-hidden />
            {t(m.members, { count: group.memberCount })}
          </span>
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          {children}
          {group.privacy === 'private' && (
            <Badge variant="outline">
              <Lock aria-hidden size={12} />
              {t(m.private)}
            </Badge>
          )}
        </div>
      </div>
    </article>
  );
}
