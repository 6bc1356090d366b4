/**
 * The in-memory database the service harnesses (auth-harness.ts, storage-harness.ts) run on: a
 * PGlite with the stack's bootstrap roles and the given SQL files, taken by one transaction at a
 * time (it is one session), with `asUser` exactly as the stack's engines do it; and the settings
 * they give their services.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { LOCAL_JWT_SECRET, localKeys } from '../../../server/core/jwt';
import type { Database, RateLimits, Sql, StackConfig } from '../../../server/core/types';
import { asUserOver } from '../../../server/db/engine';
import { Mutex } from '../../../server/db/mutex';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Read relative to the repository, so the harnesses need no working directory. */
function readRepoFile(relative: string): string {
  return fs.readFileSync(path.join(root, relative), 'utf8');
}

// the stack's database reads int8 as text (node-postgres does); services must cope with that
const AS_TEXT = (value: string) => value;

export async function openHarnessDatabase(
  sqlFiles: string[],
): Promise<{ pg: PGlite; db: Database }> {
  const pg = await PGlite.create({ parsers: { [types.INT8]: AS_TEXT } });
  for (const file of ['server/bootstrap/00-roles.sql', ...sqlFiles]) {
    await pg.exec(readRepoFile(file));
  }
  const mutex = new Mutex();
  const adapt = (tx: { query: PGlite['query'] }): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      const result = await tx.query<T>(text, params ?? []);
      return { rows: result.rows, affectedRows: result.affectedRows };
    },
  });
  const transaction: Database['transaction'] = (fn) =>
    mutex.run(() => pg.transaction((tx) => fn(adapt(tx))));
  const db: Database = {
    kind: 'pglite',
    transaction,
    asUser: asUserOver(transaction),
    close: () => pg.close(),
  };
  return { pg, db };
}

/**
 * The stack's settings for a harness: the local demo keys, tokens issued as the stack's auth
 * issues them, and rate limits no test meets unless it lowers one.
 */
export async function harnessConfig({
  rateLimits,
  ...config
}: Pick<StackConfig, 'apiUrl' | 'siteUrl' | 'redirectAllowList' | 'dataDir' | 'auth'> & {
  rateLimits?: Partial<RateLimits>;
}): Promise<StackConfig> {
  const { anonKey, serviceRoleKey } = await localKeys();
  return {
    ...config,
    jwtSecret: LOCAL_JWT_SECRET,
    jwtExpirySeconds: 3600,
    anonKey,
    serviceRoleKey,
    rateLimits: {
      emailSentPerHour: 1000,
      tokenRefreshPer5Min: 1000,
      signInSignUpPer5Min: 1000,
      verifyPer5Min: 1000,
      ...rateLimits,
    },
    jwtIssuer: `${config.apiUrl}/auth/v1`,
  };
}
