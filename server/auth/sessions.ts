import { isIP } from 'node:net';
import { signJwt } from '../core/jwt';
import type { Claims, Sql } from '../core/types';
import { generateRefreshToken, newId } from './crypto';
import { badRequest } from './errors';
import { factorJson, factorsOf } from './mfa';
import type { ResolvedAuthConfig } from './settings';
import { identitiesOf, isBanned, userJson, type UserRow } from './users';

export interface GrantInfo {
  userAgent: string | null;
  ip: string;
}

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  not_after: Date | null;
  aal: string | null;
}

interface RefreshTokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: unknown;
}

export async function findSession(sql: Sql, id: string): Promise<SessionRow | null> {
  const { rows } = await sql.query<SessionRow>(
    'select id, user_id, created_at, not_after, aal from auth.sessions where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

async function amrOf(sql: Sql, sessionId: string) {
  const { rows } = await sql.query<{ authentication_method: string; created_at: Date }>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
    [sessionId],
  );
  return rows.map((r) => ({
    method: r.authentication_method,
    timestamp: Math.floor(r.created_at.getTime() / 1000),
  }));
}

/** GoTrue's AddClaimToSession: one row per method, refreshed when the method is used again. */
export async function addAmrClaim(sql: Sql, sessionId: string, method: string, now: Date) {
  await sql.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [newId(), sessionId, now, method],
  );
}

export async function accessToken(
  sql: Sql,
  cfg: ResolvedAuthConfig,
  user: UserRow,
  sessionId: string,
  nowMs: number,
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + cfg.jwtExpirySeconds;
  const claims: Claims = {
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    iss: cfg.issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: (await findSession(sql, sessionId))?.aal ?? 'aal1',
    amr: await amrOf(sql, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: await signJwt(claims, cfg.jwtSecret), expiresAt: exp, expiresIn: exp - iat };
}

export async function respond(
  sql: Sql,
  cfg: ResolvedAuthConfig,
  userId: string,
  sessionId: string,
  refreshToken: string,
  nowMs: number,
): Promise<TokenResponse> {
  const { rows } = await sql.query<UserRow>('select * from auth.users where id = $1', [userId]);
  const user = rows[0]!;
  const at = await accessToken(sql, cfg, user, sessionId, nowMs);
  return {
    access_token: at.token,
    token_type: 'bearer',
    expires_in: at.expiresIn,
    expires_at: at.expiresAt,
    refresh_token: refreshToken,
    user: await withFactors(sql, userJson(user, await identitiesOf(sql, userId))),
  };
}

/** GoTrue's user JSON carries `factors` once the user has any (auth-js reads them there). */
export async function withFactors(
  sql: Sql,
  user: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const factors = await factorsOf(sql, String(user.id));
  return factors.length > 0 ? { ...user, factors: factors.map(factorJson) } : user;
}

/** GoTrue's IssueRefreshToken: a new session, its first refresh token and an access token. */
export async function issueSession(
  sql: Sql,
  cfg: ResolvedAuthConfig,
  user: UserRow,
  method: string,
  grant: GrantInfo,
  nowMs: number,
): Promise<TokenResponse> {
  const now = new Date(nowMs);
  const sessionId = newId();
  await sql.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5::inet)`,
    [sessionId, user.id, now, grant.userAgent, isIP(grant.ip) ? grant.ip : null],
  );
  await addAmrClaim(sql, sessionId, method, now);
  const token = generateRefreshToken();
  await sql.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, null, $4)`,
    [token, user.id, now, sessionId],
  );
  await sql.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [
    user.id,
    now,
  ]);
  await sql.query(
    `update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'`,
    [user.id, now],
  );
  return respond(sql, cfg, user.id, sessionId, token, nowMs);
}

/**
 * GoTrue's RefreshTokenGrant with rotation. A used token may be replayed within the reuse interval
 * (the client lost the answer): the parent of the active token gets that token back, an older one
 * a new child. After the interval any replay, the active token's parent included, is treated as
 * theft and revokes the whole session (GoTrue checks the parent first and so hands the active
 * token to a replay of any age; issue 22). Returns `{ error }` instead of throwing when the
 * revocation must still be committed.
 */
export async function refreshSession(
  sql: Sql,
  cfg: ResolvedAuthConfig,
  refreshToken: string,
  nowMs: number,
): Promise<TokenResponse | { error: Error }> {
  const now = new Date(nowMs);
  const { rows } = await sql.query<RefreshTokenRow>(
    `select token, user_id, revoked, parent, session_id, updated_at from auth.refresh_tokens
      where token = $1 for update`,
    [refreshToken],
  );
  const token = rows[0];
  if (!token) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  const { rows: users } = await sql.query<UserRow>(
    'select * from auth.users where id::text = $1 for update',
    [token.user_id],
  );
  const user = users[0];
  if (!user) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (isBanned(user, nowMs)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  const session = token.session_id ? await findSession(sql, token.session_id) : null;
  if (!session) {
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (session.not_after && nowMs > session.not_after.getTime()) {
    throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
  }

  let issued: string | null = null;
  if (token.revoked) {
    const reuseUntil = token.updated_at.getTime() + cfg.refreshTokenReuseIntervalSeconds * 1000;
    if (nowMs > reuseUntil) {
      // GoTrue also bumps updated_at here, which reopens a 10 s reuse window for the tokens it
      // just revoked; keeping the old timestamps locks the thief and the victim out at once.
      await sql.query(
        `update auth.refresh_tokens set revoked = true where session_id = $1 and revoked = false`,
        [session.id],
      );
      return {
        error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      };
    }
    const { rows: active } = await sql.query<RefreshTokenRow>(
      `select token, parent from auth.refresh_tokens
        where session_id = $1 and revoked = false order by id desc limit 1`,
      [session.id],
    );
    if (active[0] && active[0].parent === token.token) issued = active[0].token;
  }
  if (!issued) {
    // A replayed token keeps the time it was first used: replaying it again must not stretch
    // its reuse window.
    if (!token.revoked) {
      await sql.query(
        'update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1',
        [token.token, now],
      );
    }
    issued = generateRefreshToken();
    await sql.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
      [issued, user.id, now, token.token, session.id],
    );
  }
  await sql.query('update auth.sessions set refreshed_at = $2, updated_at = $3 where id = $1', [
    session.id,
    now.toISOString().replace('Z', ''),
    now,
  ]);
  return respond(sql, cfg, user.id, session.id, issued, nowMs);
}

export async function logoutSessions(
  sql: Sql,
  userId: string,
  scope: 'global' | 'local' | 'others',
  sessionId: string | null,
): Promise<void> {
  if (scope === 'local' && sessionId) {
    await sql.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others' && sessionId) {
    await sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  } else {
    await sql.query('delete from auth.sessions where user_id = $1', [userId]);
  }
  // Tokens from before sessions existed have no session row to cascade from.
  if (scope === 'global' || !sessionId) {
    await sql.query('delete from auth.refresh_tokens where user_id = $1 and session_id is null', [
      userId,
    ]);
  }
}
