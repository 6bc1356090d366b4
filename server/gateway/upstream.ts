import net from 'node:net';

/**
 * A small HTTP/1.1 client for the gateway's hop to PostgREST over its Unix socket.
 *
 * The gateway spends CPU on every REST request that PostgREST and the database then lack (two
 * cores, everything on one machine): `http.request` with an Agent built a ClientRequest, ran a
 * second llhttp parser and an IncomingMessage stream per answer and copied headers into objects
 * twice. Here the request head is one string written to a kept-alive socket, and the answer is
 * parsed only as far as relaying needs: status, header lines, and its framing (Content-Length,
 * chunked, or until close).
 */

export interface UpstreamHandlers {
  /** Status and header lines as [name (lower case), value, ...]. */
  onHead(status: number, headers: string[]): void;
  /** Body bytes, de-chunked. Return false to pause until `exchange.resume()`. */
  onData(chunk: Buffer): boolean;
  onEnd(): void;
  /**
   * The exchange failed. `beforeHead`: no status line arrived, so nothing was relayed yet and a
   * "not available" answer is still possible.
   */
  onError(error: Error, beforeHead: boolean): void;
}

export interface UpstreamRequest {
  /** The request line and header lines, each ending in \r\n, without the blank line. */
  head: string;
  /** HEAD: the answer has no body whatever its headers say. */
  isHead: boolean;
  /**
   * How the request body follows: none, a known length, or chunked (the exchange frames it).
   * With a body, call `write` for each piece and `end` after the last.
   */
  body: 'none' | 'length' | 'chunked';
}

export interface Exchange {
  write(chunk: Buffer): boolean;
  end(): void;
  /** Continues after `onData` returned false (and the client drained). */
  resume(): void;
  /** Gives up: the connection is closed, not reused, and no handler is called again. */
  abort(): void;
  /** The upstream socket, for its 'drain' (request body backpressure). */
  readonly socket: net.Socket;
}

const CRLF = Buffer.from('\r\n\r\n');

type BodyState =
  | { kind: 'length'; left: number }
  | { kind: 'chunked'; step: 'size' | 'data' | 'data-end' | 'trailer'; left: number }
  | { kind: 'close' };

class Connection {
  exchange: Active | null = null;
  /** Whether this socket already carried an exchange (so a close now may just be staleness). */
  used = false;
  dead = false;
  private buffer: Buffer | null = null;
  private body: BodyState | null = null;
  private keepAlive = true;
  private gotBytes = false;

  constructor(
    readonly socket: net.Socket,
    private readonly pool: UpstreamPool,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (e) => this.onClose(e));
    socket.on('close', () => this.onClose(null));
  }

  start(exchange: Active) {
    this.exchange = exchange;
    this.buffer = null;
    this.body = null;
    this.keepAlive = true;
    this.gotBytes = false;
  }

  private onClose(error: Error | null) {
    if (this.dead) return;
    this.dead = true;
    this.pool.forget(this);
    const exchange = this.exchange;
    this.exchange = null;
    if (!exchange) return;
    if (this.body?.kind === 'close') {
      exchange.handlers.onEnd();
      return;
    }
    const reason = error ?? new Error('PostgREST closed the connection');
    // A kept-alive socket PostgREST closed while idle: nothing was processed, so a request
    // without a body is sent again on a new connection.
    if (this.used && !this.gotBytes && exchange.retryable()) {
      exchange.retry();
      return;
    }
    exchange.handlers.onError(reason, this.body === null);
  }

  private onData(chunk: Buffer) {
    const exchange = this.exchange;
    if (!exchange) {
      // Bytes nobody asked for: the connection's framing can no longer be trusted.
      this.socket.destroy();
      return;
    }
    this.gotBytes = true;
    let data = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
    this.buffer = null;
    if (!this.body) {
      const end = data.indexOf(CRLF);
      if (end < 0) {
        if (data.length > 64 * 1024) this.fail(new Error('PostgREST sent an oversized head'));
        else this.buffer = data;
        return;
      }
      const head = data.toString('latin1', 0, end);
      data = data.subarray(end + 4);
      if (!this.parseHead(head, exchange)) return;
      if (this.body === null) {
        // An interim 1xx answer: the real head follows.
        if (data.length) this.onData(data);
        return;
      }
    }
    this.consume(data, exchange);
  }

  /** Sets `body` from the head and hands the head on; false when the head is unusable. */
  private parseHead(head: string, exchange: Active): boolean {
    const lines = head.split('\r\n');
    const status = Number(lines[0]!.slice(9, 12));
    if (!lines[0]!.startsWith('HTTP/1.') || !(status >= 100 && status < 600)) {
      this.fail(new Error('PostgREST sent a malformed answer'));
      return false;
    }
    if (status < 200) return true;
    const headers: string[] = [];
    let length = -1;
    let chunked = false;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') chunked = /(?:^|,)\s*chunked\s*$/i.test(value);
      else if (name === 'connection') this.keepAlive = !/\bclose\b/i.test(value);
      headers.push(name, value);
    }
    if (lines[0]!.startsWith('HTTP/1.0')) this.keepAlive = false;
    if (exchange.request.isHead || status === 204 || status === 304) {
      this.body = { kind: 'length', left: 0 };
      if (length >= 0) headers.push('content-length', String(length));
    } else if (chunked) this.body = { kind: 'chunked', step: 'size', left: 0 };
    else if (length >= 0 && Number.isSafeInteger(length)) {
      this.body = { kind: 'length', left: length };
      headers.push('content-length', String(length));
    } else {
      this.body = { kind: 'close' };
      this.keepAlive = false;
    }
    exchange.handlers.onHead(status, headers);
    if (this.exchange !== exchange) return false;
    if (this.body.kind === 'length' && this.body.left === 0) this.finish(exchange);
    return this.exchange === exchange;
  }

  private consume(data: Buffer, exchange: Active) {
    const body = this.body!;
    if (body.kind === 'close') {
      if (data.length) this.deliver(data, exchange);
      return;
    }
    if (body.kind === 'length') {
      if (data.length > body.left) {
        this.fail(new Error('PostgREST sent more than it announced'));
        return;
      }
      body.left -= data.length;
      if (data.length) this.deliver(data, exchange);
      if (body.left === 0 && this.exchange === exchange) this.finish(exchange);
      return;
    }
    let at = 0;
    while (at < data.length && this.exchange === exchange) {
      if (body.step === 'data') {
        const take = Math.min(body.left, data.length - at);
        const piece = data.subarray(at, at + take);
        at += take;
        body.left -= take;
        if (body.left === 0) body.step = 'data-end';
        this.deliver(piece, exchange);
        continue;
      }
      const eol = data.indexOf('\r\n', at, 'latin1');
      if (eol < 0) {
        this.buffer = data.subarray(at);
        if (this.buffer.length > 4096) this.fail(new Error('PostgREST sent a malformed chunk'));
        return;
      }
      const line = data.toString('latin1', at, eol);
      at = eol + 2;
      if (body.step === 'data-end') {
        if (line !== '') return this.fail(new Error('PostgREST sent a malformed chunk'));
        body.step = 'size';
      } else if (body.step === 'size') {
        const size = parseInt(line, 16);
        if (!Number.isFinite(size) || size < 0) {
          return this.fail(new Error('PostgREST sent a malformed chunk'));
        }
        if (size === 0) body.step = 'trailer';
        else {
          body.step = 'data';
          body.left = size;
        }
      } else if (line === '') {
        // The blank line after the (ignored) trailers ends the answer.
        if (at < data.length) return this.fail(new Error('PostgREST sent extra bytes'));
        this.finish(exchange);
        return;
      }
    }
  }

  private deliver(piece: Buffer, exchange: Active) {
    if (!exchange.handlers.onData(piece)) this.socket.pause();
  }

  private finish(exchange: Active) {
    this.exchange = null;
    this.used = true;
    exchange.done = true;
    if (this.keepAlive && !exchange.bodyOpen) this.pool.release(this);
    else this.socket.destroy();
    exchange.handlers.onEnd();
  }

  fail(error: Error) {
    const exchange = this.exchange;
    this.exchange = null;
    this.socket.destroy();
    if (exchange) exchange.handlers.onError(error, this.body === null);
  }
}

class Active implements Exchange {
  connection!: Connection;
  done = false;
  aborted = false;
  bodyOpen: boolean;

  constructor(
    private readonly pool: UpstreamPool,
    readonly request: UpstreamRequest,
    readonly handlers: UpstreamHandlers,
  ) {
    this.bodyOpen = request.body !== 'none';
  }

  get socket() {
    return this.connection.socket;
  }

  retryable() {
    return this.request.body === 'none' && !this.aborted;
  }

  attach(connection: Connection) {
    this.connection = connection;
    connection.start(this);
    connection.socket.write(
      this.request.body === 'chunked'
        ? `${this.request.head}transfer-encoding: chunked\r\n\r\n`
        : `${this.request.head}\r\n`,
      'latin1',
    );
  }

  retry() {
    this.pool.open(this);
  }

  write(chunk: Buffer): boolean {
    if (this.aborted || this.connection.socket.destroyed || !chunk.length) return true;
    if (this.request.body !== 'chunked') return this.connection.socket.write(chunk);
    this.connection.socket.write(`${chunk.length.toString(16)}\r\n`, 'latin1');
    this.connection.socket.write(chunk);
    return this.connection.socket.write('\r\n', 'latin1');
  }

  end() {
    if (!this.bodyOpen) return;
    this.bodyOpen = false;
    if (this.aborted || this.connection.socket.destroyed) return;
    if (this.request.body === 'chunked') this.connection.socket.write('0\r\n\r\n', 'latin1');
    // The answer came before the body was all sent (an early error): the socket's framing is
    // now unknown to us, so it is not reused.
    if (this.done) this.connection.socket.destroy();
  }

  resume() {
    if (this.done || this.aborted || this.connection.socket.destroyed) return;
    this.connection.socket.resume();
  }

  abort() {
    if (this.aborted) return;
    this.aborted = true;
    if (this.done) return;
    const connection = this.connection;
    if (connection.exchange === this) connection.exchange = null;
    connection.socket.destroy();
  }
}

export class UpstreamPool {
  private idle: Connection[] = [];
  private closed = false;

  constructor(
    private readonly socketPath: () => string | null,
    private readonly maxIdle = 64,
  ) {}

  /** Sends a request; null when there is no upstream to send it to (PostgREST not running). */
  request(request: UpstreamRequest, handlers: UpstreamHandlers): Exchange | null {
    if (this.closed || !this.socketPath()) return null;
    const exchange = new Active(this, request, handlers);
    const reused = this.idle.pop();
    if (reused) exchange.attach(reused);
    else this.open(exchange);
    return exchange;
  }

  open(exchange: Active) {
    const path = this.socketPath();
    if (!path || this.closed) {
      exchange.handlers.onError(new Error('PostgREST is not running'), true);
      return;
    }
    const connection = new Connection(net.connect(path), this);
    exchange.attach(connection);
  }

  release(connection: Connection) {
    if (this.closed || connection.dead || this.idle.length >= this.maxIdle) {
      connection.socket.destroy();
      return;
    }
    connection.socket.resume();
    this.idle.push(connection);
  }

  forget(connection: Connection) {
    const at = this.idle.indexOf(connection);
    if (at >= 0) this.idle.splice(at, 1);
  }

  close() {
    this.closed = true;
    for (const connection of this.idle.splice(0)) connection.socket.destroy();
  }
}
