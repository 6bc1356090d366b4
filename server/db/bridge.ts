import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Mutex } from './mutex';
import type { ProgressMeter } from './progress';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const SYNC_MESSAGE = Buffer.from([SYNC, 0, 0, 0, 4]);
const ROLLBACK_MESSAGE = Buffer.concat([
  Buffer.from([QUERY, 0, 0, 0, 4 + 'rollback'.length + 1]),
  Buffer.from('rollback\0'),
]);

export interface Bridge {
  /** A connection string for `user` (PGlite ignores it: its one session is the superuser). */
  uri(user: string): string;
  close(): Promise<void>;
}

/** Only names the socket file (.s.PGSQL.<port>), as libpq expects in a socket directory. */
const SOCKET_PORT = 5432;

/**
 * A Postgres wire-protocol front for PGlite that PostgREST can connect to.
 *
 * Unlike @electric-sql/pglite-socket, a connection that starts sending owns the (single) PGlite
 * session until the backend is idle again: a Sync or simple Query has been answered and no
 * transaction is open. pglite-socket only kept a connection exclusive inside explicit
 * transactions, so another client's Parse/Bind could land between PostgREST's Parse and Execute
 * (`portal "" does not exist`). The same mutex guards the services' own transactions.
 */
export async function startBridge(
  pg: PGlite,
  mutex: Mutex,
  { meter, socketDir: givenDir }: { meter?: ProgressMeter; socketDir?: string } = {},
): Promise<Bridge> {
  const open = new Set<Connection>();

  class Connection {
    private buffer: Buffer = Buffer.alloc(0);
    private started = false;
    private release: (() => void) | null = null;
    private lastType = SYNC;
    private chain: Promise<void> = Promise.resolve();
    private closed = false;

    constructor(private readonly socket: net.Socket) {
      open.add(this);
      socket.setNoDelay(true);
      socket.on('data', (chunk: Buffer) => {
        this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
        this.chain = this.chain.then(() => this.pump()).catch((e) => this.fail(e));
      });
      socket.on('error', () => this.end());
      socket.on('close', () => this.end());
    }

    private send(chunks: Buffer[]) {
      if (!this.closed && chunks.length > 0 && this.socket.writable) {
        this.socket.write(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
      }
    }

    private async pump(): Promise<void> {
      while (!this.closed) {
        if (!this.started) {
          if (this.buffer.length < 8) return;
          const length = this.buffer.readInt32BE(0);
          const code = this.buffer.readInt32BE(4);
          if (length < 8 || length > 10_000) throw new Error('bad startup packet');
          if (this.buffer.length < length) return;
          const packet = this.buffer.subarray(0, length);
          this.buffer = this.buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            this.socket.write('N');
            continue;
          }
          if (code === CANCEL_REQUEST || code !== PROTOCOL_3) {
            // Cancelling would interrupt whichever client holds the session: not supported.
            this.socket.destroy();
            return;
          }
          await this.execute(Buffer.from(packet), SYNC);
          this.started = true;
          continue;
        }
        let end = 0;
        let last = 0;
        let terminate = false;
        while (end + 5 <= this.buffer.length) {
          const type = this.buffer[end]!;
          const length = this.buffer.readInt32BE(end + 1);
          if (length < 4) throw new Error('bad message length');
          if (end + 1 + length > this.buffer.length) break;
          if (type === TERMINATE) {
            terminate = true;
            break;
          }
          last = type;
          end += 1 + length;
        }
        if (end > 0) {
          const batch = Buffer.from(this.buffer.subarray(0, end));
          this.buffer = this.buffer.subarray(end);
          await this.execute(batch, last);
        }
        if (terminate) {
          this.socket.end();
          this.end();
          return;
        }
        if (end === 0) return;
      }
    }

    private async execute(batch: Buffer, last: number) {
      this.release ??= await mutex.acquire();
      // PGlite hands over each protocol message separately; one write per batch instead of one
      // per row saves a syscall and a wake-up of PostgREST for every message, and the answer
      // (a COMMIT's included) leaves only once PGlite has synced its files.
      const out: Buffer[] = [];
      await pg.execProtocolRawStream(new Uint8Array(batch), {
        onRawData: (data) => {
          if (data.length > 0) out.push(Buffer.from(data));
        },
      });
      meter?.progress();
      this.send(out);
      this.lastType = last;
      if ((last === SYNC || last === QUERY) && !pg.isInTransaction()) {
        this.release();
        this.release = null;
      }
    }

    private fail(e: unknown) {
      console.error('[db bridge] connection failed:', (e as Error).message);
      this.socket.destroy();
      this.end();
    }

    /** Leaves the shared session as a fresh connection would find it. */
    end() {
      if (this.closed) return;
      this.closed = true;
      open.delete(this);
      this.chain = this.chain
        .catch(() => {})
        .then(async () => {
          if (!this.started) return;
          this.release ??= await mutex.acquire();
          try {
            if (this.lastType !== SYNC && this.lastType !== QUERY) {
              await pg.execProtocolRaw(new Uint8Array(SYNC_MESSAGE));
            }
            if (pg.isInTransaction()) await pg.execProtocolRaw(new Uint8Array(ROLLBACK_MESSAGE));
            // Prepared statement names restart at 1 on every new connection.
            if (open.size === 0) await pg.exec('deallocate all');
          } catch (e) {
            if (!pg.closed) console.error('[db bridge] cleanup failed:', (e as Error).message);
          } finally {
            this.release();
            this.release = null;
          }
        });
    }

    shutdown() {
      this.socket.destroy();
      this.end();
      return this.chain;
    }
  }

  // A Unix socket rather than loopback TCP: PostgREST makes four round trips per request
  // (begin, claims, query, commit), and each costs less without the TCP stack in between.
  const socketDir = givenDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-bridge-'));
  const socketFile = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  // A database thread stopped by the stack's watchdog leaves its socket file behind.
  fs.rmSync(socketFile, { force: true });
  const server = net.createServer((socket) => new Connection(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketFile, () => resolve());
  });

  return {
    uri: (user) =>
      `postgres://${user}@/postgres?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}&sslmode=disable`,
    async close() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...open].map((c) => c.shutdown()));
      await closing;
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
