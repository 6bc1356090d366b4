/**
 * Issue 24, point 3: the auth service's two-factor and sign-in-link functions
 * (src/services/auth.ts) exactly as the app calls them, with their supabase-js client pointed at
 * the test stack: what each answers and which failure code each refusal becomes.
 */
import { randomUUID } from 'node:crypto';
import { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as auth from '../../src/services/auth';
import { serviceClient } from './support/stack';

vi.mock('../../src/services/supabase', async () => {
  const support = await import('./support/stack');
  const { apiUrl, anonKey } = support.stack();
  return { supabase: support.anonClient(), SUPABASE_URL: apiUrl, SUPABASE_ANON_KEY: anonKey };
});

// The auth service builds email links from the page's origin; the stack allows this one.
beforeAll(() => {
  (globalThis as { window?: unknown }).window = { location: { origin: 'http://127.0.0.1:5173' } };
});

const PASSWORD = 'two-factor-pass-1';
const codeFor = (secret: string) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
const wrong = (secret: string) => (codeFor(secret) === '000000' ? '000001' : '000000');

describe('two-factor and link sign-in services against the stack', () => {
  it('enrols, confirms, asks for the code at the next sign-in, verifies and removes', async () => {
    const email = `two-factor.${randomUUID().slice(0, 12)}@example.com`;
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
    const email = `link.${randomUUID().slice(0, 12)}@example.com`;
    await expect(
      auth.sendSignInLink({ email, locale: 'ru', returnTo: '/profile' }),
    ).rejects.toMatchObject({ code: 'link_no_account' });
    await serviceClient().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    await auth.sendSignInLink({ email, locale: 'ru', returnTo: '/profile' });
    await expect(
      auth.sendSignInLink({ email, locale: 'ru', returnTo: '/profile' }),
    ).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
  });
});
