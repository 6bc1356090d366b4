import type { Sql } from '../core/types';

/**
 * GoTrue's MFA tables (auth.mfa_factors, auth.mfa_challenges), created by the auth service on its
 * first request when the bootstrap schema lacks them. They belong in server/bootstrap/10-auth.sql
 * with the rest of the auth schema; until they are there, this keeps TOTP usable on both engines.
 */
export const MFA_SCHEMA: readonly string[] = [
  `do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null; end $$`,
  `do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null; end $$`,
  `create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz,
  web_authn_credential jsonb,
  web_authn_aaguid uuid
)`,
  `create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> ''`,
  `create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at)`,
  `create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
)`,
  `do $$ begin
  alter table auth.sessions add column factor_id uuid;
exception when duplicate_column then null; end $$`,
];

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

export async function factorsOf(sql: Sql, userId: string): Promise<FactorRow[]> {
  const { rows } = await sql.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

/** models.Factor as JSON (the secret never leaves). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: f.id,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    status: f.status,
    friendly_name: f.friendly_name || undefined,
    factor_type: f.factor_type,
    phone: f.phone || null,
    last_challenged_at: f.last_challenged_at?.toISOString() ?? null,
  };
  if (out.friendly_name === undefined) delete out.friendly_name;
  return out;
}
