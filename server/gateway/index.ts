import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Service, StackConfig } from '../core/types';
import { CORS_HEADERS, preflightHeaders } from './cors';
import { createKeyChecker } from './keys';

export interface GatewayLimits {
  /** Largest body proxied to PostgREST. */
  restBodyBytes: number;
  /** Largest body for /auth/v1. */
  authBodyBytes: number;
  /** Largest body for /storage/v1 and /functions/v1 (above Storage's own 50 MB limit). */
  uploadBodyBytes: number;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  restBodyBytes: 10 * 1024 * 1024,
  authBodyBytes: 1024 * 1024,
  uploadBodyBytes: 60 * 1024 * 1024,
};

export interface GatewayOptions {
  config: StackConfig;
  /** PostgREST's Unix socket; null while it is not running. */
  postgrestSocket: () => string | null;
  services: { auth: Service; storage: Service; functions: Service };
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

/** Upload bytes discarded after a 413 before the connection is cut regardless. */
const DRAIN_LIMIT = 256 * 1024 * 1024;

function tooLarge(req: http.IncomingMessage, res: http.ServerResponse) {
  // Clients such as undici only read the answer once their upload is written: closing the
  // socket now (even via Connection: close) would turn a clear 413 into a network error.
  // So the rest is read and discarded, up to a bound.
  sendJson(res, 413, { message: 'Request size limit exceeded' });
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
) {
  const headers: Record<string, string | string[]> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    // CORS is the gateway's answer alone (a function that sets its own, as deployed ones must,
    // would otherwise send each header twice, which browsers refuse).
    if (name.startsWith('access-control-')) return;
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
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

export function createGateway(options: GatewayOptions): Gateway {
  const { config } = options;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const checkKey = createKeyChecker(config);
  const log = options.log ?? (() => {});
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  function proxyToPostgrest(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
    apikey: string,
  ) {
    const socketPath = options.postgrestSocket();
    if (!socketPath) {
      sendJson(res, 503, {
        code: 'PGRST001',
        details: null,
        hint: null,
        message: 'The REST API is not running',
      });
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.restBodyBytes) {
      tooLarge(req, res);
      return;
    }
    // PostgREST would read a leftover apikey parameter as a column filter.
    if (url.search.includes('apikey=')) url.searchParams.delete('apikey');
    const upstreamPath = `${url.pathname.slice('/rest/v1'.length) || '/'}${url.search}`;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    // As Kong does: a request with only the apikey runs as that key's role.
    if (!req.headers.authorization) headers.authorization = `Bearer ${apikey}`;
    if (req.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked';

    const upstream = http.request(
      {
        socketPath,
        path: upstreamPath,
        method: req.method,
        headers,
        agent,
      },
      (pres) => {
        const out: http.OutgoingHttpHeaders = { ...CORS_HEADERS };
        for (const [name, value] of Object.entries(pres.headers)) {
          // The gateway answers CORS for every service; PostgREST's own header would be a second
          // Access-Control-Allow-Origin, which browsers refuse.
          if (name.startsWith('access-control-')) continue;
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        const status = pres.statusCode ?? 502;
        pres.once('error', () => res.destroy());
        // PostgREST answers chunked. Relaying a small answer whole, with its length, costs the
        // client one write instead of a chunk and a terminator (each a syscall and a wake-up);
        // anything larger streams as it comes.
        const chunks: Buffer[] = [];
        let size = 0;
        const onData = (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size <= RELAY_WHOLE_BYTES) return;
          pres.off('data', onData);
          pres.off('end', onEnd);
          res.writeHead(status, out);
          for (const c of chunks.splice(0)) res.write(c);
          pres.pipe(res);
        };
        const onEnd = () => {
          const bodyless = req.method === 'HEAD' || status === 204 || status === 304;
          if (!('content-length' in out) && !bodyless) out['content-length'] = size;
          res.writeHead(status, out);
          res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        };
        pres.on('data', onData);
        pres.once('end', onEnd);
      },
    );
    upstream.once('error', (e) => {
      log(`[gateway] PostgREST request failed: ${e.message}`);
      if (!res.headersSent) {
        sendJson(res, 503, {
          code: 'PGRST001',
          details: null,
          hint: null,
          message: 'The REST API is not available',
        });
      } else res.destroy();
    });
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (!req.headers['content-length'] && !req.headers['transfer-encoding']) {
      upstream.end();
      req.resume();
      return;
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.restBodyBytes) {
        req.unpipe(upstream);
        upstream.destroy();
        if (!res.headersSent) tooLarge(req, res);
      }
    });
    req.pipe(upstream);
  }

  async function callService(
    service: Service,
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
    const response = await service.handle(request, path.startsWith('/') ? path : `/${path}`);
    await writeFetchResponse(res, response, method === 'HEAD');
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
      case 'rest':
        proxyToPostgrest(req, res, url, apikey ?? '');
        return;
      case 'auth':
        await callService(
          options.services.auth,
          prefix,
          req,
          res,
          url,
          limits.authBodyBytes,
          apikey,
        );
        return;
      case 'storage':
        await callService(
          options.services.storage,
          prefix,
          req,
          res,
          url,
          limits.uploadBodyBytes,
          apikey,
        );
        return;
      case 'functions':
        await callService(
          options.services.functions,
          prefix,
          req,
          res,
          url,
          limits.uploadBodyBytes,
          apikey,
        );
        return;
      case 'realtime':
        sendJson(res, 503, { message: 'Realtime is not part of the local stack yet' });
        return;
    }
  }

  const inflight = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    inflight.add(res);
    res.once('close', () => inflight.delete(res));
    handle(req, res).catch((e: unknown) => {
      log(`[gateway] ${req.method} ${req.url}: ${(e as Error)?.stack ?? String(e)}`);
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
      server.closeIdleConnections();
      // In-flight requests get a moment to finish; then everything is cut.
      const deadline = Date.now() + 3000;
      while (inflight.size > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
        server.closeIdleConnections();
      }
      server.closeAllConnections();
      agent.destroy();
      if (server.listening) await closed;
    },
  };
}
