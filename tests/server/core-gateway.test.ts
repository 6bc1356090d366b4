import { describe, expect, it } from 'vitest';
import { anonClient, stack } from './support/stack';

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stack().apiUrl}/rest/v1${path}`, init);

describe('gateway', () => {
  it('answers /health without a key', async () => {
    const res = await fetch(`${stack().apiUrl}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', rest: true });
  });

  it('requires an apikey, as Kong does', async () => {
    const res = await rest('/profiles');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('refuses a key that is not a JWT signed with the project secret', async () => {
    const res = await rest('/profiles', { headers: { apikey: 'not-a-key' } });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Invalid API key');
  });

  it('accepts the key as a query parameter and does not pass it on as a filter', async () => {
    const res = await rest(`/profiles?select=id&apikey=${stack().anonKey}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('answers CORS preflights with the headers supabase-js sends', async () => {
    const res = await fetch(`${stack().apiUrl}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers':
          'authorization, apikey, x-client-info, content-type, prefer, accept-profile',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  it('exposes Content-Range so counts work from a browser', async () => {
    const res = await rest('/profiles?select=id', {
      headers: { apikey: stack().anonKey, Prefer: 'count=exact', Origin: 'http://x' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^\d+-\d+\/\d+$|^\*\/0$/);
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  // Browsers refuse a response with two Access-Control-Allow-Origin values ("*, *").
  it('sends exactly one Access-Control-Allow-Origin from REST, auth, storage and functions', async () => {
    const init = { headers: { apikey: stack().anonKey, Origin: 'http://127.0.0.1:5173' } };
    const answers = await Promise.all([
      rest('/profiles?select=id', init),
      fetch(`${stack().apiUrl}/auth/v1/settings`, init),
      fetch(`${stack().apiUrl}/storage/v1/object/public/avatars/none.webp`, init),
      fetch(`${stack().apiUrl}/functions/v1/health`, {
        method: 'POST',
        headers: { ...init.headers, Authorization: `Bearer ${stack().anonKey}` },
      }),
    ]);
    for (const res of answers) {
      await res.arrayBuffer();
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('gzips JSON answers of 1 KB or more for clients that ask, and supabase-js reads them', async () => {
    const query = '/events?select=*&order=id&limit=20';
    const asked = await rest(query, {
      headers: { apikey: stack().anonKey, 'Accept-Encoding': 'gzip' },
    });
    const rows = (await asked.json()) as unknown[];
    expect(rows.length).toBeGreaterThan(1);
    expect(JSON.stringify(rows).length).toBeGreaterThanOrEqual(1024);
    expect(asked.headers.get('content-encoding')).toBe('gzip');
    expect(asked.headers.get('vary')).toBe('Accept-Encoding');
    const { data, error } = await anonClient().from('events').select('*').order('id').limit(20);
    expect(error).toBeNull();
    expect(data).toEqual(rows);
  });

  it('answers unknown routes with Kong’s 404', async () => {
    const res = await fetch(`${stack().apiUrl}/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'no Route matched with those values' });
  });
});
