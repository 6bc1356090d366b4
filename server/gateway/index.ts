import http from 'node:http';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AddressInfo, Socket } from 'node:net';
import type { Dispatcher } from 'undici';
import { JsonDepthScanner, JsonTooDeep, MAX_JSON_DEPTH } from '../core/json-depth';
import type { Service, StackConfig } from '../core/types';
import type { RealtimeService } from '../realtime';
import { CORS_HEADERS, preflightHeaders } from './cors';
import { createKeyChecker } from './keys';
import { UpstreamPool } from './upstream';

export interface GatewayLimits {
  /** Largest body proxied to PostgREST. */
  restBodyBytes: number;
  /** Largest body for /auth/v1. */
  authBodyBytes: number;
  /** Largest body for /storage/v1 and /functions/v1 (above Storage's own 50 MB limit). */
  uploadBodyBytes: number;
  /**
   * Longest wait for a service's or PostgREST's answer (and, once PostgREST answers, between two
   * pieces of it) before the client gets a 504: no request waits forever.
   */
  deadlineMs: number;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  restBodyBytes: 10 * 1024 * 1024,
  authBodyBytes: 1024 * 1024,
  uploadBodyBytes: 60 * 1024 * 1024,
  deadlineMs: 30_000,
};

export interface GatewayOptions {
  config: StackConfig;
  /** PostgREST's Unix socket; null while it is not running. */
  postgrestSocket: () => string | null;
  services: { auth: Service; storage: Service; functions: Service; realtime?: RealtimeService };
  limits?: Partial<GatewayLimits>;
  log?: (line: string) => void;
}

export interface Gateway {
  server: http.Server;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

type Mount = 'rest' | 'auth' | 'storage' | 'functions' | 'realtime';

const MOUNTS: [prefix: string, mount: Mount][] = [
  ['/rest/v1', 'rest'],
  ['/auth/v1', 'auth'],
  ['/storage/v1', 'storage'],
  ['/functions/v1', 'functions'],
  ['/realtime/v1', 'realtime'],
];

/** Routes Supabase's Kong leaves without key-auth: e-mailed links, OAuth, public files, JWKS. */
const OPEN_PATHS: Record<Mount, RegExp | null> = {
  rest: null,
  auth: /^\/(verify|callback|authorize|\.well-known\/jwks\.json)\/?$/,
  storage: /^\/(object|render\/image)\/(public|sign)\//,
  functions: null,
  realtime: null,
};

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

class BodyTooLarge extends Error {}
/** An upload to PostgREST cut off by the gateway, which has answered the client itself. */
class UploadRefused extends Error {}

/**
 * Bodies whose type says JSON (or says nothing, which PostgREST reads as JSON) are held to
 * MAX_JSON_DEPTH before any service or the database parses them.
 */
function readsAsJson(req: http.IncomingMessage): boolean {
  const type = req.headers['content-type'];
  return !type || isJson(type);
}

const CONTENT_LOCATION_MAX = 4096;

/** PostgREST answers up to this size are relayed in one write (see proxyToPostgrest). */
const RELAY_WHOLE_BYTES = 256 * 1024;

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...extra,
  });
  res.end(text);
}

const CORS_FLAT = Object.entries(CORS_HEADERS).flat();

function restUnavailable(res: http.ServerResponse, message: string) {
  sendJson(res, 503, { code: 'PGRST001', details: null, hint: null, message });
}

/** JSON answers at least this big are gzipped for clients that ask (as Supabase's edge does). */
export const COMPRESS_MIN_BYTES = 1024;
/** A service's JSON answer up to this size is held to be compressed; bigger ones stream as they are. */
const COMPRESS_HOLD_BYTES = 1024 * 1024;

/** Whether Accept-Encoding allows gzip (present, and not refused with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';');
    const name = coding!.trim().toLowerCase();
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export function isJson(contentType: string): boolean {
  return /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType);
}

/**
 * Ends `res` with `body`, gzipped (off the event loop, in libuv's pool) when asked and the body
 * is big enough to gain from it; `headers` is a flat [name, value, ...] list without a length.
 */
function sendBody(
  res: http.ServerResponse,
  status: number,
  headers: string[],
  body: Buffer,
  { json, gzip }: { json: boolean; gzip: boolean },
) {
  const send = (bytes: Buffer, encoding?: string) => {
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(bytes.length));
    res.writeHead(status, headers);
    res.end(bytes);
  };
  if (!json || body.length < COMPRESS_MIN_BYTES) return send(body);
  addVary(headers);
  if (!gzip) return send(body);
  zlib.gzip(body, (error, gzipped) => {
    if (res.destroyed) return;
    if (error) send(body);
    else send(gzipped, 'gzip');
  });
}

function addVary(headers: string[]) {
  const at = headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'vary');
  if (at >= 0) headers[at + 1] = `${headers[at + 1]}, Accept-Encoding`;
  else headers.push('vary', 'Accept-Encoding');
}

/** Upload bytes discarded after a refusal before the connection is cut regardless. */
const DRAIN_LIMIT = 256 * 1024 * 1024;

function tooLarge(req: http.IncomingMessage, res: http.ServerResponse) {
  refuseUpload(req, res, 413, { message: 'Request size limit exceeded' });
}

/**
 * Whether a query string's parentheses (PostgREST's logic trees and embeds, raw or
 * percent-encoded) nest past MAX_JSON_DEPTH: 3,900 levels fit in a URL and cost the database
 * over a second each, and no client writes more than a few.
 */
export function queryNestsTooDeep(search: string): boolean {
  let depth = 0;
  for (let i = 0; i < search.length; i++) {
    const c = search.charCodeAt(i);
    let delta = c === 0x28 ? 1 : c === 0x29 ? -1 : 0;
    if (c === 0x25 && search.charCodeAt(i + 1) === 0x32) {
      const hex = search.charCodeAt(i + 2) | 0x20;
      if (hex === 0x38) delta = 1;
      else if (hex === 0x39) delta = -1;
      if (delta !== 0) i += 2;
    }
    depth = Math.max(0, depth + delta);
    if (depth > MAX_JSON_DEPTH) return true;
  }
  return false;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/**
 * Whether a query string's percent-escapes spell invalid UTF-8 (a lone 0xFF, an overlong NUL, a
 * surrogate, a code point past U+10FFFF): PostgREST cannot decode it and answers 500.
 */
export function queryHasInvalidUtf8(search: string): boolean {
  if (!search.includes('%')) return false;
  const bytes: number[] = [];
  for (let i = 0; i < search.length; i++) {
    const c = search.charCodeAt(i);
    if (c === 0x25 && /^[0-9a-f]{2}$/i.test(search.slice(i + 1, i + 3))) {
      bytes.push(parseInt(search.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c < 0x80) bytes.push(c);
    else bytes.push(...encoder.encode(search[i]));
  }
  try {
    strictUtf8.decode(new Uint8Array(bytes));
    return false;
  } catch {
    return true;
  }
}

/** The 400 for a body nested past MAX_JSON_DEPTH, in PostgREST's shape for /rest/v1. */
function tooDeep(req: http.IncomingMessage, res: http.ServerResponse, mount: Mount) {
  const message = new JsonTooDeep(MAX_JSON_DEPTH).message;
  refuseUpload(
    req,
    res,
    400,
    mount === 'rest'
      ? { code: 'PGRST102', details: message, hint: null, message: 'Invalid JSON body' }
      : { code: 'bad_json', message },
  );
}

function refuseUpload(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: unknown,
) {
  // Clients such as undici only read the answer once their upload is written: closing the
  // socket now (even via Connection: close) would turn a clear refusal into a network error.
  // So the rest is read and discarded, up to a bound.
  sendJson(res, status, body);
  if (req.complete) return;
  let drained = 0;
  const timer = setTimeout(() => req.socket.destroy(), 30_000);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) req.socket.destroy();
  });
  req.once('end', () => clearTimeout(timer));
  req.resume();
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge());
  // Listeners rather than for-await: leaving a for-await early would destroy the socket
  // before the 413 can be read.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.off('end', onEnd);
      reject(new BodyTooLarge());
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}

/** The answer, or null when it has not come within `ms` (the work itself goes on). */
function withinDeadline(answer: Promise<Response>, ms: number): Promise<Response | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([answer, late]).then(
    (response) => {
      clearTimeout(timer);
      // An answer that comes after the 504 is dropped, its body with it.
      if (!response) void answer.then((r) => r.body?.cancel()).catch(() => {});
      return response;
    },
    (e: unknown) => {
      clearTimeout(timer);
      throw e;
    },
  );
}

function clientIp(req: http.IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

function apiKeyOf(req: http.IncomingMessage, url: URL): string | null {
  const header = req.headers.apikey;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || url.searchParams.get('apikey');
}

function bearerOf(req: http.IncomingMessage): string | null {
  return /^\s*bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
}

/** Writes a Fetch Response to a node response, streaming and honouring backpressure. */
export async function writeFetchResponse(
  res: http.ServerResponse,
  response: Response,
  head: boolean,
  acceptEncoding?: string,
) {
  const headers: string[] = [...CORS_FLAT];
  response.headers.forEach((value, name) => {
    // CORS is the gateway's answer alone (a function that sets its own, as deployed ones must,
    // would otherwise send each header twice, which browsers refuse).
    if (name.startsWith('access-control-')) return;
    if (name === 'content-length' || name === 'set-cookie' || HOP_BY_HOP.has(name)) return;
    headers.push(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push('set-cookie', cookie);
  const declared = response.headers.get('content-length');
  const length = Number(declared ?? 0);
  if (
    !head &&
    response.body &&
    acceptEncoding !== undefined &&
    length <= COMPRESS_HOLD_BYTES &&
    !response.headers.has('content-encoding') &&
    isJson(response.headers.get('content-type') ?? '')
  ) {
    // JSON answers are small: held whole, they can be gzipped and sent with their length.
    const body = Buffer.from(await response.arrayBuffer());
    sendBody(res, response.status, headers, body, {
      json: true,
      gzip: acceptsGzip(acceptEncoding),
    });
    return;
  }
  if (declared !== null) headers.push('content-length', declared);
  res.writeHead(response.status, headers);
  if (head || !response.body) {
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const aborted = new Promise<void>((resolve) => res.once('close', resolve));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) {
        await Promise.race([new Promise((r) => res.once('drain', r)), aborted]);
        if (res.destroyed) break;
      }
    }
  } finally {
    if (res.destroyed) await reader.cancel().catch(() => {});
    res.end();
  }
}

/**
 * The request body on its way to PostgREST, cut off with a 413 when it passes the limit (a
 * chunked upload declares no length to refuse in advance).
 */
function upload(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  limit: number,
  depth: JsonDepthScanner | null,
): Readable {
  let sent = 0;
  const body = new Readable({ read: () => void req.resume() });
  const onData = (chunk: Buffer) => {
    // PostgREST answered before the upload ended: the rest is read and dropped, not held.
    if (body.destroyed) return;
    sent += chunk.length;
    const deep = depth !== null && !depth.push(chunk);
    if (sent <= limit && !deep) {
      if (!body.push(chunk)) req.pause();
      return;
    }
    // The chunk that crossed a limit never reaches PostgREST, so it never sees a whole body.
    req.off('data', onData);
    body.destroy(new UploadRefused());
    if (res.headersSent) req.resume();
    else if (deep) tooDeep(req, res, 'rest');
    else tooLarge(req, res);
  };
  req.on('data', onData);
  req.once('end', () => body.push(null));
  return body;
}

/**
 * One /rest/v1 exchange as an undici dispatch handler (its raw interface: status and header
 * lines as buffers, body chunks with backpressure by return value), relayed to the client.
 */
class RestRelay implements Dispatcher.DispatchHandler {
  private status = 502;
  private out: string[] = [];
  private contentLength: string | null = null;
  private contentType = '';
  private encoded = false;
  private chunks: Buffer[] = [];
  private size = 0;
  private stream: NodeJS.WritableStream | null = null;
  private headed = false;
  private retried = false;
  private cancelled = false;
  private abort: ((error?: Error) => void) | null = null;
  private resume: (() => void) | null = null;

  constructor(
    private readonly pool: Dispatcher,
    readonly options: Dispatcher.DispatchOptions,
    private readonly res: http.ServerResponse,
    private readonly gzip: boolean,
    private readonly log: (line: string) => void,
  ) {}

  send() {
    this.pool.dispatch(this.options, this);
  }

  /** The client went away: the upstream connection is closed rather than reused. */
  cancel() {
    this.cancelled = true;
    this.abort?.();
  }

  onConnect(abort: (error?: Error) => void) {
    this.abort = abort;
    if (this.cancelled) abort();
  }

  onHeaders(status: number, raw: Buffer[], resume: () => void): boolean {
    if (status < 200) return true;
    this.status = status;
    this.resume = resume;
    this.headed = true;
    const out = [...CORS_FLAT];
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!.toString('latin1').toLowerCase();
      // The gateway answers CORS for every service; PostgREST's own header would be a
      // second Access-Control-Allow-Origin, which browsers refuse.
      if (name.startsWith('access-control-') || HOP_BY_HOP.has(name)) continue;
      const value = raw[i + 1]!.toString('latin1');
      if (name === 'content-length') {
        this.contentLength = value;
        continue;
      }
      // Only an echo of the query; past a few KB it would break clients' header limits.
      if (name === 'content-location' && value.length > CONTENT_LOCATION_MAX) continue;
      if (name === 'content-type') this.contentType = value;
      else if (name === 'content-encoding') this.encoded = true;
      out.push(name, value);
    }
    this.out = out;
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.stream) return this.stream.write(chunk);
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size <= RELAY_WHOLE_BYTES) return true;
    // Anything larger streams as it comes (chunked to the client).
    const json = !this.encoded && isJson(this.contentType);
    const compress = this.gzip && json;
    if (json) addVary(this.out);
    if (compress) this.out.push('content-encoding', 'gzip');
    this.res.writeHead(this.status, this.out);
    let stream: NodeJS.WritableStream = this.res;
    if (compress) {
      const gz = zlib.createGzip();
      gz.pipe(this.res);
      stream = gz;
    }
    this.stream = stream;
    // Upstream pauses while the client (or the compressor in front of it) is full.
    stream.on('drain', () => this.resume?.());
    let ok = true;
    for (const c of this.chunks.splice(0)) ok = stream.write(c);
    return ok;
  }

  onComplete() {
    if (this.stream) {
      this.stream.end();
      return;
    }
    const { res, status, out } = this;
    if (this.options.method === 'HEAD' || status === 204 || status === 304) {
      if (this.contentLength !== null) out.push('content-length', this.contentLength);
      res.writeHead(status, out);
      res.end();
      return;
    }
    // PostgREST answers chunked. Relaying a small answer whole, with its length, costs the
    // client one write instead of a chunk and a terminator (each a syscall and a wake-up).
    const chunks = this.chunks;
    const whole = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    sendBody(res, status, out, whole, {
      json: !this.encoded && isJson(this.contentType),
      gzip: this.gzip,
    });
  }

  onError(error: Error) {
    if (this.cancelled || error instanceof UploadRefused) return;
    // A kept-alive connection PostgREST closed while idle: nothing was processed, so a
    // request without a body is sent again (once) on a new connection. The close shows as
    // undici's socket error or, when it races the write, as the system's ECONNRESET.
    const code = (error as { code?: string }).code;
    if (
      !this.headed &&
      !this.retried &&
      !this.options.body &&
      (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET')
    ) {
      this.retried = true;
      this.send();
      return;
    }
    this.log(`[gateway] PostgREST request failed: ${error.message}`);
    if (this.headed || this.res.headersSent) this.res.destroy();
    else if ((error as { code?: string }).code === 'UND_ERR_HEADERS_TIMEOUT') {
      sendJson(this.res, 504, {
        code: 'PGRST003',
        details: null,
        hint: null,
        message: 'The database did not answer in time',
      });
    } else restUnavailable(this.res, 'The REST API is not available');
  }
}

export function createGateway(options: GatewayOptions): Gateway {
  const { config } = options;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const checkKey = createKeyChecker(config);
  const log = options.log ?? (() => {});
  const upstream = new UpstreamPool(options.postgrestSocket, limits.deadlineMs);

  function proxyToPostgrest(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    apikey: string,
  ) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.restBodyBytes) {
      tooLarge(req, res);
      return;
    }
    const pool = upstream.current();
    if (!pool) {
      restUnavailable(res, 'The REST API is not running');
      req.resume();
      return;
    }
    const badQuery = queryNestsTooDeep(url.search)
      ? `parentheses nested deeper than ${MAX_JSON_DEPTH} levels`
      : queryHasInvalidUtf8(url.search)
        ? 'the query string is not valid UTF-8'
        : null;
    if (badQuery) {
      sendJson(res, 400, {
        code: 'PGRST100',
        details: badQuery,
        hint: null,
        message: 'Invalid query',
      });
      req.resume();
      return;
    }
    // PostgREST would read a leftover apikey parameter as a column filter.
    if (url.search.includes('apikey=')) url.searchParams.delete('apikey');
    const method = req.method ?? 'GET';
    const chunked = req.headers['transfer-encoding'] !== undefined;
    const headers: string[] = [];
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = raw[i]!.toLowerCase();
      // The gateway has answered Expect itself; undici writes the framing headers.
      if (HOP_BY_HOP.has(name) || name === 'expect') continue;
      if (name === 'content-length' && chunked) continue;
      headers.push(name, raw[i + 1]!);
    }
    // As Kong does: a request with only the apikey runs as that key's role.
    if (!req.headers.authorization) headers.push('authorization', `Bearer ${apikey}`);
    const relay = new RestRelay(
      pool,
      {
        path: `${url.pathname.slice('/rest/v1'.length) || '/'}${url.search}`,
        method,
        headers,
        body:
          chunked || declared > 0
            ? upload(
                req,
                res,
                limits.restBodyBytes,
                // Every body but raw bytes: a body nested 10,000 deep and labelled image/png still
                // froze the database (the fuzz suite, seed 1348180180).
                req.headers['content-type']?.toLowerCase().startsWith('application/octet-stream')
                  ? null
                  : new JsonDepthScanner(),
              )
            : null,
      },
      res,
      acceptsGzip(req.headers['accept-encoding']),
      log,
    );
    res.once('close', () => {
      if (!res.writableFinished) relay.cancel();
    });
    if (!relay.options.body) req.resume();
    // A write's transaction has committed once PostgREST answers: realtime reads its changes
    // now instead of at its next poll.
    const realtime = options.services.realtime;
    if (realtime && method !== 'GET' && method !== 'HEAD') res.once('finish', realtime.nudge);
    relay.send();
  }

  async function callService(
    service: Service,
    mount: Mount,
    prefix: string,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    limit: number,
    apikey: string | null,
  ) {
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    let body: Buffer | undefined;
    if (hasBody) {
      try {
        body = await readBody(req, limit);
      } catch (e) {
        if (e instanceof BodyTooLarge) {
          tooLarge(req, res);
          return;
        }
        throw e;
      }
      // Auth and storage parse their own JSON under the same limit, answering in their own
      // error shapes (server/core/json-depth.ts); a function's code gets no such care.
      if (mount === 'functions' && readsAsJson(req) && !new JsonDepthScanner().push(body)) {
        tooDeep(req, res, mount);
        return;
      }
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (HOP_BY_HOP.has(name) || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    if (!headers.has('authorization') && apikey) headers.set('authorization', `Bearer ${apikey}`);
    const ip = clientIp(req);
    const xff = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', xff ? `${xff}, ${ip}` : ip);
    headers.set('x-real-ip', ip);
    const request = new Request(new URL(req.url ?? '/', config.apiUrl), {
      method,
      headers,
      body: hasBody ? (body as Uint8Array<ArrayBuffer>) : undefined,
    });
    const path = url.pathname.slice(prefix.length) || '/';
    const response = await withinDeadline(
      service.handle(request, path.startsWith('/') ? path : `/${path}`),
      limits.deadlineMs,
    );
    if (!response) {
      sendJson(res, 504, { message: 'The service did not answer in time' });
      return;
    }
    await writeFetchResponse(
      res,
      response,
      method === 'HEAD',
      req.headers['accept-encoding'] ?? '',
    );
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://gateway.local');
    } catch {
      sendJson(res, 400, { message: 'Bad request URL' });
      return;
    }
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(200, {
        ...preflightHeaders(req.headers['access-control-request-headers']),
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    if (url.pathname === '/health' || url.pathname === '/health/') {
      sendJson(res, 200, { status: 'ok', rest: options.postgrestSocket() !== null });
      return;
    }
    const found = MOUNTS.find(([p]) => url.pathname === p || url.pathname.startsWith(`${p}/`));
    if (!found) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    const [prefix, mount] = found;
    const rest = url.pathname.slice(prefix.length) || '/';
    const open = OPEN_PATHS[mount]?.test(rest) ?? false;
    let apikey = apiKeyOf(req, url);
    if (!apikey && mount === 'functions') apikey = bearerOf(req);
    if (!open || apikey) {
      const check = await checkKey(apikey);
      if (!check.ok) {
        sendJson(res, check.status, {
          message: check.message,
          ...(check.hint ? { hint: check.hint } : {}),
        });
        return;
      }
    }
    switch (mount) {
      case 'rest': {
        // PostgREST answers a bad token before it reads a body, then closes the connection with
        // the body unread: the relay sees EPIPE or a reset instead of its 401. So a request with
        // a body has its token checked here first, answered as PostgREST would answer it.
        const bearer = bearerOf(req);
        const hasBody =
          req.headers['transfer-encoding'] !== undefined ||
          Number(req.headers['content-length'] ?? 0) > 0;
        if (hasBody && req.headers.authorization !== undefined) {
          const token = await checkKey(bearer);
          if (!token.ok) {
            refuseUpload(
              req,
              res,
              401,
              token.expired
                ? { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' }
                : {
                    code: 'PGRST301',
                    details: null,
                    hint: null,
                    message: 'JWSError JWSInvalidSignature',
                  },
            );
            return;
          }
        }
        proxyToPostgrest(req, res, url, apikey ?? '');
        return;
      }
      case 'auth':
      case 'storage':
      case 'functions':
        await callService(
          options.services[mount],
          mount,
          prefix,
          req,
          res,
          url,
          mount === 'auth' ? limits.authBodyBytes : limits.uploadBodyBytes,
          apikey,
        );
        return;
      case 'realtime':
        if (!options.services.realtime) {
          sendJson(res, 503, { message: 'Realtime is not running in the local stack' });
          return;
        }
        await callService(
          options.services.realtime,
          mount,
          prefix,
          req,
          res,
          url,
          limits.authBodyBytes,
          apikey,
        );
        return;
    }
  }

  const inflight = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    inflight.add(res);
    res.once('close', () => inflight.delete(res));
    handle(req, res).catch((e: unknown) => {
      // The path only: a query may carry a one-time token or a key (verify links, public reads).
      const path = (req.url ?? '/').split('?')[0];
      log(`[gateway] ${req.method} ${path}: ${(e as Error)?.stack ?? String(e)}`);
      sendJson(res, 500, { message: 'An unexpected error occurred in the local gateway' });
    });
  });
  // Unparseable HTTP never reaches the handler: answer it like any other bad request.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ message: status === 431 ? 'Headers too large' : 'Bad request' });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  // WebSockets (only /realtime/v1/websocket) pass the same key check as HTTP, as at Kong.
  server.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    const refuse = (status: number, body: object) => {
      const text = JSON.stringify(body);
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      );
    };
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://gateway.local');
    } catch {
      return refuse(400, { message: 'Bad request URL' });
    }
    if (!/^\/realtime\/v1\/websocket\/?$/.test(url.pathname)) {
      return refuse(404, { message: 'no Route matched with those values' });
    }
    const realtime = options.services.realtime;
    if (!realtime) return refuse(503, { message: 'Realtime is not running in the local stack' });
    const apikey = apiKeyOf(req, url);
    void checkKey(apikey).then(
      (check) => {
        if (!check.ok) {
          return refuse(check.status, {
            message: check.message,
            ...(check.hint ? { hint: check.hint } : {}),
          });
        }
        realtime.upgrade(req, socket, head, apikey!);
      },
      () => refuse(500, { message: 'An unexpected error occurred in the local gateway' }),
    );
  });
  server.keepAliveTimeout = 5000;
  server.requestTimeout = 120_000;

  return {
    server,
    listen(port: number, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open WebSockets would hold the server open; closing them lets clients reconnect later.
      await options.services.realtime?.close?.();
      server.closeIdleConnections();
      // In-flight requests get a moment to finish; then everything is cut.
      const deadline = Date.now() + 3000;
      while (inflight.size > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
        server.closeIdleConnections();
      }
      server.closeAllConnections();
      await upstream.close();
      if (server.listening) await closed;
    },
  };
}
