import pg from 'pg';
import type { Sql } from '../core/types';
import { asUserOver, type Engine } from './engine';

/** Dates stay 'YYYY-MM-DD' strings, as on PGlite: a Date would shift with the server's time zone. */
const DATE_OID = 1082;
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function adapt(client: pg.PoolClient): Sql {
  return {
    async query<R = Record<string, unknown>>(text: string, params?: unknown[]) {
      const result = await client.query(text, params);
      return { rows: result.rows as R[], affectedRows: result.rowCount ?? undefined };
    },
  };
}

export interface PostgresEngine extends Engine {
  readonly kind: 'postgres';
  readonly pool: pg.Pool;
}

/** The role PostgREST logs in as, as on Supabase; its local password is set by 00-roles.sql. */
export const AUTHENTICATOR_PASSWORD = process.env.AUTHENTICATOR_PASSWORD ?? 'postgres';

export async function openPostgres(url: string): Promise<PostgresEngine> {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: typeParsers });
  // An idle client losing its connection must not crash the stack.
  pool.on('error', (e) => console.error('[db] idle client error:', e.message));
  await pool.query('select 1');

  async function transaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const value = await fn(adapt(client));
      await client.query('commit');
      return value;
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    pool,
    postgrestPool: 10,
    transaction,
    asUser: asUserOver(transaction),
    async script(text: string, then?: (sql: Sql) => Promise<void>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(text);
        await then?.(adapt(client));
        await client.query('commit');
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async postgrestUri() {
      const uri = new URL(url);
      uri.username = 'authenticator';
      uri.password = AUTHENTICATOR_PASSWORD;
      return uri.toString();
    },
    async close() {
      await pool.end();
    },
  };
}
