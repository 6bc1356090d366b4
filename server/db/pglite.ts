import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { QueryResult, Sql } from '../core/types';
import { startBridge, type Bridge } from './bridge';
import { asUserOver, type Engine } from './engine';
import { Mutex } from './mutex';
import type { ProgressMeter } from './progress';

/**
 * node-postgres leaves int8, numeric and date as strings; PGlite would not. Services must see the
 * same values on both engines, so PGlite is told to behave like node-postgres.
 */
const AS_TEXT = (value: string) => value;
const PARSERS = { [types.INT8]: AS_TEXT, [types.NUMERIC]: AS_TEXT, [types.DATE]: AS_TEXT };

interface PgliteTx {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(text: string): Promise<unknown>;
}

function adapt(tx: PgliteTx, meter: ProgressMeter | undefined): Sql {
  return {
    async query<T = Record<string, unknown>>(text: string, params?: unknown[]) {
      const result = await tx.query<T>(text, params ?? []);
      meter?.progress();
      return { rows: result.rows, affectedRows: result.affectedRows } satisfies QueryResult<T>;
    },
  };
}

/**
 * A pid file beside the data folder: two processes opening the same PGlite files would corrupt
 * them, and nothing inside PGlite prevents it.
 */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'stack.pid');
  try {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid) {
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
      if (alive) {
        throw new Error(
          `${dir} is in use by process ${pid} (another stack?). Stop it first or choose another data folder.`,
        );
      }
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
}

/**
 * initdb inside WASM takes 5-10 s; a fresh cluster restored from a tarball takes under one.
 * The first fresh start on a machine pays for initdb and leaves the empty cluster under
 * node_modules/.cache for every later fresh start (tests, stack:reset, db:types). Likewise a
 * cluster with the bootstrap and migrations applied (not the seed: its dates follow today) is kept
 * per schema fingerprint, so a fresh start does not replay the migrations either.
 */
/** The cache folder plus a file name prefix naming the PGlite version. */
function cachePrefix(): string | null {
  if (process.env.PGLITE_TEMPLATE === '0') return null;
  try {
    // The package's exports hide package.json: find it from the entry point.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const modules = entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}`) + 13);
    const pkgFile = path.join(modules, '@electric-sql', 'pglite', 'package.json');
    const { version } = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string };
    return path.join(modules, '.cache', 'vstrechi', `pglite-${version}-`);
  } catch {
    return null;
  }
}

/** Written aside and renamed: another process may be reading or writing the same file. */
function writeAtomically(file: string, data: string | Uint8Array) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, file);
}

async function saveTemplate(pg: PGlite, file: string) {
  try {
    const blob = await pg.dumpDataDir('none');
    writeAtomically(file, Buffer.from(await blob.arrayBuffer()));
  } catch (e) {
    console.warn(`[db] could not cache the PGlite template: ${(e as Error).message}`);
  }
}

/** Schema templates kept: tests and checkouts with other migrations each have their own. */
const SCHEMA_TEMPLATES_KEPT = 4;

/** Where the schema template for `fingerprint` lives (null when caching is off). */
export function schemaTemplateFiles(
  fingerprint: string,
  prefix = cachePrefix(),
): { tar: string; manifest: string } | null {
  if (!prefix) return null;
  const base = `${prefix}schema-${fingerprint.slice(0, 32)}`;
  return { tar: `${base}.tar`, manifest: `${base}.json` };
}

function pruneSchemaTemplates(prefix: string) {
  const dir = path.dirname(prefix);
  const tars = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(path.basename(prefix)) && /-schema-[0-9a-f]+\.tar$/.test(f))
    .map((f) => ({ f, at: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { f } of tars.slice(SCHEMA_TEMPLATES_KEPT)) {
    fs.rmSync(path.join(dir, f), { force: true });
    fs.rmSync(path.join(dir, f.replace(/\.tar$/, '.json')), { force: true });
  }
}

export interface PgliteOptions {
  /**
   * A fingerprint of the bootstrap and migrations (see `schemaFingerprint`): a fresh database
   * starts from the cached cluster made for it, when there is one.
   */
  schemaFingerprint?: string;
  /** Told of the session lock and of every query that finishes (see ProgressMeter). */
  meter?: ProgressMeter;
  /** Where PostgREST's wire bridge listens (default: a new temporary folder). */
  bridgeSocketDir?: string;
}

export interface PgliteEngine extends Engine {
  readonly kind: 'pglite';
  readonly pg: PGlite;
  readonly mutex: Mutex;
  /** The database was created by this open (from a template or by initdb). */
  readonly fresh: boolean;
  /** When restored from a schema template: the manifest saved with it (what it contains). */
  readonly restoredSchema: unknown;
  /** Keeps this database, as it is now, as the template for `fingerprint`, with `manifest`. */
  saveSchemaTemplate(fingerprint: string, manifest: unknown): Promise<void>;
}

export async function openPglite(
  dataDir: string | null,
  options: PgliteOptions = {},
): Promise<PgliteEngine> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const cache = cachePrefix();
  let pg: PGlite;
  let fresh: boolean;
  let restoredSchema: unknown = null;
  try {
    const pgdata = dataDir ? path.join(dataDir, 'pgdata') : null;
    fresh = !pgdata || !fs.existsSync(path.join(pgdata, 'PG_VERSION'));
    let cached: Buffer<ArrayBuffer> | null = null;
    let initdbTemplate: string | null = null;
    if (fresh && cache) {
      if (options.schemaFingerprint) {
        const files = schemaTemplateFiles(options.schemaFingerprint, cache)!;
        try {
          // The manifest first: the tar is renamed into place last, so both exist once it does.
          const manifest: unknown = JSON.parse(fs.readFileSync(files.manifest, 'utf8'));
          cached = fs.readFileSync(files.tar);
          restoredSchema = manifest;
        } catch {
          cached = null;
        }
      }
      if (!cached) {
        initdbTemplate = `${cache}initdb.tar`;
        cached = fs.existsSync(initdbTemplate) ? fs.readFileSync(initdbTemplate) : null;
      }
    }
    pg = await PGlite.create({
      ...(pgdata ? { dataDir: pgdata } : {}),
      ...(cached ? { loadDataDir: new Blob([cached]) } : {}),
      parsers: PARSERS,
      // Hosted Supabase has it; the admin users search (20261128040100_admin_users) indexes with it.
      extensions: { pg_trgm },
    });
    if (initdbTemplate && !cached) await saveTemplate(pg, initdbTemplate);
  } catch (e) {
    unlock();
    throw e;
  }
  const { meter } = options;
  const mutex = new Mutex(meter);
  let bridge: Bridge | null = null;
  let closed = false;

  const transaction = <T>(fn: (sql: Sql) => Promise<T>): Promise<T> =>
    mutex.run(() => pg.transaction((tx) => fn(adapt(tx as unknown as PgliteTx, meter))));

  return {
    kind: 'pglite',
    pg,
    mutex,
    fresh,
    restoredSchema,
    async saveSchemaTemplate(fingerprint: string, manifest: unknown) {
      if (!cache) return;
      const files = schemaTemplateFiles(fingerprint, cache)!;
      try {
        writeAtomically(files.manifest, JSON.stringify(manifest));
        await mutex.run(async () => {
          // Flushed first, so a restore starts without replaying the migrations' WAL.
          await pg.exec('checkpoint');
          await saveTemplate(pg, files.tar);
        });
        pruneSchemaTemplates(cache);
      } catch (e) {
        console.warn(`[db] could not cache the schema template: ${(e as Error).message}`);
      }
    },
    postgrestPool: 1,
    transaction,
    asUser: asUserOver(transaction),
    async script(text: string, then?: (sql: Sql) => Promise<void>) {
      const run = () =>
        mutex.run(() =>
          pg.transaction(async (tx) => {
            await tx.exec(text);
            await then?.(adapt(tx as unknown as PgliteTx, meter));
          }),
        );
      await (meter ? meter.exempt(run) : run());
    },
    async postgrestUri() {
      bridge ??= await startBridge(pg, mutex, { meter, socketDir: options.bridgeSocketDir });
      // PGlite ignores the user name (its one session is the superuser); PostgREST then switches
      // to anon/authenticated per request with set_config('role'), so RLS still applies.
      return bridge.uri('authenticator');
    },
    async close() {
      if (closed) return;
      closed = true;
      await bridge?.close();
      await mutex.run(() => pg.close());
      unlock();
    },
  };
}
