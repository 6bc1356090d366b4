// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type DirectConversation,
  type DirectInput,
  directMachine,
} from '../../../machines/messages/direct.machine';
import { selectDirectView } from '../../../machines/messages/direct.selectors';
import { controllable } from '../../support/controllable';
import { type SystemUnderTest, leafStateKeys } from '../../support/model';
import { PEER, VIEWER } from './conversations.fixtures';
import { directMalformedModel, directModel, directSelfModel } from './direct.model';

type Sut = SystemUnderTest<typeof directMachine>;

function setup(input: DirectInput = { peerId: PEER, viewerId: VIEWER }) {
  const open = controllable<DirectConversation, { peerId: string }>();
  const block = controllable<void, { userId: string }>();
  const unblock = controllable<void, { userId: string }>();
  const told: boolean[] = [];
  const actor = createActor(
    directMachine.provide({
      actors: { openDirect: open.logic, blockPerson: block.logic, unblockPerson: unblock.logic },
      actions: { notifyBlocked: (_, blocked) => void told.push(blocked) },
    }),
    { input },
  ).start();
  const view = () => selectDirectView(actor.getSnapshot());
  const opened = (s: any) => {
    expect(view().status).toBe('open');
    expect(view().conversationId).toBe(s.context.conversation.conversationId);
    expect(view().blockedByMe).toBe(s.context.conversation.blockedByMe);
    expect(view().peerDeleted).toBe(s.context.conversation.peer.deleted === true);
  };
  const sut: Sut = {
    states: {
      opening: () => {
        expect(view().status).toBe('opening');
        expect(open.lastInput).toEqual({ peerId: PEER });
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe('network');
      },
      refused: () => {
        expect(view().status).toBe('refused');
        const expected =
          input.peerId === VIEWER ? 'self' : input.peerId === PEER ? undefined : 'not_found';
        if (expected) {
          expect(view().errorCode).toBe(expected);
          expect(open.calls).toHaveLength(0);
        } else expect(['blocked', 'peer_deleted', 'not_found']).toContain(view().errorCode);
      },
      'open.idle': (s) => {
        opened(s);
        expect(view().confirming).toBe(false);
        expect(view().busy).toBeNull();
      },
      'open.confirming': (s) => {
        opened(s);
        expect(view().confirming).toBe(true);
        // A failure shown before is gone once the person asks again.
        expect(view().errorCode).toBeNull();
      },
      'open.blocking': (s) => {
        opened(s);
        expect(view().busy).toBe('blocking');
        expect(block.lastInput).toEqual({ userId: PEER });
      },
      'open.unblocking': (s) => {
        opened(s);
        expect(view().busy).toBe('unblocking');
        expect(unblock.lastInput).toEqual({ userId: PEER });
      },
    },
    events: {
      retry: (e) => actor.send(e),
      'block.ask': (e) => actor.send(e),
      'block.cancel': (e) => actor.send(e),
      'block.confirm': (e) => actor.send(e),
      unblock: (e) => actor.send(e),
      'error.dismiss': (e) => actor.send(e),
      'xstate.done.actor.openDirect': (e: any) => open.resolve(e.output),
      'xstate.error.actor.openDirect': (e: any) => open.reject(e.error),
      'xstate.done.actor.blockPerson': async () => {
        const before = told.length;
        await block.resolve(undefined);
        expect(told.slice(before)).toEqual([true]);
      },
      'xstate.error.actor.blockPerson': (e: any) => block.reject(e.error),
      'xstate.done.actor.unblockPerson': async () => {
        const before = told.length;
        await unblock.resolve(undefined);
        expect(told.slice(before)).toEqual([false]);
      },
      'xstate.error.actor.unblockPerson': (e: any) => unblock.reject(e.error),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('direct conversation machine (model-based)', () => {
  it('reaches every state and takes every declared transition', () => {
    const all = [directModel, directSelfModel, directMalformedModel].map((m) => m.coverage());
    const reached = new Set(all.flatMap((c) => c.states));
    expect(leafStateKeys(directMachine).filter((k) => !reached.has(k))).toEqual([]);
    const taken = new Set(all.flatMap((c) => c.transitions));
    expect(all[0]!.missingTransitions.filter((t) => !taken.has(t))).toEqual([]);
  });
  for (const [name, model, input] of [
    ['another person', directModel, { peerId: PEER, viewerId: VIEWER }],
    ['oneself', directSelfModel, { peerId: VIEWER, viewerId: VIEWER }],
    ['malformed id', directMalformedModel, { peerId: 'not-a-uuid', viewerId: VIEWER }],
  ] as const) {
    describe(name, () => {
      it('has an assertion for every state and an executor for every event', () => {
        model.assertComplete(setup(input).sut);
      });
      for (const path of model.paths()) {
        it(path.description, async () => {
          const { actor, sut } = setup(input);
          await model.run(path, sut, actor.getSnapshot());
        });
      }
    });
  }
});
