import type { AuthContext } from '../context';
import { AuthContext as Ctx } from '../context';
import { checkPassword } from '../crypto';
import type { PendingEmail } from '../emails';
import { badRequest, forbidden, jsonResponse, unprocessable } from '../errors';
import { pkceRequest, startFlow } from '../pkce';
import { readJson } from '../request';
import { findSession, withFactors } from '../sessions';
import { convertAnonymous } from '../users';
import { verifyNonce } from './otp';

const DAY_MS = 24 * 60 * 60 * 1000;
import {
  clearOneTimeTokens,
  findUserByEmail,
  findUserById,
  identitiesOf,
  mergeUserMetadata,
  userJson,
} from '../users';

export async function getUser(ctx: AuthContext, req: Request): Promise<Response> {
  const { claims, user } = await ctx.authenticate(req);
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (!aud || aud !== (user.aud ?? 'authenticated')) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  const body = await ctx.tx(async (sql) =>
    withFactors(sql, userJson(user, await identitiesOf(sql, user.id))),
  );
  return jsonResponse(req, 200, body);
}

/** PUT /user (auth-js updateUser): password, user_metadata (`data`) and email; never app_metadata. */
export async function updateUser(ctx: AuthContext, req: Request): Promise<Response> {
  const auth = await ctx.authenticate(req);
  ctx.rateLimit(req, 'signInSignUp');
  const p = await readJson(
    req,
    {
      email: 'string',
      password: 'string',
      nonce: 'string',
      data: 'object',
      app_metadata: 'object',
      phone: 'string',
      channel: 'string',
      code_challenge: 'string',
      code_challenge_method: 'string',
    },
    'UserUpdateParams',
  );
  const passwordGiven = p.password !== undefined;

  const email = p.email ? ctx.validateEmail(p.email) : '';
  if (p.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (passwordGiven) ctx.checkPasswordStrength(p.password ?? '');
  if (p.app_metadata) {
    // GoTrue's isAdmin(user) is about the user's own role; ordinary accounts never pass it.
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const pkce = pkceRequest(p.code_challenge_method, p.code_challenge);
  const user = auth.user;
  if (user.is_anonymous && p.password && !email) {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    );
  }
  // [auth.email] secure_password_change: a session older than a day needs the emailed nonce.
  let nonceNeeded = false;
  if (passwordGiven && ctx.cfg.securePasswordChange) {
    const session = auth.sessionId
      ? await ctx.tx((sql) => findSession(sql, auth.sessionId!))
      : null;
    nonceNeeded = !session || ctx.now() > session.created_at.getTime() + DAY_MS;
    if (nonceNeeded && !p.nonce) {
      throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
    }
  }

  if (email && email !== user.email) {
    const other = await ctx.tx((sql) => findUserByEmail(sql, email));
    if (other && other.id !== user.id) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
  }

  let newHash: string | null = null;
  if (passwordGiven && p.password) {
    if (await checkPassword(p.password, user.encrypted_password || null)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    newHash = await ctx.hashPassword(p.password);
  }
  const redirectTo = ctx.referrer(req);

  let mails: PendingEmail[] = [];
  let body: Record<string, unknown>;
  try {
    body = await ctx.tx(async (sql) => {
      const now = new Date(ctx.now());
      // The row is locked first, so two updates of one account apply one after the other.
      const locked = (await findUserById(sql, user.id, true))!;
      if (nonceNeeded) await verifyNonce(ctx, sql, locked, p.nonce!);
      if (newHash !== null) {
        await sql.query(
          `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
              recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
              email_change_token_new = '', email_change_sent_at = null, reauthentication_token = '',
              reauthentication_sent_at = null, updated_at = $3 where id = $1`,
          [user.id, newHash, now],
        );
        await clearOneTimeTokens(sql, user.id);
        // GoTrue's UpdatePassword: every other session ends, the one making the change stays.
        if (auth.sessionId) {
          await sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [
            user.id,
            auth.sessionId,
          ]);
        } else {
          await sql.query('delete from auth.sessions where user_id = $1', [user.id]);
        }
      }
      if (p.data) await mergeUserMetadata(sql, user.id, 'raw_user_meta_data', p.data, now);
      const current = (await findUserById(sql, user.id, true))!;
      if (email && current.is_anonymous && ctx.cfg.mailerAutoconfirm) {
        // GoTrue: with autoconfirm an anonymous user becomes a permanent one at once.
        await convertAnonymous(sql, current, email, now);
      } else if (email && email !== current.email) {
        await startFlow(ctx, sql, pkce, user.id, 'email_change');
        mails = await ctx.prepareEmailChange(sql, req, current, email, pkce.flow, redirectTo);
      }
      const reloaded = (await findUserById(sql, user.id))!;
      return userJson(reloaded, await identitiesOf(sql, user.id));
    });
  } catch (e) {
    throw Ctx.mapDbError(e);
  }
  await ctx.send(mails);
  return jsonResponse(req, 200, body);
}
