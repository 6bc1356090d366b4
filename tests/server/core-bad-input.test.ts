import { SignJWT } from 'jose';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../server/core/json-depth';
import { stack } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const res = await fetch(`${stack().apiUrl}/rest/v1${path}`, {
    ...rest,
    headers: {
      apikey: stack().anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string>),
    },
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body: body as Record<string, unknown>, headers: res.headers };
}

const expectPostgrestError = (body: Record<string, unknown>) =>
  expect(body).toEqual(
    expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  );

describe('bad input gets a 4xx JSON error, never a 5xx', () => {
  it('malformed JSON', async () => {
    const token = await userToken(SEED_USERS.dmitry.id);
    const r = await rest(`/profiles?id=eq.${SEED_USERS.dmitry.id}`, {
      method: 'PATCH',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"full_name": "x",',
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('PGRST102');
  });

  it('a mistyped column and an unknown column', async () => {
    const typed = await rest('/profiles?id=eq.not-a-uuid');
    expect(typed.status).toBe(400);
    expectPostgrestError(typed.body);
    expect(typed.body.code).toBe('22P02');
    const unknown = await rest('/profiles?select=nope');
    expect(unknown.status).toBe(400);
    expectPostgrestError(unknown.body);
  });

  it('an unknown table and a broken filter', async () => {
    const table = await rest('/no_such_table');
    expect([400, 404]).toContain(table.status);
    expectPostgrestError(table.body);
    const filter = await rest('/profiles?id=zz.1');
    expect(filter.status).toBe(400);
    expectPostgrestError(filter.body);
  });

  it('a body over the size limit', async () => {
    const huge = JSON.stringify({ full_name: 'x'.repeat(11 * 1024 * 1024) });
    const r = await rest('/profiles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: huge,
    });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ message: 'Request size limit exceeded' });
  });

  it('a streamed body (no Content-Length) that grows over the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 12) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${stack().apiUrl}/rest/v1/profiles`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('an oversized body for a mounted service', async () => {
    const res = await fetch(`${stack().apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request size limit exceeded' });
  });

  it('the probe that froze the database: an anonymous RPC nested 100,000 deep', async () => {
    const depth = 100_000;
    const r = await rest('/rpc/rsvp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"p_event_id":${'{"a":'.repeat(depth)}1${'}'.repeat(depth + 1)}`,
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual(
      expect.objectContaining({
        code: 'PGRST102',
        details: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
      }),
    );
    const after = await rest('/categories?select=id&limit=1');
    expect(after.status).toBe(200);
  });

  it('JSON nested past the limit, streamed or with no type, while the limit itself passes', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    // The brackets inside a string are text, not nesting.
    const atLimit = `{"full_name": "${'['.repeat(500)}", "x": ${nested(MAX_JSON_DEPTH - 1)}}`;
    const ok = await rest('/profiles?id=eq.00000000-0000-0000-0000-000000000000', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: atLimit,
    });
    expect(ok.body.code).not.toBe('PGRST102');
    const untyped = await rest('/rpc/rsvp', {
      method: 'POST',
      body: new Blob([`{"p_event_id": ${nested(MAX_JSON_DEPTH + 1)}}`]),
    });
    expect(untyped.status).toBe(400);
    expect(untyped.body.code).toBe('PGRST102');
    // Whatever the label says: PostgREST still read this one as JSON and the database froze.
    const labelled = await rest('/events', {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: `[{"time_zone": ${nested(2_000)}}]`,
    });
    expect(labelled.status).toBe(400);
    expect(labelled.body.code).toBe('PGRST102');
    const chunks = [
      '{"p_event_id":',
      '{"a":'.repeat(40),
      '{"a":'.repeat(40),
      '1',
      '}'.repeat(81),
    ].map((c) => new TextEncoder().encode(c));
    const res = await fetch(`${stack().apiUrl}/rest/v1/rpc/rsvp`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'Content-Type': 'application/vnd.pgrst.object+json' },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('a query whose parentheses nest past the limit, raw or percent-encoded', async () => {
    const depth = MAX_JSON_DEPTH + 1;
    const tree = `(${'or('.repeat(depth)}position.eq.2${')'.repeat(depth)})`;
    for (const or of [tree, encodeURIComponent(tree)]) {
      const r = await rest(`/categories?select=id&or=${or}`);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('PGRST100');
    }
    const shallow = `(${'or('.repeat(MAX_JSON_DEPTH - 1)}position.eq.2${')'.repeat(MAX_JSON_DEPTH - 1)})`;
    const ok = await rest(`/categories?select=id&or=${shallow}`);
    expect(ok.status).toBe(200);
  });

  it('a function call nested past the limit', async () => {
    const res = await fetch(`${stack().apiUrl}/functions/v1/health`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'Content-Type': 'application/json' },
      body: `{"a":${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'bad_json',
      message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('auth and storage hold the JSON they read to the same limit', async () => {
    const { apiUrl, anonKey, serviceRoleKey } = stack();
    const tooDeep = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const email = `deep-${Date.now()}@example.com`;
    const password = 'deep-json-2026';
    const created = await fetch(`${apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    const { id } = (await created.json()) as { id: string };
    const signedIn = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { access_token } = (await signedIn.json()) as { access_token: string };
    const headers = { apikey: anonKey, authorization: `Bearer ${access_token}` };

    const user = await fetch(`${apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: `{"data": ${tooDeep}}`,
    });
    expect(user.status).toBe(400);
    expect(await user.json()).toEqual(expect.objectContaining({ code: 'bad_json' }));

    const list = await fetch(`${apiUrl}/storage/v1/object/list/avatars`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: `{"prefix": "", "search": ${tooDeep}}`,
    });
    expect(list.status).toBe(400);
    expect(await list.json()).toEqual(expect.objectContaining({ error: 'InvalidRequest' }));

    const upload = await fetch(`${apiUrl}/storage/v1/object/avatars/${id}/deep.txt`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'text/plain',
        'x-metadata': Buffer.from(
          `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`,
        ).toString('base64'),
      },
      body: 'hello',
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toEqual(
      expect.objectContaining({
        message: `metadata: JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
      }),
    );
  });

  it("a bad token with a large body gets PostgREST's 401, not a broken connection", async () => {
    // PostgREST answers a bad token without reading the body and closes the connection: relayed,
    // that was a 503 (EPIPE) or a reset, depending on the body's size.
    const body = JSON.stringify([{ full_name: 'x'.repeat(400_000) }]);
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ role: 'authenticated' })}.`;
    for (const token of [unsigned, 'not-a-jwt']) {
      const r = await rest('/rpc/rsvp', {
        method: 'POST',
        token,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('PGRST301');
    }
    const expired = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(stack().jwtSecret));
    const late = await rest('/rpc/rsvp', {
      method: 'POST',
      token: expired,
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('PGRST303');
  });

  it('an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sub: SEED_USERS.dmitry.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(stack().jwtSecret));
    const r = await rest('/profiles', { token: expired });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('PGRST301');
    const asKey = await fetch(`${stack().apiUrl}/rest/v1/profiles`, {
      headers: { apikey: expired },
    });
    expect(asKey.status).toBe(401);
    expect((await asKey.json()).message).toBe('Invalid API key');
  });

  it('a token signed with another secret', async () => {
    const forged = await userToken(
      SEED_USERS.dmitry.id,
      {},
      'another-secret-that-is-32-chars-long!!',
    );
    const r = await rest('/profiles', { token: forged });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('PGRST301');
  });

  it('an unsigned token (alg none)', async () => {
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({
      sub: SEED_USERS.dmitry.id,
      role: 'service_role',
    })}.`;
    const r = await rest('/profiles', { token: none });
    expect(r.status).toBe(401);
    expectPostgrestError(r.body);
    const asKey = await fetch(`${stack().apiUrl}/rest/v1/profiles`, { headers: { apikey: none } });
    expect(asKey.status).toBe(401);
  });

  it('garbage in the Authorization header', async () => {
    const r = await rest('/profiles', { headers: { Authorization: 'Bearer ...' } });
    expect(r.status).toBe(401);
    expectPostgrestError(r.body);
  });

  it('a token for a role that does not exist', async () => {
    const token = await userToken(SEED_USERS.dmitry.id, { role: 'postgres_superuser' });
    const r = await rest('/profiles', { token });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expectPostgrestError(r.body);
  });

  it('a malformed URL and broken HTTP', async () => {
    const url = new URL(stack().apiUrl);
    const raw = (payload: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(url.port), url.hostname, () => socket.end(payload));
        let data = '';
        socket.on('data', (c) => (data += c.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
    expect(await raw('GET /rest/v1/%zz HTTP/1.1\r\nHost: x\r\napikey: y\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 4\d\d/,
    );
    expect(await raw('NONSENSE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    const health = await fetch(`${stack().apiUrl}/health`);
    expect(health.status).toBe(200);
  });

  it('stays up after all of the above', async () => {
    const r = await rest('/profiles?select=id&limit=1');
    expect(r.status).toBe(200);
  });
});
