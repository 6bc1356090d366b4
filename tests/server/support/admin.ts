import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { type Client, anonClient, serviceClient } from './stack';

/**
 * The admin functions' tests (issue 19): people made for the test with the service role (a
 * fresh admin's audit rows are theirs alone), each signed in with the real supabase-js, and a
 * call that answers the function's status and JSON whatever it is.
 */

export const ADMIN_TEST_PASSWORD = 'Admin-tests-19';

export interface Person {
  id: string;
  email: string;
  client: Client;
}

/** An account made with the service role, not signed in (sign-ins have a budget per address). */
export async function account(
  label: string,
  {
    role = 'business',
    name = `Админ-тест ${label}`,
    confirmed = true,
  }: { role?: string; name?: string; confirmed?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@admin.vstrechi.test`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: ADMIN_TEST_PASSWORD,
    email_confirm: confirmed,
    app_metadata: { role },
    user_metadata: { full_name: name },
  });
  expect(error).toBeNull();
  return { id: data.user!.id, email };
}

/** An account of `role`, signed in with the real supabase-js. */
export async function person(
  label: string,
  options: { role?: string; name?: string } = {},
): Promise<Person> {
  const { id, email } = await account(label, options);
  const client = anonClient();
  expect(
    (await client.auth.signInWithPassword({ email, password: ADMIN_TEST_PASSWORD })).error,
  ).toBeNull();
  return { id, email, client };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** `supabase.functions.invoke(name, { body })` as the screens call it; any status answered. */
export async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  body: Record<string, unknown>,
): Promise<Answer<T>> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return { status: 200, body: data as T };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, body: (await res.json()) as T };
  }
  throw error;
}
