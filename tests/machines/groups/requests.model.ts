import { joinRequestsMachine } from '../../../machines/groups/join-requests.machine';
import { createModel } from '../../support/model';
import { GROUP_ID, NETWORK, NOT_FOUND, REQUESTS, done, error, head } from './page.fixtures';

export const QUEUE = { ...head({ privacy: 'private' }, { role: 'moderator' }), requests: REQUESTS };
export const NOT_MANAGER = { ...head({ privacy: 'private' }, { role: 'member' }), requests: [] };
export const NOT_PENDING = { code: 'request_not_pending', message: 'group_request_not_pending' };
const [FIRST] = REQUESTS as [(typeof REQUESTS)[number]];

const serializeState = (s: { value: unknown; context: any }) =>
  JSON.stringify([
    s.value,
    s.context.page?.requests.length,
    s.context.page?.standing.role,
    s.context.pending,
    s.context.refused?.failure.code,
  ]);

export const requestsModel = createModel(joinRequestsMachine, {
  input: { groupId: GROUP_ID },
  events: [
    { type: 'retry' },
    { type: 'request.decide', requestId: FIRST.id, decision: 'approve' },
    { type: 'request.decide', requestId: FIRST.id, decision: 'decline' },
    { type: 'error.dismiss' },
    done('loadRequests', QUEUE),
    done('loadRequests', NOT_MANAGER),
    error('loadRequests', NOT_FOUND),
    error('loadRequests', NETWORK),
    done('decideRequest', undefined),
    error('decideRequest', NOT_PENDING),
  ] as never,
  serializeState,
});

export const requestsMalformedModel = createModel(joinRequestsMachine, {
  input: { groupId: 'not-a-uuid' },
  events: [{ type: 'retry' }] as never,
  serializeState,
});
