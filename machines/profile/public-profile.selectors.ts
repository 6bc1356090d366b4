import type { SnapshotFrom } from 'xstate';
import { stateStatus } from '../shared/status';
import type { publicProfileMachine } from './public-profile.machine';

type PublicProfileSnapshot = SnapshotFrom<typeof publicProfileMachine>;

export type PublicProfileStatus = 'loading' | 'notFound' | 'failed' | 'loaded';

export const selectPublicProfileStatus = (s: PublicProfileSnapshot): PublicProfileStatus =>
  stateStatus(s, ['notFound', 'failed', 'loaded'], 'loading');

export const selectPublicProfileView = (s: PublicProfileSnapshot) => {
  const { userId, viewerId, page, failure } = s.context;
  return {
    status: selectPublicProfileStatus(s),
    page,
    failure,
    /** The person looks at their own page: it offers to edit it instead of writing to them. */
    isSelf: viewerId === userId,
    /** A signed-in viewer may write to anyone but themselves. */
    canMessage: viewerId !== null && viewerId !== userId,
  };
};

export type PublicProfileView = ReturnType<typeof selectPublicProfileView>;
