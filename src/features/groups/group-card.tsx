import { Globe, Lock, MapPin, Users, UsersRound } from 'lucide-react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { type GroupSummary, isCategoryId } from '../../../machines/groups/groups.types';
import {
  CardCover,
  CardTitle,
  linkedCard,
  linkedCardRoot,
} from '../../components/card/linked-card';
import { categoryBackdrop } from '../../components/category/category-backdrop';
import { iconByCategory } from '../../components/category/category-icons';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { groupCardMessages as m, groupCategoryMessages } from './groups.messages';

const media = cx(css({ aspectRatio: '16 / 9' }), categoryBackdrop);
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
  '& svg': { flexShrink: 0, w: '4', h: '4' },
});

export interface GroupCardProps {
  group: GroupSummary;
  /** The heading level that fits the page outline: h2 on its own list, h3 under a section. */
  headingLevel?: 2 | 3;
  /** For the first cards of a list, whose cover is likely the page's largest paint. */
  priority?: boolean;
}

/**
 * A group as the catalogue and the home page list it: what anyone may read of any group, its
 * name linking to its page over the whole card. Memoized: a list re-rendered for its status keeps
 * the cards it drew.
 */
export const GroupCard = memo(function GroupCard({
  group,
  headingLevel = 3,
  priority = false,
}: GroupCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const CategoryIcon = iconByCategory[group.categoryId] ?? UsersRound;
  return (
    <article className={linkedCard()} data-testid="group-card">
      <div className={media}>
        {group.coverUrl ? (
          <CardCover src={group.coverUrl} priority={priority} />
        ) : (
          <CategoryIcon aria-hidden size={40} strokeWidth={1.5} />
        )}
      </div>
      <div
        className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1' })}
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {isCategoryId(group.categoryId) && (
            <Badge variant="outline">{t(groupCategoryMessages[group.categoryId])}</Badge>
          )}
          {group.privacy === 'private' && (
            <Badge variant="solid">
              <Lock aria-hidden size={12} />
              {t(m.private)}
            </Badge>
          )}
        </div>
        <CardTitle level={headingLevel} href={`/groups/${group.id}`}>
          {group.name}
        </CardTitle>
        {group.description && (
          <p className={css({ color: 'fg.muted', fontSize: 'sm', lineClamp: '2' })}>
            {group.description}
          </p>
        )}
        <div className={css({ mt: 'auto', pt: '1', display: 'flex', flexWrap: 'wrap', gap: '4' })}>
          <p className={row}>
            {group.isOnline ? <Globe aria-hidden /> : <MapPin aria-hidden />}
            <span>{group.isOnline ? t(m.online) : group.city}</span>
          </p>
          <p className={row}>
            <Users aria-hidden />
            <span>{t(m.members, { count: group.memberCount })}</span>
          </p>
        </div>
      </div>
    </article>
  );
});

/** The card's shape while a list loads; the list itself carries aria-busy and a status text. */
export function GroupCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className={cx(linkedCardRoot, css({ boxShadow: 'none', _hover: { boxShadow: 'none' } }))}
    >
      <Skeleton className={css({ aspectRatio: '16 / 9', borderRadius: '0' })} />
      <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Skeleton shape="text" className={css({ w: '1/3' })} />
        <Skeleton shape="text" className={css({ w: '4/5', h: '5' })} />
        <Skeleton shape="text" className={css({ w: 'full' })} />
        <Skeleton shape="text" className={css({ w: '2/5' })} />
      </div>
    </div>
  );
}
