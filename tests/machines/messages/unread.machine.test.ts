// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { unreadMachine } from '../../../machines/messages/unread.machine';
import { selectUnreadCount } from '../../../machines/messages/unread.selectors';
import { controllable } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { unreadModel } from './unread.model';

type Sut = SystemUnderTest<typeof unreadMachine>;

function setup() {
  const load = controllable<number>();
  const actor = createActor(unreadMachine.provide({ actors: { loadUnread: load.logic } })).start();
  const count = () => selectUnreadCount(actor.getSnapshot());
  const sut: Sut = {
    states: {
      // What the badge showed stays while the total is read again.
      loading: (s) => {
        expect(load.calls.length).toBeGreaterThan(0);
        expect(count()).toBe(s.context.count ?? 0);
      },
      idle: (s) => expect(count()).toBe(s.context.count ?? 0),
    },
    events: {
      refresh: (e) => actor.send(e),
      'xstate.done.actor.loadUnread': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadUnread': (e: any) => load.reject(e.error),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('unread badge machine (model-based)', () => {
  machineModelTests(unreadModel, setup);
});
