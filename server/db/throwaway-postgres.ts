import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../core/net';

export interface ThrowawayPostgres {
  url: string;
  version: string;
  /** The postmaster's process id (benchmarks read the cluster's CPU time from it). */
  pid: number;
  stop(): Promise<void>;
}

/** Debian's server binaries, newest first (the client package alone has no initdb). */
export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/** Why a throwaway cluster cannot start here, or null when it can. */
export function postgresUnavailableReason(): string | null {
  if (!postgresBinDir()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return 'running as root and there is no postgres user to run the server as';
  }
  return null;
}

export interface ThrowawayOptions {
  /**
   * Keep the cluster in this folder: started again from it when it holds one, left there on stop
   * (bench:api reuses 100,000 generated events instead of generating them on every run).
   */
  keepIn?: string;
  /** Extra server settings, e.g. ['shared_preload_libraries=pg_stat_statements']. */
  settings?: string[];
}

/**
 * A private PostgreSQL cluster under /tmp with trust auth on loopback, for tests and benchmarks.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startThrowawayPostgres(
  options: ThrowawayOptions = {},
): Promise<ThrowawayPostgres & { reused: boolean }> {
  const bin = postgresBinDir();
  const reason = postgresUnavailableReason();
  if (!bin || reason) throw new Error(reason ?? 'no PostgreSQL');
  const asRoot = process.getuid?.() === 0;
  const { keepIn } = options;
  if (keepIn) fs.mkdirSync(keepIn, { recursive: true });
  const dir = keepIn ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-pg-'));
  const data = path.join(dir, 'data');
  const reused = fs.existsSync(path.join(data, 'PG_VERSION'));
  const port = await freePort();
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const full = [path.join(bin, cmd), ...args];
    if (asRoot) {
      const line = full.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'pipe' });
    } else execFileSync(full[0]!, full.slice(1), { stdio: 'pipe' });
  };
  if (!reused) {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const settings = (options.settings ?? []).map((s) => ` -c ${s}`).join('');
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100${settings}`,
    'start',
  ]);
  const version = fs.readFileSync(path.join(data, 'PG_VERSION'), 'utf8').trim();
  const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    pid,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    reused,
    async stop() {
      if (keepIn) {
        // A clean shutdown: with fsync off, a kept cluster must not need crash recovery.
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        return;
      }
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
