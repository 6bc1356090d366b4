import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { publicProfileMachine } from '../../../machines/profile/public-profile.machine';
import { selectPublicProfileView } from '../../../machines/profile/public-profile.selectors';
import type {
  PublicProfileInput,
  PublicProfilePage,
  PublicProfileQuery,
} from '../../../machines/profile/public-profile.types';
import { controllable } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { type MachineStart, machineStartsTests } from '../../support/model-tests';
import {
  PUBLIC_PROFILE_MODELS,
  PERSON_ID,
  VIEWER_ID,
  fullPage,
  selfInput,
  visitorInput,
} from './public-profile.model';

type Sut = SystemUnderTest<typeof publicProfileMachine>;

function setup(input: PublicProfileInput) {
  const load = controllable<PublicProfilePage, PublicProfileQuery>();
  const logged: unknown[] = [];
  const actor = createActor(
    publicProfileMachine.provide({
      actors: { loadPublicProfile: load.logic },
      actions: { logFailure: (_, { failure }) => void logged.push(failure) },
    }),
    { input },
  ).start();
  const view = () => selectPublicProfileView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      // Passed through at once: never rested in.
      starting: () => {
        throw new Error('starting is transient');
      },
      loading: () => {
        expect(view()).toMatchObject({ status: 'loading', page: null });
        expect(load.lastInput).toEqual({ userId: input.userId, viewerId: input.viewerId });
      },
      notFound: () => {
        expect(view()).toMatchObject({ status: 'notFound', page: null });
        // A malformed address is not asked about at all.
        if (input.userId !== PERSON_ID) expect(load.calls).toHaveLength(0);
      },
      failed: () => {
        expect(view()).toMatchObject({ status: 'failed', failure: { code: 'network' } });
        expect(logged.at(-1)).toMatchObject({ code: 'network' });
      },
      loaded: (expected) => {
        expect(view()).toMatchObject({
          status: 'loaded',
          page: expected.context.page,
          failure: null,
          isSelf: false,
          canMessage: true,
        });
      },
    },
    events: {
      'xstate.done.actor.loadPublicProfile': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadPublicProfile': (e: any) => load.reject(e.error),
      retry: (e) => actor.send(e),
    } as Sut['events'],
  };
  return { actor, sut, load };
}

const starts: MachineStart<typeof publicProfileMachine, ReturnType<typeof setup>>[] =
  PUBLIC_PROFILE_MODELS.map(([name, model, input]) => [name, model, () => setup(input)]);

describe('public profile machine (model-based)', () => {
  machineStartsTests(publicProfileMachine, starts);
});

describe('public profile machine (rules)', () => {
  it('offers a visitor no «write», and the person their own edit instead', async () => {
    const visitor = setup(visitorInput);
    await visitor.load.resolve(fullPage);
    expect(selectPublicProfileView(visitor.actor.getSnapshot())).toMatchObject({
      canMessage: false,
      isSelf: false,
    });
    const self = setup(selfInput);
    await self.load.resolve(fullPage);
    expect(selectPublicProfileView(self.actor.getSnapshot())).toMatchObject({
      canMessage: false,
      isSelf: true,
    });
    expect(VIEWER_ID).not.toBe(PERSON_ID);
  });

  it('keeps an unexpected error as the unknown code, and forgets it once loaded', async () => {
    const { actor, load } = setup(visitorInput);
    await load.reject(new Error('boom'));
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'unknown', message: 'boom' });
    actor.send({ type: 'retry' });
    await load.resolve(fullPage);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
