import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { InspectionEvent } from 'xstate';
import {
  type CataloguePage as Page,
  type catalogueMachine,
  withFirstPage,
} from '../../../machines/events/catalogue.machine';
import {
  selectCatalogueFilters,
  selectCatalogueResults,
} from '../../../machines/events/catalogue.selectors';
import {
  DEFAULT_FILTERS,
  eventsHref,
  parseFilters,
  sameFilters,
} from '../../../machines/events/filters';
import { PageMeta } from '../../components/meta/page-meta';
import { CatalogueView } from './catalogue-view';
import { catalogueMessages as m } from './events.messages';

export interface CataloguePageProps {
  /** The catalogue machine with its actors: the service in the app, fakes in tests and stories. */
  logic: typeof catalogueMachine;
  /**
   * The first page for the default filters, already at hand (asked for as the app started): the
   * page starts with it instead of asking. Ignored when the address has other filters.
   */
  first?: Page | null;
  /** XState inspection of the page's actor (Storybook's machine panel follows it live). */
  inspect?: (event: InspectionEvent) => void;
}

export function CataloguePage({ logic, first = null, inspect }: CataloguePageProps) {
  const intl = useIntl();
  const search = useSearch();
  const [, navigate] = useLocation();
  // The actor is made once, on the first render: so is how it starts.
  const [start] = useState(() => {
    const machine = logic.provide({
      actions: { updateUrl: (_, { filters }) => navigate(eventsHref(filters)) },
    });
    const filters = parseFilters(search);
    const snapshot =
      first && sameFilters(filters, DEFAULT_FILTERS)
        ? withFirstPage(machine, filters, first)
        : undefined;
    return { machine, options: { input: { filters }, snapshot, inspect } };
  });
  const actor = useActorRef(start.machine, start.options);
  // The address is the source of truth: back, forward and the header's search all arrive here.
  useEffect(() => {
    actor.send({ type: 'url.change', filters: parseFilters(search) });
  }, [actor, search]);
  const controls = useSelector(actor, selectCatalogueFilters);
  // A page of cards is drawn in a transition, which yields to the browser between them, rather
  // than in the one blocking render a machine's update gets; the filters answer at once. The
  // results are compared field by field so that the deferred value changes only with them.
  const results = useDeferredValue(useSelector(actor, selectCatalogueResults, shallowEqual));
  return (
    <>
      <PageMeta
        title={intl.formatMessage(m.metaTitle)}
        description={intl.formatMessage(m.metaDescription)}
        path="/events"
      />
      <CatalogueView
        {...controls}
        {...results}
        onFiltersOpenChange={(open) =>
          actor.send({ type: open ? 'filters.open' : 'filters.close' })
        }
        onFilterChange={(patch) => actor.send({ type: 'filter.change', patch })}
        onReset={() => actor.send({ type: 'filters.reset' })}
        onLoadMore={() => actor.send({ type: 'more.load' })}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    </>
  );
}
