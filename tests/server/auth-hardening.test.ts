/**
 * Holes an outside probe found in /auth/v1 (issue 22, items 4-8): redirects, tokens in logs,
 * sign-up timing, weak passwords, refresh-token replay. Called directly (in-memory PGlite, a clock
 * the tests move), as auth-handlers.test.ts does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toFailure } from '../../src/services/auth';
import { createAuthServiceWithOptions } from '../../server/auth';
import { commonPasswords, passwordRuleReasons } from '../../server/auth/password-policy';
import { createRedirectValidator } from '../../server/auth/redirect';
import { redactSecrets } from '../../server/auth/redact';
import { loadStackConfig } from '../../server/core/config';
import type { Database, MailMessage, StackConfig } from '../../server/core/types';
import { PASSWORD_MIN_LENGTH, PASSWORD_REQUIREMENTS } from '../../machines/auth/password-rule';
import {
  SITE_URL,
  createAuthHarness,
  fragment,
  openLink,
  uniqueEmail,
  type AuthHarness,
} from './auth-harness';

// src/services/auth.ts is imported for its error mapping only; its client is never used here.
vi.mock('../../src/services/supabase', () => ({ supabase: {} }));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PASSWORD = 'correct-horse-42';
let h: AuthHarness;

beforeAll(async () => {
  h = await createAuthHarness();
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every line the process would print while `fn` runs. */
async function captureLogs(fn: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(
      args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '),
    );
  };
  for (const level of ['log', 'error', 'warn', 'info', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation(keep);
  }
  await fn();
  return lines.join('\n');
}

async function confirmedUser() {
  const email = uniqueEmail();
  const { error } = await h.admin().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
  return email;
}

/** The verify link with its redirect_to replaced, as someone editing the emailed URL would. */
function withRedirect(link: string, redirectTo: string): string {
  const u = new URL(link);
  u.searchParams.set('redirect_to', redirectTo);
  return u.toString();
}

describe('redirects (items 4 and 5)', () => {
  it('never mails a javascript: redirect: the reset link falls back to the app, answers 303 and logs no token', async () => {
    const email = await confirmedUser();
    let landed!: URL;
    const logs = await captureLogs(async () => {
      const r = await h.call(
        'POST',
        '/recover?redirect_to=javascript://127.0.0.1/%0aalert(document.domain)',
        { body: { email } },
      );
      expect(r.status).toBe(200);
      const link = h.lastMail(email).link;
      expect(new URL(link).searchParams.get('redirect_to')).toBe(
        `${SITE_URL}/auth/update-password`,
      );
      landed = await openLink(h, link);
    });
    expect(landed.protocol).toBe('http:');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${SITE_URL}/auth/update-password`);
    const f = fragment(landed);
    expect(f.get('type')).toBe('recovery');
    for (const secret of [f.get('access_token')!, f.get('refresh_token')!]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('sends an edited link with a javascript: or data: redirect to the site URL, with a working session', async () => {
    for (const evil of [
      'javascript://127.0.0.1/\nalert(document.domain)',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      const email = await confirmedUser();
      await h.client().auth.resetPasswordForEmail(email);
      let landed!: URL;
      const logs = await captureLogs(async () => {
        landed = await openLink(h, withRedirect(h.lastMail(email).link, evil));
      });
      expect(`${landed.origin}${landed.pathname}`).toBe(`${SITE_URL}/`);
      const token = fragment(landed).get('access_token')!;
      expect(token).toBeTruthy();
      expect(logs).not.toContain(token);
      expect((await h.client().auth.getUser(token)).data.user!.email).toBe(email);
    }
  });

  it('answers a redirect the browser needs escaped (non-ASCII) with an escaped Location, never a 500 that spends the link', async () => {
    const email = await confirmedUser();
    await h.client().auth.resetPasswordForEmail(email);
    const link = withRedirect(h.lastMail(email).link, `${SITE_URL}/auth/update-password?name=Анна`);
    const res = await h.fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const landed = new URL(res.headers.get('location')!);
    expect(landed.searchParams.get('name')).toBe('Анна');
    expect(fragment(landed).get('type')).toBe('recovery');
  });

  it('refuses any other loopback address or port, and any scheme but http(s), falling back to the site URL', async () => {
    for (const evil of [
      'http://127.0.0.2:9999/steal',
      'http://127.0.0.1:9999/steal',
      'http://localhost:9999/steal',
      'http://[::1]:5173/steal',
      'https://127.0.0.1:5173/steal',
      'http://2130706433/steal',
      'https://evil\\@x.vstrechi.example/steal',
      'https://user@app.vstrechi.example/steal',
    ]) {
      const email = uniqueEmail();
      await h
        .client()
        .auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: evil } });
      const link = h.lastMail(email).link;
      expect(new URL(link).searchParams.get('redirect_to'), evil).toBe(SITE_URL);
      const landed = await openLink(h, withRedirect(link, evil));
      expect(landed.origin, evil).toBe(SITE_URL);
    }
  });

  it('allows exactly the site URL and the allow list of supabase/config.toml, so the app’s own flows keep working', async () => {
    const config = await loadStackConfig({ root, apiPort: 54321, dataDir: null, env: {} });
    const valid = createRedirectValidator(config.siteUrl, config.redirectAllowList);
    // registration confirm and password reset, from dev (5173) and from the e2e/preview build (4173)
    for (const host of ['127.0.0.1', 'localhost']) {
      for (const port of [5173, 4173]) {
        for (const p of ['/auth/login?lang=ru', '/auth/update-password?lang=de', '/']) {
          expect(valid(`http://${host}:${port}${p}`), `${host}:${port}${p}`).toBe(true);
        }
      }
    }
    expect(valid(config.siteUrl)).toBe(true);
    for (const evil of [
      'http://127.0.0.2:5173/',
      'http://127.0.0.1:9999/',
      'http://127.0.0.1:4183/',
      'http://127.0.0.1:5173.evil.example/',
      'http://localhost:5173@evil.example/',
      'javascript://127.0.0.1:5173/%0aalert(1)',
      'http://127.0.0.1:5173/\nx',
      'ftp://127.0.0.1:5173/',
    ]) {
      expect(valid(evil), evil).toBe(false);
    }
  });
});

describe('secrets in logs (item 4)', () => {
  it('redacts tokens, codes and keys from anything it logs', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const line = redactSecrets(
      `TypeError: bad header "javascript://x#access_token=${jwt}&expires_in=3600&refresh_token=abcdefghijkl&type=recovery" ` +
        `GET /verify?token=pkce_0123abcd&type=signup apikey=${jwt} Authorization: Bearer ${jwt} {"password":"hunter22"}`,
    );
    for (const secret of [jwt, 'abcdefghijkl', 'pkce_0123abcd', 'hunter22']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('expires_in=3600');
    expect(line).toContain('type=recovery');
  });

  it('logs an unexpected failure without the tokens its message carries', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const db = {
      kind: 'pglite',
      transaction: async () => {
        throw new TypeError(
          `invalid header value "x#access_token=${jwt}&refresh_token=zyxwvutsrqpo"`,
        );
      },
      asUser: async () => {
        throw new Error('unused');
      },
      close: async () => {},
    } as unknown as Database;
    const config = {
      apiUrl: 'http://127.0.0.1:1',
      siteUrl: SITE_URL,
      redirectAllowList: [],
      jwtSecret: 'x'.repeat(32),
      jwtExpirySeconds: 3600,
      anonKey: '',
      serviceRoleKey: '',
      rateLimits: {
        emailSentPerHour: 1,
        tokenRefreshPer5Min: 1,
        signInSignUpPer5Min: 1,
        verifyPer5Min: 1,
      },
      dataDir: null,
      jwtIssuer: 'x',
    } satisfies StackConfig;
    const service = createAuthServiceWithOptions({
      db,
      config,
      mailer: { send: async () => {} },
    });
    let status = 0;
    const logs = await captureLogs(async () => {
      const res = await service.handle(
        new Request('http://127.0.0.1:1/auth/v1/token?grant_type=refresh_token', {
          method: 'POST',
          body: JSON.stringify({ refresh_token: 'zyxwvutsrqpo' }),
        }),
        '/token',
      );
      status = res.status;
    });
    expect(status).toBe(500);
    expect(logs).toContain('[auth] unexpected failure');
    expect(logs).not.toContain(jwt);
    expect(logs).not.toContain('zyxwvutsrqpo');
  });
});

describe('sign-up timing (item 6)', () => {
  it('hashes the password once on every path: new, unconfirmed and confirmed addresses', async () => {
    const hashed: string[] = [];
    const counted = await createAuthHarness({
      hashPassword: async (password) => {
        hashed.push(password);
        const bcrypt = await import('bcryptjs');
        return bcrypt.default.hash(password, 4);
      },
    });
    try {
      const signUp = (email: string, password: string) =>
        counted.call('POST', '/signup', { body: { email, password } });
      const fresh = uniqueEmail();
      expect((await signUp(fresh, 'first-pass-1')).status).toBe(200);
      expect(hashed).toEqual(['first-pass-1']);
      // unconfirmed: the confirmation is sent again and the password stays, but it is hashed all the same
      expect((await signUp(fresh, 'second-pass-2')).status).toBe(200);
      expect(hashed).toEqual(['first-pass-1', 'second-pass-2']);
      // confirmed: a look-alike answer after the same hashing as a new account
      await openLink(counted, counted.lastMail(fresh).link);
      const known = await signUp(fresh, 'third-pass-3');
      expect(known.status).toBe(200);
      expect(known.body.identities).toEqual([]);
      expect(hashed).toEqual(['first-pass-1', 'second-pass-2', 'third-pass-3']);
      // the registered path rehearses a new account's database work and leaves nothing behind
      const { rows } = await counted.pg.query<{ users: number; tokens: number }>(
        `select (select count(*)::int from auth.users) as users,
                (select count(*)::int from auth.one_time_tokens) as tokens`,
      );
      expect(rows[0]).toEqual({ users: 1, tokens: 0 });
    } finally {
      await counted.close();
    }
  });

  it('answers before the confirmation email is sent, so the mail cannot tell new addresses apart', async () => {
    const sent: MailMessage[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = await createAuthHarness({
      waitForMail: false,
      mailer: {
        async send(m) {
          await gate;
          sent.push(m);
        },
      },
    });
    try {
      const email = uniqueEmail();
      const r = await slow.call('POST', '/signup', { body: { email, password: PASSWORD } });
      expect(r.status).toBe(200);
      expect(r.body.identities).toHaveLength(1);
      expect(sent).toHaveLength(0);
      release();
      await slow.service.idle();
      expect(sent.map((m) => m.to)).toEqual([email]);
    } finally {
      release();
      await slow.close();
    }
  });
});

describe('password strength (item 7)', () => {
  it('refuses password, 12345678 and aaaaaaaa at sign-up with GoTrue’s 422 weak_password and its reasons', async () => {
    for (const [password, reasons] of [
      ['password', ['characters', 'pwned']],
      ['12345678', ['characters', 'pwned']],
      ['aaaaaaaa', ['characters', 'pwned']],
      ['qwerty123', ['pwned']],
      ['Password1', ['pwned']],
      ['kxqmzpvw', ['characters']],
      ['kx7q2', ['length']],
      ['abc12', ['length', 'pwned']],
      ['пароль12', ['characters']],
    ] as const) {
      const r = await h.call('POST', '/signup', { body: { email: uniqueEmail(), password } });
      expect(r.status, password).toBe(422);
      expect(r.body.code, password).toBe('weak_password');
      expect(r.body.weak_password, password).toEqual({ reasons });
    }
    const { error } = await h.client().auth.signUp({ email: uniqueEmail(), password: 'password' });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      name: 'AuthWeakPasswordError',
    });
    expect((error as any).reasons).toEqual(['characters', 'pwned']);
    expect(error!.message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789. ' +
        'Password is known to be weak and easy to guess, please choose a different one.',
    );
  });

  it('reaches the app as one error code per reason, the first the person must fix first', async () => {
    const codeFor = async (password: string) => {
      const { error } = await h.client().auth.signUp({ email: uniqueEmail(), password });
      return toFailure(error).code;
    };
    expect(await codeFor('abc12')).toBe('weak_password_length');
    expect(await codeFor('12345678')).toBe('weak_password_characters');
    expect(await codeFor('qwerty123')).toBe('weak_password_pwned');
    // a weak_password without reasons (another server) keeps the general code
    expect(toFailure({ code: 'weak_password', message: 'weak', status: 422 }).code).toBe(
      'weak_password',
    );
  });

  it('accepts 8 characters with letters and digits that are not common', async () => {
    for (const password of ['kx7-pmq2', 'Пароль2x', PASSWORD]) {
      const r = await h.call('POST', '/signup', { body: { email: uniqueEmail(), password } });
      expect(r.status, password).toBe(200);
    }
  });

  it('applies to PUT /user, admin creation and admin updates', async () => {
    const email = await confirmedUser();
    const client = h.client();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const weak = await client.auth.updateUser({ password: 'password1' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((weak.error as any).reasons).toEqual(['pwned']);

    const admin = h.admin().auth.admin;
    const created = await admin.createUser({ email: uniqueEmail(), password: '12345678' });
    expect(created.error).toMatchObject({ status: 422, code: 'weak_password' });
    const ok = await admin.createUser({ email: uniqueEmail(), password: PASSWORD });
    expect(ok.error).toBeNull();
    const updated = await admin.updateUserById(ok.data.user!.id, { password: 'aaaaaaaa' });
    expect(updated.error).toMatchObject({ status: 422, code: 'weak_password' });
    // no password at all still gets a random strong one, as GoTrue does
    expect((await admin.createUser({ email: uniqueEmail() })).error).toBeNull();
  });

  it('honours minimum_password_length and password_requirements from the configuration', async () => {
    const lax = await createAuthHarness({
      auth: { passwordMinLength: 10, passwordRequirements: '' },
    });
    try {
      const signUp = (password: string) =>
        lax.call('POST', '/signup', { body: { email: uniqueEmail(), password } });
      expect((await signUp('abcdefghij')).status).toBe(200);
      expect((await signUp('abcd12345')).body.weak_password).toEqual({ reasons: ['length'] });
      expect((await signUp('1234567890')).body.weak_password).toEqual({ reasons: ['pwned'] });
    } finally {
      await lax.close();
    }
    const config = await loadStackConfig({ root, apiPort: 54321, dataDir: null, env: {} });
    expect(config.auth).toMatchObject({
      passwordMinLength: 8,
      passwordRequirements: 'letters_digits',
    });
    // the client's one rule says the same thing as the server's settings
    expect(PASSWORD_MIN_LENGTH).toBe(config.auth!.passwordMinLength);
    expect(PASSWORD_REQUIREMENTS).toBe(config.auth!.passwordRequirements);
    expect(passwordRuleReasons('password', 8, 'letters_digits')).toEqual(['characters']);
  });

  it('ships the 10,000 most common passwords of the public list', () => {
    const list = commonPasswords();
    // 10,000 lines; compared case-insensitively, «Password1» and «password1» are one entry
    expect(list.size).toBeGreaterThan(9900);
    for (const p of ['password', '12345678', 'qwerty', 'iloveyou']) expect(list.has(p)).toBe(true);
  });
});

describe('refresh-token replay (item 8)', () => {
  it('revokes the session when the parent of the active token is replayed after the reuse interval', async () => {
    const email = await confirmedUser();
    const { data } = await h.client().auth.signInWithPassword({ email, password: PASSWORD });
    const refresh = (token: string) =>
      h.call('POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });
    const a = data.session!.refresh_token;
    const r1 = await refresh(a);
    expect(r1.status).toBe(200);
    const b = r1.body.refresh_token as string;
    // within the interval the lost answer is given again
    h.clock.advance(9);
    expect((await refresh(a)).body.refresh_token).toBe(b);
    h.clock.advance(2);
    const replay = await refresh(a);
    expect(replay).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    });
    const victim = await refresh(b);
    expect(victim).toMatchObject({ status: 400, body: { code: 'refresh_token_already_used' } });
  });

  it('takes the reuse interval from the configuration', async () => {
    const short = await createAuthHarness({ auth: { refreshTokenReuseIntervalSeconds: 1 } });
    try {
      const email = uniqueEmail();
      await short.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      const { data } = await short.client().auth.signInWithPassword({ email, password: PASSWORD });
      const refresh = (token: string) =>
        short.call('POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });
      const a = data.session!.refresh_token;
      expect((await refresh(a)).status).toBe(200);
      short.clock.advance(2);
      expect((await refresh(a)).body.code).toBe('refresh_token_already_used');
    } finally {
      await short.close();
    }
  });
});
