/**
 * Issue 24: GoTrue's email OTP and magic link (/otp, /verify), invitations (/invite),
 * reauthentication (/reauthenticate + the nonce of PUT /user), anonymous users, autoconfirm and the
 * disabled-feature answers, through the real supabase-js against the auth service (in-memory PGlite,
 * moving clock). Statuses, codes and messages are GoTrue's (internal/api/*.go).
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackAuthSettings } from '../../server/core/config';
import {
  createAuthHarness,
  fragment,
  openLink,
  uniqueEmail,
  type AuthHarness,
  type AuthHarnessOptions,
} from './auth-harness';

const PASSWORD = 'correct-horse-42';
const settings = (s: Partial<StackAuthSettings>) => s as AuthHarnessOptions['auth'];

/** The code in the newest mail to `to` (the number after the colon on the code line). */
function mailedCode(h: AuthHarness, to: string): string {
  const m = h.mailer.store.list().find((x) => x.To.some((a) => a.Address === to));
  const code = /:\s*(\d{6,10})\s*$/m.exec(m?.Text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail to ${to}: ${m?.Text}`);
  return code;
}

async function confirmedUser(h: AuthHarness, data: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const client = h.client();
  expect(
    (await client.auth.signUp({ email, password: PASSWORD, options: { data } })).error,
  ).toBeNull();
  await openLink(h, h.lastMail(email).link);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signedIn.error).toBeNull();
  return { email, client, session: signedIn.data.session! };
}

describe('with the repository’s settings (confirmations on, anonymous off)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  it('signInWithOtp mails a confirmed member a magic link in their language that signs them in', async () => {
    const { email } = await confirmedUser(h, { locale: 'en' });
    const { data, error } = await h.client().auth.signInWithOtp({ email });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null, messageId: undefined });
    const mail = h.lastMail(email);
    expect(mail.subject).toBe('Sign in to Vstrechi');
    expect(new URL(mail.link).searchParams.get('type')).toBe('magiclink');
    const landed = await openLink(h, mail.link);
    const f = fragment(landed);
    expect(f.get('type')).toBe('magiclink');
    expect(decodeJwt(f.get('access_token')!).amr).toEqual([
      expect.objectContaining({ method: 'otp' }),
    ]);
  });

  it('the emailed code signs in with verifyOtp type email, once', async () => {
    const { email } = await confirmedUser(h, { locale: 'de' });
    h.clock.advance(61);
    await h.client().auth.signInWithOtp({ email });
    expect(h.lastMail(email).subject).toBe('Bei Vstrechi anmelden');
    const code = mailedCode(h, email);
    const ok = await h.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
    const again = await h.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('a new address is signed up and gets the confirmation email, in Russian by default', async () => {
    const email = uniqueEmail('otp-new');
    expect((await h.client().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = h.lastMail(email);
    expect(mail.subject).toBe('Подтвердите регистрацию во «Встречах»');
    const f = fragment(await openLink(h, mail.link));
    expect(f.get('type')).toBe('signup');
    expect(f.get('access_token')).toBeTruthy();
  });

  it('shouldCreateUser: false refuses an unknown address as GoTrue does', async () => {
    const { error } = await h
      .client()
      .auth.signInWithOtp({ email: uniqueEmail('nobody'), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
  });

  it('asking twice within max_frequency answers 429 with the seconds left', async () => {
    const strict = await createAuthHarness({ auth: settings({ emailMaxFrequencySeconds: 60 }) });
    try {
      const { email: e2 } = await confirmedUser(strict);
      expect((await strict.client().auth.signInWithOtp({ email: e2 })).error).toBeNull();
      strict.clock.advance(15);
      const { error } = await strict.client().auth.signInWithOtp({ email: e2 });
      expect(error).toMatchObject({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 45 seconds.',
      });
    } finally {
      await strict.close();
    }
  });

  it('admin invitations: inviteUserByEmail mails a link that confirms and signs in; a member cannot be invited', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await h
      .admin()
      .auth.admin.inviteUserByEmail(email, { data: { locale: 'fr' } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    const mail = h.lastMail(email);
    expect(mail.subject).toBe('Invitation à Vstrechi');
    const f = fragment(await openLink(h, mail.link));
    expect(f.get('type')).toBe('invite');
    const again = await h.admin().auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const asUser = await h.call('POST', '/invite', {
      body: { email: uniqueEmail() },
      token: h.anonKey,
    });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
  });

  it('anonymous sign-ins answer 422 while the setting is off', async () => {
    const { error } = await h.client().auth.signInAnonymously();
    expect(error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
  });

  it('features the local stack cannot switch on answer with GoTrue’s disabled messages', async () => {
    const sso = await h.client().auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    const idToken = await h.client().auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expect(idToken.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const web3 = await h.call('POST', '/token?grant_type=web3', {
      body: { chain: 'solana', message: 'm', signature: 's' },
    });
    expect(web3.status).toBe(422);
    expect(web3.body).toEqual({
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    });
    const { client } = await confirmedUser(h);
    const link = await client.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(link.error).toMatchObject({
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
  });

  it('GET /settings tells clients what is switched on', async () => {
    const { body } = await h.call('GET', '/settings');
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: false });
    expect(body.external).toMatchObject({ email: true, anonymous_users: false });
  });
});

describe('with confirmations off, anonymous sign-ins on and secure password change', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      auth: settings({
        mailerAutoconfirm: true,
        anonymousSignIns: true,
        securePasswordChange: true,
        otpLength: 8,
      }),
    });
  });
  afterAll(() => h.close());

  it('signUp returns a session at once; signing up again says "User already registered"', async () => {
    const email = uniqueEmail('auto');
    const first = await h.client().auth.signUp({ email, password: PASSWORD });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email_confirmed_at).toBeTruthy();
    const signedIn = await h.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const again = await h.client().auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    const { body } = await h.call('GET', '/settings');
    expect(body).toMatchObject({ mailer_autoconfirm: true, external: { anonymous_users: true } });
  });

  it('anonymous users get a session whose JWT says is_anonymous, and become permanent by updateUser with an email', async () => {
    const client = h.client();
    const { data, error } = await client.auth.signInAnonymously({
      options: { data: { locale: 'en' } },
    });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', aal: 'aal1' });
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'anonymous' })]);
    const noEmail = await client.auth.updateUser({ password: PASSWORD });
    expect(noEmail.error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Updating password of an anonymous user without an email or phone is not allowed',
    });
    const email = uniqueEmail('anon');
    const converted = await client.auth.updateUser({ email });
    expect(converted.error).toBeNull();
    expect(converted.data.user).toMatchObject({ email, is_anonymous: false });
    expect(converted.data.user?.identities?.map((i) => i.provider)).toEqual(['email']);
  });

  it('otp_length sets the length of emailed codes', async () => {
    const email = uniqueEmail('long');
    await h.client().auth.signUp({ email, password: PASSWORD });
    await h.client().auth.signInWithOtp({ email });
    const code = mailedCode(h, email);
    expect(code).toMatch(/^\d{8}$/);
    expect(
      (await h.client().auth.verifyOtp({ email, token: code, type: 'email' })).error,
    ).toBeNull();
  });

  it('secure_password_change: a session older than a day needs the reauthentication nonce', async () => {
    const email = uniqueEmail('reauth');
    const client = h.client();
    await client.auth.signUp({ email, password: PASSWORD });
    // A fresh session may change the password without a nonce, as in GoTrue.
    expect((await client.auth.updateUser({ password: 'second-horse-43' })).error).toBeNull();
    h.clock.advance(25 * 3600);
    const needed = await client.auth.updateUser({ password: 'third-horse-44' });
    expect(needed.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = mailedCode(h, email);
    const wrong = await client.auth.updateUser({
      password: 'third-horse-44',
      nonce: '0'.repeat(8),
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await client.auth.updateUser({ password: 'third-horse-44', nonce })).error).toBeNull();
    const reused = await client.auth.updateUser({ password: 'fourth-horse-45', nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });
});

describe('with sign-ups and email switched off', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({ auth: settings({ signupEnabled: false, emailEnabled: false }) });
  });
  afterAll(() => h.close());

  it('answers as GoTrue does with those settings', async () => {
    const signUp = await h.client().auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(signUp.error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    const signIn = await h
      .client()
      .auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(signIn.error).toMatchObject({
      status: 422,
      code: 'email_provider_disabled',
      message: 'Email logins are disabled',
    });
    const otp = await h.client().auth.signInWithOtp({ email: uniqueEmail() });
    expect(otp.error).toMatchObject({
      status: 422,
      code: 'email_provider_disabled',
      message: 'Email logins are disabled',
    });
    const { body } = await h.call('GET', '/settings');
    expect(body).toMatchObject({ disable_signup: true, external: { email: false } });
  });
});
