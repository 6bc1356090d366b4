import type { Sql } from '../core/types';
import type { AuthContext } from './context';
import { newId, verifyPkce } from './crypto';
import { badRequest, notFound, unprocessable } from './errors';
import { findUserById, type UserRow } from './users';

/**
 * GoTrue's PKCE flow state (models/flow_state.go), in one place: a request that carries a code
 * challenge records a flow, the emailed link stamps the flow's auth code, and
 * `POST /token?grant_type=pkce` spends the code with its verifier for a session.
 */

export type FlowType = 'pkce' | 'implicit';

/** What a request asked for: no challenge (implicit), or a checked challenge to record. */
export type PkceRequest =
  { flow: 'implicit' } | { flow: 'pkce'; method: string; challenge: string };

export const IMPLICIT: PkceRequest = { flow: 'implicit' };

const CODE_CHALLENGE_RE = /^[a-zA-Z._~0-9-]+$/;

/** GoTrue's validatePKCEParams, in its order of checks and with its messages. */
export function pkceRequest(
  method: string | undefined,
  challenge: string | undefined,
): PkceRequest {
  const m = method ?? '';
  const c = challenge ?? '';
  if ((m === '') !== (c === '')) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  if (c === '') return IMPLICIT;
  if (c.length < 43 || c.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!CODE_CHALLENGE_RE.test(c)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  if (!['s256', 'plain'].includes(m.toLowerCase())) {
    throw badRequest('validation_failed', `unsupported code_challenge method "${m}"`);
  }
  return { flow: 'pkce', method: m, challenge: c };
}

/** The flow-state method a verification type resumes (models.ParseAuthenticationMethod). */
export const FLOW_METHOD: Readonly<Record<string, string>> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** The provider_type GoTrue records with each flow an email starts. */
const PROVIDER_TYPE = {
  signup: 'email',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** Records the flow an email of `type` will resume; an implicit request records nothing. */
export async function startFlow(
  ctx: AuthContext,
  sql: Sql,
  pkce: PkceRequest,
  userId: string,
  type: keyof typeof PROVIDER_TYPE,
): Promise<void> {
  if (pkce.flow !== 'pkce') return;
  const now = new Date(ctx.now());
  await sql.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
        provider_access_token, provider_refresh_token, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, '', '', $7, $7, $8)`,
    [
      newId(),
      userId,
      newId(),
      pkce.method.toLowerCase(),
      pkce.challenge,
      PROVIDER_TYPE[type],
      now,
      FLOW_METHOD[type],
    ],
  );
}

/** The emailed link was used: the user's newest flow for `type` gets its code's start time. */
export async function issueAuthCode(
  ctx: AuthContext,
  sql: Sql,
  userId: string,
  type: string,
): Promise<string> {
  const { rows } = await sql.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
      order by created_at desc limit 1 for update`,
    [userId, FLOW_METHOD[type]],
  );
  if (!rows[0]) {
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    );
  }
  const now = new Date(ctx.now());
  await sql.query(
    'update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1',
    [rows[0].id, now],
  );
  return rows[0].auth_code;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

/**
 * Spends an auth code and its verifier: the flow's user and how they authenticated, for the
 * session that follows in the same transaction. A code works once.
 */
export async function exchangeAuthCode(
  ctx: AuthContext,
  sql: Sql,
  authCode: string,
  verifier: string,
): Promise<{ user: UserRow; authenticationMethod: string }> {
  const { rows } = await sql.query<FlowStateRow>(
    `select id, user_id, code_challenge, code_challenge_method::text as code_challenge_method,
            authentication_method, created_at, auth_code_issued_at
       from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  // Emailed flows count from when the link was used, else a link opened after five minutes
  // could never complete.
  const start = (flow.auth_code_issued_at ?? flow.created_at).getTime();
  if (ctx.now() > start + ctx.cfg.flowStateExpirySeconds * 1000) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const user = await findUserById(sql, flow.user_id);
  if (!user) throw notFound('user_not_found', 'User not found');
  if (!verifyPkce(flow.code_challenge, flow.code_challenge_method, verifier)) {
    throw badRequest(
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await sql.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { user, authenticationMethod: flow.authentication_method };
}
