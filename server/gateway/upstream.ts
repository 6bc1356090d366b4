import { Pool } from 'undici';

/**
 * Undici's connection pool to PostgREST's Unix socket. The relay dispatches on it with a raw
 * handler (see the gateway's RestRelay): no streams, no header objects, one llhttp parser.
 * A new pool is made when PostgREST comes back on another socket.
 */
export class UpstreamPool {
  private pool: Pool | null = null;
  private path: string | null = null;
  private closed = false;

  /** `deadlineMs` bounds the wait for PostgREST's answer and for each piece of it. */
  constructor(
    private readonly socketPath: () => string | null,
    private readonly deadlineMs: number,
  ) {}

  /** The pool to dispatch on; null when there is no PostgREST to send to. */
  current(): Pool | null {
    const path = this.socketPath();
    if (!path || this.closed) return null;
    if (path !== this.path) {
      void this.pool?.destroy().catch(() => {});
      // One connection per concurrent request, as many as there are (PostgREST queues them
      // for its database pool); idle ones are kept for 4 s.
      this.pool = new Pool('http://localhost', {
        socketPath: path,
        connections: null,
        headersTimeout: this.deadlineMs,
        // PostgREST echoes the query in Content-Location, percent-encoded: a 16 KB query (the
        // gateway's own limit) can come back three times as long.
        maxHeaderSize: 128 * 1024,
        bodyTimeout: this.deadlineMs,
      });
      this.path = path;
    }
    return this.pool;
  }

  async close() {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy().catch(() => {});
  }
}
