/**
 * The groups catalogue machine with its real actor: the one place it is provided, for the
 * catalogue (home's popular groups run the same flow from popular.logic.ts).
 */
import { fromPromise } from 'xstate';
import {
  type GroupCataloguePage,
  type LoadGroupsInput,
  groupCatalogueMachine,
} from '../../../machines/groups/group-catalogue.machine';
import {
  DEFAULT_GROUP_FILTERS,
  sameGroupFilters,
} from '../../../machines/groups/group-catalogue.filters';
import { takeGroups } from '../startup/groups-early';
import { loadGroups } from './catalogue-page';

export const groupCatalogueLogic = groupCatalogueMachine.provide({
  actors: {
    // The first page may already be on its way (asked for as the app started); taken once.
    loadPage: fromPromise<GroupCataloguePage, LoadGroupsInput>(({ input }) => {
      const early = takeGroups();
      const first = input.offset === 0 && sameGroupFilters(input.filters, DEFAULT_GROUP_FILTERS);
      return (first && early) || loadGroups(input.filters, input.offset, input.limit);
    }),
  },
});
