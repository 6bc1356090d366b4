// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { MembershipInput } from '../../../machines/groups/membership.machine';
import { membershipMachine } from '../../../machines/groups/membership.machine';
import { selectMembershipView } from '../../../machines/groups/membership.selectors';
import type { Standing } from '../../../machines/groups/group-page.types';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import { MEMBERSHIP_MODELS, MESSAGE, membershipFakes } from './membership.model';
import { GROUP_ID } from './page.fixtures';

type Sut = SystemUnderTest<typeof membershipMachine>;

export function membershipSetup(input: MembershipInput) {
  const fakes = membershipFakes();
  const {
    joinGroup: join,
    requestToJoin: request,
    cancelRequest: cancel,
    leaveGroup: leave,
  } = fakes;
  const told: Standing[] = [];
  const notes: string[] = [];
  const actor = createActor(
    membershipMachine.provide({
      actors: logicOf(fakes),
      actions: {
        announce: ({ context }) => void told.push(context.standing),
        goToSignIn: () => void notes.push('signIn'),
        notifyFailed: (_, { failure }) => void notes.push(`failed:${failure.code}`),
      },
    }),
    { input },
  ).start();
  const view = () => selectMembershipView(actor.getSnapshot());
  /** The view says the state, the error the model's snapshot holds, and the page heard the last change. */
  const shows = (status: string) => (expected: any) => {
    expect(view().status).toBe(status);
    expect(view().errorCode).toBe(expected.context.error?.code ?? null);
    const last = told.at(-1);
    if (last) expect(last).toEqual(actor.getSnapshot().context.standing);
  };
  const sut: Sut = {
    states: {
      visitor: (s) => {
        shows('visitor')(s);
        // Pressing join sends a visitor to sign in, and nothing is asked of the database.
        expect(join.calls).toHaveLength(0);
      },
      banned: (s) => {
        shows('banned')(s);
        expect(actor.getSnapshot().context.standing.banned).toBe(true);
      },
      owner: shows('owner'),
      open: shows('open'),
      joining: (s) => {
        shows('joining')(s);
        expect(join.lastInput).toEqual({ groupId: GROUP_ID });
      },
      closed: shows('closed'),
      composing: (s) => {
        shows('composing')(s);
        expect(view().message).toBe(s.context.message);
      },
      requesting: (s) => {
        shows('requesting')(s);
        expect(request.lastInput).toEqual({
          groupId: GROUP_ID,
          message: s.context.message || null,
        });
      },
      requested: (s) => {
        shows('requested')(s);
        expect(told.at(-1)?.request?.status).toBe('pending');
      },
      cancelling: (s) => {
        shows('cancelling')(s);
        expect(cancel.lastInput).toEqual({ groupId: GROUP_ID });
      },
      member: (s) => {
        shows('member')(s);
        expect(view().role).toBe('member');
      },
      leaving: (s) => {
        shows('leaving')(s);
        expect(leave.lastInput).toEqual({ groupId: GROUP_ID });
      },
    },
    events: {
      ...sentTo(
        actor,
        'join',
        'leave',
        'request.start',
        'request.message',
        'request.send',
        'request.close',
        'request.cancel',
        'error.dismiss',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut, told, notes, join, request };
}

describe('membership machine (model-based)', () => {
  machineStartsTests(
    membershipMachine,
    MEMBERSHIP_MODELS.map(
      ([name, model]) => [name, model, () => membershipSetup(startOf(name))] as const,
    ),
  );
});

function startOf(name: (typeof MEMBERSHIP_MODELS)[number][0]): MembershipInput {
  const base = {
    groupId: GROUP_ID,
    standing: { role: null, joinedAt: null, request: null, banned: false },
  };
  switch (name) {
    case 'public group':
      return { ...base, privacy: 'public', signedIn: true };
    case 'private group':
      return { ...base, privacy: 'private', signedIn: true };
    case 'visitor':
      return { ...base, privacy: 'public', signedIn: false };
    case 'visitor, private group':
      return { ...base, privacy: 'private', signedIn: false };
    case 'owner':
      return {
        ...base,
        privacy: 'private',
        signedIn: true,
        standing: { ...base.standing, role: 'owner' },
      };
  }
}

describe('membership machine (rules)', () => {
  it('sends a visitor to sign in instead of joining', () => {
    const { actor, notes, join } = membershipSetup(startOf('visitor'));
    actor.send({ type: 'join' });
    expect(notes).toEqual(['signIn']);
    expect(join.calls).toHaveLength(0);
  });

  it('sends the trimmed message with a request, and none when it is blank', async () => {
    const { actor, request } = membershipSetup(startOf('private group'));
    actor.send({ type: 'request.start' });
    actor.send({ type: 'request.message', value: `  ${MESSAGE}  ` });
    actor.send({ type: 'request.send' });
    expect(request.lastInput.message).toBe(MESSAGE);
    await request.resolve('f1');
    expect(actor.getSnapshot().value).toBe('requested');
  });

  it('refuses to send a message longer than the database takes', () => {
    const { actor, request } = membershipSetup(startOf('private group'));
    actor.send({ type: 'request.start' });
    actor.send({ type: 'request.message', value: 'я'.repeat(501) });
    actor.send({ type: 'request.send' });
    expect(actor.getSnapshot().value).toBe('composing');
    expect(request.calls).toHaveLength(0);
  });
});
