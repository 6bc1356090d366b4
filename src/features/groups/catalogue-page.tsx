import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { InspectionEvent } from 'xstate';
import { groupsHref, parseGroupFilters } from '../../../machines/groups/group-catalogue.filters';
import type { groupCatalogueMachine } from '../../../machines/groups/group-catalogue.machine';
import { selectGroupCatalogueView } from '../../../machines/groups/group-catalogue.selectors';
import { PageMeta } from '../../components/meta/page-meta';
import { groupCatalogueMessages as m } from './catalogue.messages';
import { GroupCatalogueView } from './catalogue-view';

export interface GroupCataloguePageProps {
  /** The catalogue machine with its actors: the service in the app, fakes in tests and stories. */
  logic: typeof groupCatalogueMachine;
  /** XState inspection of the page's actor (Storybook's machine panel follows it live). */
  inspect?: (event: InspectionEvent) => void;
}

export function GroupCataloguePage({ logic, inspect }: GroupCataloguePageProps) {
  const t = useIntl().formatMessage;
  const search = useSearch();
  const [, navigate] = useLocation();
  // The actor is made once, on the first render: so is how it starts.
  const [start] = useState(() => ({
    machine: logic.provide({
      actions: { updateUrl: (_, { filters }) => navigate(groupsHref(filters)) },
    }),
    options: { input: { filters: parseGroupFilters(search) }, inspect },
  }));
  const actor = useActorRef(start.machine, start.options);
  // The address is the source of truth: back, forward and shared links all arrive here.
  useEffect(() => {
    actor.send({ type: 'url.change', filters: parseGroupFilters(search) });
  }, [actor, search]);
  const view = useSelector(actor, selectGroupCatalogueView, shallowEqual);
  return (
    <>
      <PageMeta title={t(m.metaTitle)} description={t(m.metaDescription)} path="/groups" />
      <GroupCatalogueView
        {...view}
        onFilterChange={(patch) => actor.send({ type: 'filter.change', patch })}
        onReset={() => actor.send({ type: 'filters.reset' })}
        onLoadMore={() => actor.send({ type: 'more.load' })}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    </>
  );
}
