import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * A stack in its own process, for what the shared stack cannot show: restarts, `kill -9`,
 * a fresh database. Built from a copy of the repository's migrations (plus any extra ones the
 * test needs), so test tables never reach the real schema.
 */
export interface ChildStack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  migrations: { bootstrapped: string[]; applied: string[]; seeded: boolean };
  process: ChildProcess;
  /** SIGTERM and wait: the stack's graceful shutdown. */
  stop(): Promise<void>;
  /** SIGKILL: no cleanup at all. */
  kill(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..', '..');
const entry = path.join(here, 'child-stack-main.ts');

/** A scratch repository root with the real migrations, seed and bootstrap plus `extra` files. */
export function scratchRoot(extra: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-root-'));
  fs.cpSync(path.join(repo, 'server', 'bootstrap'), path.join(root, 'server', 'bootstrap'), {
    recursive: true,
  });
  fs.cpSync(path.join(repo, 'supabase'), path.join(root, 'supabase'), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}functions`),
  });
  for (const [name, text] of Object.entries(extra)) {
    fs.writeFileSync(path.join(root, 'supabase', 'migrations', name), text);
  }
  return root;
}

/** A fresh database on the test PostgreSQL server (for the server-postgres project). */
export async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `child_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function startChildStack(options: {
  root: string;
  dataDir: string | null;
  databaseUrl: string | null;
}): Promise<ChildStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, JSON.stringify(options)], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child stack did not start in time:\n${output}`));
    }, 180_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`child stack exited (${signal ?? code}):\n${output}`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      const info = message as Omit<ChildStack, 'process' | 'stop' | 'kill'>;
      resolve({
        ...info,
        process: child,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
        async kill() {
          child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}
