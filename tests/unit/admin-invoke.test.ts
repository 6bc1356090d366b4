/**
 * The admin functions' answers (issue 19's contract) as the failures the admin machines branch on:
 * the code from the body when it names one, else from the status; no answer at all is `network`.
 */
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { type FunctionsClient, invokeAdmin } from '../../src/services/admin/invoke';

function clientAnswering(answer: () => Promise<{ data: unknown; error: unknown }>) {
  const calls: { name: string; options: unknown }[] = [];
  const client = {
    functions: {
      invoke: (name: string, options: unknown) => {
        calls.push({ name, options });
        return answer();
      },
    },
  } as unknown as FunctionsClient;
  return { client, calls };
}

const refusal = (status: number, body: unknown) =>
  new FunctionsHttpError(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );

describe('invokeAdmin', () => {
  it('posts the action and its parameters and resolves with the answer', async () => {
    const { client, calls } = clientAnswering(async () => ({ data: { total: 3 }, error: null }));
    await expect(
      invokeAdmin(client, 'admin-stats', { action: 'overview', days: 30 }),
    ).resolves.toEqual({ total: 3 });
    expect(calls).toEqual([
      { name: 'admin-stats', options: { method: 'POST', body: { action: 'overview', days: 30 } } },
    ]);
  });

  it.each([
    [401, { error: 'unauthorized' }, { code: 'unauthorized', message: 'unauthorized' }],
    [403, { error: 'forbidden' }, { code: 'forbidden', message: 'forbidden' }],
    [
      400,
      { error: 'invalid', field: 'hours' },
      { code: 'invalid', field: 'hours', message: 'invalid' },
    ],
    [400, { error: 'self' }, { code: 'self', message: 'self' }],
    [400, { error: 'weak_password' }, { code: 'weak_password', message: 'weak_password' }],
    [404, { error: 'not_found' }, { code: 'not_found', message: 'not_found' }],
    [409, { error: 'email_taken' }, { code: 'email_taken', message: 'email_taken' }],
    // A body that names no code of the contract (a proxy's page): the status tells.
    [403, '<html>denied</html>', { code: 'forbidden', message: 'HTTP 403' }],
    [500, { error: 'boom' }, { code: 'unknown', message: 'boom' }],
  ])('turns %i %j into %j', async (status, body, failure) => {
    const { client } = clientAnswering(async () => ({
      data: null,
      error: refusal(status, body),
    }));
    await expect(invokeAdmin(client, 'admin-users', { action: 'list' })).rejects.toEqual(failure);
  });

  it('says network when the function could not be reached', async () => {
    const { client } = clientAnswering(async () => ({
      data: null,
      error: new FunctionsFetchError(new TypeError('Failed to fetch')),
    }));
    await expect(invokeAdmin(client, 'admin-audit', { action: 'list' })).rejects.toMatchObject({
      code: 'network',
    });
  });
});
