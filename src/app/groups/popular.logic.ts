/** Home's popular groups: the catalogue's flow, its loader asking for the first few groups only. */
import { fromPromise } from 'xstate';
import {
  type GroupCataloguePage,
  type LoadGroupsInput,
  groupCatalogueMachine,
} from '../../../machines/groups/group-catalogue.machine';
import { POPULAR_GROUPS } from '../../features/groups/popular-frame';
import { loadGroups } from './catalogue-page';

export const popularGroupsLogic = groupCatalogueMachine.provide({
  actors: {
    loadPage: fromPromise<GroupCataloguePage, LoadGroupsInput>(({ input }) =>
      loadGroups(input.filters, 0, POPULAR_GROUPS),
    ),
  },
});
