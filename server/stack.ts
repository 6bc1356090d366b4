import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiSettings, loadStackConfig } from './core/config';
import { freePort } from './core/net';
import type { Database, Mailer, Service, ServiceContext, StackConfig } from './core/types';
import { startCron } from './cron';
import type { Engine } from './db/engine';
import { migrate, schemaFingerprint, type MigrateResult } from './db/migrate';
import { openPgliteThread, type PgliteThreadEngine } from './db/pglite-thread';
import { openPostgres } from './db/postgres';
import { createGateway, writeFetchResponse, type GatewayLimits } from './gateway';
import {
  consoleMailer,
  importOptional,
  loadService,
  unavailableService,
  type MailModule,
} from './gateway/services';
import { startOutboxSender } from './notify';
import { startPostgrest, type Postgrest } from './postgrest';
import type { RealtimeService } from './realtime';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StackOptions {
  /** Repository root holding supabase/ and server/bootstrap (default: this checkout). */
  root?: string;
  /** Gateway port; 0 picks a free one. Default 54321. */
  apiPort?: number;
  /** Mail API/inbox port; 0 picks a free one, null runs no mail server. Default 54324. */
  mailPort?: number | null;
  /** Persisted data (PGlite files, mail, storage objects); null keeps everything in memory. */
  dataDir?: string | null;
  /** A PostgreSQL connection string (superuser); default $DATABASE_URL, else PGlite. */
  databaseUrl?: string | null;
  /** Apply supabase/seed.sql on a database that never had it. Default true. */
  seed?: boolean;
  /** Overrides of the settings read from supabase/config.toml and the environment. */
  config?: Partial<StackConfig>;
  limits?: Partial<GatewayLimits>;
  /**
   * PGlite only: how long the database may hold its session without finishing a query before
   * the watchdog restarts it (see openPgliteThread). Default 15 s.
   */
  databaseStallMs?: number;
  /**
   * Run the clock's work: the `cron.job` schedules of the migrations (server/cron) and the email
   * outbox's sender. Default: on for a persisted stack (a person's), off for an in-memory one
   * (tests call the scheduled functions themselves, at the times they choose).
   */
  scheduler?: boolean;
  /** Where the stack reports; default console.log. */
  log?: (line: string) => void;
}

export interface Stack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Mail API and inbox, or null when no mail server runs. */
  mailUrl: string | null;
  /** PostgREST itself, bypassing the gateway (benchmarks, diagnostics): http+unix://<socket>. */
  postgrestUrl: string;
  /** PostgREST's Unix socket, for `http.request({ socketPath })` or `curl --unix-socket`. */
  postgrestSocket: string;
  db: Database;
  config: StackConfig;
  migrations: MigrateResult;
  /**
   * Milliseconds each start-up phase took (database, migrations, postgrest, services, gateway),
   * so a slow cold start can be explained; phases may overlap (service code loads meanwhile).
   */
  timings: Record<string, number>;
  /** Applies new supabase/migrations files and reloads PostgREST's schema cache. */
  migrate(): Promise<MigrateResult>;
  stop(): Promise<void>;
}

function listenFetch(handler: (req: Request) => Promise<Response>, port: number) {
  const server = http.createServer((req, res) => {
    const url = `http://127.0.0.1${req.url ?? '/'}`;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
      }
      handler(
        new Request(url, {
          method: req.method,
          headers,
          body: hasBody ? (Buffer.concat(chunks) as Uint8Array<ArrayBuffer>) : undefined,
        }),
      )
        .then((response) => writeFetchResponse(res, response, req.method === 'HEAD'))
        .catch((e: unknown) => {
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: (e as Error).message }));
        });
    });
  });
  return new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * `migrate`, and on a fresh PGlite database the schema template: restored (its migrations are
 * reported as applied, since this database has them) or, when there was none, saved before the
 * seed, whose dates follow the day it runs.
 */
async function bringUpToDate(
  engine: Engine,
  options: {
    root: string;
    seed: boolean;
    fingerprint: string | null;
    log: (line: string) => void;
    timed: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  },
): Promise<MigrateResult> {
  const { root, fingerprint, log } = options;
  const run = (seed: boolean) => migrate(engine, { root, seed, log: (l) => log(`[db] ${l}`) });
  const pglite = engine.kind === 'pglite' ? (engine as PgliteThreadEngine) : null;
  if (!pglite?.fresh || !fingerprint) return run(options.seed);
  const restored = pglite.restoredSchema as Pick<MigrateResult, 'bootstrapped' | 'applied'> | null;
  if (restored) {
    log(`[db] bootstrap and ${restored.applied.length} migrations restored from the schema cache`);
  }
  const schema = await run(false);
  if (!restored) {
    await options.timed('schema cache saved', () =>
      pglite.saveSchemaTemplate(fingerprint, {
        bootstrapped: schema.bootstrapped,
        applied: schema.applied,
      }),
    );
  }
  const seeded = options.seed ? (await run(true)).seeded : false;
  return {
    bootstrapped: [...(restored?.bootstrapped ?? []), ...schema.bootstrapped],
    applied: [...(restored?.applied ?? []), ...schema.applied],
    seeded,
  };
}

/** Starts database, migrations, PostgREST, the services and the gateway; `stop()` undoes it all. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const root = options.root ?? REPO_ROOT;
  const log = options.log ?? ((line: string) => console.log(line));
  const apiPort = options.apiPort === 0 ? await freePort() : (options.apiPort ?? 54321);
  const wantedMailPort = options.mailPort === undefined ? 54324 : options.mailPort;
  const mailPort = wantedMailPort === 0 ? await freePort() : wantedMailPort;
  const dataDir = options.dataDir === undefined ? path.join(root, '.data') : options.dataDir;
  const databaseUrl =
    options.databaseUrl === undefined ? process.env.DATABASE_URL || null : options.databaseUrl;
  const config = await loadStackConfig({
    root,
    apiPort,
    dataDir,
    overrides: options.config,
  });

  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      await fn().catch((e: unknown) => log(`[stack] stopping: ${(e as Error).message}`));
    }
  };

  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      timings[name] = Math.round(performance.now() - started);
    }
  };
  // The services' code (compiled on the fly under tsx) loads while the database opens; the
  // imports below then come from the module cache.
  const preloaded = timed('services code', () =>
    Promise.all(
      ['mail', 'auth', 'storage', 'functions', 'realtime'].map((dir) => importOptional(dir)),
    ),
  );

  try {
    const fingerprint = databaseUrl ? null : schemaFingerprint(root);
    const engine = await timed<Engine>('database', () =>
      databaseUrl
        ? openPostgres(databaseUrl)
        : openPgliteThread(dataDir, {
            schemaFingerprint: fingerprint ?? undefined,
            stallMs: options.databaseStallMs,
            log,
          }),
    );
    cleanups.push(() => engine.close());
    const migrations = await timed('migrations', () =>
      bringUpToDate(engine, { root, seed: options.seed ?? true, fingerprint, log, timed }),
    );

    const api = apiSettings(root);
    let stopping = false;
    let postgrest: Postgrest | null = null;
    const launchPostgrest = async () =>
      startPostgrest({
        dbUri: await engine.postgrestUri(),
        jwtSecret: config.jwtSecret,
        pool: engine.postgrestPool,
        cores: engine.postgrestPool === 1 ? 1 : undefined,
        schemas: api.schemas,
        extraSearchPath: api.extraSearchPath,
        maxRows: api.maxRows,
        log: (l) => log(`[postgrest] ${l}`),
      });
    postgrest = await timed('postgrest', launchPostgrest);
    cleanups.push(async () => {
      stopping = true;
      await postgrest?.stop();
    });
    if (engine.kind === 'pglite') {
      // PostgREST's connection died with the old database thread; a new PostgREST on the new
      // bridge is back in well under a second, where its own reconnect backs off for seconds.
      (engine as PgliteThreadEngine).onRestart(async () => {
        if (stopping) return;
        const old = postgrest;
        postgrest = null;
        await old?.stop();
        if (stopping) return;
        const next = await launchPostgrest();
        if (stopping) await next.stop();
        else postgrest = next;
      });
    }

    await preloaded;
    const servicesStarted = performance.now();
    let mailer: Mailer = consoleMailer(log);
    let mailApi: ((req: Request) => Promise<Response>) | null = null;
    const mail = await importOptional<MailModule>('mail');
    if (typeof mail === 'string') log(`[stack] mail: ${mail}; printing messages instead`);
    else {
      mailer = mail.createMailer({ dataDir, log: (l) => log(l) });
      mailApi = mail.createMailApi(mailer);
    }

    const ctx: ServiceContext = { db: engine, config, mailer };
    const services: Record<'auth' | 'storage' | 'functions', Service> & {
      realtime?: RealtimeService;
    } = {
      auth: await loadService('auth', 'auth', 'createAuthService', ctx, log),
      storage: await loadService('storage', 'storage', 'createStorageService', ctx, log),
      functions: await loadService('functions', 'functions', 'createFunctionsService', ctx, log),
    };
    const realtime = await loadService('realtime', 'realtime', 'createRealtimeService', ctx, log);
    if ('upgrade' in realtime) services.realtime = realtime as RealtimeService;
    cleanups.push(async () => {
      for (const s of Object.values(services)) await s.close?.();
    });

    timings.services = Math.round(performance.now() - servicesStarted);

    const gateway = createGateway({
      config,
      postgrestSocket: () => (postgrest?.alive ? postgrest.socketPath : null),
      services,
      limits: options.limits,
      log,
    });
    await timed('gateway', () => gateway.listen(apiPort));
    cleanups.push(() => gateway.close());

    if (options.scheduler ?? dataDir !== null) {
      const cron = startCron(engine, { log });
      cleanups.push(() => cron.stop());
      const outbox = startOutboxSender({
        apiUrl: config.apiUrl,
        anonKey: config.anonKey,
        serviceRoleKey: config.serviceRoleKey,
        siteUrl: config.siteUrl,
        mailer,
        log,
      });
      cleanups.push(() => outbox.stop());
    }

    let mailUrl: string | null = null;
    if (mailPort !== null) {
      const mailServer = await listenFetch(
        mailApi ??
          (() =>
            unavailableService('mail', 'server/mail/index.ts does not exist yet').handle(
              new Request('http://127.0.0.1/'),
              '/',
            )),
        mailPort,
      );
      mailUrl = `http://127.0.0.1:${mailPort}`;
      cleanups.push(
        () =>
          new Promise<void>((resolve) => {
            mailServer.close(() => resolve());
            mailServer.closeAllConnections();
          }),
      );
    }

    return {
      apiUrl: config.apiUrl,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      mailUrl,
      get postgrestUrl() {
        return postgrest?.url ?? '';
      },
      get postgrestSocket() {
        return postgrest?.socketPath ?? '';
      },
      db: engine,
      config,
      migrations,
      timings,
      async migrate() {
        const result = await migrate(engine, { root, seed: false, log: (l) => log(`[db] ${l}`) });
        if (result.applied.length || result.bootstrapped.length) await postgrest?.reloadSchema();
        return result;
      },
      async stop() {
        if (stopping) return;
        stopping = true;
        await stopAll();
      },
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
