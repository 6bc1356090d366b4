/**
 * Issue 24: TOTP two-factor sign-in as GoTrue answers it (internal/api/mfa.go), through auth-js's
 * mfa API: enroll (secret, otpauth URI, SVG QR code), challenge, verify (aal2, `totp` in amr),
 * getAuthenticatorAssuranceLevel, listFactors, unenroll, and the admin's factor deletion. Codes are
 * computed here with otpauth at the harness's clock.
 */
import { decodeJwt } from 'jose';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackAuthSettings } from '../../server/core/config';
import {
  createAuthHarness,
  openLink,
  uniqueEmail,
  type AuthHarness,
  type AuthHarnessOptions,
} from './auth-harness';

const PASSWORD = 'correct-horse-42';
let h: AuthHarness;

beforeAll(async () => {
  h = await createAuthHarness();
});
afterAll(() => h.close());

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: ms });

async function member() {
  const email = uniqueEmail('mfa');
  const client = h.client();
  await client.auth.signUp({ email, password: PASSWORD });
  await openLink(h, h.lastMail(email).link);
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
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
    code: codeAt(secret, h.clock.now),
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
    expect(challenge.data!.expires_at).toBe(Math.floor(h.clock.now / 1000) + 300);
    const wrong = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: codeAt(data!.totp.secret, h.clock.now - 3_600_000),
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    const ok = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: codeAt(data!.totp.secret, h.clock.now),
    });
    expect(ok.error).toBeNull();
    const claims = decodeJwt(ok.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method).sort()).toEqual([
      'password',
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
    const again = h.client();
    await again.auth.signInWithPassword({ email, password: PASSWORD });
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
    h.clock.advance(30);
    const verified = await again.auth.mfa.challengeAndVerify({
      factorId,
      code: codeAt(secret, h.clock.now),
    });
    expect(verified.error).toBeNull();
    expect((await again.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await again.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('an expired challenge and an unknown factor answer as GoTrue does', async () => {
    const { client } = await member();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    h.clock.advance(301);
    const late = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: codeAt(data!.totp.secret, h.clock.now),
    });
    expect(late.error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge.data!.id} has expired, verify against another challenge or create a new challenge.`,
    });
    const unknown = await client.auth.mfa.challenge({ factorId: crypto.randomUUID() });
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
    const admin = h.admin().auth.admin.mfa;
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

  it('anonymous users cannot enroll', async () => {
    const anon = await createAuthHarness({
      auth: { anonymousSignIns: true } as Partial<StackAuthSettings> as AuthHarnessOptions['auth'],
    });
    try {
      const client = anon.client();
      await client.auth.signInAnonymously();
      const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect(error).toMatchObject({ status: 403, code: 'no_authorization' });
    } finally {
      await anon.close();
    }
  });
});

describe('with [auth.mfa.totp] switched off', () => {
  it('enroll and verify answer GoTrue’s disabled errors', async () => {
    const off = await createAuthHarness({
      auth: {
        mfaTotpEnroll: false,
        mfaTotpVerify: false,
      } as Partial<StackAuthSettings> as AuthHarnessOptions['auth'],
    });
    try {
      const email = uniqueEmail('nomfa');
      const client = off.client();
      await client.auth.signUp({ email, password: PASSWORD });
      await openLink(off, off.lastMail(email).link);
      await client.auth.signInWithPassword({ email, password: PASSWORD });
      const { error } = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect(error).toMatchObject({
        status: 422,
        code: 'mfa_totp_enroll_not_enabled',
        message: 'MFA enroll is disabled for TOTP',
      });
    } finally {
      await off.close();
    }
  });
});
