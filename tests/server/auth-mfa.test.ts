/**
 * Issue 24: TOTP two-factor sign-in as GoTrue answers it (internal/api/mfa.go), through auth-js's
 * mfa API against the running stack on both engines: enroll (secret, otpauth URI, SVG QR code),
 * challenge, verify (aal2, `totp` in amr), getAuthenticatorAssuranceLevel, listFactors, unenroll,
 * and the admin's factor deletion. Codes are computed here with otpauth at the current time.
 *
 * Members get their sessions from an admin magic link (the verify budget), not a password
 * sign-in, whose per-IP budget the shared stack's other files spend. What needs other settings
 * (anonymous sign-ins on, TOTP enrolment off) or an aged row runs on a stack of this file's own.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack, type OwnStack } from './support/own-stack';
import { anonClient, serviceClient, type Client } from './support/stack';

const PASSWORD = 'correct-horse-42';
const uniqueEmail = () => `mfa.${randomUUID().slice(0, 13)}@example.com`;

const codeFor = (secret: string) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** Signs `client` in as `email` by a magic link the admin generated. */
async function signIn(client: Client, email: string) {
  const { data, error } = await serviceClient().auth.admin.generateLink({
    type: 'magiclink',
    email,
  });
  expect(error).toBeNull();
  const verified = await client.auth.verifyOtp({
    token_hash: data.properties!.hashed_token,
    type: 'magiclink',
  });
  expect(verified.error).toBeNull();
}

async function member() {
  const email = uniqueEmail();
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
  const client = anonClient();
  await signIn(client, email);
  return { email, client };
}

/** Enrolls a TOTP factor and verifies it; the client's session is then aal2. */
async function enrolled() {
  const m = await member();
  const { data, error } = await m.client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'phone',
  });
  expect(error).toBeNull();
  const secret = data!.totp.secret;
  const verified = await m.client.auth.mfa.challengeAndVerify({
    factorId: data!.id,
    code: codeFor(secret),
  });
  expect(verified.error).toBeNull();
  return { ...m, factorId: data!.id, secret };
}

describe('TOTP factors', () => {
  it('enroll answers a base32 secret, an otpauth URI for the site and an SVG QR code', async () => {
    const { email, client } = await member();
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'laptop',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'laptop' });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('127.0.0.1:5173');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([
      expect.objectContaining({ id: data!.id, status: 'unverified' }),
    ]);
    expect(listed.data?.totp).toEqual([]);
    const twice = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'laptop' });
    expect(twice.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "laptop" for this user already exists',
    });
  });

  it('a right code lifts the session to aal2 with totp in amr; a wrong one answers 422', async () => {
    const { client } = await member();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);
    const right = codeFor(data!.totp.secret);
    const wrong = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: right === '000000' ? '000001' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    const ok = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: codeFor(data!.totp.secret),
    });
    expect(ok.error).toBeNull();
    const claims = decodeJwt(ok.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method).sort()).toEqual([
      'otp',
      'totp',
    ]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([
      expect.objectContaining({ id: data!.id, status: 'verified' }),
    ]);
  });

  it('signing in again gives aal1 with aal2 next, until the code is given', async () => {
    const { email, secret, factorId } = await enrolled();
    const again = anonClient();
    await signIn(again, email);
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const enrollMore = await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'other' });
    expect(enrollMore.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    });
    const remove = await again.auth.mfa.unenroll({ factorId });
    expect(remove.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });
    const verified = await again.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(verified.error).toBeNull();
    expect((await again.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await again.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('an unknown factor and a phone factor answer as GoTrue does', async () => {
    const { client } = await member();
    const unknown = await client.auth.mfa.challenge({ factorId: randomUUID() });
    expect(unknown.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+33600000000' });
    expect(phone.error).toMatchObject({
      status: 422,
      code: 'mfa_phone_enroll_not_enabled',
      message: 'MFA enroll is disabled for Phone',
    });
  });

  it('the admin lists and deletes a member’s factors; the member is back to aal1', async () => {
    const { client, factorId } = await enrolled();
    const { data: user } = await client.auth.getUser();
    const admin = serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId: user.user!.id });
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified' }),
    ]);
    const deleted = await admin.deleteFactor({ userId: user.user!.id, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js wraps the answered factor once more (_request without xform).
    expect(deleted.data).toMatchObject({ data: { id: factorId, factor_type: 'totp' } });
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
    const missing = await admin.deleteFactor({ userId: user.user!.id, id: factorId });
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

describe('with anonymous sign-ins on and TOTP enrolment off ([auth.mfa.totp] enroll_enabled)', () => {
  let own: OwnStack;
  beforeAll(async () => {
    own = await startOwnStack({
      auth: { enable_anonymous_sign_ins: true },
      'auth.mfa.totp': { enroll_enabled: false },
    });
  });
  afterAll(() => own?.stop());

  async function ownMember() {
    const email = uniqueEmail();
    const { data } = await own.admin().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    const client = own.anon();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return { client, userId: data.user!.id };
  }

  it('anonymous users cannot enroll', async () => {
    const client = own.anon();
    await client.auth.signInAnonymously();
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toMatchObject({
      status: 403,
      code: 'no_authorization',
      message: 'Anonymous user not allowed to perform these actions',
    });
  });

  it('enroll answers GoTrue’s disabled error', async () => {
    const { client } = await ownMember();
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    });
  });

  it('a challenge older than five minutes has expired', async () => {
    const { client, userId } = await ownMember();
    // Enrolment is off here, so the factor is written as an earlier enrolment would have left it.
    const factorId = randomUUID();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await own.db.transaction((sql) =>
      sql.query(
        `insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, 'totp', 'unverified', now(), now(), $3)`,
        [factorId, userId, secret],
      ),
    );
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    await own.db.transaction((sql) =>
      sql.query(
        `update auth.mfa_challenges set created_at = created_at - interval '301 seconds' where id = $1`,
        [challenge.data!.id],
      ),
    );
    const late = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(secret),
    });
    expect(late.error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge.data!.id} has expired, verify against another challenge or create a new challenge.`,
    });
  });
});
