import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEST_PASSWORD, type Person, call, person } from './support/admin';
import { anonClient, clientWithToken, serviceClient } from './support/stack';

/**
 * Every admin function (issue 19), whatever the browser sends: 401 `unauthorized` to a visitor
 * and to a token whose session has ended, 403 `forbidden` to a member, also one who wrote
 * `role: admin` into their own user_metadata; an admin gets past the check (to the body's own
 * 400). The functions are every supabase/functions/admin-* there is, so a new one is checked as
 * soon as it exists. Each function's 200s and effects are in its own test file.
 */

const FUNCTIONS = fs
  .readdirSync(path.resolve('supabase/functions'))
  .filter((name) => name.startsWith('admin-'))
  .filter((name) => fs.existsSync(path.resolve('supabase/functions', name, 'handler.ts')));

let admin: Person;
let member: Person;
let selfMadeAdmin: Person;
let endedToken: string;

beforeAll(async () => {
  [admin, member, selfMadeAdmin] = await Promise.all([
    person('access-admin', { role: 'admin' }),
    person('access-member'),
    person('access-self-made'),
  ]);
  expect(
    (await selfMadeAdmin.client.auth.updateUser({ data: { role: 'admin' } })).error,
  ).toBeNull();
  const ended = anonClient();
  const { data } = await ended.auth.signInWithPassword({
    email: member.email,
    password: ADMIN_TEST_PASSWORD,
  });
  endedToken = data.session!.access_token;
  expect((await ended.auth.signOut({ scope: 'local' })).error).toBeNull();
});

afterAll(async () => {
  for (const p of [admin, member, selfMadeAdmin]) await serviceClient().auth.admin.deleteUser(p.id);
});

it('finds the admin functions', () => {
  expect(FUNCTIONS).toEqual(expect.arrayContaining(['admin-audit', 'admin-users']));
});

describe.each(FUNCTIONS)('%s', (name) => {
  it('answers 401 to a visitor and to an ended session, 403 to members, and lets an admin through', async () => {
    const body = { action: 'list' };
    expect(await call(anonClient(), name, body)).toEqual({
      status: 401,
      body: { error: 'unauthorized' },
    });
    expect(await call(clientWithToken(endedToken), name, body)).toEqual({
      status: 401,
      body: { error: 'unauthorized' },
    });
    for (const who of [member, selfMadeAdmin]) {
      expect(await call(who.client, name, body)).toEqual({
        status: 403,
        body: { error: 'forbidden' },
      });
    }
    expect(await call(admin.client, name, { action: 'no-such-action' })).toEqual({
      status: 400,
      body: { error: 'invalid', field: 'action' },
    });
  });
});
