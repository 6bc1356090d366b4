import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../server/core/config';
import type { StackConfig } from '../../server/core/types';
import { createGateway, type Gateway } from '../../server/gateway';
import { REPO_ROOT } from '../../server/stack';

/**
 * The gateway's /rest/v1 relay against a stand-in PostgREST on a Unix socket, so framing, aborts
 * and failures can be staged exactly (the stack tests cover the real PostgREST).
 */

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-relay-'));
const socketPath = path.join(dir, 'postgrest.sock');
let upstreamUp = true;
let upstream: http.Server;
let gateway: Gateway;
let base = '';
let config: StackConfig;
const seen: Seen[] = [];
const upstreamClosed: string[] = [];
const dropped = new Set<string>();

const rows = (n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i, name: `Участник ${i}` })));

function fakePostgrest(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const url = req.url ?? '/';
    seen.push({ method: req.method ?? '', url, headers: req.headers, body: Buffer.concat(chunks) });
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    if (url.startsWith('/rows')) {
      const n = Number(new URL(url, 'http://x').searchParams.get('n') ?? 1);
      // Chunked, as PostgREST answers, with its own CORS header that the gateway must drop.
      res.writeHead(200, { ...json, 'Access-Control-Allow-Origin': 'http://elsewhere' });
      res.end(rows(n));
    } else if (url.startsWith('/sized')) {
      const body = rows(100);
      res.writeHead(200, { ...json, 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    } else if (url.startsWith('/echo')) {
      res.writeHead(201, json);
      res.end(JSON.stringify({ length: Buffer.concat(chunks).length }));
    } else if (url.startsWith('/none')) {
      res.writeHead(204);
      res.end();
    } else if (url.startsWith('/same')) {
      res.writeHead(304, { ETag: '"v1"' });
      res.end();
    } else if (url.startsWith('/drop-once')) {
      // As a kept-alive connection closed by PostgREST just as the request reached it.
      if (dropped.has(url)) {
        res.writeHead(200, json);
        res.end(JSON.stringify({ again: true }));
      } else {
        dropped.add(url);
        req.socket.destroy();
      }
    } else if (url.startsWith('/hang')) {
      res.writeHead(200, json);
      res.write('[');
      res.once('close', () => upstreamClosed.push(url));
    }
  });
}

beforeAll(async () => {
  upstream = http.createServer(fakePostgrest);
  await new Promise<void>((resolve) => upstream.listen(socketPath, resolve));
  config = await loadStackConfig({ root: REPO_ROOT, apiPort: 0, dataDir: null });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  gateway = createGateway({
    config,
    postgrestSocket: () => (upstreamUp ? socketPath : null),
    services: {
      auth: { handle: async (_req, p) => json(200, p === '/big' ? JSON.parse(rows(100)) : {}) },
      storage: { handle: async () => json(200, { small: true }) },
      functions: { handle: async () => json(200, {}) },
    },
    limits: { restBodyBytes: 64 * 1024 },
  });
  const port = await gateway.listen(0);
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await gateway.close();
  await new Promise((r) => upstream.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

/** node:http, so nothing (unlike fetch) adds Accept-Encoding or decodes the answer. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer[] } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      { method: options.method ?? 'GET', headers: { apikey: config.anonKey, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    for (const chunk of options.body ?? []) req.write(chunk);
    req.end();
  });
}

describe('gateway relay to PostgREST', () => {
  it('relays the answer with its length and one CORS origin, and forwards the request cleanly', async () => {
    const r = await send(`/rest/v1/rows?n=3&apikey=${config.anonKey}`, {
      headers: { Connection: 'keep-alive', Prefer: 'count=exact' },
    });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.raw.toString())).toHaveLength(3);
    expect(r.headers['content-length']).toBe(String(r.raw.length));
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['transfer-encoding']).toBeUndefined();
    const last = seen.at(-1)!;
    expect(last.url).toBe('/rows?n=3');
    expect(last.headers.authorization).toBe(`Bearer ${config.anonKey}`);
    expect(last.headers.prefer).toBe('count=exact');
    expect(last.headers.apikey).toBe(config.anonKey);
  });

  it('keeps the Authorization the client sent', async () => {
    await send('/rest/v1/rows', { headers: { Authorization: 'Bearer user-token' } });
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer user-token');
  });

  it('answers HEAD, 204 and 304 without a body', async () => {
    const head = await send('/rest/v1/sized', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    const none = await send('/rest/v1/none', { method: 'DELETE' });
    expect(none.status).toBe(204);
    expect(none.raw.length).toBe(0);
    const same = await send('/rest/v1/same', { headers: { 'If-None-Match': '"v1"' } });
    expect(same.status).toBe(304);
    expect(same.headers.etag).toBe('"v1"');
    // The connection is still in step: the next answer is the right one.
    const after = await send('/rest/v1/rows?n=2');
    expect(JSON.parse(after.raw.toString())).toHaveLength(2);
  });

  it('relays request bodies sent with a length and chunked', async () => {
    const sized = await send('/rest/v1/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '5000' },
      body: [Buffer.alloc(5000, 'a')],
    });
    expect(sized.status).toBe(201);
    expect(JSON.parse(sized.raw.toString())).toEqual({ length: 5000 });
    const chunked = await send('/rest/v1/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: [Buffer.alloc(3000, 'b'), Buffer.alloc(4000, 'c')],
    });
    expect(chunked.status).toBe(201);
    expect(JSON.parse(chunked.raw.toString())).toEqual({ length: 7000 });
    expect(seen.at(-1)!.body.toString()).toBe('b'.repeat(3000) + 'c'.repeat(4000));
  });

  it('refuses a chunked body over the limit with a readable 413', async () => {
    const r = await send('/rest/v1/echo', {
      method: 'POST',
      body: Array.from({ length: 10 }, () => Buffer.alloc(16 * 1024, 'x')),
    });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.raw.toString())).toEqual({ message: 'Request size limit exceeded' });
  });

  it('streams an answer too big to hold, intact', async () => {
    const r = await send('/rest/v1/rows?n=20000');
    expect(r.status).toBe(200);
    expect(r.raw.length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(r.raw.toString())).toHaveLength(20000);
  });

  it('cancels the upstream request when the client goes away', async () => {
    const req = http.get(`${base}/rest/v1/hang`, { headers: { apikey: config.anonKey } });
    req.on('error', () => {});
    await new Promise((r) => setTimeout(r, 200));
    req.destroy();
    for (let i = 0; i < 100 && !upstreamClosed.includes('/hang'); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(upstreamClosed).toContain('/hang');
  });

  it('survives PostgREST closing idle connections', async () => {
    await send('/rest/v1/rows');
    upstream.closeIdleConnections();
    await new Promise((r) => setTimeout(r, 50));
    const r = await send('/rest/v1/rows?n=4');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.raw.toString())).toHaveLength(4);
  });

  it('sends a bodiless request again when its connection closes before any answer', async () => {
    const r = await send('/rest/v1/drop-once?get');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.raw.toString())).toEqual({ again: true });
    expect(seen.filter((s) => s.url === '/drop-once?get')).toHaveLength(2);
  });

  it('does not send a request with a body twice: 503 instead', async () => {
    const r = await send('/rest/v1/drop-once?post', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '2' },
      body: [Buffer.from('{}')],
    });
    expect(r.status).toBe(503);
    expect(JSON.parse(r.raw.toString())).toMatchObject({ code: 'PGRST001' });
    expect(seen.filter((s) => s.url === '/drop-once?post')).toHaveLength(1);
  });

  it('answers 503 JSON with CORS when PostgREST is not running', async () => {
    upstreamUp = false;
    try {
      const r = await send('/rest/v1/rows');
      expect(r.status).toBe(503);
      expect(r.headers['access-control-allow-origin']).toBe('*');
      expect(JSON.parse(r.raw.toString())).toMatchObject({ code: 'PGRST001' });
    } finally {
      upstreamUp = true;
    }
  });
});

describe('gateway compression', () => {
  const gzip = { 'Accept-Encoding': 'gzip, deflate, br' };

  it('gzips a JSON answer of 1 KB or more when asked, with Vary', async () => {
    const r = await send('/rest/v1/rows?n=100', { headers: gzip });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['content-length']).toBe(String(r.raw.length));
    const plain = zlib.gunzipSync(r.raw);
    expect(plain.length).toBeGreaterThan(r.raw.length);
    expect(JSON.parse(plain.toString())).toHaveLength(100);
  });

  it('does not compress when not asked, or refused', async () => {
    const variants: Record<string, string>[] = [{}, { 'Accept-Encoding': 'gzip;q=0, identity' }];
    for (const headers of variants) {
      const r = await send('/rest/v1/rows?n=100', { headers });
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(r.raw.toString())).toHaveLength(100);
    }
  });

  it('leaves small answers as they are', async () => {
    const r = await send('/rest/v1/rows?n=2', { headers: gzip });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toBeUndefined();
    expect(JSON.parse(r.raw.toString())).toHaveLength(2);
  });

  it('gzips a big streamed answer too', async () => {
    const r = await send('/rest/v1/rows?n=20000', { headers: gzip });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(r.raw).toString())).toHaveLength(20000);
  });

  it('gzips JSON from the mounted services (auth, storage) the same way', async () => {
    const big = await send('/auth/v1/big', { headers: gzip });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(zlib.gunzipSync(big.raw).toString())).toHaveLength(100);
    const small = await send('/storage/v1/bucket', { headers: gzip });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.raw.toString())).toEqual({ small: true });
  });

  it('is decoded by fetch, as supabase-js uses it', async () => {
    const res = await fetch(`${base}/rest/v1/rows?n=100`, { headers: { apikey: config.anonKey } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.json()).toHaveLength(100);
  });
});
