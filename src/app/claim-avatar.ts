/**
 * The session's avatar claim, apart from the accounts flows: the session lives in the first chunk,
 * the upload code and the services load only when there is a signed-in user to claim for.
 */
import { fromPromise } from 'xstate';

/** The session's named actor: the avatar picked at registration, uploaded after the first sign-in. */
export const claimPendingAvatarActor = fromPromise<
  void,
  {
    user: {
      id: string;
      email: string;
      fullName: string;
      avatarUrl: string;
      role: 'admin' | 'business' | null;
    };
  }
>(async ({ input }) => {
  if (typeof indexedDB === 'undefined') return;
  const [{ claimPendingAvatar, indexedDbStore }, storage, profile] = await Promise.all([
    import('../components/upload/pending-avatar'),
    import('../services/storage'),
    import('../services/profiles'),
  ]);
  await claimPendingAvatar(input.user, {
    store: indexedDbStore(),
    upload: (image) => storage.uploadImage({ kind: 'avatar', image }),
    saveAvatar: (p) => profile.updateProfile(p),
  });
});
