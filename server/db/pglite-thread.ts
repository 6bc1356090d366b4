import { Worker } from 'node:worker_threads';
import type { Claims, QueryResult, Sql } from '../core/types';
import type { Engine } from './engine';
import type { PgliteEngine, PgliteOptions } from './pglite';
import type {
  Begin,
  HostData,
  HostReply,
  HostRequest,
  Opened,
  SerializedError,
} from './pglite-host';

export interface PgliteThreadEngine
  extends Engine, Pick<PgliteEngine, 'fresh' | 'restoredSchema' | 'saveSchemaTemplate'> {
  readonly kind: 'pglite';
}

type Call = HostRequest extends infer R ? (R extends unknown ? Omit<R, 'reply'> : never) : never;

function revive(error: SerializedError): Error {
  return Object.assign(new Error(error.message), { name: error.name }, error.props);
}

/**
 * PGlite (and PostgREST's wire bridge to it) in a worker thread. On the gateway's own event loop
 * every byte the gateway proxied competed with the database for one core; here they run in
 * parallel. Services still get the same `Database`: each transaction's callback runs on this
 * thread and its queries travel to the worker, which holds the session (and the mutex that
 * serialises it with PostgREST) until the callback settles.
 */
export async function openPgliteThread(
  dataDir: string | null,
  options: PgliteOptions = {},
): Promise<PgliteThreadEngine> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, options } satisfies HostData,
    // The entry sets up its own TypeScript loader; an inherited `--import tsx` would add a second.
    execArgv: [],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  let nextReply = 1;
  let nextSession = 1;
  let stopped: Error | null = null;

  const opening = new Promise<Opened>((resolve, reject) => {
    pending.set(0, { resolve: resolve as (value: unknown) => void, reject });
  });
  worker.on('message', (message: HostReply) => {
    const waiter = pending.get(message.reply);
    if (!waiter) return;
    pending.delete(message.reply);
    if (message.ok) waiter.resolve(message.value);
    else waiter.reject(revive(message.error));
  });
  const stop = (e: Error) => {
    stopped ??= e;
    for (const waiter of pending.values()) waiter.reject(stopped);
    pending.clear();
  };
  worker.on('error', (e) => stop(new Error(`the database thread failed: ${e.message}`)));
  worker.on('exit', (code) => stop(new Error(`the database thread exited (${code})`)));

  function call<T>(message: Call): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const reply = nextReply++;
    return new Promise<T>((resolve, reject) => {
      pending.set(reply, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, reply } as HostRequest);
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

  let opened: Opened;
  try {
    opened = await opening;
  } catch (e) {
    await worker.terminate();
    throw e;
  }

  let closing: Promise<void> | null = null;
  return {
    kind: 'pglite',
    postgrestPool: 1,
    fresh: opened.fresh,
    restoredSchema: opened.restoredSchema,
    saveSchemaTemplate: (fingerprint, manifest) =>
      call({ op: 'saveSchemaTemplate', fingerprint, manifest }),
    transaction: (fn) => session({ kind: 'transaction' }, fn),
    asUser: (claims: Claims, fn) => session({ kind: 'asUser', claims }, fn),
    async script(text, then) {
      await session({ kind: 'script', text, withCallback: Boolean(then) }, then);
    },
    postgrestUri: () => call<string>({ op: 'postgrestUri' }),
    close() {
      closing ??= (async () => {
        try {
          await call({ op: 'close' });
        } finally {
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
}
