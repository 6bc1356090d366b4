/**
 * Issue 24: GoTrue's email OTP and magic link (/otp, /verify), invitations (/invite),
 * reauthentication (/reauthenticate + the nonce of PUT /user), anonymous users, autoconfirm and the
 * disabled-feature answers, through the real supabase-js against running stacks on the project's
 * engine. Statuses, codes and messages are GoTrue's (internal/api/*.go).
 *
 * Each settings block has a stack of its own (support/own-stack.ts), the first one with the
 * repository's config.toml unchanged: these tests ask for a dozen emails and sign-ins, which on
 * the shared stack would spend the per-IP budget every other server file counts on.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  followVerifyLink,
  fragmentOf,
  inviteLinkIn,
  mailTo,
  verifyLinkIn,
} from './support/mail';
import { startOwnStack, type OwnStack } from './support/own-stack';

const PASSWORD = 'correct-horse-42';
const uniqueEmail = (tag = 'user') => `${tag}.${randomUUID().slice(0, 13)}@example.com`;

/** A confirmed member made by the admin API: no email sent, no sign-up spent. */
async function confirmedMember(own: OwnStack, metadata: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const { error } = await own.admin().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: metadata,
  });
  expect(error).toBeNull();
  return email;
}

let repo: OwnStack;
let open: OwnStack;
let closed: OwnStack;

// Started side by side: most of a start is waiting on PostgREST and the database thread.
beforeAll(async () => {
  [repo, open, closed] = await Promise.all([
    startOwnStack(),
    startOwnStack({
      auth: { enable_anonymous_sign_ins: true },
      'auth.email': {
        enable_confirmations: false,
        secure_password_change: true,
        otp_length: 8,
      },
    }),
    startOwnStack({
      auth: { enable_signup: false },
      'auth.email': { enable_signup: false },
    }),
  ]);
});
afterAll(() => Promise.all([repo?.stop(), open?.stop(), closed?.stop()]));

async function settingsOf(own: OwnStack) {
  const res = await fetch(`${own.apiUrl}/auth/v1/settings`, { headers: { apikey: own.anonKey } });
  return (await res.json()) as Record<string, any>;
}

describe('with the repository’s settings (confirmations on, anonymous off)', () => {
  it('signInWithOtp mails a confirmed member a magic link in their language that signs them in', async () => {
    const email = await confirmedMember(repo, { locale: 'en' });
    const { data, error } = await repo.anon().auth.signInWithOtp({ email });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null, messageId: undefined });
    const mail = await mailTo(repo.mailUrl, email);
    expect(mail.subject).toBe('Sign in to Vstrechi');
    const link = verifyLinkIn(mail);
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');
    const f = fragmentOf(await followVerifyLink(link));
    expect(f.get('type')).toBe('magiclink');
    expect(decodeJwt(f.get('access_token')!).amr).toEqual([
      expect.objectContaining({ method: 'otp' }),
    ]);
  });

  it('the emailed code signs in with verifyOtp type email, once', async () => {
    const email = await confirmedMember(repo, { locale: 'de' });
    await repo.anon().auth.signInWithOtp({ email });
    const mail = await mailTo(repo.mailUrl, email);
    expect(mail.subject).toBe('Bei Vstrechi anmelden');
    const code = codeIn(mail);
    const ok = await repo.anon().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.user.email).toBe(email);
    const again = await repo.anon().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('a new address is signed up and gets the confirmation email, in Russian by default', async () => {
    const email = uniqueEmail('otp-new');
    expect((await repo.anon().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await mailTo(repo.mailUrl, email);
    expect(mail.subject).toBe('Подтвердите регистрацию во «Встречах»');
    const f = fragmentOf(await followVerifyLink(verifyLinkIn(mail)));
    expect(f.get('type')).toBe('signup');
    expect(f.get('access_token')).toBeTruthy();
  });

  it('shouldCreateUser: false refuses an unknown address as GoTrue does', async () => {
    const { error } = await repo
      .anon()
      .auth.signInWithOtp({ email: uniqueEmail('nobody'), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
  });

  it('asking twice within max_frequency (1m0s) answers 429 with the seconds left', async () => {
    const email = await confirmedMember(repo);
    expect((await repo.anon().auth.signInWithOtp({ email })).error).toBeNull();
    const { error } = await repo.anon().auth.signInWithOtp({ email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
  });

  it('admin invitations: inviteUserByEmail mails a link that confirms and signs in; a member cannot be invited', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await repo
      .admin()
      .auth.admin.inviteUserByEmail(email, { data: { locale: 'fr' } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    const mail = await mailTo(repo.mailUrl, email);
    expect(mail.subject).toBe('Invitation à Vstrechi');
    expect(mail.html).toContain('Accepter l’invitation');
    const link = inviteLinkIn(mail);
    expect(link.searchParams.get('type')).toBe('invite');
    const verified = await repo.anon().auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'invite',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email_confirmed_at).toBeTruthy();
    const again = await repo.admin().auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const asVisitor = await fetch(`${repo.apiUrl}/auth/v1/invite`, {
      method: 'POST',
      headers: {
        apikey: repo.anonKey,
        Authorization: `Bearer ${repo.anonKey}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(asVisitor.status).toBe(403);
    expect(await asVisitor.json()).toMatchObject({
      code: 'not_admin',
      message: 'User not allowed',
    });
  });

  it('anonymous sign-ins answer 422 while the setting is off', async () => {
    const { error } = await repo.anon().auth.signInAnonymously();
    expect(error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
  });

  it('features the local stack cannot switch on answer with GoTrue’s disabled messages', async () => {
    const sso = await repo.anon().auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    const idToken = await repo
      .anon()
      .auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expect(idToken.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const web3 = await fetch(`${repo.apiUrl}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: {
        apikey: repo.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ chain: 'solana', message: 'm', signature: 's' }),
    });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toEqual({
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    });
    const client = repo.anon();
    const email = await confirmedMember(repo);
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
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
    const body = await settingsOf(repo);
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: false });
    expect(body.external).toMatchObject({ email: true, anonymous_users: false });
  });
});

describe('with confirmations off, anonymous sign-ins on and secure password change', () => {
  it('signUp returns a session at once; signing up again says "User already registered"', async () => {
    const email = uniqueEmail('auto');
    const first = await open.anon().auth.signUp({ email, password: PASSWORD });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email_confirmed_at).toBeTruthy();
    const signedIn = await open.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const again = await open.anon().auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
    expect(await settingsOf(open)).toMatchObject({
      mailer_autoconfirm: true,
      external: { anonymous_users: true },
    });
  });

  it('anonymous users get a session whose JWT says is_anonymous, and become permanent by updateUser with an email', async () => {
    const client = open.anon();
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
    const email = await confirmedMember(open);
    await open.anon().auth.signInWithOtp({ email });
    const code = codeIn(await mailTo(open.mailUrl, email));
    expect(code).toMatch(/^\d{8}$/);
    expect(
      (await open.anon().auth.verifyOtp({ email, token: code, type: 'email' })).error,
    ).toBeNull();
  });

  it('secure_password_change: a session older than a day needs the reauthentication nonce, mailed as a code only', async () => {
    const email = uniqueEmail('reauth');
    const client = open.anon();
    const { data } = await client.auth.signUp({ email, password: PASSWORD });
    // A fresh session may change the password without a nonce, as in GoTrue.
    expect((await client.auth.updateUser({ password: 'second-horse-43' })).error).toBeNull();
    const sessionId = decodeJwt(data.session!.access_token).session_id as string;
    await open.db.transaction((sql) =>
      sql.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
        sessionId,
      ]),
    );
    const needed = await client.auth.updateUser({ password: 'third-horse-44' });
    expect(needed.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await mailTo(open.mailUrl, email, /код|code/i);
    expect(mail.subject).toBe('Код подтверждения во «Встречах»');
    expect(mail.text).not.toContain('/auth/v1/verify');
    const nonce = codeIn(mail);
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
  it('answers as GoTrue does with those settings', async () => {
    const signUp = await closed.anon().auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(signUp.error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    const signIn = await closed
      .anon()
      .auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(signIn.error).toMatchObject({
      status: 422,
      code: 'email_provider_disabled',
      message: 'Email logins are disabled',
    });
    const otp = await closed.anon().auth.signInWithOtp({ email: uniqueEmail() });
    expect(otp.error).toMatchObject({
      status: 422,
      code: 'email_provider_disabled',
      message: 'Email logins are disabled',
    });
    expect(await settingsOf(closed)).toMatchObject({
      disable_signup: true,
      external: { email: false },
    });
  });
});
