/**
 * An avatar picked at registration cannot be uploaded yet: there is no session until the email is
 * confirmed, and storage only lets a signed-in user write into their own folder. So the prepared
 * image is held in this browser (IndexedDB, keyed by the email) and uploaded by the session's
 * `claimPendingAvatar` actor after the first sign-in here.
 */
import { fromCallback } from 'xstate';
import type { SessionUser } from '../../../machines/auth/auth.types';
import type { UploadActorEvent } from '../../../machines/upload/image-upload.machine';

export interface PendingAvatarStore {
  save(email: string, image: Blob): Promise<void>;
  take(email: string): Promise<Blob | null>;
  remove(email: string): Promise<void>;
}

const DB_NAME = 'vstrechi';
const STORE = 'pending-avatars';
const key = (email: string) => email.trim().toLowerCase();

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function indexedDbStore(idb: IDBFactory = indexedDB): PendingAvatarStore {
  const open = () => {
    const req = idb.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    return request(req);
  };
  const run = async <T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    try {
      return await request(fn(db.transaction(STORE, mode).objectStore(STORE)));
    } finally {
      db.close();
    }
  };
  return {
    save: async (email, image) => void (await run('readwrite', (s) => s.put(image, key(email)))),
    take: async (email) => ((await run('readonly', (s) => s.get(key(email)))) as Blob) ?? null,
    remove: async (email) => void (await run('readwrite', (s) => s.delete(key(email)))),
  };
}

/** Images prepared on the registration page, by the object URL its preview shows. */
const held = new Map<string, Blob>();

export function heldImage(url: string): Blob | null {
  return held.get(url) ?? null;
}

/**
 * The registration page's `uploadImage`: keeps the prepared image here and reports an object URL
 * as the picture's address, so the form shows a preview and the image waits for `signUp`.
 */
export const holdImageLocally = fromCallback<UploadActorEvent, { image: Blob; name: string }>(
  ({ input, sendBack }) => {
    const url = URL.createObjectURL(input.image);
    held.set(url, input.image);
    sendBack({ type: 'upload.progress', fraction: 1 });
    sendBack({ type: 'upload.done', url });
  },
);

/** After sign-up: the held image goes to IndexedDB under the email. Returns whether it did. */
export async function keepForFirstSignIn(
  store: PendingAvatarStore,
  email: string,
  avatarUrl: string,
): Promise<boolean> {
  const image = heldImage(avatarUrl);
  if (!image) return false;
  await store.save(email, image);
  held.delete(avatarUrl);
  URL.revokeObjectURL(avatarUrl);
  return true;
}

export interface ClaimDeps {
  store: PendingAvatarStore;
  upload: (image: Blob) => Promise<string>;
  saveAvatar: (input: { id: string; fullName: string; avatarUrl: string }) => Promise<unknown>;
}

/**
 * Uploads the avatar waiting for this user, if any, and puts it on the profile. The pending copy
 * is removed right after the upload, before the profile update whose USER_UPDATED event restarts
 * this actor, so the picture is never uploaded twice.
 */
export function claimPendingAvatar(user: SessionUser, deps: ClaimDeps): Promise<void> {
  // A sign-in is reported more than once (the initial session, then SIGNED_IN), and each report
  // restarts the session's actor: one claim per user at a time.
  const running = inFlight.get(user.id);
  if (running) return running;
  const claim = claimOnce(user, deps).finally(() => inFlight.delete(user.id));
  inFlight.set(user.id, claim);
  return claim;
}

const inFlight = new Map<string, Promise<void>>();

async function claimOnce(user: SessionUser, deps: ClaimDeps): Promise<void> {
  if (user.avatarUrl) return;
  const image = await deps.store.take(user.email);
  if (!image) return;
  const url = await deps.upload(image);
  await deps.store.remove(user.email);
  await deps.saveAvatar({ id: user.id, fullName: user.fullName, avatarUrl: url });
}
