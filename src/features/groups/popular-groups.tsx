import { useActorRef, useSelector } from '@xstate/react';
import { ArrowRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { InspectionEvent } from 'xstate';
import { DEFAULT_GROUP_FILTERS } from '../../../machines/groups/group-catalogue.filters';
import type { groupCatalogueMachine } from '../../../machines/groups/group-catalogue.machine';
import {
  type GroupCatalogueStatus,
  selectGroupCatalogueView,
} from '../../../machines/groups/group-catalogue.selectors';
import type { GroupSummary } from '../../../machines/groups/groups.types';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { GroupCard, GroupCardSkeleton } from './group-card';
import { POPULAR_GROUPS, popularGrid, popularSection, popularSlot } from './popular-frame';
import { popularGroupsMessages as m } from './popular.messages';

const note = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
});

export interface PopularGroupsViewProps {
  status: GroupCatalogueStatus;
  items: GroupSummary[];
  onRetry?: () => void;
}

/** Home's popular groups: the most joined, a calm line in their place when there are none. */
export function PopularGroupsView({ status, items, onRetry }: PopularGroupsViewProps) {
  const t = useIntl().formatMessage;
  const loading = status === 'loading';
  return (
    <section aria-labelledby="home-groups-title" aria-busy={loading} className={popularSection}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: '3',
          mb: '6',
        })}
      >
        <div>
          <h2 id="home-groups-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {t(m.title)}
          </h2>
          <p className={css({ mt: '1', color: 'fg.muted' })}>{t(m.subtitle)}</p>
        </div>
        <LinkButton href="/groups" variant="ghost">
          {t(m.viewAll)}
          <ArrowRight aria-hidden />
        </LinkButton>
      </div>
      {loading && (
        <p role="status" className={css({ srOnly: true })}>
          {t(m.loading)}
        </p>
      )}
      {(loading || items.length > 0) && (
        <ul className={popularGrid} aria-hidden={loading || undefined}>
          {loading
            ? Array.from({ length: POPULAR_GROUPS }, (_, i) => (
                <li key={i} className={popularSlot}>
                  <GroupCardSkeleton />
                </li>
              ))
            : items.slice(0, POPULAR_GROUPS).map((group) => (
                <li key={group.id} className={popularSlot}>
                  <GroupCard group={group} />
                </li>
              ))}
        </ul>
      )}
      {status === 'empty' && <p className={note}>{t(m.empty)}</p>}
      {status === 'failed' && (
        <div className={note} role="status">
          <p className={css({ flex: '1', minW: '48' })}>{t(m.failed)}</p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t(m.retry)}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

export interface PopularGroupsProps {
  /** The catalogue's machine, its loader asking for the first few groups only. */
  logic: typeof groupCatalogueMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** The catalogue's flow on its first page, most members first; paging is the catalogue's. */
export function PopularGroups({ logic, inspect }: PopularGroupsProps) {
  const actor = useActorRef(logic, { input: { filters: DEFAULT_GROUP_FILTERS }, inspect });
  const status = useSelector(actor, (s) => selectGroupCatalogueView(s).status);
  const items = useSelector(actor, (s) => s.context.items);
  return (
    <PopularGroupsView
      status={status}
      items={items}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  );
}
