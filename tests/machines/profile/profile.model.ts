import type { EventFrom, SnapshotFrom } from 'xstate';
import {
  type Profile,
  type ProfileFailure,
  profileMachine,
} from '../../../machines/profile/profile.machine';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const USER = { userId: '00000000-0000-4000-8000-000000000001', email: 'anna@example.com' };
const about: Omit<Profile, 'id' | 'fullName' | 'avatarUrl'> = {
  bio: '',
  city: 'Москва',
  interests: [],
  hideAttended: false,
};
export const loaded: Profile = {
  id: USER.userId,
  fullName: 'Анна Петрова',
  avatarUrl: '',
  ...about,
  interests: ['art'],
};
export const saved: Profile = {
  id: USER.userId,
  fullName: 'Анна Сидорова',
  avatarUrl: '',
  ...about,
  bio: 'Рисую и хожу в походы.',
  hideAttended: true,
};
/** A bio the database refuses (over PROFILE_LIMITS.bio): the form keeps it as typed. */
export const LONG_BIO = 'Рисую. '.repeat(80);
export const bioRefused: ProfileFailure = { code: 'bio_too_long', message: 'profiles_bio_check' };
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
    s.context.failure?.code ?? null,
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
  { type: 'field.change', field: 'bio', value: LONG_BIO },
  { type: 'field.change', field: 'city', value: 'Казань' },
  { type: 'interest.toggle', id: 'food' },
  { type: 'attended.hide', hidden: true },
  { type: 'avatar.change', url: AVATAR_URL },
  { type: 'form.submit' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.saveProfile', output: saved } as never,
  { type: 'xstate.error.actor.saveProfile', error: denied } as never,
  { type: 'xstate.error.actor.saveProfile', error: bioRefused } as never,
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
      if (['field.change', 'avatar.change', 'interest.toggle', 'attended.hide'].includes(e.type))
        return s.matches({ loaded: 'editing' });
      return true;
    }),
});
