import { randomBytes } from 'node:crypto';
import type { Sql } from '../../core/types';
import { AuthContext } from '../context';
import { generateOtp, isUuid, tokenHash } from '../crypto';
import { verifyLink } from '../emails';
import { badRequest, jsonResponse, notFound, unprocessable } from '../errors';
import { readJson, readOptionalJson } from '../request';
import {
  AUDIENCE,
  confirmEmail,
  findUserByEmail,
  findUserById,
  identitiesOf,
  insertEmailIdentity,
  insertUser,
  mergeMetadata,
  mergeUserMetadata,
  saveOneTimeToken,
  userJson,
  type UserRow,
} from '../users';
import { SELF_SIGNUP_APP_METADATA } from './account';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's time.ParseDuration ("24h", "1h30m", "876000h"), in milliseconds. */
export function parseGoDuration(input: string): number | null {
  const m = /^([-+]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/.exec(input);
  if (!m) return input === '0' ? 0 : null;
  let total = 0;
  for (const part of input
    .replace(/^[-+]/, '')
    .matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g)) {
    total += Number(part[1]) * UNITS[part[2]!]!;
  }
  return m[1] === '-' ? -total : total;
}

function banUntil(ctx: AuthContext, duration: string | undefined): Date | null | undefined {
  if (duration === undefined || duration === '') return undefined;
  if (duration === 'none') return null;
  const ms = parseGoDuration(duration);
  if (ms === null) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${duration}"`,
    );
  }
  return ms === 0 ? null : new Date(ctx.now() + ms);
}

const randomPassword = () => randomBytes(48).toString('base64url');

async function loadTarget(sql: Sql, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(sql, id, true);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

const ADMIN_USER_FIELDS = {
  id: 'string',
  aud: 'string',
  role: 'string',
  email: 'string',
  phone: 'string',
  password: 'string',
  password_hash: 'string',
  email_confirm: 'boolean',
  phone_confirm: 'boolean',
  user_metadata: 'object',
  app_metadata: 'object',
  ban_duration: 'string',
} as const;

export async function listUsers(ctx: AuthContext, req: Request): Promise<Response> {
  const url = new URL(req.url);
  const parse = (name: string, fallback: number) => {
    const raw = url.searchParams.get(name) ?? '';
    if (raw === '') return fallback;
    if (!/^\d+$/.test(raw)) {
      throw badRequest(
        'validation_failed',
        `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`,
      );
    }
    return Number(raw);
  };
  const page = Math.max(1, parse('page', 1));
  const perPage = Math.max(1, parse('per_page', 50));
  const filter = url.searchParams.get('filter') ?? '';
  const { users, total } = await ctx.tx(async (sql) => {
    const like = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = filter
      ? `aud = $1 and (email ilike $2 or raw_user_meta_data ->> 'full_name' ilike $2)`
      : 'aud = $1 and $2::text is null';
    const args = [AUDIENCE, filter ? like : null];
    const { rows: count } = await sql.query<{ n: number }>(
      `select count(*)::int as n from auth.users where ${where}`,
      args,
    );
    const { rows } = await sql.query<UserRow>(
      `select * from auth.users where ${where} order by created_at desc, id limit $3 offset $4`,
      [...args, perPage, (page - 1) * perPage],
    );
    const out = [];
    for (const u of rows) out.push(userJson(u, await identitiesOf(sql, u.id)));
    return { users: out, total: count[0]?.n ?? 0 };
  });

  // GoTrue's addPaginationHeaders; auth-js reads the page number right after "page=".
  const totalPages = Math.ceil(total / perPage);
  const link = (p: number) => {
    const q = new URLSearchParams(url.searchParams);
    q.set('page', String(p));
    const sorted = new URLSearchParams(
      [...q.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    return `</admin/users?${sorted.toString()}>`;
  };
  let header = '';
  if (totalPages > page) header += `${link(page + 1)}; rel="next", `;
  header += `${link(totalPages)}; rel="last"`;
  return jsonResponse(
    req,
    200,
    { users, aud: AUDIENCE },
    { Link: header, 'X-Total-Count': String(total) },
  );
}

export async function getUserById(ctx: AuthContext, req: Request, id: string): Promise<Response> {
  const body = await ctx.tx(async (sql) => {
    const user = await loadTarget(sql, id);
    return userJson(user, await identitiesOf(sql, user.id));
  });
  return jsonResponse(req, 200, body);
}

export async function createUser(ctx: AuthContext, req: Request): Promise<Response> {
  const p = await readJson(req, ADMIN_USER_FIELDS, 'AdminUserParams');
  if (!p.email && !p.phone) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  if (p.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const email = ctx.validateEmail(p.email);
  if (p.password !== undefined && p.password_hash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (p.password_hash && !/^\$2[abxy]\$\d\d\$/.test(p.password_hash)) {
    throw badRequest(
      'validation_failed',
      'Invalid password hash: only bcrypt hashes are supported',
    );
  }
  if (p.id !== undefined && (!isUuid(p.id) || /^0{8}-(0{4}-){3}0{12}$/.test(p.id))) {
    throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  }
  // GoTrue checks a plaintext password the admin gives as it checks a user's own; a bcrypt hash
  // or no password (a random one) is taken as it is.
  if (p.password) ctx.checkPasswordStrength(p.password);
  const ban = banUntil(ctx, p.ban_duration);
  const passwordHash = p.password_hash || (await ctx.hashPassword(p.password || randomPassword()));

  try {
    const body = await ctx.tx(async (sql) => {
      if (await findUserByEmail(sql, email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
      const now = new Date(ctx.now());
      const appMetadata = mergeMetadata(
        { provider: 'email', providers: ['email'] },
        p.app_metadata ?? {},
      );
      const id = await insertUser(sql, {
        id: p.id,
        email,
        passwordHash,
        userMetadata: p.user_metadata ?? {},
        appMetadata,
        role: p.role || undefined,
        now,
      });
      await insertEmailIdentity(sql, id, email, {}, now);
      if (p.email_confirm) await confirmEmail(sql, (await findUserById(sql, id))!, now);
      if (ban !== undefined) {
        await sql.query('update auth.users set banned_until = $2 where id = $1', [id, ban]);
      }
      const user = (await findUserById(sql, id))!;
      return userJson(user, await identitiesOf(sql, id));
    });
    return jsonResponse(req, 200, body);
  } catch (e) {
    throw AuthContext.mapDbError(e);
  }
}

export async function updateUserById(
  ctx: AuthContext,
  req: Request,
  id: string,
): Promise<Response> {
  const p = await readJson(req, ADMIN_USER_FIELDS, 'AdminUserParams');
  const email = p.email ? ctx.validateEmail(p.email) : '';
  if (p.phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const ban = banUntil(ctx, p.ban_duration);
  if (p.password !== undefined) ctx.checkPasswordStrength(p.password);
  const newHash = p.password !== undefined ? await ctx.hashPassword(p.password) : null;

  try {
    const body = await ctx.tx(async (sql) => {
      const user = await loadTarget(sql, id);
      const now = new Date(ctx.now());
      if (p.role) {
        await sql.query('update auth.users set role = $2 where id = $1', [user.id, p.role]);
      }
      if (p.email_confirm) await confirmEmail(sql, user, now);
      if (newHash !== null) {
        await sql.query(
          `update auth.users set encrypted_password = $2, confirmation_token = '', recovery_token = '',
              email_change_token_current = '', email_change_token_new = '', updated_at = $3 where id = $1`,
          [user.id, newHash, now],
        );
        // GoTrue's UpdatePassword without a session: every session of the user ends.
        await sql.query('delete from auth.sessions where user_id = $1', [user.id]);
      }
      if (email && email !== user.email) {
        const other = await findUserByEmail(sql, email);
        if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
        await sql.query('update auth.users set email = $2, updated_at = $3 where id = $1', [
          user.id,
          email,
          now,
        ]);
        const { affectedRows } = await sql.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
              updated_at = $4 where user_id = $1 and provider = 'email'`,
          [user.id, email, p.email_confirm === true, now],
        );
        if (!affectedRows) await insertEmailIdentity(sql, user.id, email, {}, now, p.email_confirm);
      }
      if (p.app_metadata) {
        await mergeUserMetadata(sql, user.id, 'raw_app_meta_data', p.app_metadata, now);
      }
      if (p.user_metadata) {
        await mergeUserMetadata(sql, user.id, 'raw_user_meta_data', p.user_metadata, now);
      }
      if (ban !== undefined) {
        await sql.query('update auth.users set banned_until = $2, updated_at = $3 where id = $1', [
          user.id,
          ban,
          now,
        ]);
      }
      const updated = (await findUserById(sql, user.id))!;
      return userJson(updated, await identitiesOf(sql, user.id));
    });
    return jsonResponse(req, 200, body);
  } catch (e) {
    throw AuthContext.mapDbError(e);
  }
}

export async function deleteUser(ctx: AuthContext, req: Request, id: string): Promise<Response> {
  const p = await readOptionalJson(req, { should_soft_delete: 'boolean' }, 'adminUserDeleteParams');
  await ctx.tx(async (sql) => {
    const user = await loadTarget(sql, id);
    if (!p.should_soft_delete) {
      await sql.query('delete from auth.users where id = $1', [user.id]);
      return;
    }
    if (user.deleted_at) return;
    // GoTrue's SoftDeleteUser: the row stays for foreign keys, nothing identifying or usable remains.
    const now = new Date(ctx.now());
    await sql.query(
      `update auth.users set email = null, phone = null, encrypted_password = '', confirmation_token = '',
          recovery_token = '', email_change_token_current = '', email_change_token_new = '', email_change = '',
          raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb, deleted_at = $2, updated_at = $2
        where id = $1`,
      [user.id, now],
    );
    await sql.query('delete from auth.identities where user_id = $1', [user.id]);
    await sql.query('delete from auth.sessions where user_id = $1', [user.id]);
    await sql.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
  });
  return jsonResponse(req, 200, {});
}

const LINK_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
];

/** POST /admin/generate_link: the link an email would carry, without sending the email. */
export async function generateLink(ctx: AuthContext, req: Request): Promise<Response> {
  const p = await readJson(
    req,
    {
      type: 'string',
      email: 'string',
      new_email: 'string',
      password: 'string',
      data: 'object',
      redirect_to: 'string',
    },
    'GenerateLinkParams',
  );
  const email = ctx.validateEmail(p.email);
  let type = p.type ?? '';
  if (!LINK_TYPES.includes(type)) {
    throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
  }
  const redirectTo = ctx.isRedirectValid(p.redirect_to) ? p.redirect_to! : ctx.referrer(req);
  const existing = await ctx.tx((sql) => findUserByEmail(sql, email));
  let password = p.password;
  if (!existing) {
    if (type === 'magiclink') {
      type = 'signup';
      password = randomPassword();
    } else if (type === 'recovery' || type.startsWith('email_change')) {
      throw notFound('user_not_found', 'User with this email not found');
    }
  }
  if (type === 'signup' && !existing) {
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    ctx.checkPasswordStrength(password);
  }
  if (type === 'email_change_current' && !ctx.cfg.secureEmailChange) {
    throw badRequest(
      'validation_failed',
      'Enable secure email change to generate link for current email',
    );
  }
  const newEmail = type.startsWith('email_change') ? ctx.validateEmail(p.new_email) : '';
  const passwordHash =
    !existing && (type === 'signup' || type === 'invite')
      ? await ctx.hashPassword(password || randomPassword())
      : null;
  const otp = generateOtp(ctx.cfg.otpLength);

  try {
    const body = await ctx.tx(async (sql) => {
      const now = new Date(ctx.now());
      let user = await findUserByEmail(sql, email, true);
      let hash = tokenHash(email, otp);
      let linkType = type;
      if ((type === 'signup' || type === 'invite') && user && user.email_confirmed_at) {
        throw unprocessable('email_exists', DUPLICATE_EMAIL);
      }
      if (!user) {
        const id = await insertUser(sql, {
          email,
          passwordHash,
          userMetadata: p.data ?? {},
          appMetadata:
            type === 'signup'
              ? { ...SELF_SIGNUP_APP_METADATA, providers: ['email'] }
              : { provider: 'email', providers: ['email'] },
          now,
        });
        await insertEmailIdentity(sql, id, email, type === 'signup' ? (p.data ?? {}) : {}, now);
        user = (await findUserById(sql, id))!;
      } else if (type === 'signup' && p.data) {
        await mergeUserMetadata(sql, user.id, 'raw_user_meta_data', p.data, now);
      }
      switch (type) {
        case 'magiclink':
        case 'recovery':
          await sql.query(
            'update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1',
            [user.id, hash, now],
          );
          await saveOneTimeToken(sql, user.id, 'recovery_token', hash, email, now);
          break;
        case 'signup':
        case 'invite':
          await sql.query(
            `update auth.users set confirmation_token = $2, confirmation_sent_at = $3${type === 'invite' ? ', invited_at = $3' : ''}
              where id = $1`,
            [user.id, hash, now],
          );
          await saveOneTimeToken(sql, user.id, 'confirmation_token', hash, email, now);
          break;
        default: {
          const other = await findUserByEmail(sql, newEmail);
          if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
          const current = type === 'email_change_current';
          if (!current) hash = tokenHash(newEmail, otp);
          await sql.query(
            `update auth.users set email_change = $2, email_change_sent_at = $3, email_change_confirm_status = 0,
                ${current ? 'email_change_token_current' : 'email_change_token_new'} = $4 where id = $1`,
            [user.id, newEmail, now, hash],
          );
          await saveOneTimeToken(
            sql,
            user.id,
            current ? 'email_change_token_current' : 'email_change_token_new',
            hash,
            current ? email : newEmail,
            now,
          );
          linkType = 'email_change';
        }
      }
      const fresh = (await findUserById(sql, user.id))!;
      return {
        ...userJson(fresh, await identitiesOf(sql, user.id)),
        action_link: verifyLink(ctx.cfg, hash, linkType, redirectTo),
        email_otp: otp,
        hashed_token: hash,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
    return jsonResponse(req, 200, body);
  } catch (e) {
    throw AuthContext.mapDbError(e);
  }
}
