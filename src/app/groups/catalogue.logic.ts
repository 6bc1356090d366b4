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
import { loadGroups } from './service';

export const groupCatalogueLogic = groupCatalogueMachine.provide({
  actors: {
    loadPage: fromPromise<GroupCataloguePage, LoadGroupsInput>(({ input }) =>
      loadGroups(input.filters, input.offset, input.limit),
    ),
  },
});
