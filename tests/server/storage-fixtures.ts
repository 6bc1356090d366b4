/**
 * Users and files for the storage tests against the running stack. Users are real rows created
 * through the admin API; their tokens are minted with the stack's secret instead of a password
 * sign-in, so these tests do not spend the sign-in rate limit other test files rely on.
 */
import { randomUUID } from 'node:crypto';
import { signJwt } from '../../server/core/jwt';
import { clientWithToken, serviceClient, stack, type Client } from './support/stack';

export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: Client;
}

export async function createTestUser(label: string): Promise<TestUser> {
  const email = `storage-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: `Pw-${randomUUID()}`,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(`could not create ${email}: ${error?.message}`);
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    {
      role: 'authenticated',
      aud: 'authenticated',
      sub: data.user.id,
      email,
      iat: now,
      exp: now + 3600,
      app_metadata: { provider: 'email' },
    },
    stack().jwtSecret,
  );
  return { id: data.user.id, email, token, client: clientWithToken(token) };
}

export { samples } from './storage-harness';

export const asBlob = (bytes: Uint8Array, type: string) =>
  new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
