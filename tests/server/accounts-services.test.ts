/**
 * The accounts services (src/services/auth.ts, profiles.ts, storage.ts) exactly as the app calls
 * them, with their supabase-js client pointed at the test stack.
 */
import { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as auth from '../../src/services/auth';
import * as profiles from '../../src/services/profiles';
import { objectPath, toStorageFailure } from '../../src/services/storage';
import { anonClient, serviceClient, stack } from './support/stack';

vi.mock('../../src/services/supabase', async () => {
  const support = await import('./support/stack');
  const { apiUrl, anonKey } = support.stack();
  return { supabase: support.anonClient(), SUPABASE_URL: apiUrl, SUPABASE_ANON_KEY: anonKey };
});

// The auth service builds email links from the page's origin; the stack allows this one.
beforeAll(() => {
  (globalThis as { window?: unknown }).window = { location: { origin: 'http://127.0.0.1:5173' } };
});

const PASSWORD = 'accounts-pass-1';
const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function mailTo(to: string): Promise<{ subject: string; link: string }> {
  const { mailUrl } = stack();
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
    const list = (await res.json()) as { messages: { ID: string }[] };
    if (list.messages[0]) {
      const full = (await (
        await fetch(`${mailUrl}/api/v1/message/${list.messages[0].ID}`)
      ).json()) as {
        Subject: string;
        Text: string;
      };
      return {
        subject: full.Subject,
        link: /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(full.Text)![0],
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

async function confirmedUser(fullName: string) {
  const email = uniqueEmail('other');
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  });
  expect(error).toBeNull();
  return { email, id: data.user!.id };
}

/** A confirmed account of its own, signed in through the auth service as the app does. */
async function signedIn(fullName: string): Promise<string> {
  const { email } = await confirmedUser(fullName);
  const session = await auth.signIn({ email, password: PASSWORD });
  return session.user.id;
}

// Each test brings its own account and session: none relies on what another left behind.
describe('accounts services against the stack', () => {
  it('signs up in English, refuses the unconfirmed sign-in, confirms from the inbox, signs in', async () => {
    const email = uniqueEmail('services');
    await auth.signUp({
      email,
      password: PASSWORD,
      fullName: 'Anna Petrova',
      avatarUrl: '',
      locale: 'en',
    });
    await expect(auth.signIn({ email, password: PASSWORD })).rejects.toMatchObject({
      code: 'email_not_confirmed',
    });
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/Vstrechi/);
    expect(mail.subject).not.toMatch(/[а-я]/i);
    const confirmed = await fetch(mail.link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/auth\/login/);

    const session = await auth.signIn({ email, password: PASSWORD });
    expect(session.user).toMatchObject({ email, fullName: 'Anna Petrova', role: 'business' });
    expect((await auth.getSession())?.user.id).toBe(session.user.id);
  });

  it('maps a second sign-up with the same address to user_already_exists', async () => {
    const { email } = await confirmedUser('Anna Petrova');
    await expect(
      auth.signUp({ email, password: PASSWORD, fullName: 'X', avatarUrl: '', locale: 'ru' }),
    ).rejects.toMatchObject({ code: 'user_already_exists' });
  });

  it('maps a wrong password to invalid_credentials', async () => {
    const { email } = await confirmedUser('Anna Petrova');
    const other = anonClient();
    const { error } = await other.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(auth.toFailure(error).code).toBe('invalid_credentials');
  });

  it('reads and updates the own profile, mirroring it into the account metadata', async () => {
    const userId = await signedIn('Anna Petrova');
    expect(await profiles.getProfile({ id: userId })).toEqual({
      id: userId,
      fullName: 'Anna Petrova',
      avatarUrl: '',
      bio: '',
      city: '',
      interests: [],
      hideAttended: false,
    });
    const url = `${stack().apiUrl}/storage/v1/object/public/avatars/${userId}/1.webp`;
    const saved = await profiles.updateProfile({ id: userId, fullName: 'Anna S.', avatarUrl: url });
    expect(saved).toEqual({
      id: userId,
      fullName: 'Anna S.',
      avatarUrl: url,
      bio: '',
      city: '',
      interests: [],
      hideAttended: false,
    });
    const refreshed = await auth.refreshSession();
    expect(refreshed.user).toMatchObject({ fullName: 'Anna S.', avatarUrl: url });
  });

  it('reads anyone’s profile but cannot update someone else’s (RLS)', async () => {
    await signedIn('Anna Petrova');
    const other = await confirmedUser('Ольга Ким');
    expect((await profiles.getProfile({ id: other.id })).fullName).toBe('Ольга Ким');
    await expect(
      profiles.updateProfile({ id: other.id, fullName: 'Hacked', avatarUrl: '' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const { data } = await serviceClient()
      .from('profiles')
      .select('full_name')
      .eq('id', other.id)
      .single();
    expect(data!.full_name).toBe('Ольга Ким');
  });

  it('uploads under the own folder with the layout the app uses; another’s folder is refused', async () => {
    const userId = await signedIn('Anna Petrova');
    const session = await auth.getSession();
    const png = new Blob([Buffer.from(TINY_PNG, 'base64')], { type: 'image/png' });
    const own = objectPath('avatar', userId, 'image/png');
    expect(own.path).toMatch(new RegExp(`^${userId}/\\d+\\.png$`));
    expect(objectPath('eventImage', userId, 'image/webp').path).toMatch(
      new RegExp(`^${userId}/events/\\d+\\.webp$`),
    );
    // The request the storage service's XMLHttpRequest sends.
    const put = (bucket: string, path: string) =>
      fetch(`${stack().apiUrl}/storage/v1/object/${bucket}/${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${session!.accessToken}`,
          apikey: stack().anonKey,
          'Content-Type': 'image/png',
          'x-upsert': 'false',
        },
        body: png,
      });
    expect((await put(own.bucket, own.path)).status).toBe(200);
    // A group's cover: the group-covers bucket, whose policies check the same first folder.
    const cover = objectPath('groupCover', userId, 'image/png');
    expect(cover).toEqual({
      bucket: 'group-covers',
      path: expect.stringMatching(new RegExp(`^${userId}/\\d+\\.png$`)),
    });
    expect((await put(cover.bucket, cover.path)).status).toBe(200);

    const other = await confirmedUser('Someone Else');
    for (const kind of ['avatar', 'groupCover'] as const) {
      const theirs = objectPath(kind, other.id, 'image/png');
      const refused = await put(theirs.bucket, theirs.path);
      expect(toStorageFailure(refused.status, await refused.text()).code).toBe('forbidden');
    }

    const notImage = await fetch(`${stack().apiUrl}/storage/v1/object/avatars/${userId}/x.png`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session!.accessToken}`,
        apikey: stack().anonKey,
        'Content-Type': 'image/png',
      },
      body: 'plain text, not a picture',
    });
    expect(toStorageFailure(notImage.status, await notImage.text()).code).toBe('not_image');
  });

  it('signs out', async () => {
    await signedIn('Anna Petrova');
    expect(await auth.getSession()).not.toBeNull();
    await auth.signOut();
    expect(await auth.getSession()).toBeNull();
  });
});

const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGM4YWODhhjIFQIAgageAUsowTkAAAAASUVORK5CYII=';

const codeFor = (secret: string) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
const wrong = (secret: string) => (codeFor(secret) === '000000' ? '000001' : '000000');

/**
 * Issue 24, point 3: the two-factor and sign-in-link functions, and which failure code each
 * refusal becomes.
 */
describe('two-factor and link sign-in services against the stack', () => {
  it('enrols, confirms, asks for the code at the next sign-in, verifies and removes', async () => {
    const email = uniqueEmail('two-factor');
    const created = await serviceClient().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const first = await auth.signIn({ email, password: PASSWORD });
    expect(first.secondFactorPending).toBeUndefined();
    expect(await auth.listFactors()).toEqual([]);

    // An enrolment given up is cleared by the next one, so only one factor is left unverified.
    await auth.enrollFactor({ issuer: 'Встречи' });
    const enrolment = await auth.enrollFactor({ issuer: 'Встречи' });
    expect(new URL(enrolment.uri).searchParams.get('issuer')).toBe('Встречи');
    const listed = await serviceClient().auth.admin.mfa.listFactors({ userId: first.user.id });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([enrolment.factorId]);
    await expect(
      auth.confirmFactor({ factorId: enrolment.factorId, code: wrong(enrolment.secret) }),
    ).rejects.toMatchObject({ code: 'mfa_code_invalid' });
    await auth.confirmFactor({ factorId: enrolment.factorId, code: codeFor(enrolment.secret) });
    expect(await auth.listFactors()).toEqual([
      { id: enrolment.factorId, name: '', createdAt: expect.any(String) },
    ]);

    await auth.signOut();
    const again = await auth.signIn({ email, password: PASSWORD });
    expect(again.secondFactorPending).toBe(true);
    expect((await auth.getSession())?.secondFactorPending).toBe(true);
    // Removing needs the code first (aal2).
    await expect(auth.removeFactor({ factorId: enrolment.factorId })).rejects.toMatchObject({
      code: 'mfa_insufficient_aal',
    });
    await expect(auth.verifySecondFactor({ code: wrong(enrolment.secret) })).rejects.toMatchObject({
      code: 'mfa_code_invalid',
    });
    const verified = await auth.verifySecondFactor({ code: codeFor(enrolment.secret) });
    expect(verified.secondFactorPending).toBeUndefined();
    expect(verified.user.email).toBe(email);
    await auth.removeFactor({ factorId: enrolment.factorId });
    expect(await auth.listFactors()).toEqual([]);
    await auth.signOut();
  });

  it('sends a sign-in link to an account, refuses an address with none', async () => {
    const email = uniqueEmail('link');
    await expect(
      auth.sendSignInLink({ email, locale: 'ru', returnTo: '/profile' }),
    ).rejects.toMatchObject({ code: 'link_no_account' });
    await serviceClient().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    await auth.sendSignInLink({ email, locale: 'ru', returnTo: '/profile' });
    await expect(
      auth.sendSignInLink({ email, locale: 'ru', returnTo: '/profile' }),
    ).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
  });
});
