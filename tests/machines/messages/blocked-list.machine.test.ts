// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { blockedListMachine } from '../../../machines/messages/blocked-list.machine';
import { selectBlockedListView } from '../../../machines/messages/blocked-list.selectors';
import type { BlockedPerson } from '../../../machines/messages/conversations.types';
import { controllable } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { blockedListModel } from './blocked-list.model';

type Sut = SystemUnderTest<typeof blockedListMachine>;

function setup() {
  const load = controllable<BlockedPerson[]>();
  const unblock = controllable<void, { userId: string }>();
  const actor = createActor(
    blockedListMachine.provide({
      actors: { loadBlocked: load.logic, unblockPerson: unblock.logic },
    }),
  ).start();
  const view = () => selectBlockedListView(actor.getSnapshot());
  const listed = (s: any) =>
    expect(view().people.map((p) => p.id)).toEqual(s.context.people.map((p: any) => p.id));
  const sut: Sut = {
    states: {
      loading: () => expect(view().status).toBe('loading'),
      failed: () => expect(view().errorCode).toBe('network'),
      empty: () => {
        expect(view().status).toBe('empty');
        expect(view().people).toEqual([]);
      },
      'loaded.idle': (s) => {
        listed(s);
        expect(view().people.every((p) => !p.unblocking && !p.waiting)).toBe(true);
        const refused = view().people.filter((p) => p.errorCode);
        expect(refused.map((p) => p.id)).toEqual(s.context.error ? [s.context.target] : []);
      },
      'loaded.unblocking': (s) => {
        listed(s);
        expect(unblock.lastInput).toEqual({ userId: s.context.target });
        expect(
          view()
            .people.filter((p) => p.unblocking)
            .map((p) => p.id),
        ).toEqual([s.context.target]);
        expect(view().people.filter((p) => p.waiting)).toHaveLength(s.context.people.length - 1);
      },
    },
    events: {
      retry: (e) => actor.send(e),
      unblock: (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      'xstate.done.actor.loadBlocked': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadBlocked': (e: any) => load.reject(e.error),
      'xstate.done.actor.unblockPerson': () => unblock.resolve(undefined),
      'xstate.error.actor.unblockPerson': (e: any) => unblock.reject(e.error),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('blocked people machine (model-based)', () => {
  machineModelTests(blockedListModel, setup);
});
