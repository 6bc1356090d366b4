import type { SnapshotFrom } from 'xstate';
import { PROFILE_REFUSALS, type ProfileRefusal, type profileMachine } from './profile.machine';

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
  draft: {
    fullName: s.context.fullName,
    avatarUrl: s.context.avatarUrl,
    bio: s.context.bio,
    city: s.context.city,
    interests: s.context.interests,
    hideAttended: s.context.hideAttended,
  },
  validation: s.context.validation,
  failure: s.context.failure,
  /** The field a refused save names, shown there beside what the person typed. */
  refusedField:
    s.context.failure && s.context.failure.code in PROFILE_REFUSALS
      ? PROFILE_REFUSALS[s.context.failure.code as ProfileRefusal]
      : null,
});

export type ProfileView = ReturnType<typeof selectProfileView>;
