import type { Sql } from '../core/types';
import { newId } from './crypto';

export const AUDIENCE = 'authenticated';
export const DEFAULT_ROLE = 'authenticated';

/** auth.users as read here; timestamps arrive as Date from both PGlite and node-postgres. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  reauthentication_sent_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const iso = (d: Date | string | null | undefined) =>
  d == null ? undefined : (d instanceof Date ? d : new Date(d)).toISOString();

export async function findUserById(sql: Sql, id: string, lock = false): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(
    `select * from auth.users where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** GoTrue's FindUserByEmailAndAudience: case-insensitive, SSO users excluded. */
export async function findUserByEmail(
  sql: Sql,
  email: string,
  lock = false,
): Promise<UserRow | null> {
  const { rows } = await sql.query<UserRow>(
    `select * from auth.users
      where lower(email) = lower($1) and aud = $2 and is_sso_user = false
      order by created_at limit 1${lock ? ' for update' : ''}`,
    [email, AUDIENCE],
  );
  return rows[0] ?? null;
}

export async function identitiesOf(sql: Sql, userId: string): Promise<IdentityRow[]> {
  const { rows } = await sql.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

export function isConfirmed(u: UserRow): boolean {
  return u.email_confirmed_at != null;
}

export function isBanned(u: UserRow, now: number): boolean {
  return u.banned_until != null && now < u.banned_until.getTime();
}

/** The JSON GoTrue sends for a user (models.User with its omitempty rules). */
export function userJson(u: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    invited_at: iso(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    new_phone: u.phone_change || undefined,
    phone_change_sent_at: iso(u.phone_change_sent_at),
    reauthentication_sent_at: iso(u.reauthentication_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    is_anonymous: u.is_anonymous,
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

export function identityJson(i: IdentityRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email || undefined,
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

export async function loadUserJson(sql: Sql, id: string): Promise<Record<string, unknown>> {
  const user = await findUserById(sql, id);
  if (!user) throw new Error(`user ${id} vanished inside its own transaction`);
  return userJson(user, await identitiesOf(sql, id));
}

export interface NewUser {
  id?: string;
  /** Null for an anonymous user. */
  email: string | null;
  isAnonymous?: boolean;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  role?: string;
  now: Date;
}

export async function insertUser(sql: Sql, u: NewUser): Promise<string> {
  const id = u.id ?? newId();
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous,
        confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $8,
        false, $9, '', '', '', '')`,
    [
      id,
      AUDIENCE,
      u.role ?? DEFAULT_ROLE,
      u.email?.toLowerCase() ?? null,
      u.passwordHash ?? '',
      JSON.stringify(u.appMetadata),
      JSON.stringify(u.userMetadata),
      u.now,
      u.isAnonymous ?? false,
    ],
  );
  return id;
}

/** An email identity as GoTrue's signup creates it: provider_id is the user id, data holds sub and email. */
export async function insertEmailIdentity(
  sql: Sql,
  userId: string,
  email: string,
  extra: Record<string, unknown>,
  now: Date,
  emailVerified = false,
): Promise<void> {
  const data: Record<string, unknown> = {
    sub: userId,
    email: email.toLowerCase(),
    email_verified: emailVerified,
    phone_verified: false,
  };
  for (const [k, v] of Object.entries(extra)) if (!(k in data)) data[k] = v;
  await sql.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::text, $2::uuid, $3::jsonb, 'email', $4, $4, $4)`,
    [newId(), userId, JSON.stringify(data), now],
  );
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: shallow merge, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** Merges `updates` into one of the user's metadata columns as GoTrue does (a null drops a key). */
export async function mergeUserMetadata(
  sql: Sql,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  updates: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const { rows } = await sql.query<{ value: Record<string, unknown> | null }>(
    `select ${column} as value from auth.users where id = $1`,
    [userId],
  );
  await setUserMetadata(sql, userId, column, mergeMetadata(rows[0]?.value ?? null, updates), now);
}

async function setUserMetadata(
  sql: Sql,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  value: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await sql.query(`update auth.users set ${column} = $2::jsonb, updated_at = $3 where id = $1`, [
    userId,
    JSON.stringify(value),
    now,
  ]);
}

export async function clearOneTimeTokens(sql: Sql, userId: string, type?: string): Promise<void> {
  if (type) {
    await sql.query(
      'delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type',
      [userId, type],
    );
  } else {
    await sql.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  }
}

/** GoTrue's CreateOneTimeToken: one live token per user and kind, the old one replaced. */
export async function saveOneTimeToken(
  sql: Sql,
  userId: string,
  type: string,
  hash: string,
  relatesTo: string,
  now: Date,
): Promise<void> {
  await clearOneTimeTokens(sql, userId, type);
  await sql.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3::auth.one_time_token_type, $4, $5, $6, $6)`,
    [newId(), userId, type, hash, relatesTo.toLowerCase(), now.toISOString().replace('Z', '')],
  );
}

/** GoTrue's User.Confirm: email confirmed, `email_verified` mirrored into metadata and identity. */
export async function confirmEmail(sql: Sql, user: UserRow, now: Date): Promise<void> {
  const meta = mergeMetadata(user.raw_user_meta_data, { email_verified: true });
  await sql.query(
    `update auth.users set email_confirmed_at = $2, confirmation_token = '', raw_user_meta_data = $3::jsonb,
        updated_at = $2 where id = $1`,
    [user.id, now, JSON.stringify(meta)],
  );
  await sql.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
      where user_id = $1 and provider = 'email' and lower(identity_data ->> 'email') = lower($3)`,
    [user.id, now, user.email ?? ''],
  );
  await clearOneTimeTokens(sql, user.id);
}

/** GoTrue's UpdateAppMetaDataProviders: provider/providers follow the identities actually linked. */
export async function syncProviders(sql: Sql, user: UserRow, now: Date): Promise<void> {
  const { rows } = await sql.query<{ provider: string }>(
    'select distinct provider from auth.identities where user_id = $1 order by provider',
    [user.id],
  );
  const providers = rows.map((r) => r.provider);
  const meta: Record<string, unknown> = { ...(user.raw_app_meta_data ?? {}), providers };
  if (providers.length > 0) meta.provider = providers[0];
  await setUserMetadata(sql, user.id, 'raw_app_meta_data', meta, now);
}

/**
 * An anonymous user who has proven an email address becomes a permanent one: the address, an
 * email identity, and the email provider in app_metadata, as GoTrue's verify does.
 */
export async function convertAnonymous(
  sql: Sql,
  user: UserRow,
  email: string,
  now: Date,
): Promise<void> {
  await sql.query(
    `update auth.users set email = $2, is_anonymous = false, email_confirmed_at = coalesce(email_confirmed_at, $3),
        email_change = '', email_change_token_new = '', email_change_token_current = '',
        raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider":"email","providers":["email"]}'::jsonb,
        updated_at = $3 where id = $1`,
    [user.id, email.toLowerCase(), now],
  );
  await insertEmailIdentity(sql, user.id, email, {}, now, true);
}
