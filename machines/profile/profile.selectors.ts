import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './profile.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export type ProfileStatus = 'loading' | 'failed' | 'viewing' | 'editing' | 'saving';

export const selectProfileStatus = (s: ProfileSnapshot): ProfileStatus => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ loaded: 'editing' })) return 'editing';
  if (s.matches({ loaded: 'saving' })) return 'saving';
  return 'viewing';
};

export const selectProfileView = (s: ProfileSnapshot) => ({
  status: selectProfileStatus(s),
  email: s.context.email,
  profile: s.context.profile,
  draft: { fullName: s.context.fullName, avatarUrl: s.context.avatarUrl },
  validation: s.context.validation,
  failure: s.context.failure,
});
