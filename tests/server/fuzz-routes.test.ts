import type fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authRequests,
  functionsRequests,
  namesFromMigrations,
  restRpcRequests,
  restTableRequests,
  schemaFrom,
  storageRequests,
  type FuzzSchema,
  type Tokens,
} from './support/fuzz-arbitraries';
import { FUZZ_SECONDS, fuzzFamily, type StackHandle } from './support/fuzz-run';
import {
  fuzzTokens,
  servingProblem,
  startFuzzStack,
  type FuzzRequest,
  type FuzzStack,
} from './support/fuzz-stack';

/**
 * Issue 22: random hostile requests at every route family of the gateway, on a stack of the
 * suite's own, for FUZZ_SECONDS in all (default 36). No answer may be a 5xx (a 503 that explains
 * itself excepted), none may take longer than 5 s, and the stack must still serve afterwards.
 * A failure prints its seed: FUZZ_SEED=<seed> replays the same requests; FUZZ_SHRINK=1 shrinks.
 * Failures found are kept as named tests in fuzz-regressions.test.ts.
 */

interface Known {
  userId: string;
  refreshToken: string;
}

let fz: FuzzStack;
let tokens: Tokens;
let schema: FuzzSchema;
let known: Known;

const handle: StackHandle = {
  current: () => fz,
  async restart() {
    console.info('[fuzz] restarting the fuzz stack');
    await fz?.stop();
    await prepare();
  },
};

async function prepare(): Promise<void> {
  fz = await startFuzzStack();
  const { apiUrl, serviceRoleKey, anonKey } = fz.stack;
  if (process.env.FUZZ_SURVEY) console.info(`[fuzz] stack at ${apiUrl}`);
  const email = `fuzz-${Date.now()}@fuzz.test`;
  const password = 'Fuzz-pass-1234';
  const created = await fetch(`${apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(created.status).toBe(200);
  const user = (await created.json()) as { id: string };
  const signIn = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = (await signIn.json()) as { refresh_token: string };
  known = { userId: user.id, refreshToken: session.refresh_token };
  // A bucket without size or type limits, so uploads of anything reach the object code.
  const bucket = await fetch(`${apiUrl}/storage/v1/bucket`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${serviceRoleKey}`,
      apikey: serviceRoleKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ id: 'fuzz-bucket', name: 'fuzz-bucket', public: false }),
  });
  expect(bucket.status).toBe(200);
  tokens = await fuzzTokens(fz.stack.config.jwtSecret, fz.stack, { id: user.id, email });
  const openApi = await fetch(`${apiUrl}/rest/v1/`, {
    headers: { apikey: serviceRoleKey, accept: 'application/openapi+json' },
  });
  schema = schemaFrom((await openApi.json()) as object, namesFromMigrations());
}

beforeAll(prepare, 120_000);
afterAll(async () => {
  await fz?.stop();
});

// A family that broke the stack has failed already; the next one gets a working stack.
beforeEach(async () => {
  const problem = fz ? await servingProblem(fz) : 'no stack';
  if (problem) {
    console.info(`[fuzz] the last family left the stack unable to serve: ${problem}`);
    await handle.restart();
  }
}, 120_000);

const families: { name: string; share: number; arb: () => fc.Arbitrary<FuzzRequest> }[] = [
  { name: 'rest tables', share: 0.3, arb: () => restTableRequests(schema, tokens) },
  { name: 'rest rpc', share: 0.2, arb: () => restRpcRequests(schema, tokens) },
  { name: 'auth', share: 0.25, arb: () => authRequests(tokens, known) },
  { name: 'storage', share: 0.17, arb: () => storageRequests(tokens, known.userId) },
  { name: 'functions', share: 0.08, arb: () => functionsRequests(tokens) },
];

describe('fuzz: hostile requests at every route family', () => {
  it('covers every table, view and function the migrations create', () => {
    const names = namesFromMigrations();
    expect(names.tables).toEqual(expect.arrayContaining(['categories', 'events', 'profiles']));
    expect(names.functions).toEqual(expect.arrayContaining(['rsvp', 'event_catalogue_page']));
    // Every exposed relation has its columns, so filters and bodies use real names.
    for (const name of names.tables) expect(schema.tables[name], name).not.toEqual([]);
  });

  for (const family of families) {
    const seconds = FUZZ_SECONDS * family.share;
    it(
      `${family.name}: no 5xx, no hang, still serving`,
      async () => {
        await fuzzFamily(family.name, handle, family.arb(), seconds);
      },
      (seconds + 40) * 1000,
    );
  }
});
