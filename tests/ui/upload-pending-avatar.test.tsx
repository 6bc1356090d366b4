import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../machines/auth/auth.types';
import {
  type PendingAvatarStore,
  claimPendingAvatar,
} from '../../src/components/upload/pending-avatar';

function memoryStore(
  initial: Record<string, Blob> = {},
): PendingAvatarStore & { data: Map<string, Blob> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    save: async (email, image) => void data.set(email.toLowerCase(), image),
    take: async (email) => data.get(email.toLowerCase()) ?? null,
    remove: async (email) => void data.delete(email.toLowerCase()),
  };
}

const user: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'Anna@Example.com',
  fullName: 'Анна',
  avatarUrl: '',
  role: 'business',
};
const image = new Blob(['webp'], { type: 'image/webp' });
const URL_1 = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/u/1.webp';

describe('claimPendingAvatar (the session’s named actor)', () => {
  it('uploads the waiting avatar once, forgets it, and puts it on the profile', async () => {
    const store = memoryStore({ 'anna@example.com': image });
    const upload = vi.fn(async () => URL_1);
    const saveAvatar = vi.fn(async () => ({}));
    // Two sign-in reports at once share one claim.
    await Promise.all([
      claimPendingAvatar(user, { store, upload, saveAvatar }),
      claimPendingAvatar(user, { store, upload, saveAvatar }),
    ]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(image);
    expect(store.data.size).toBe(0);
    expect(saveAvatar).toHaveBeenCalledWith({ id: user.id, fullName: 'Анна', avatarUrl: URL_1 });
  });

  it('does nothing without a waiting avatar, or when the account already has one', async () => {
    const upload = vi.fn(async () => URL_1);
    const saveAvatar = vi.fn(async () => ({}));
    await claimPendingAvatar(user, { store: memoryStore(), upload, saveAvatar });
    await claimPendingAvatar(
      { ...user, avatarUrl: URL_1 },
      { store: memoryStore({ 'anna@example.com': image }), upload, saveAvatar },
    );
    expect(upload).not.toHaveBeenCalled();
    expect(saveAvatar).not.toHaveBeenCalled();
  });

  it('keeps the avatar waiting when the upload fails, for the next sign-in', async () => {
    const store = memoryStore({ 'anna@example.com': image });
    const upload = vi.fn(async () => {
      throw { code: 'network', message: 'Network error' };
    });
    await expect(
      claimPendingAvatar(user, { store, upload, saveAvatar: vi.fn() }),
    ).rejects.toMatchObject({ code: 'network' });
    expect(store.data.size).toBe(1);
  });
});
