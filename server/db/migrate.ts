import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from '../core/types';
import type { Engine } from './engine';
import { AUTHENTICATOR_PASSWORD } from './postgres';

export interface MigrateOptions {
  /** The repository root (holds server/bootstrap and supabase/). */
  root: string;
  /** Apply supabase/seed.sql when it has never been applied to this database. */
  seed: boolean;
  log?: (line: string) => void;
}

export interface MigrateResult {
  bootstrapped: string[];
  applied: string[];
  seeded: boolean;
}

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

// The CLI's own bookkeeping tables, so a database migrated here looks the same to `supabase`.
const BOOKKEEPING = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
create table if not exists supabase_migrations.local_bootstrap (
  name text primary key,
  hash text not null
);
`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sqlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

async function rows<T>(engine: Engine, text: string): Promise<T[]> {
  return engine.transaction(async (sql: Sql) => (await sql.query<T>(text)).rows);
}

/**
 * Identifies what `migrate` builds before the seed: the bookkeeping, the bootstrap files and the
 * migrations, names and contents. Equal fingerprints mean equal schemas, so a cached database
 * made for one can stand in for running them again (see openPglite's schema template).
 */
export function schemaFingerprint(root: string): string {
  const hash = createHash('sha256').update(BOOKKEEPING);
  const dirs = { bootstrap: ['server', 'bootstrap'], migrations: ['supabase', 'migrations'] };
  for (const [kind, parts] of Object.entries(dirs)) {
    const dir = path.join(root, ...parts);
    for (const name of sqlFiles(dir)) {
      hash.update(`\0${kind}/${name}\0`).update(fs.readFileSync(path.join(dir, name)));
    }
  }
  return hash.digest('hex');
}

/**
 * Brings a database up to date: the local bootstrap (roles, auth and storage schemas) when its
 * files changed, then each supabase/migrations file not yet recorded, each in its own
 * transaction with its record, then the seed once.
 */
export async function migrate(engine: Engine, options: MigrateOptions): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const result: MigrateResult = { bootstrapped: [], applied: [], seeded: false };
  await engine.script(BOOKKEEPING);

  const bootstrapDir = path.join(options.root, 'server', 'bootstrap');
  const done = new Map(
    (
      await rows<{ name: string; hash: string }>(
        engine,
        'select name, hash from supabase_migrations.local_bootstrap',
      )
    ).map((r) => [r.name, r.hash]),
  );
  for (const name of sqlFiles(bootstrapDir)) {
    const text = fs.readFileSync(path.join(bootstrapDir, name), 'utf8');
    const hash = sha256(text);
    if (done.get(name) === hash) continue;
    await engine.script(text, (sql) =>
      sql
        .query(
          `insert into supabase_migrations.local_bootstrap (name, hash) values ($1, $2)
           on conflict (name) do update set hash = excluded.hash`,
          [name, hash],
        )
        .then(() => {}),
    );
    result.bootstrapped.push(name);
    log(`bootstrap ${name}`);
  }
  if (engine.kind === 'postgres') {
    // PGlite has no passwords; a real server needs one for PostgREST's login.
    const literal = `'${AUTHENTICATOR_PASSWORD.replaceAll("'", "''")}'`;
    await engine.script(`alter role authenticator with login password ${literal}`);
  }

  const migrationsDir = path.join(options.root, 'supabase', 'migrations');
  const applied = new Set(
    (
      await rows<{ version: string }>(
        engine,
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((r) => r.version),
  );
  for (const file of sqlFiles(migrationsDir)) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) {
      log(`skipping ${file}: not named <timestamp>_<name>.sql`);
      continue;
    }
    const [, version, name] = match as unknown as [string, string, string];
    if (applied.has(version)) continue;
    const text = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    try {
      await engine.script(text, (sql) =>
        sql
          .query(
            'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
            [version, [text], name],
          )
          .then(() => {}),
      );
    } catch (e) {
      throw new Error(`migration ${file} failed: ${(e as Error).message}`, { cause: e });
    }
    result.applied.push(file);
    log(`migration ${file}`);
  }

  const seedFile = path.join(options.root, 'supabase', 'seed.sql');
  if (options.seed && fs.existsSync(seedFile)) {
    const seeded = await rows<{ path: string }>(
      engine,
      `select path from supabase_migrations.seed_files where path = 'supabase/seed.sql'`,
    );
    if (seeded.length === 0) {
      const text = fs.readFileSync(seedFile, 'utf8');
      await engine.script(text, (sql) =>
        sql
          .query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
            'supabase/seed.sql',
            sha256(text),
          ])
          .then(() => {}),
      );
      result.seeded = true;
      log('seed supabase/seed.sql');
    }
  }
  return result;
}
