import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type Profile,
  type SaveProfileInput,
  profileMachine,
} from '../../../machines/profile/profile.machine';
import { selectProfileView } from '../../../machines/profile/profile.selectors';
import { controllable, sentTo } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { USER, loaded, profileModel } from './profile.model';
import { machineModelTests } from '../../support/model-tests';

function setup() {
  const load = controllable<Profile, { id: string }>();
  const save = controllable<Profile, SaveProfileInput>();
  const notes: string[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: { loadProfile: load.logic, saveProfile: save.logic },
      actions: {
        notifyProfileUpdated: () => void notes.push('updated'),
        notifyProfileUpdateFailed: (_, { failure }) => void notes.push(`failed:${failure.code}`),
        logFailure: (_, { failure }) => void notes.push(`log:${failure.code}`),
      },
    }),
    { input: USER },
  ).start();
  const view = () => selectProfileView(actor.getSnapshot());
  const sut: SystemUnderTest<typeof profileMachine> = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(load.lastInput).toEqual({ id: USER.userId });
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().failure?.code).toBe('forbidden');
        expect(notes.at(-1)).toBe('log:forbidden');
      },
      'loaded.viewing': (expected) => {
        expect(view().status).toBe('viewing');
        expect(view().profile?.fullName).toBe(expected.context.profile?.fullName);
        expect(view().draft.fullName).toBe(expected.context.profile?.fullName);
      },
      'loaded.editing': (expected) => {
        expect(view().status).toBe('editing');
        expect(view().validation).toBe(expected.context.validation);
        expect(view().failure?.code).toBe(expected.context.failure?.code);
        // A refusal names its field, and what was typed there stays.
        expect(view().refusedField).toBe(
          expected.context.failure?.code === 'bio_too_long' ? 'bio' : null,
        );
      },
      'loaded.saving': () => {
        expect(view().status).toBe('saving');
        const { context } = actor.getSnapshot();
        expect(save.lastInput).toEqual({
          id: USER.userId,
          fullName: context.fullName.trim(),
          avatarUrl: context.avatarUrl,
          bio: context.bio.trim(),
          city: context.city.trim(),
          interests: context.interests,
          hideAttended: context.hideAttended,
        });
      },
    },
    events: {
      'xstate.done.actor.loadProfile': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadProfile': (e: any) => load.reject(e.error),
      ...sentTo(
        actor,
        'profile.retry',
        'edit.start',
        'edit.cancel',
        'field.change',
        'interest.toggle',
        'attended.hide',
        'avatar.change',
        'form.submit',
        'error.dismiss',
      ),
      'xstate.done.actor.saveProfile': async (e: any) => {
        await save.resolve(e.output);
        expect(notes.at(-1)).toBe('updated');
      },
      'xstate.error.actor.saveProfile': async (e: any) => {
        const typed = view().draft;
        await save.reject(e.error);
        // Nothing the person typed is lost to the refusal.
        expect(view().draft).toEqual(typed);
        const { code } = e.error as { code: string };
        expect(notes.slice(-2)).toEqual([`log:${code}`, `failed:${code}`]);
      },
    } as SystemUnderTest<typeof profileMachine>['events'],
  };
  return { actor, sut, notes };
}

describe('profile machine (model-based)', () => {
  machineModelTests(profileModel, setup);
});

describe('profile machine (rules)', () => {
  it('cancel throws the draft away and shows the saved profile again', async () => {
    const load = controllable<Profile, { id: string }>();
    const actor = createActor(profileMachine.provide({ actors: { loadProfile: load.logic } }), {
      input: USER,
    }).start();
    await load.resolve({ ...loaded, fullName: 'Анна' });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'fullName', value: 'Другое имя' });
    actor.send({ type: 'edit.cancel' });
    expect(selectProfileView(actor.getSnapshot()).draft.fullName).toBe('Анна');
  });

  it('saves the trimmed name', async () => {
    const { actor } = setup();
    actor.send({
      type: 'xstate.done.actor.loadProfile',
      output: { ...loaded, fullName: 'А' },
    } as never);
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'field.change', field: 'fullName', value: '  Анна Сидорова  ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'saving' });
  });

  it("keeps interests in the categories' order, each once, and drops one chosen again", async () => {
    const { actor } = setup();
    actor.send({ type: 'xstate.done.actor.loadProfile', output: loaded } as never);
    actor.send({ type: 'edit.start' });
    for (const id of ['food', 'technology', 'art'] as const)
      actor.send({ type: 'interest.toggle', id });
    expect(actor.getSnapshot().context.interests).toEqual(['technology', 'food']);
  });
});
