// What the benches that keep a generated database run alike (bench-notifications.mjs,
// bench-admin.mjs): the machine's line, each engine BENCH_ENGINES asks for with its kept database
// (BENCH_FRESH=1 generates anew), and a stack of its own on that database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/core/net.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import {
  postgresUnavailableReason,
  startThrowawayPostgres,
} from '../server/db/throwaway-postgres.ts';
import { startStackCli } from './bench-http.mjs';

/** The bench's first line: the CPUs and the load average the figures were taken at. */
export function printMachine(bench) {
  console.log(
    `${bench}: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (shared machine: figures vary)`,
  );
}

/**
 * Runs `bench(name, env, openEngine, dataDir)` on each engine of BENCH_ENGINES (default both), in
 * `order`: PGlite on the folder `keptDir('pglite')`, PostgreSQL in a throwaway cluster kept in
 * `keptDir('postgres')` (skipped, with the reason, when its binaries are missing).
 */
export async function onEngines(keptDir, bench, order = ['pglite', 'postgres']) {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const fresh = process.env.BENCH_FRESH === '1';
  for (const engine of order.filter((e) => engines.includes(e))) {
    const dir = keptDir(engine);
    if (fresh) fs.rmSync(dir, { recursive: true, force: true });
    if (engine === 'pglite') {
      fs.mkdirSync(dir, { recursive: true });
      await bench('PGlite', { DATABASE_URL: '' }, () => openPglite(dir), dir);
      continue;
    }
    const reason = postgresUnavailableReason();
    if (reason) {
      console.log(`\nPostgreSQL: skipped (${reason})`);
      continue;
    }
    const cluster = await startThrowawayPostgres({ keepIn: dir });
    try {
      await bench(
        `PostgreSQL ${cluster.version}`,
        { DATABASE_URL: cluster.url },
        () => openPostgres(cluster.url),
        dir,
      );
    } finally {
      await cluster.stop();
    }
  }
}

/**
 * `fn(stack)` with a stack of its own on the bench's database (no mail, no scheduler); PostgreSQL
 * keeps its data in the cluster, so the stack's files go to a scratch folder then.
 */
export async function withBenchStack(root, env, dataDir, fn) {
  const filesDir = env.DATABASE_URL
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-bench-'))
    : dataDir;
  const s = await startStackCli(root, {
    ...env,
    DATA_DIR: filesDir,
    API_PORT: String(await freePort()),
    STACK_SCHEDULER: '0',
  });
  try {
    return await fn(s);
  } finally {
    await s.stop();
    if (filesDir !== dataDir) fs.rmSync(filesDir, { recursive: true, force: true });
  }
}
