import { parentPort, workerData } from 'node:worker_threads';
import type { Sql } from '../core/types';
import { openPglite, type PgliteEngine, type PgliteOptions } from './pglite';
import { ProgressMeter } from './progress';

/**
 * The PGlite side of `openPgliteThread` (./pglite-thread.ts): runs inside a worker thread, so the
 * WASM database and its wire bridge for PostgREST never compete with the gateway's event loop.
 * The mutex and the bridge live here together, so the bridge stays exclusive exactly as in-process.
 */

export type Begin =
  { kind: 'transaction' } | { kind: 'script'; text: string; withCallback: boolean };

export type HostRequest = { reply: number } & (
  | ({ op: 'begin'; id: number } & Begin)
  | { op: 'query'; id: number; text: string; params: unknown[] }
  | { op: 'end'; id: number; commit: boolean }
  | { op: 'postgrestUri' }
  | { op: 'saveSchemaTemplate'; fingerprint: string; manifest: unknown }
  | { op: 'close' }
);

export type HostReply =
  | { reply: number; ok: true; value?: unknown }
  | { reply: number; ok: false; error: SerializedError };

export type SerializedError = { message: string; name: string; props: Record<string, unknown> };

export interface HostData {
  dataDir: string | null;
  options: Omit<PgliteOptions, 'meter' | 'bridgeSocketDir'>;
  /** A ProgressMeter's memory, shared with the stack's watchdog. */
  meter: SharedArrayBuffer;
  bridgeSocketDir: string;
}

/** The answer to opening: what `openPglite` found. */
export interface Opened {
  fresh: boolean;
  restoredSchema: unknown;
}

export function serializeError(e: unknown): SerializedError {
  const error = e instanceof Error ? e : new Error(String(e));
  const props: Record<string, unknown> = {};
  // DatabaseError's code, detail, hint, constraint... are what services branch on.
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      props[key] = value;
    }
  }
  return { message: error.message, name: error.name, props };
}

const ROLLBACK = Symbol('rollback');

interface Session {
  sql: Sql;
  end(commit: boolean, reply: number): void;
}

export async function serve(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-host runs in a worker thread');
  const { dataDir, options, meter, bridgeSocketDir } = workerData as HostData;
  const post = (message: HostReply) => port.postMessage(message);
  const fail = (reply: number, e: unknown) => post({ reply, ok: false, error: serializeError(e) });

  let engine: PgliteEngine;
  try {
    engine = await openPglite(dataDir, {
      ...options,
      meter: new ProgressMeter(meter),
      bridgeSocketDir,
    });
  } catch (e) {
    post({ reply: 0, ok: false, error: serializeError(e) });
    return;
  }
  const opened: Opened = { fresh: engine.fresh, restoredSchema: engine.restoredSchema };
  post({ reply: 0, ok: true, value: opened });

  const sessions = new Map<number, Session>();

  function begin(message: Extract<HostRequest, { op: 'begin' }>) {
    let endReply: number | null = null;
    const body = (sql: Sql) =>
      new Promise<void>((resolve, reject) => {
        sessions.set(message.id, {
          sql,
          end(commit, reply) {
            endReply = reply;
            if (commit) resolve();
            else reject(ROLLBACK);
          },
        });
        post({ reply: message.reply, ok: true });
      });
    const run =
      message.kind === 'transaction'
        ? engine.transaction(body)
        : engine.script(message.text, message.withCallback ? body : undefined);
    run.then(
      () => post({ reply: endReply ?? message.reply, ok: true }),
      (e: unknown) => {
        if (endReply === null) fail(message.reply, e);
        else if (e === ROLLBACK) post({ reply: endReply, ok: true });
        else fail(endReply, e);
      },
    );
    void run.catch(() => {}).finally(() => sessions.delete(message.id));
  }

  port.on('message', (message: HostRequest) => {
    switch (message.op) {
      case 'begin':
        begin(message);
        return;
      case 'query': {
        const session = sessions.get(message.id);
        if (!session) {
          fail(message.reply, new Error('no open transaction'));
          return;
        }
        session.sql.query(message.text, message.params).then(
          (value) => post({ reply: message.reply, ok: true, value }),
          (e: unknown) => fail(message.reply, e),
        );
        return;
      }
      case 'end': {
        const session = sessions.get(message.id);
        if (!session) fail(message.reply, new Error('no open transaction'));
        else session.end(message.commit, message.reply);
        return;
      }
      case 'postgrestUri':
        engine.postgrestUri().then(
          (value) => post({ reply: message.reply, ok: true, value }),
          (e: unknown) => fail(message.reply, e),
        );
        return;
      case 'saveSchemaTemplate':
        engine.saveSchemaTemplate(message.fingerprint, message.manifest).then(
          () => post({ reply: message.reply, ok: true }),
          (e: unknown) => fail(message.reply, e),
        );
        return;
      case 'close':
        engine.close().then(
          () => {
            post({ reply: message.reply, ok: true });
            port.close();
          },
          (e: unknown) => fail(message.reply, e),
        );
        return;
    }
  });
}
