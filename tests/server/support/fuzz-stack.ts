import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { startStack, type Stack } from '../../../server/stack';

/**
 * The fuzz suites' own stack: a freeze or crash they provoke must not take the shared stack of the
 * other server tests with it. Its data lives in a temporary folder, so a database the stack
 * restarts keeps its rows; rate limits are lifted so sign-ups and sign-ins reach the code behind
 * them instead of stopping at 429.
 */

/** A seed account (supabase/seed.sql) that fuzzed requests never name: the after-check signs in. */
export const CHECK_ACCOUNT = { email: 'ekaterina@vstrechi.test', password: 'Member12345' };
/** Seed ids fuzzed requests may name (events, profiles); ekaterina is left out on purpose. */
export const SEED_IDS = [
  'a1000000-0000-4000-8000-000000000001',
  'a1000000-0000-4000-8000-000000000002',
];
/** An answer slower than this is a hang. */
export const REQUEST_TIMEOUT_MS = 5000;

export interface FuzzStack {
  readonly stack: Stack;
  /** Every stack log line so far (bounded), to quote the lines a failing request produced. */
  readonly log: string[];
  /** Log lines written since `mark` was taken. */
  since(mark: number): string[];
  mark(): number;
  stop(): Promise<void>;
}

const LOG_KEEP = 2000;

export async function startFuzzStack(): Promise<FuzzStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-fuzz-'));
  const log: string[] = [];
  let dropped = 0;
  const stack = await startStack({
    apiPort: 0,
    mailPort: null,
    dataDir,
    databaseUrl: null,
    config: {
      rateLimits: {
        emailSentPerHour: 1_000_000,
        tokenRefreshPer5Min: 1_000_000,
        signInSignUpPer5Min: 1_000_000,
        verifyPer5Min: 1_000_000,
      },
    },
    log: (line) => {
      log.push(line);
      if (log.length > LOG_KEEP) {
        log.shift();
        dropped++;
      }
      if (process.env.STACK_LOG) console.log(line);
    },
  }).catch((e: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  // The services report unexpected failures with console.error (auth, storage, functions, the
  // database bridge): those lines belong with the request that caused them.
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    const line = args
      .map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a)))
      .join(' ');
    log.push(line);
    if (process.env.STACK_LOG) consoleError(...args);
  };
  return {
    stack,
    log,
    mark: () => dropped + log.length,
    since: (mark) => log.slice(Math.max(0, mark - dropped)),
    async stop() {
      console.error = consoleError;
      // A hung database may never finish closing: the folder goes regardless.
      await Promise.race([stack.stop(), new Promise((r) => setTimeout(r, 10_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One HTTP request as the fuzzer builds it: everything a client can put on the wire. */
export interface FuzzRequest {
  method: string;
  /** Path and query after the API origin, already percent-encoded as it is to be sent. */
  path: string;
  headers: [string, string][];
  body?: Uint8Array;
  /** What kind of body this is (e.g. `json nested 40000 deep, utf-16`), for the report. */
  note?: string;
}

export interface Outcome {
  status: number | 'timeout' | 'network error';
  ms: number;
  contentType: string;
  text: string;
  error?: string;
}

/** Sends `req`, reading the whole answer within REQUEST_TIMEOUT_MS. */
export async function send(apiUrl: string, req: FuzzRequest): Promise<Outcome> {
  const started = performance.now();
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const headers = new Headers();
  for (const [name, value] of req.headers) headers.append(name, value);
  try {
    const res = await fetch(apiUrl + req.path, {
      method: req.method,
      headers,
      body: req.body as Uint8Array<ArrayBuffer> | undefined,
      signal,
      redirect: 'manual',
    });
    const text = await res.text();
    return {
      status: res.status,
      ms: Math.round(performance.now() - started),
      contentType: res.headers.get('content-type') ?? '',
      text,
    };
  } catch (e) {
    const error = e as Error & { cause?: Error };
    return {
      status: signal.aborted ? 'timeout' : 'network error',
      ms: Math.round(performance.now() - started),
      contentType: '',
      text: '',
      error: `${error.name}: ${error.message}${error.cause ? ` (${error.cause.message})` : ''}`,
    };
  }
}

/**
 * What is wrong with an answer, or null. 5xx fail, except a 503 whose JSON body says which service
 * is unavailable (the stack restarting a service on purpose); no answer within the deadline fails.
 */
export function problemOf(outcome: Outcome): string | null {
  const { status } = outcome;
  if (status === 'timeout') return `no answer within ${REQUEST_TIMEOUT_MS} ms`;
  if (status === 'network error') return `network error: ${outcome.error}`;
  if (status < 500) return null;
  if (status === 503 && deliberate503(outcome)) return null;
  return `status ${status}`;
}

/** A 503 that explains itself: JSON with a message. */
export function deliberate503(outcome: Outcome): boolean {
  if (outcome.status !== 503 || !/json/i.test(outcome.contentType)) return false;
  try {
    const body = JSON.parse(outcome.text) as { message?: unknown; msg?: unknown };
    const message = body.message ?? body.msg;
    return typeof message === 'string' && message.length > 0;
  } catch {
    return false;
  }
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;

/** A request as a reader can replay it: method, path, headers and a clipped body. */
export function describeRequest(req: FuzzRequest): string {
  const lines = [`${req.method} ${clip(req.path, 600)}`];
  for (const [name, value] of req.headers) lines.push(`${name}: ${clip(value, 200)}`);
  if (req.body) {
    const text = Buffer.from(req.body).toString('utf8');
    lines.push(
      `body (${req.body.byteLength} bytes${req.note ? `, ${req.note}` : ''}): ${JSON.stringify(clip(text, 300))}`,
    );
  }
  return lines.join('\n  ');
}

export function describeOutcome(outcome: Outcome): string {
  const head =
    typeof outcome.status === 'number'
      ? `HTTP ${outcome.status} in ${outcome.ms} ms`
      : `${outcome.status} after ${outcome.ms} ms`;
  return `${head}${outcome.error ? ` ${outcome.error}` : ''}${outcome.text ? `: ${clip(outcome.text, 400)}` : ''}`;
}

/**
 * The after-check: the stack still answers a visitor's read of the categories and a seed account's
 * password sign-in. Returns what failed, or null.
 */
export async function servingProblem(fz: FuzzStack): Promise<string | null> {
  const { apiUrl, anonKey } = fz.stack;
  const read = await send(apiUrl, {
    method: 'GET',
    path: '/rest/v1/categories?select=id',
    headers: [['apikey', anonKey]],
  });
  if (read.status !== 200 || !Array.isArray(safeJson(read.text))) {
    return `GET /rest/v1/categories: ${describeOutcome(read)}`;
  }
  const signIn = await send(apiUrl, {
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    headers: [
      ['apikey', anonKey],
      ['content-type', 'application/json'],
    ],
    body: new TextEncoder().encode(JSON.stringify(CHECK_ACCOUNT)),
  });
  const session = safeJson(signIn.text) as { access_token?: unknown } | null;
  if (signIn.status !== 200 || typeof session?.access_token !== 'string') {
    return `password sign-in of ${CHECK_ACCOUNT.email}: ${describeOutcome(signIn)}`;
  }
  return null;
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const encoder = new TextEncoder();
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens of every kind a client may present, valid or forged, keyed by a readable name. */
export async function fuzzTokens(
  secret: string,
  keys: { anonKey: string; serviceRoleKey: string },
  user: { id: string; email: string },
): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, key = secret, alg = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(encoder.encode(key));
  const userClaims = {
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    session_id: '00000000-0000-4000-8000-00000000f000',
  };
  let deep: unknown = 1;
  for (let i = 0; i < 400; i++) deep = { a: deep };
  return {
    anon: keys.anonKey,
    service: keys.serviceRoleKey,
    user: await sign(userClaims),
    admin: await sign({ ...userClaims, app_metadata: { role: 'admin' } }),
    expired: await sign({ ...userClaims, iat: now - 7200, exp: now - 3600 }),
    notYet: await sign({ ...userClaims, nbf: now + 3600 }),
    wrongSecret: await sign(userClaims, 'not-the-secret-not-the-secret-not-the-secret'),
    hs512: await sign(userClaims, secret, 'HS512'),
    algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(userClaims)}.`,
    algNoneService: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ role: 'service_role' })}.`,
    unsignedService: `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ role: 'service_role' })}.`,
    rolePostgres: await sign({ ...userClaims, role: 'postgres' }),
    roleUnknown: await sign({ ...userClaims, role: 'fuzz\u0000role"; drop table x;--' }),
    roleNumber: await sign({ ...userClaims, role: 7 }),
    noRole: await sign({ sub: user.id, exp: now + 3600 }),
    subNotUuid: await sign({ ...userClaims, sub: 'not-a-uuid' }),
    subNobody: await sign({ ...userClaims, sub: '00000000-0000-4000-8000-0000000000ff' }),
    subNumber: await sign({ ...userClaims, sub: 12345 }),
    expString: await sign({ ...userClaims, exp: 'tomorrow' }),
    audArray: await sign({ ...userClaims, aud: ['a', 'b', { c: 1 }] }),
    deepClaims: await sign({ ...userClaims, user_metadata: deep }),
    unicodeClaims: await sign({ ...userClaims, email: '\ud800é\u0000\uffff@x', phone: '🙂' }),
    twoParts: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9',
    badBase64: '!!!.@@@.###',
    empty: '',
  };
}
