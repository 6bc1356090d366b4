import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryResult, Sql } from '../core/types';
import { asUserOver, type Engine } from './engine';
import type { PgliteEngine, PgliteOptions } from './pglite';
import { ProgressMeter } from './progress';
import type {
  Begin,
  HostData,
  HostReply,
  HostRequest,
  Opened,
  SerializedError,
} from './pglite-host';

type Call = HostRequest extends infer R ? (R extends unknown ? Omit<R, 'reply'> : never) : never;

function revive(error: SerializedError): Error {
  return Object.assign(new Error(error.message), { name: error.name }, error.props);
}

export interface PgliteThreadEngine
  extends Engine, Pick<PgliteEngine, 'fresh' | 'restoredSchema' | 'saveSchemaTemplate'> {
  readonly kind: 'pglite';
  /**
   * Called after the watchdog replaced a database thread that had stopped answering; PostgREST
   * must then connect again (`postgrestUri()` answers the new bridge).
   */
  onRestart(listener: () => Promise<void> | void): void;
  /** How many times the watchdog has restarted the database thread. */
  readonly restarts: number;
}

export interface PgliteThreadOptions extends Omit<PgliteOptions, 'meter' | 'bridgeSocketDir'> {
  /**
   * The session lock held this long with no query finishing means the database has stopped
   * answering: its thread is replaced by a new one on the same files (committed data is on disk;
   * what was in flight is refused). Default 15 s: PostgREST has already answered 504 after 10.
   */
  stallMs?: number;
  log?: (line: string) => void;
}

/** Raised to everyone waiting on a database thread the watchdog replaced. */
export class DatabaseRestarted extends Error {
  readonly code = 'database_restarted';
  constructor() {
    super('the database stopped answering and was restarted; try again');
    this.name = 'DatabaseRestarted';
  }
}

type Waiter = { resolve(value: unknown): void; reject(e: Error): void };

/** One database thread: its worker, the calls waiting on it, and why it stopped (if it did). */
interface Thread {
  worker: Worker;
  pending: Map<number, Waiter>;
  stopped: Error | null;
  opened: Promise<Opened>;
}

/**
 * PGlite (and PostgREST's wire bridge to it) in a worker thread. On the gateway's own event loop
 * every byte the gateway proxied competed with the database for one core; here they run in
 * parallel. Services still get the same `Database`: each transaction's callback runs on this
 * thread and its queries travel to the worker, which holds the session (and the mutex that
 * serialises it with PostgREST) until the callback settles.
 *
 * A watchdog reads the worker's progress from shared memory; a database that stops answering is
 * replaced rather than left to hold every request (see ProgressMeter). An in-memory database
 * cannot come back without losing its data, so there the watchdog only refuses what waits.
 */
export async function openPgliteThread(
  dataDir: string | null,
  options: PgliteThreadOptions = {},
): Promise<PgliteThreadEngine> {
  const {
    stallMs = 15_000,
    log = (line: string) => console.error(line),
    ...pgliteOptions
  } = options;
  const meter = new ProgressMeter();
  // The bridge's socket outlives a replaced thread, so a restart leaves no folder behind.
  const bridgeSocketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-bridge-'));
  let nextReply = 1;
  let nextSession = 1;

  function spawn(open: PgliteOptions): Thread {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        dataDir,
        options: open,
        meter: meter.buffer,
        bridgeSocketDir,
      } satisfies HostData,
      // The entry sets up its own TypeScript loader; an inherited `--import tsx` would add a second.
      execArgv: [],
    });
    const pending = new Map<number, Waiter>();
    const thread: Thread = { worker, pending, stopped: null, opened: null! };
    thread.opened = new Promise<Opened>((resolve, reject) => {
      pending.set(0, { resolve: resolve as (value: unknown) => void, reject });
    });
    worker.on('message', (message: HostReply) => {
      const waiter = pending.get(message.reply);
      if (!waiter) return;
      pending.delete(message.reply);
      if (message.ok) waiter.resolve(message.value);
      else waiter.reject(revive(message.error));
    });
    worker.on('error', (e) => stop(thread, new Error(`the database thread failed: ${e.message}`)));
    worker.on('exit', (code) => stop(thread, new Error(`the database thread exited (${code})`)));
    return thread;
  }

  function stop(thread: Thread, e: Error) {
    thread.stopped ??= e;
    for (const waiter of thread.pending.values()) waiter.reject(thread.stopped);
    thread.pending.clear();
  }

  let current = spawn(pgliteOptions);

  function call<T>(message: Call): Promise<T> {
    const thread = current;
    if (thread.stopped) return Promise.reject(thread.stopped);
    const reply = nextReply++;
    return new Promise<T>((resolve, reject) => {
      thread.pending.set(reply, { resolve: resolve as (value: unknown) => void, reject });
      thread.worker.postMessage({ ...message, reply } as HostRequest);
    });
  }

  async function session<T>(begin: Begin, fn?: (sql: Sql) => Promise<T>): Promise<T> {
    const id = nextSession++;
    await call({ op: 'begin', id, ...begin });
    if (!fn) return undefined as T;
    const sql: Sql = {
      query<R = Record<string, unknown>>(text: string, params?: unknown[]) {
        return call<QueryResult<R>>({ op: 'query', id, text, params: params ?? [] });
      },
    };
    let value: T;
    try {
      value = await fn(sql);
    } catch (e) {
      await call({ op: 'end', id, commit: false }).catch(() => {});
      throw e;
    }
    await call({ op: 'end', id, commit: true });
    return value;
  }

  const transaction: Engine['transaction'] = (fn) => session({ kind: 'transaction' }, fn);

  let opened: Opened;
  try {
    opened = await current.opened;
  } catch (e) {
    await current.worker.terminate();
    fs.rmSync(bridgeSocketDir, { recursive: true, force: true });
    throw e;
  }

  const listeners: (() => Promise<void> | void)[] = [];
  let restarts = 0;
  let restarting: Promise<void> | null = null;
  let closing: Promise<void> | null = null;

  async function restart(stalledMs: number) {
    const old = current;
    log(
      `[db] the database answered nothing for ${(stalledMs / 1000).toFixed(1)} s: ` +
        (dataDir ? 'restarting it on its files' : 'refusing what waits (in memory: not restarted)'),
    );
    stop(old, new DatabaseRestarted());
    await old.worker.terminate();
    if (!dataDir) return;
    const next = spawn({});
    current = next;
    await next.opened;
    restarts++;
    for (const listener of listeners) await listener();
    log(`[db] the database is back (restart ${restarts})`);
  }

  const watchdog = setInterval(
    () => {
      if (restarting || closing) return;
      const stalled = meter.stalledFor();
      if (stalled < stallMs) return;
      restarting = restart(stalled)
        .catch((e: unknown) => log(`[db] restarting the database failed: ${(e as Error).message}`))
        .finally(() => {
          restarting = null;
        });
    },
    Math.max(50, Math.min(1000, stallMs / 4)),
  );
  watchdog.unref();

  return {
    kind: 'pglite',
    postgrestPool: 1,
    fresh: opened.fresh,
    restoredSchema: opened.restoredSchema,
    get restarts() {
      return restarts;
    },
    onRestart(listener) {
      listeners.push(listener);
    },
    saveSchemaTemplate: (fingerprint, manifest) =>
      call({ op: 'saveSchemaTemplate', fingerprint, manifest }),
    transaction,
    asUser: asUserOver(transaction),
    async script(text, then) {
      await session({ kind: 'script', text, withCallback: Boolean(then) }, then);
    },
    postgrestUri: () => call<string>({ op: 'postgrestUri' }),
    close() {
      closing ??= (async () => {
        clearInterval(watchdog);
        await restarting;
        try {
          await call({ op: 'close' });
        } finally {
          await current.worker.terminate();
          fs.rmSync(bridgeSocketDir, { recursive: true, force: true });
        }
      })();
      return closing;
    },
  };
}
