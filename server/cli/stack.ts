import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startStack } from '../stack';

/**
 * `npm run stack` (foreground, Ctrl-C stops) and `npm run stack:reset` (wipe the data folder,
 * then start again, which migrates and seeds). DATA_DIR moves the data folder; DATABASE_URL
 * switches from PGlite to a PostgreSQL server.
 */
const reset = process.argv.includes('--reset');
const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data');
const apiPort = Number(process.env.API_PORT ?? 54321);
const mailPort = process.env.MAIL_PORT === 'off' ? null : Number(process.env.MAIL_PORT ?? 54324);

async function resetDatabase() {
  if (process.env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    // Same effect as a fresh database: what migrations and the seed made goes, roles stay.
    await client.query(`
      drop schema if exists public cascade;
      create schema public;
      drop schema if exists auth cascade;
      drop schema if exists storage cascade;
      drop schema if exists supabase_migrations cascade;
    `);
    await client.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`[stack] reset: removed ${path.relative(REPO_ROOT, dataDir) || dataDir}`);
}

/** e.g. "database 0.9 s, migrations 0.1 s, postgrest 1.2 s"; phases may overlap. */
function phases(timings: Record<string, number>): string {
  return Object.entries(timings)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`)
    .join(', ');
}

async function main() {
  if (reset) await resetDatabase();
  const started = Date.now();
  // STACK_SCHEDULER=0: no cron jobs and no outbox sender (benchmarks measure requests alone).
  const scheduler = process.env.STACK_SCHEDULER === '0' ? false : undefined;
  const stack = await startStack({ apiPort, mailPort, dataDir, scheduler });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  Встречи local stack is running (${stack.db.kind}, started in ${seconds} s: ${phases(stack.timings)})

  API URL:        ${stack.apiUrl}
  REST URL:       ${stack.apiUrl}/rest/v1
  Auth URL:       ${stack.apiUrl}/auth/v1
  Storage URL:    ${stack.apiUrl}/storage/v1
  Functions URL:  ${stack.apiUrl}/functions/v1
  Realtime URL:   ${stack.apiUrl.replace(/^http/, 'ws')}/realtime/v1
  Mail inbox:     ${stack.mailUrl ?? '(off)'}
  PostgREST:      ${stack.postgrestSocket} (direct, no gateway: curl --unix-socket <it> http://localhost/)
  Data folder:    ${stack.db.kind === 'pglite' ? dataDir : '(PostgreSQL: DATABASE_URL)'}

  anon key:         ${stack.anonKey}
  service_role key: ${stack.serviceRoleKey}

  Ctrl-C stops.
`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[stack] ${signal}: stopping…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // npm start watches for this line to pass the URL and key to Vite.
  if (process.send) {
    process.send({
      type: 'ready',
      apiUrl: stack.apiUrl,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      postgrestUrl: stack.postgrestUrl,
      postgrestSocket: stack.postgrestSocket,
      mailUrl: stack.mailUrl,
      timings: stack.timings,
    });
  }
}

main().catch((e: unknown) => {
  console.error(`[stack] failed to start: ${(e as Error).stack ?? String(e)}`);
  process.exit(1);
});
