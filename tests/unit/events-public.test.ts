// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../../src/services/config';
import { readPublic } from '../../src/services/events-public';

afterEach(() => vi.unstubAllGlobals());

describe('readPublic', () => {
  it('sends a simple CORS request: the key in the query, no header that would need a preflight', async () => {
    const fetch = vi.fn(async () => new Response('[{"id":1}]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const rows = await readPublic<{ id: number }[]>(
      '/event_catalogue',
      new URLSearchParams({ select: 'id', status: 'eq.published' }),
    );
    expect(rows).toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit | undefined];
    expect(init?.headers).toBeUndefined();
    const sent = new URL(url);
    expect(`${sent.origin}${sent.pathname}`).toBe(`${SUPABASE_URL}/rest/v1/event_catalogue`);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      select: 'id',
      status: 'eq.published',
      apikey: SUPABASE_ANON_KEY,
    });
  });

  it("turns PostgREST's error into an events failure with its code", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"code":"22P02","message":"invalid input syntax for type uuid"}', {
            status: 400,
          }),
      ),
    );
    await expect(readPublic('/events', new URLSearchParams({ id: 'eq.x' }))).rejects.toMatchObject({
      code: expect.any(String),
    });
  });
});
