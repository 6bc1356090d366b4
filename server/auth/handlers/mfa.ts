import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Sql } from '../../core/types';
import type { AuthContext, Authenticated } from '../context';
import { isUuid, newId } from '../crypto';
import type { HttpError } from '../errors';
import { badRequest, forbidden, jsonResponse, notFound, unprocessable } from '../errors';
import { factorJson, factorsOf, type FactorRow } from '../mfa';
import { clientIp, readJson } from '../request';
import { addAmrClaim, findSession, respond } from '../sessions';
import { findUserById } from '../users';
import { generateRefreshToken } from '../crypto';

/** GoTrue's MFA challenge expiry default (GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION). */
const CHALLENGE_EXPIRY_SECONDS = 300;

/** pquerna/otp's defaults, which GoTrue uses: SHA-1, 6 digits, 30 s, one step of skew. */
function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret });
}

/** GoTrue's requireNotAnonymous on /factors. */
async function member(ctx: AuthContext, req: Request): Promise<Authenticated> {
  const auth = await ctx.authenticate(req);
  if (auth.user.is_anonymous) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  return auth;
}

async function sessionAal(ctx: AuthContext, sessionId: string | null): Promise<string> {
  if (!sessionId) return 'aal1';
  const session = await ctx.tx((sql) => findSession(sql, sessionId));
  return session?.aal ?? 'aal1';
}

async function ownedFactor(sql: Sql, userId: string, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await sql.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2 for update',
    [factorId, userId],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

/** POST /factors (auth-js mfa.enroll): a TOTP secret, its otpauth URI and GoTrue's SVG QR code. */
export async function enrollFactor(ctx: AuthContext, req: Request): Promise<Response> {
  const auth = await member(ctx, req);
  const p = await readJson(
    req,
    { factor_type: 'string', friendly_name: 'string', issuer: 'string', phone: 'string' },
    'EnrollFactorParams',
  );
  const type = p.factor_type ?? '';
  if (type === 'phone')
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (type !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!ctx.cfg.mfaTotpEnroll) {
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  }
  const friendlyName = p.friendly_name ?? '';
  const aal = await sessionAal(ctx, auth.sessionId);
  const issuer = p.issuer || new URL(ctx.cfg.siteUrl).host;
  const secret = new Secret({ size: 20 }).base32;
  const totp = totpOf(secret, issuer, auth.user.email ?? '');
  const uri = totp.toString();
  const id = newId();
  await ctx.tx(async (sql) => {
    await findUserById(sql, auth.user.id, true);
    const factors = await factorsOf(sql, auth.user.id);
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    }
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (
      factors.length >= ctx.cfg.mfaMaxEnrolledFactors ||
      verified >= ctx.cfg.mfaMaxEnrolledFactors
    ) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (verified > 0 && aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const now = new Date(ctx.now());
    await sql.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
      [id, auth.user.id, friendlyName, now, secret],
    );
  });
  return jsonResponse(req, 200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: renderSVG(uri, { ecc: 'H' }), secret, uri },
  });
}

/** POST /factors/{id}/challenge. */
export async function challengeFactor(
  ctx: AuthContext,
  req: Request,
  factorId: string,
): Promise<Response> {
  const auth = await member(ctx, req);
  const challenge = await ctx.tx(async (sql) => {
    const factor = await ownedFactor(sql, auth.user.id, factorId);
    if (factor.factor_type === 'totp' && !ctx.cfg.mfaTotpVerify) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
    const now = new Date(ctx.now());
    const id = newId();
    await sql.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4::inet)`,
      [id, factor.id, now, ipOrLocal(req)],
    );
    await sql.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [
      factor.id,
      now,
    ]);
    return {
      id,
      type: factor.factor_type,
      expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
    };
  });
  return jsonResponse(req, 200, challenge);
}

function ipOrLocal(req: Request): string {
  const ip = clientIp(req);
  return /^[0-9a-f.:]+$/i.test(ip) && ip.length > 1 ? ip : '127.0.0.1';
}

/**
 * POST /factors/{id}/verify: a right code verifies the factor (first time) and lifts the session
 * to aal2 with `totp` in its amr, answering with new tokens, as GoTrue's verifyTOTPFactor does.
 */
export async function verifyFactor(
  ctx: AuthContext,
  req: Request,
  factorId: string,
): Promise<Response> {
  const auth = await member(ctx, req);
  const p = await readJson(req, { challenge_id: 'string', code: 'string' }, 'VerifyFactorParams');
  const outcome = await ctx.tx(async (sql) => {
    const factor = await ownedFactor(sql, auth.user.id, factorId);
    if (factor.factor_type === 'totp' && !ctx.cfg.mfaTotpVerify) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
    const { rows } = await sql.query<{ id: string; created_at: Date; ip_address: string }>(
      'select id, created_at, host(ip_address) as ip_address from auth.mfa_challenges where id = $1 and factor_id = $2 for update',
      [isUuid(p.challenge_id) ? p.challenge_id : '00000000-0000-0000-0000-000000000000', factor.id],
    );
    const challenge = rows[0];
    if (!challenge) {
      throw unprocessable(
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    }
    if (challenge.ip_address !== ipOrLocal(req)) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (ctx.now() > challenge.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
      await sql.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
      return {
        error: unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }
    const valid =
      totpOf(factor.secret ?? '').validate({
        token: p.code ?? '',
        timestamp: ctx.now(),
        window: 1,
      }) !== null;
    if (!valid) {
      return { error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
    }
    const now = new Date(ctx.now());
    await sql.query('update auth.mfa_challenges set verified_at = $2 where id = $1', [
      challenge.id,
      now,
    ]);
    if (factor.status !== 'verified') {
      await sql.query(
        `update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1`,
        [factor.id, now],
      );
      // GoTrue drops the user's other unverified factors once one is verified.
      await sql.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and id <> $2`,
        [auth.user.id, factor.id],
      );
    }
    if (!auth.sessionId) throw forbidden('session_not_found', 'Session not found');
    await sql.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1`,
      [auth.sessionId, factor.id, now],
    );
    await addAmrClaim(sql, auth.sessionId, 'totp', now);
    // The session's refresh token is swapped for a child, so the old one cannot mint aal1 tokens.
    const { rows: current } = await sql.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [auth.sessionId],
    );
    await sql.query(
      `update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and revoked = false`,
      [auth.sessionId, now],
    );
    const token = generateRefreshToken();
    await sql.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
      [token, auth.user.id, now, current[0]?.token ?? null, auth.sessionId],
    );
    return { session: await respond(sql, ctx.cfg, auth.user.id, auth.sessionId, token, ctx.now()) };
  });
  // A wrong code or a stale challenge is answered after the transaction commits what it changed.
  if ('error' in outcome) throw outcome.error as HttpError;
  return jsonResponse(req, 200, outcome.session);
}

/** DELETE /factors/{id}: a verified factor only from an aal2 session; sessions drop to aal1. */
export async function unenrollFactor(
  ctx: AuthContext,
  req: Request,
  factorId: string,
): Promise<Response> {
  const auth = await member(ctx, req);
  const aal = await sessionAal(ctx, auth.sessionId);
  await ctx.tx(async (sql) => {
    const factor = await ownedFactor(sql, auth.user.id, factorId);
    if (factor.status === 'verified' && aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await deleteFactor(sql, factor);
  });
  return jsonResponse(req, 200, { id: factorId });
}

/** models.Factor's delete with DowngradeSessionsToAAL1. */
async function deleteFactor(sql: Sql, factor: FactorRow): Promise<void> {
  await sql.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  await sql.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [
    factor.id,
  ]);
  await sql.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.user_id = $1 and c.authentication_method = 'totp'
        and not exists (select 1 from auth.mfa_factors f where f.user_id = $1 and f.status = 'verified')`,
    [factor.user_id],
  );
}

function adminTarget(param: string): { userId: string; factorId: string | null } {
  const [userId = '', factorId = null] = param.split('/');
  if (!isUuid(userId)) throw notFound('validation_failed', 'user_id must be an UUID');
  return { userId, factorId };
}

/** GET /admin/users/{id}/factors (auth-js admin.mfa.listFactors). */
export async function adminListFactors(
  ctx: AuthContext,
  req: Request,
  param: string,
): Promise<Response> {
  const { userId } = adminTarget(param);
  const factors = await ctx.tx(async (sql) => {
    if (!(await findUserById(sql, userId))) throw notFound('user_not_found', 'User not found');
    return factorsOf(sql, userId);
  });
  return jsonResponse(req, 200, factors.map(factorJson));
}

/** DELETE /admin/users/{id}/factors/{factor} (auth-js admin.mfa.deleteFactor). */
export async function adminDeleteFactor(
  ctx: AuthContext,
  req: Request,
  param: string,
): Promise<Response> {
  const { userId, factorId } = adminTarget(param);
  const factor = await ctx.tx(async (sql) => {
    if (!(await findUserById(sql, userId))) throw notFound('user_not_found', 'User not found');
    const f = await ownedFactor(sql, userId, factorId ?? '');
    await deleteFactor(sql, f);
    return f;
  });
  return jsonResponse(req, 200, factorJson(factor));
}
