/** The requests queue's machine with its real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import {
  type DecisionQuery,
  type JoinRequestsInput,
  type RequestsPage,
  joinRequestsMachine,
} from '../../../machines/groups/join-requests.machine';
import { groupsService } from './service';

export const joinRequestsLogic = joinRequestsMachine.provide({
  actors: {
    loadRequests: fromPromise<RequestsPage, JoinRequestsInput>(async ({ input }) => {
      const s = await groupsService();
      const [head, requests] = await Promise.all([
        s.getGroup(input.groupId),
        s.listRequests(input.groupId, { limit: 100 }),
      ]);
      return { ...head, requests: requests.items };
    }),
    decideRequest: fromPromise<void, DecisionQuery>(async ({ input }) => {
      const s = await groupsService();
      await (input.decision === 'approve'
        ? s.approve(input.requestId)
        : s.decline(input.requestId));
    }),
  },
});
