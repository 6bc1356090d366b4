import { assign, setup } from 'xstate';
import { type GroupsFailure, toGroupsFailure } from '../groups/groups.types';
import { outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { byUserId, listLoadingStates } from './lists';
import type { MyGroups, MyGroupsContext, MyGroupsEvent, MyGroupsInput } from './my-groups.types';

/** Groups the list shows at first and adds with each "show more". */
export const MY_GROUPS_PAGE = 6;

const failureOf = ({ event }: { event: { error: unknown } }) => toGroupsFailure(event.error);

/**
 * The profile page's "my groups": the groups the person belongs to, with their role in each, a
 * page at a time, and the join requests they are still waiting on.
 */
export const myGroupsMachine = setup({
  types: {
    context: {} as MyGroupsContext,
    events: {} as MyGroupsEvent,
    input: {} as MyGroupsInput,
  },
  actors: {
    loadMyGroups: notProvided<MyGroups, { userId: string }>('loadMyGroups'),
  },
  actions: {
    /** The app decides where failures are logged. */
    logFailure: (_, _params: GroupsFailure) => {},
    storeGroups: assign((_, { output }: { output: MyGroups }) => ({
      data: output,
      // A reload starts the list again from its first page.
      shown: MY_GROUPS_PAGE,
      failure: null,
    })),
    storeFailure: assign((_, failure: GroupsFailure) => ({ failure })),
    showMore: assign(({ context }) => ({ shown: context.shown + MY_GROUPS_PAGE })),
  },
  guards: {
    /** A person waiting on a request has something to see even before their first group. */
    hasNothing: (_, { output }: { output: MyGroups }) =>
      output.groups.length === 0 && output.requests.length === 0,
    hasMore: ({ context }) => context.data.groups.length > context.shown,
  },
}).createMachine({
  id: 'myGroups',
  context: ({ input }) => ({
    userId: input.userId,
    data: { groups: [], requests: [] },
    shown: MY_GROUPS_PAGE,
    failure: null,
  }),
  initial: 'loading',
  states: {
    ...listLoadingStates({
      loader: 'loadMyGroups',
      input: byUserId,
      onDone: [
        {
          guard: { type: 'hasNothing', params: outputOf },
          target: 'empty',
          actions: { type: 'storeGroups', params: outputOf },
        },
        { target: 'loaded', actions: { type: 'storeGroups', params: outputOf } },
      ],
      failureOf,
    }),
    empty: {},
    loaded: {
      on: {
        'list.more': { guard: 'hasMore', actions: 'showMore' },
      },
    },
  },
});
