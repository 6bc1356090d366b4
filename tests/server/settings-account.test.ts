import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, mailTo } from './support/mail';
import { type Client, anonClient, serviceClient, stack } from './support/stack';
import { SEED_USERS } from './support/tokens';

/**
 * /settings' account rules with the real supabase-js (issue 18): the language on the profile, the
 * password change with the emailed code, the email change (an address in use, both addresses
 * asked to confirm), the signed-in devices and signing out the others.
 */

const PASSWORD = 'Settings-test-41';

interface Person {
  id: string;
  email: string;
}

async function createPerson(label: string): Promise<Person> {
  const email = `${label}-${randomUUID().slice(0, 8)}@settings.vstrechi.test`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Настройки ${label}` },
  });
  expect(error).toBeNull();
  return { id: data.user!.id, email };
}

/** A browser of its own: a fresh client signed in with the password. */
async function signedIn(person: Person, password = PASSWORD): Promise<Client> {
  const c = anonClient();
  const { error } = await c.auth.signInWithPassword({ email: person.email, password });
  expect(error).toBeNull();
  return c;
}

interface SessionRow {
  id: string;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  ip: string | null;
  is_current: boolean;
}

async function sessionsOf(c: Client): Promise<SessionRow[]> {
  const { data, error } = await c.rpc('my_sessions');
  expect(error).toBeNull();
  return data as unknown as SessionRow[];
}

const people: Person[] = [];
let anna: Person;
let boris: Person;

beforeAll(async () => {
  [anna, boris] = await Promise.all([createPerson('anna'), createPerson('boris')]);
  people.push(anna, boris);
});

afterAll(async () => {
  for (const p of people) await serviceClient().auth.admin.deleteUser(p.id);
});

describe('language on the profile', () => {
  it('the owner saves one of the four languages; anything else is refused by the check', async () => {
    const c = await signedIn(anna);
    const saved = await c.from('profiles').update({ language: 'de' }).eq('id', anna.id).select();
    expect(saved.error).toBeNull();
    expect(saved.data?.[0]?.language).toBe('de');
    const bad = await c.from('profiles').update({ language: 'xx' }).eq('id', anna.id);
    expect(bad.error).toMatchObject({ code: '23514' });
  });

  it("nobody else changes it: another member's update touches no row", async () => {
    const c = await signedIn(boris);
    const { data, error } = await c
      .from('profiles')
      .update({ language: 'fr' })
      .eq('id', anna.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: row } = await serviceClient()
      .from('profiles')
      .select('language')
      .eq('id', anna.id)
      .single();
    expect(row?.language).toBe('de');
  });
});

describe('password change', () => {
  it('with the emailed code: weak and unchanged passwords refused, a good one accepted', async () => {
    const person = await createPerson('password');
    people.push(person);
    const c = await signedIn(person);
    const other = await signedIn(person);

    expect((await c.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn(await mailTo(stack().mailUrl, person.email, /код|code/i));

    const short = await c.auth.updateUser({ password: 'abc1', nonce });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    const common = await c.auth.updateUser({ password: 'password1', nonce });
    expect(common.error).toMatchObject({ code: 'weak_password', reasons: ['pwned'] });
    const same = await c.auth.updateUser({ password: PASSWORD, nonce });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const changed = await c.auth.updateUser({ password: 'Fresh-horse-77', nonce });
    expect(changed.error).toBeNull();
    // GoTrue ends every other session on a password change; the one making it stays.
    expect((await other.auth.refreshSession()).error).not.toBeNull();
    expect((await c.auth.refreshSession()).error).toBeNull();
    const old = await anonClient().auth.signInWithPassword({
      email: person.email,
      password: PASSWORD,
    });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    await signedIn(person, 'Fresh-horse-77');
  });
});

describe('email change', () => {
  it('an address another account has is refused', async () => {
    const c = await signedIn(anna);
    const { error } = await c.auth.updateUser({ email: SEED_USERS.dmitry.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('asks both addresses to confirm (double confirm) and changes nothing before', async () => {
    const person = await createPerson('email');
    people.push(person);
    const c = await signedIn(person);
    const next = `moved-${randomUUID().slice(0, 8)}@settings.vstrechi.test`;
    const { data, error } = await c.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: person.email, new_email: next });
    const [toOld, toNew] = await Promise.all([
      mailTo(stack().mailUrl, person.email),
      mailTo(stack().mailUrl, next),
    ]);
    expect(toOld.text).toContain('/auth/v1/verify');
    expect(toNew.text).toContain('/auth/v1/verify');
  });
});

describe('signed-in devices (my_sessions)', () => {
  it('lists only the caller’s sessions, this one marked; a visitor may not ask', async () => {
    const person = await createPerson('devices');
    people.push(person);
    const laptop = await signedIn(person);
    const phone = await signedIn(person);
    await signedIn(boris);

    const seen = await sessionsOf(phone);
    expect(seen).toHaveLength(2);
    expect(seen.filter((s) => s.is_current)).toHaveLength(1);
    expect(seen[0]!.is_current).toBe(true);
    for (const s of seen) {
      expect(Date.parse(s.created_at)).not.toBeNaN();
      expect(Date.parse(s.last_used_at)).toBeGreaterThanOrEqual(Date.parse(s.created_at));
    }
    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop.map((s) => s.id).sort()).toEqual(seen.map((s) => s.id).sort());
    expect(fromLaptop.find((s) => s.is_current)!.id).not.toBe(seen[0]!.id);

    const visitor = await anonClient().rpc('my_sessions');
    expect(visitor.error).toMatchObject({ code: '42501' });
  });

  it('signing out the others ends every other session and keeps this one', async () => {
    const person = await createPerson('others');
    people.push(person);
    const laptop = await signedIn(person);
    const phone = await signedIn(person);
    const tablet = await signedIn(person);

    expect((await phone.auth.signOut({ scope: 'others' })).error).toBeNull();
    const left = await sessionsOf(phone);
    expect(left).toHaveLength(1);
    expect(left[0]!.is_current).toBe(true);
    expect((await laptop.auth.refreshSession()).error).not.toBeNull();
    expect((await tablet.auth.refreshSession()).error).not.toBeNull();
    expect((await phone.auth.refreshSession()).error).toBeNull();
  });
});
