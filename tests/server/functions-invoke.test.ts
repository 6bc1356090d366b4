/** /functions/v1 through supabase-js against the running stack, as the app calls it. */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, clientWithToken, stack } from './support/stack';

describe('functions.invoke', () => {
  it('runs the health function with the anon key', async () => {
    const { data, error } = await anonClient().functions.invoke<{ ok: boolean; time: string }>(
      'health',
    );
    expect(error).toBeNull();
    expect(data?.ok).toBe(true);
    expect(Number.isNaN(Date.parse(data!.time))).toBe(false);
  });

  it('reports an unknown function as a 404 FunctionsHttpError', async () => {
    const { data, error } = await anonClient().functions.invoke('no-such-function');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });

  it('refuses an invalid user token with 401', async () => {
    const { error } = await clientWithToken('not-a-jwt').functions.invoke('health');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(((error as FunctionsHttpError).context as Response).status).toBe(401);
  });

  it('refuses names with path characters', async () => {
    const res = await fetch(`${stack().apiUrl}/functions/v1/..%2Fhealth`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, authorization: `Bearer ${stack().anonKey}` },
    });
    expect(res.status).toBe(400);
  });
});
