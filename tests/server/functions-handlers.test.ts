/**
 * /functions/v1 called directly: the runner's contract (names, JWT check, error mapping, forwarded
 * request) against fixture functions, and the real `health` function from supabase/functions.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_JWT_SECRET, localKeys, signJwt } from '../../server/core/jwt';
import type { Service, ServiceContext } from '../../server/core/types';
import {
  createFunctionsService,
  createFunctionsServiceWith,
  functionsWithoutJwt,
} from '../../server/functions/index';
import health from '../../supabase/functions/health/handler.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASE = 'http://127.0.0.1:54321/functions/v1';

let fixtures: Service;
let real: Service;
let anonKey: string;

const ctx = { config: { jwtSecret: LOCAL_JWT_SECRET } } as unknown as ServiceContext;

function call(service: Service, method: string, rawPath: string, init: RequestInit = {}) {
  return service.handle(
    new Request(`${BASE}${rawPath}`, { method, ...init }),
    rawPath.split('?')[0]!,
  );
}

const auth = () => ({ authorization: `Bearer ${anonKey}`, apikey: anonKey });

beforeAll(async () => {
  anonKey = (await localKeys()).anonKey;
  fixtures = createFunctionsServiceWith(ctx, {
    functionsDir: path.join(here, 'functions-fixtures', 'functions'),
    configToml: path.join(here, 'functions-fixtures', 'config.toml'),
  });
  real = await createFunctionsService(ctx);
});

describe('the health function', () => {
  it('answers ok with the time, directly and through the runner', async () => {
    const direct = await health(new Request('http://x/health'));
    expect(await direct.json()).toMatchObject({ ok: true });
    const res = await call(real, 'POST', '/health', { headers: auth() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; time: string };
    expect(body.ok).toBe(true);
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
  });

  it('answers a CORS preflight itself, as it must when deployed', async () => {
    const res = await health(new Request('http://x/health', { method: 'OPTIONS' }));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the runner', () => {
  it('forwards method, path, query, body and the caller headers', async () => {
    const res = await call(fixtures, 'PUT', '/echo/sub/path?x=1', {
      headers: { ...auth(), 'content-type': 'text/plain' },
      body: 'привет',
    });
    expect(await res.json()).toEqual({
      method: 'PUT',
      path: '/echo/sub/path',
      search: '?x=1',
      authorization: `Bearer ${anonKey}`,
      apikey: anonKey,
      body: 'привет',
    });
  });

  it('answers 404 for unknown names and for folders without handler.ts', async () => {
    for (const name of ['nope', 'deno-only', '']) {
      const res = await call(fixtures, 'POST', `/${name}`, { headers: auth() });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      });
    }
  });

  it.each(['..%2F..%2Fserver', '%2E%2E', '_shared', 'a%5Cb', 'echo%00', 'x.ts'])(
    'refuses the name %s',
    async (name) => {
      const res = await call(fixtures, 'POST', `/${name}`, { headers: auth() });
      expect(res.status).toBe(400);
    },
  );

  it('maps a throwing, a non-Response and a broken function to JSON errors and keeps serving', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const thrown = await call(fixtures, 'POST', '/throws', { headers: auth() });
      expect(thrown.status).toBe(500);
      expect(await thrown.json()).toMatchObject({ code: 'WORKER_ERROR' });
      const odd = await call(fixtures, 'POST', '/not-a-response', { headers: auth() });
      expect(odd.status).toBe(500);
      const broken = await call(fixtures, 'POST', '/broken', { headers: auth() });
      expect(broken.status).toBe(503);
      expect(await broken.json()).toMatchObject({ code: 'BOOT_ERROR' });
    } finally {
      quiet.mockRestore();
    }
    expect((await call(fixtures, 'GET', '/echo', { headers: auth() })).status).toBe(200);
  });

  it('verifies the JWT unless config.toml says verify_jwt = false', async () => {
    const missing = await call(fixtures, 'POST', '/echo');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const expired = await signJwt(
      { role: 'anon', exp: Math.floor(Date.now() / 1000) - 5 },
      LOCAL_JWT_SECRET,
    );
    const bad = await call(fixtures, 'POST', '/echo', {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    const open = await call(fixtures, 'GET', '/open');
    expect(open.status).toBe(200);
    expect(await open.text()).toBe('open');
  });

  it('reads verify_jwt only from [functions.<name>] sections', () => {
    const toml = `[functions.a]\nverify_jwt = false\n[functions."b"]\nverify_jwt = false # why\n[auth]\nverify_jwt = false\n[functions.c]\n# verify_jwt = false\n`;
    expect([...functionsWithoutJwt(toml)].sort()).toEqual(['a', 'b']);
  });
});
