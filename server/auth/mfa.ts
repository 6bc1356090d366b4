import type { Sql } from '../core/types';

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
