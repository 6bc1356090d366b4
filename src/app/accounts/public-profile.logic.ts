/**
 * /users/:id's machine with its real actors: the one place they are provided. A visitor's page is
 * public data over plain fetch (no supabase-js in this route's load); a signed-in viewer's goes
 * through the profiles service, with their token, since the events listed are those their own
 * policies let them read.
 */
import { fromPromise } from 'xstate';
import { publicProfileMachine } from '../../../machines/profile/public-profile.machine';
import type {
  PublicProfilePage,
  PublicProfileQuery,
} from '../../../machines/profile/public-profile.types';
import { getPublicProfilePage } from '../../services/profiles-public';

export const publicProfileLogic = publicProfileMachine.provide({
  actors: {
    loadPublicProfile: fromPromise<PublicProfilePage, PublicProfileQuery>(async ({ input }) =>
      input.viewerId === null
        ? getPublicProfilePage(input.userId)
        : (await import('../../services/profiles')).getProfilePage(input.userId),
    ),
  },
});
