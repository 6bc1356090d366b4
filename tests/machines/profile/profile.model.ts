import type { EventFrom, SnapshotFrom } from 'xstate';
import { type Profile, profileMachine } from '../../../machines/profile/profile.machine';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const USER = { userId: '00000000-0000-4000-8000-000000000001', email: 'anna@example.com' };
export const loaded: Profile = { id: USER.userId, fullName: 'Анна Петрова', avatarUrl: '' };
export const saved: Profile = { id: USER.userId, fullName: 'Анна Сидорова', avatarUrl: '' };
export const AVATAR_URL = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/u/1.webp';
export const denied = { code: 'forbidden', message: 'permission denied for table profiles' };

/** How the model tells states apart. */
export const profileState = (s: SnapshotFrom<typeof profileMachine>) =>
  JSON.stringify([
    s.value,
    s.context.profile?.fullName ?? null,
    Boolean(s.context.fullName.trim()),
    Boolean(s.context.avatarUrl),
    s.context.validation,
    s.context.failure !== null,
  ]);

/** Everything the model tries, in every state. */
export const profileEvents: EventFrom<typeof profileMachine>[] = [
  { type: 'xstate.done.actor.loadProfile', output: loaded } as never,
  { type: 'xstate.error.actor.loadProfile', error: denied } as never,
  { type: 'profile.retry' },
  { type: 'edit.start' },
  { type: 'edit.cancel' },
  { type: 'field.change', field: 'fullName', value: 'Анна Сидорова' },
  { type: 'field.change', field: 'fullName', value: '   ' },
  { type: 'avatar.change', url: AVATAR_URL },
  { type: 'form.submit' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.saveProfile', output: saved } as never,
  { type: 'xstate.error.actor.saveProfile', error: denied } as never,
];

export const profileModel = createModel(profileMachine, {
  input: USER,
  events: profileEvents,
  serializeState: profileState,
});

export const profilePageModel = createModel(profileMachine, {
  input: USER,
  serializeState: profileState,
  events: (s) =>
    profileEvents.filter((e) => {
      if (e.type === 'error.dismiss') return s.context.failure !== null;
      if (['field.change', 'avatar.change'].includes(e.type))
        return s.matches({ loaded: 'editing' });
      return true;
    }),
});
