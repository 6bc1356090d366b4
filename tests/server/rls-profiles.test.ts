import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, clientWithToken, serviceClient, stack, type Client } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

const { dmitry, ekaterina } = SEED_USERS;
let owner: Client;
let other: Client;
let visitor: Client;
let service: Client;

async function profileOf(id: string) {
  const { data, error } = await service.from('profiles').select('*').eq('id', id).single();
  expect(error).toBeNull();
  return data!;
}

/** The seed profiles as they were, put back afterwards for the files that run after this one. */
let seeded: Awaited<ReturnType<typeof profileOf>>[] = [];

beforeAll(async () => {
  owner = clientWithToken(await userToken(dmitry.id));
  other = clientWithToken(await userToken(ekaterina.id));
  visitor = anonClient();
  service = serviceClient();
  seeded = [await profileOf(dmitry.id), await profileOf(ekaterina.id)];
});

afterAll(async () => {
  for (const { id, full_name, avatar_url, bio, city, interests, hide_attended } of seeded) {
    await service
      .from('profiles')
      .update({ full_name, avatar_url, bio, city, interests, hide_attended })
      .eq('id', id);
  }
});

describe('profiles: reading', () => {
  it('lets a visitor read every profile', async () => {
    const { data, error } = await visitor.from('profiles').select('id, full_name');
    expect(error).toBeNull();
    expect(data!.map((p) => p.id)).toEqual(expect.arrayContaining([dmitry.id, ekaterina.id]));
  });

  it('lets a signed-in user read other people’s profiles', async () => {
    const { data, error } = await owner.from('profiles').select('id').eq('id', ekaterina.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: ekaterina.id }]);
  });
});

describe('profiles: writing', () => {
  it('lets the owner update their own name and avatar, and moves updated_at', async () => {
    const before = await profileOf(dmitry.id);
    const { data, error } = await owner
      .from('profiles')
      .update({ full_name: 'Дима', avatar_url: 'https://example.test/a.png' })
      .eq('id', dmitry.id)
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: dmitry.id, full_name: 'Дима' });
    expect(Date.parse(data!.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });

  it('silently matches no rows when a user updates someone else’s profile', async () => {
    const before = await profileOf(ekaterina.id);
    const { data, error } = await owner
      .from('profiles')
      .update({ full_name: 'Взлом' })
      .eq('id', ekaterina.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await profileOf(ekaterina.id)).full_name).toBe(before.full_name);
  });

  it('refuses to let the owner change their id', async () => {
    const { error } = await owner.from('profiles').update({ id: ekaterina.id }).eq('id', dmitry.id);
    expect(error?.code).toBe('42501');
    expect((await profileOf(dmitry.id)).id).toBe(dmitry.id);
  });

  it('refuses inserts and deletes from clients (the trigger and the cascade own them)', async () => {
    const insert = await owner
      .from('profiles')
      .insert({ id: '00000000-0000-4000-8000-0000000000aa', full_name: 'Фантом' });
    expect(insert.error?.code).toBe('42501');
    const del = await owner.from('profiles').delete().eq('id', dmitry.id);
    expect(del.error?.code).toBe('42501');
    expect((await profileOf(dmitry.id)).id).toBe(dmitry.id);
  });

  it('refuses every write from a visitor', async () => {
    const update = await visitor
      .from('profiles')
      .update({ full_name: 'Аноним' })
      .eq('id', dmitry.id);
    expect(update.error?.code).toBe('42501');
    const insert = await visitor
      .from('profiles')
      .insert({ id: '00000000-0000-4000-8000-0000000000ab' });
    expect(insert.error?.code).toBe('42501');
  });

  it('rejects names that break the length check', async () => {
    const { error } = await owner
      .from('profiles')
      .update({ full_name: 'я'.repeat(121) })
      .eq('id', dmitry.id);
    expect(error?.code).toBe('23514');
  });

  it('lets the owner write bio, city, interests and hide_attended, each category once in order', async () => {
    const { data, error } = await owner
      .from('profiles')
      .update({
        bio: 'б'.repeat(500),
        city: 'г'.repeat(100),
        interests: ['food', 'art', 'food'],
        hide_attended: true,
      })
      .eq('id', dmitry.id)
      .select('bio, city, interests, hide_attended')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      bio: 'б'.repeat(500),
      city: 'г'.repeat(100),
      interests: ['art', 'food'],
      hide_attended: true,
    });
  });

  it.each([
    ['a bio over 500 characters', { bio: 'б'.repeat(501) }, 'profiles_bio_check'],
    ['a city over 100 characters', { city: 'г'.repeat(101) }, 'profiles_city_check'],
    [
      'an interest that is no category',
      { interests: ['art', 'gaming'] },
      'profiles_interests_check',
    ],
    [
      'a null interest',
      { interests: ['art', null as unknown as string] },
      'profiles_interests_check',
    ],
  ])('refuses %s with the check it breaks', async (_, change, check) => {
    const before = await profileOf(dmitry.id);
    const { error, status } = await owner.from('profiles').update(change).eq('id', dmitry.id);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(check);
    const after = await profileOf(dmitry.id);
    expect([after.bio, after.city, after.interests]).toEqual([
      before.bio,
      before.city,
      before.interests,
    ]);
  });

  it('keeps bio, city, interests and hide_attended of others out of reach', async () => {
    const before = await profileOf(ekaterina.id);
    const write = await owner
      .from('profiles')
      .update({ bio: 'Чужое', city: 'Нигде', interests: ['art'], hide_attended: true })
      .eq('id', ekaterina.id)
      .select();
    expect(write.data).toEqual([]);
    const anon = await visitor.from('profiles').update({ bio: 'Аноним' }).eq('id', ekaterina.id);
    expect(anon.error?.code).toBe('42501');
    expect(await profileOf(ekaterina.id)).toEqual(before);
  });

  it('lets the service role update anyone', async () => {
    const { data, error } = await service
      .from('profiles')
      .update({ full_name: 'Екатерина П.' })
      .eq('id', ekaterina.id)
      .select('full_name')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ full_name: 'Екатерина П.' });
  });

  it('ignores a forged role claim in user_metadata of a token', async () => {
    const forged = clientWithToken(
      await userToken(dmitry.id, { user_metadata: { role: 'admin' } }),
    );
    const { data } = await forged
      .from('profiles')
      .update({ full_name: 'Захват' })
      .eq('id', ekaterina.id)
      .select();
    expect(data).toEqual([]);
  });

  it('lets another user read but not rewrite the owner’s profile', async () => {
    const before = await profileOf(dmitry.id);
    const read = await other.from('profiles').select('full_name').eq('id', dmitry.id).single();
    expect(read.data).toEqual({ full_name: before.full_name });
    const write = await other
      .from('profiles')
      .update({ avatar_url: 'https://evil.test/x.png' })
      .eq('id', dmitry.id)
      .select();
    expect(write.data).toEqual([]);
    expect((await profileOf(dmitry.id)).avatar_url).toBe(before.avatar_url);
  });
});

describe('profiles and auth', () => {
  const password = 'Passw0rdLong';
  let counter = 0;

  /** A new account of its own that wrote role: admin into its sign-up metadata. */
  async function signUp(): Promise<{ email: string; userId: string }> {
    const email = `profile-${Date.now()}-${counter++}@vstrechi.test`;
    const { data, error } = await anonClient().auth.signUp({
      email,
      password,
      options: { data: { full_name: '  Ольга Новикова ', role: 'admin' } },
    });
    expect(error).toBeNull();
    return { email, userId: data.user!.id };
  }

  it('creates the profile from the sign-up metadata', async () => {
    const { userId } = await signUp();
    const profile = await profileOf(userId);
    expect(profile.full_name).toBe('Ольга Новикова');
  });

  it('gives nothing to a user who writes role: admin into user_metadata', async () => {
    const { email, userId } = await signUp();
    const admin = service.auth.admin;
    const stored = await admin.getUserById(userId);
    expect(stored.data.user?.user_metadata.role).toBe('admin');
    expect(stored.data.user?.app_metadata.role).toBe('business');

    const confirmed = await admin.updateUserById(userId, { email_confirm: true });
    expect(confirmed.error).toBeNull();
    const user = anonClient();
    const signIn = await user.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const updated = await user.auth.updateUser({ data: { role: 'admin' } });
    expect(updated.error).toBeNull();
    const refreshed = await user.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session!.access_token);
    expect((claims.app_metadata as { role?: string }).role).toBe('business');
    expect((claims.user_metadata as { role?: string }).role).toBe('admin');

    const attempt = await user
      .from('profiles')
      .update({ full_name: 'Захват' })
      .eq('id', ekaterina.id)
      .select();
    expect(attempt.data).toEqual([]);
    expect((await profileOf(ekaterina.id)).full_name).not.toBe('Захват');
  });

  it('removes the profile with the account', async () => {
    const { userId } = await signUp();
    expect((await profileOf(userId)).id).toBe(userId);
    const { error } = await service.auth.admin.deleteUser(userId);
    expect(error).toBeNull();
    const { data } = await service.from('profiles').select('id').eq('id', userId);
    expect(data).toEqual([]);
  });

  it('uses the stack under test', () => {
    expect(stack().apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
