import type { Claims, Database, Sql } from '../core/types';

/** What the stack needs from a database beyond the services' `Database` contract. */
export interface Engine extends Database {
  /**
   * Runs a multi-statement SQL script as the owner in one transaction, together with `then`
   * (migrations record themselves in the same transaction, so a crash cannot half-apply one).
   */
  script(sql: string, then?: (sql: Sql) => Promise<void>): Promise<void>;
  /** A connection string PostgREST can use; for PGlite this starts the socket bridge. */
  postgrestUri(): Promise<string>;
  /** How many database connections PostgREST may open. */
  readonly postgrestPool: number;
}

/** The exact statement PostgREST runs before each request, so RLS sees the same settings. */
export const SET_CLAIMS_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";

export function claimsParams(claims: Claims): [string, string] {
  return [claims.role, JSON.stringify(claims)];
}

export async function applyClaims(sql: Sql, claims: Claims): Promise<void> {
  await sql.query(SET_CLAIMS_SQL, claimsParams(claims));
}

/**
 * `Database.asUser` for any engine, built on its own transactions: the claims are set first in
 * the same transaction, so RLS and auth.uid() see what they see behind PostgREST.
 */
export function asUserOver(transaction: Database['transaction']): Database['asUser'] {
  return (claims, fn) =>
    transaction(async (sql) => {
      await applyClaims(sql, claims);
      return fn(sql);
    });
}
