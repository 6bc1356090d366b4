import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nestedText } from './support/fuzz-arbitraries';
import {
  CHECK_ACCOUNT,
  describeOutcome,
  describeRequest,
  fuzzTokens,
  problemOf,
  send,
  servingProblem,
  startFuzzStack,
  type FuzzRequest,
  type FuzzStack,
} from './support/fuzz-stack';

/**
 * Every failure the outside probe and the fuzz suite (fuzz-routes.test.ts) found, kept as a named
 * request with the answer it must get: never a 5xx, within 5 s, and the stack still serving
 * afterwards. On a stack of its own, since some of these once froze the database.
 */

let fz: FuzzStack;
let tokens: Record<string, string>;

async function prepare() {
  fz = await startFuzzStack();
  const { apiUrl, anonKey } = fz.stack;
  const signIn = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dmitry@vstrechi.test', password: 'Member12345' }),
  });
  const session = (await signIn.json()) as { access_token: string; user: { id: string } };
  tokens = {
    ...(await fuzzTokens(fz.stack.config.jwtSecret, fz.stack, {
      id: session.user.id,
      email: 'dmitry@vstrechi.test',
    })),
    dmitry: session.access_token,
  };
}

beforeAll(prepare, 120_000);
afterAll(async () => {
  await fz?.stop();
});
beforeEach(async () => {
  if (await servingProblem(fz)) {
    await fz.stop();
    await prepare();
  }
}, 120_000);

const utf8 = (text: string) => new TextEncoder().encode(text);
const json = (value: unknown) => utf8(JSON.stringify(value));
const anon = (): [string, string][] => [['apikey', fz.stack.anonKey]];
const signedIn = (): [string, string][] => [
  ['apikey', fz.stack.anonKey],
  ['authorization', `Bearer ${tokens.dmitry}`],
];
const service = (): [string, string][] => [
  ['apikey', fz.stack.serviceRoleKey],
  ['authorization', `Bearer ${fz.stack.serviceRoleKey}`],
];
const withJson = (headers: [string, string][]): [string, string][] => [
  ...headers,
  ['content-type', 'application/json'],
];

/** Sends `req` and checks the answer: `status` when given, else any 4xx; then the after-check. */
async function expectAnswer(req: FuzzRequest, status?: number | number[]) {
  const mark = fz.mark();
  const out = await send(fz.stack.apiUrl, req);
  const problem = problemOf(out);
  // PostgREST writes its reason just after answering.
  await new Promise((r) => setTimeout(r, 50));
  const log = fz.since(mark).filter((l) => !/^\[postgrest\] - - /.test(l));
  const shown = `${describeRequest(req)}\n  → ${describeOutcome(out)}${
    log.length ? `\n  log: ${log.slice(0, 3).join('\n  ')}` : ''
  }`;
  expect(problem, shown).toBeNull();
  const wanted = status === undefined ? null : Array.isArray(status) ? status : [status];
  if (wanted) expect(wanted, shown).toContain(out.status);
  else expect(out.status, shown).toBeGreaterThanOrEqual(400);
  expect(await servingProblem(fz), 'the stack still serves afterwards').toBeNull();
  return out;
}

const EVENT_NOBODY_HAS = '00000000-0000-4000-8000-00000000abcd';

describe('fuzz regressions: the probe of issue 22', () => {
  it('rest: an anonymous rpc/rsvp body nested 100,000 deep is refused, and the database keeps answering', async () => {
    // The probe's exact 600 KB body.
    const body = `{"p_event_id":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_001)}`;
    await expectAnswer({
      method: 'POST',
      path: '/rest/v1/rpc/rsvp',
      headers: withJson(anon()),
      body: utf8(body),
    });
  });

  it('auth: PUT /user with data nested 10,000 deep is a 4xx, not a RangeError 500', async () => {
    const body = `{"data":${nestedText(10_000, 'object')}}`;
    await expectAnswer({
      method: 'PUT',
      path: '/auth/v1/user',
      headers: withJson(signedIn()),
      body: utf8(body),
    });
  });

  it('rest: rpc/rsvp on an event that does not exist is a 4xx, not 500', async () => {
    await expectAnswer({
      method: 'POST',
      path: '/rest/v1/rpc/rsvp',
      headers: withJson(signedIn()),
      body: json({ p_event_id: EVENT_NOBODY_HAS }),
    });
  });

  it('rest: rpc/cancel_rsvp and rpc/event_attendees on an event that does not exist are not 500', async () => {
    for (const fn of ['cancel_rsvp', 'event_attendees']) {
      await expectAnswer(
        {
          method: 'POST',
          path: `/rest/v1/rpc/${fn}`,
          headers: withJson(signedIn()),
          body: json({ p_event_id: EVENT_NOBODY_HAS }),
        },
        [200, 204, 404],
      );
    }
  });
});

describe('fuzz regressions: /rest/v1 query strings', () => {
  // PostgREST decodes the query as UTF-8 and answers a bare 500 "Something went wrong" when it
  // is not (log: "Cannot decode byte '\xff': Data.Text.Internal.Encoding.decodeUtf8: Invalid
  // UTF-8 stream"). Percent-encoding lets any client send such bytes.
  for (const [name, query] of [
    ['a lone byte 0xFF in a filter value', 'icon=eq.%FF'],
    ['an overlong NUL (0xC0 0x80) in a filter value', 'icon=eq.%C0%80'],
    ['a lone surrogate (0xED 0xA0 0x80) in a filter value', 'icon=like.%ED%A0%80'],
    ['a code point past U+10FFFF in a filter value', 'name_en=in.(%F4%90%80%80)'],
    ['invalid UTF-8 in a parameter name', '%FF=eq.1'],
    ['invalid UTF-8 in select', 'select=%C0%80'],
  ]) {
    it(`${name} is 400, not 500`, async () => {
      await expectAnswer(
        { method: 'GET', path: `/rest/v1/categories?${query}`, headers: anon() },
        400,
      );
    });
  }

  it('invalid UTF-8 in an rpc argument on GET is 400, not 500', async () => {
    await expectAnswer(
      { method: 'GET', path: '/rest/v1/rpc/is_time_zone?p_zone=%ED%A0%80', headers: anon() },
      400,
    );
  });

  it('an or=() tree nested 700 deep is refused quickly', async () => {
    const tree = `${'or(id.is.null,'.repeat(700)}id.is.null${')'.repeat(700)}`;
    await expectAnswer({
      method: 'GET',
      path: `/rest/v1/categories?or=(${tree})`,
      headers: anon(),
    });
  });

  it('a select embedding 150 levels deep is refused quickly', async () => {
    let select = '*';
    for (let i = 0; i < 150; i++) select = `*,events(${select})`;
    await expectAnswer({
      method: 'GET',
      path: `/rest/v1/profiles?select=${select}`,
      headers: anon(),
    });
  });

  it('a URL of 15 KB (under the gateway header limit) is a 4xx, not 503 "The REST API is not available"', async () => {
    const order = Array(1000).fill('icon.desc.nullslast').join(',');
    await expectAnswer(
      {
        method: 'GET',
        path: `/rest/v1/categories?order=${order.slice(0, 15_000)}`,
        headers: anon(),
      },
      [200, 400, 414, 431],
    );
  });
});

describe('fuzz regressions: /auth/v1', () => {
  it('admin/users with page and per_page past bigint is a 4xx or clamped, not 500', async () => {
    await expectAnswer(
      {
        method: 'GET',
        path: '/auth/v1/admin/users?page=2147483648&per_page=9223372036854775807',
        headers: service(),
      },
      [200, 400, 422],
    );
  });

  it('admin/users with page=1.5 and per_page=1e10 is a 4xx or clamped, not 500', async () => {
    await expectAnswer(
      { method: 'GET', path: '/auth/v1/admin/users?page=1.5&per_page=1e10', headers: service() },
      [200, 400, 422],
    );
  });

  it('GET /verify with a NUL in the token is a 4xx or a redirect with an error, not 500', async () => {
    await expectAnswer(
      {
        method: 'GET',
        path: '/auth/v1/verify?token=%00&type=magiclink&redirect_to=',
        headers: anon(),
      },
      [303, 400, 401, 403, 404],
    );
  });

  it('a password sign-in with a NUL in the email is a 4xx, not 500', async () => {
    await expectAnswer({
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      headers: withJson(anon()),
      body: json({ email: `${CHECK_ACCOUNT.email}\u0000`, password: 'x' }),
    });
  });
});

describe('fuzz regressions: /storage/v1 (fixed in server/storage)', () => {
  it('a file_size_limit of 1e300 is 400, not a bigint 500', async () => {
    await expectAnswer(
      {
        method: 'PUT',
        path: '/storage/v1/bucket/avatars',
        headers: withJson(service()),
        body: utf8('{"file_size_limit":1e300}'),
      },
      400,
    );
    await expectAnswer(
      {
        method: 'POST',
        path: '/storage/v1/bucket',
        headers: withJson(service()),
        body: json({ id: 'fuzz-limit', file_size_limit: '99999999999999999999999' }),
      },
      400,
    );
  });

  it('GET /bucket with a limit past bigint is not 500', async () => {
    await expectAnswer(
      {
        method: 'GET',
        path: '/storage/v1/bucket?limit=99999999999999999999&offset=1e300',
        headers: service(),
      },
      200,
    );
  });

  it('a NUL in a list prefix or search, a bucket name or a path to sign is 400', async () => {
    for (const [path, body] of [
      ['/storage/v1/object/list/avatars', { prefix: 'a\u0000b' }],
      ['/storage/v1/object/list/avatars', { search: 'a\u0000b' }],
      ['/storage/v1/bucket', { id: 'fuzz-nul', name: 'a\u0000b' }],
      ['/storage/v1/object/sign/avatars', { expiresIn: 60, paths: ['a\u0000b'] }],
    ] as const) {
      await expectAnswer(
        { method: 'POST', path, headers: withJson(service()), body: json(body) },
        400,
      );
    }
    await expectAnswer(
      { method: 'GET', path: '/storage/v1/bucket?search=%00', headers: service() },
      400,
    );
  });

  it('moving a key that is only a folder on disk is 404 NoSuchKey (400), not a link EPERM 500', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    await expectAnswer(
      {
        method: 'POST',
        path: '/storage/v1/bucket',
        headers: withJson(service()),
        body: json({ id: 'fuzz-folders' }),
      },
      [200, 400],
    );
    await expectAnswer(
      {
        method: 'POST',
        path: '/storage/v1/object/fuzz-folders/a/b.png',
        headers: [...service(), ['content-type', 'image/png'], ['x-upsert', 'true']],
        body: new Uint8Array(png),
      },
      200,
    );
    const out = await expectAnswer(
      {
        method: 'POST',
        path: '/storage/v1/object/move',
        headers: withJson(service()),
        body: json({ bucketId: 'fuzz-folders', sourceKey: 'a', destinationKey: 'c' }),
      },
      400,
    );
    expect(JSON.parse(out.text)).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('fuzz regressions: the after-check itself', () => {
  it('fails on a 500 and on a hang, allows a 503 that explains itself', () => {
    const base = { ms: 1, contentType: 'application/json', text: '{"message":"restarting"}' };
    expect(problemOf({ ...base, status: 500 })).toBe('status 500');
    expect(problemOf({ ...base, status: 502 })).toBe('status 502');
    expect(problemOf({ ...base, status: 'timeout' })).toMatch(/no answer/);
    expect(problemOf({ ...base, status: 503 })).toBeNull();
    expect(problemOf({ ...base, status: 503, text: 'busy', contentType: 'text/plain' })).toBe(
      'status 503',
    );
  });
});
