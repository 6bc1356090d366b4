// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type DecisionQuery,
  type JoinRequestsInput,
  type RequestsPage,
  joinRequestsMachine,
} from '../../../machines/groups/join-requests.machine';
import { selectJoinRequestsView } from '../../../machines/groups/join-requests.selectors';
import { controllable, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import { GROUP_ID, REQUESTS } from './page.fixtures';
import { QUEUE, requestsMalformedModel, requestsModel } from './requests.model';

type Sut = SystemUnderTest<typeof joinRequestsMachine>;

function setup(groupId = GROUP_ID) {
  const load = controllable<RequestsPage, JoinRequestsInput>();
  const decide = controllable<void, DecisionQuery>();
  const notes: string[] = [];
  const actor = createActor(
    joinRequestsMachine.provide({
      actors: { loadRequests: load.logic, decideRequest: decide.logic },
      actions: { notifyDecided: (_, { decision }) => void notes.push(decision) },
    }),
    { input: { groupId } },
  ).start();
  const view = () => selectJoinRequestsView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(load.lastInput).toEqual({ groupId });
      },
      notFound: () => {
        expect(view().status).toBe('notFound');
        if (groupId !== GROUP_ID) expect(load.calls).toHaveLength(0);
      },
      forbidden: () => {
        expect(view().status).toBe('forbidden');
        expect(view().requests).toEqual([]);
      },
      failed: () => expect(view().errorCode).toBe('network'),
      'ready.idle': (s) => {
        expect(view().status).toBe('ready');
        expect(view().requests.map((r) => r.id)).toEqual(
          s.context.page!.requests.map((r: any) => r.id),
        );
        expect(view().requests.every((r) => r.pending === null && !r.waiting)).toBe(true);
        const refused = view().requests.find((r) => r.refused);
        expect(refused?.refused?.code ?? null).toBe(s.context.refused?.failure.code ?? null);
      },
      'ready.deciding': (s) => {
        const [first, second] = view().requests;
        expect(first!.pending).toBe(s.context.pending!.decision);
        expect(second!.waiting).toBe(true);
        expect(decide.lastInput).toEqual(s.context.pending);
      },
    },
    events: {
      ...sentTo(actor, 'retry', 'request.decide', 'error.dismiss'),
      ...settlers({ loadRequests: load, decideRequest: decide }),
    } as Sut['events'],
  };
  return { actor, sut, notes, load, decide };
}

describe('join requests machine (model-based)', () => {
  machineStartsTests(joinRequestsMachine, [
    ['moderator', requestsModel, () => setup(GROUP_ID)],
    ['malformed id', requestsMalformedModel, () => setup('not-a-uuid')],
  ]);

  it("takes every declared transition from the moderator's start alone", () => {
    expect(requestsModel.coverage().missingTransitions).toEqual([]);
  });

  it('takes an approved request out of the queue and counts the new member', async () => {
    const { actor, load, decide, notes } = setup();
    await load.resolve(QUEUE);
    actor.send({ type: 'request.decide', requestId: REQUESTS[0]!.id, decision: 'approve' });
    // A second decision waits for the first.
    actor.send({ type: 'request.decide', requestId: REQUESTS[1]!.id, decision: 'decline' });
    expect(decide.calls).toHaveLength(1);
    await decide.resolve(undefined);
    const view = selectJoinRequestsView(actor.getSnapshot());
    expect(view.requests.map((r) => r.id)).toEqual([REQUESTS[1]!.id]);
    expect(view.group!.memberCount).toBe(QUEUE.group.memberCount + 1);
    expect(notes).toEqual(['approve']);
  });
});
