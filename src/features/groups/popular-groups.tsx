import { useActorRef, useSelector } from '@xstate/react';
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
import { SectionHead } from '../../components/section/section-head';
import { SideFailure, SideNote } from '../../components/section/side-note';
import { GroupCard, GroupCardSkeleton } from './group-card';
import { POPULAR_GROUPS, popularGrid, popularSection, popularSlot } from './popular-frame';
import { popularGroupsMessages as m } from './popular.messages';

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
      <SectionHead
        id="home-groups-title"
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        href="/groups"
        viewAll={t(m.viewAll)}
      />
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
      {status === 'empty' && <SideNote text={t(m.empty)} />}
      {status === 'failed' && (
        <SideFailure text={t(m.failed)} retry={t(m.retry)} onRetry={onRetry} />
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
