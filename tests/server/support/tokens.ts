import { SignJWT } from 'jose';
import { stack } from './stack';

/** The seed's accounts (supabase/seed.sql); their passwords are in the README. */
export const SEED_USERS = {
  admin: { id: 'a1000000-0000-4000-8000-000000000001', email: 'admin@vstrechi.test' },
  dmitry: { id: 'a1000000-0000-4000-8000-000000000002', email: 'dmitry@vstrechi.test' },
  ekaterina: { id: 'a1000000-0000-4000-8000-000000000003', email: 'ekaterina@vstrechi.test' },
} as const;

/**
 * An access token as GoTrue would issue it for `sub`, signed with the stack's secret: lets
 * database-level tests act as a user without going through /auth/v1.
 */
export async function userToken(
  sub: string,
  extra: Record<string, unknown> = {},
  secret = stack().jwtSecret,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    app_metadata: { provider: 'email', providers: ['email'], role: 'business' },
    user_metadata: {},
    ...extra,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(secret));
}
