import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { verifyJwt } from '../core/jwt';
import type { Claims, Service, ServiceContext } from '../core/types';
import { mayBroadcast } from './authorize';
import { Hub } from './hub';
import type { BroadcastBody, Vsn } from './protocol';

/**
 * Supabase Realtime at /realtime/v1: the Phoenix channel protocol over WebSocket at /websocket
 * (broadcast, presence, postgres changes; see hub.ts) and the REST broadcast endpoints. The
 * gateway checks the apikey and hands upgrades over.
 */
export interface RealtimeService extends Service {
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, apikey: string): void;
  /** A write through the API has committed: look for its changes now. */
  nudge(): void;
}

export interface RealtimeOptions {
  /** How often the change queue is read while anyone listens (default 25 ms). */
  pollMs?: number;
  /** Silence after which a socket is closed (default 60 s; realtime-js beats every 25 s). */
  idleMs?: number;
}

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: body === null ? {} : { 'Content-Type': 'application/json' },
  });

const VERSIONS: Vsn[] = ['1.0.0', '2.0.0'];
const BROADCAST_LIMIT = 256 * 1024;

function bearer(req: Request): string | null {
  return /^\s*bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? null;
}

export async function createRealtimeService(
  ctx: ServiceContext,
  options: RealtimeOptions = {},
): Promise<RealtimeService> {
  const log = (line: string) => console.error(line);
  const hub = new Hub({
    db: ctx.db,
    jwtSecret: ctx.config.jwtSecret,
    pollMs: options.pollMs ?? Number(process.env.REALTIME_POLL_MS ?? 25),
    idleMs: options.idleMs ?? 60_000,
    log,
  });
  await hub.start();
  // Uncompressed, as hub.ts's prebuilt frames need (see Wire).
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 1024 * 1024,
    perMessageDeflate: false,
  });

  async function callerClaims(req: Request): Promise<Claims | null> {
    const token = bearer(req) ?? req.headers.get('apikey');
    if (!token) return null;
    const result = await verifyJwt(token, ctx.config.jwtSecret);
    return result.ok ? result.claims : null;
  }

  /** Sends one message from the REST API, if the caller may write to a private topic. */
  async function send(
    claims: Claims,
    topic: string,
    event: string,
    body: BroadcastBody,
    isPrivate: boolean,
  ) {
    if (isPrivate && claims.role !== 'service_role') {
      if (!(await mayBroadcast(ctx.db, claims, topic))) return;
    }
    hub.fanOut(`${isPrivate ? 'private' : 'public'}:${topic}`, event, body, null);
  }

  async function handle(req: Request, path: string): Promise<Response> {
    if (req.method !== 'POST') return json(404, { message: 'Not found' });
    const claims = await callerClaims(req);
    if (!claims) return json(401, { message: 'Invalid JWT' });
    const bytes = new Uint8Array(await req.arrayBuffer());
    if (bytes.length > BROADCAST_LIMIT) return json(413, { message: 'Payload too large' });

    if (path === '/api/broadcast' || path === '/api/broadcast/') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return json(400, { message: 'Invalid JSON' });
      }
      const messages = (parsed as { messages?: unknown })?.messages;
      if (!Array.isArray(messages)) return json(400, { message: 'messages must be a list' });
      for (const m of messages as Record<string, unknown>[]) {
        if (typeof m?.topic !== 'string' || typeof m.event !== 'string') {
          return json(400, { message: 'each message needs a topic and an event' });
        }
      }
      for (const m of messages as Record<string, unknown>[]) {
        await send(
          claims,
          m.topic as string,
          m.event as string,
          { json: m.payload ?? {} },
          m.private === true,
        );
      }
      return json(202, null);
    }

    const match = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/.exec(path);
    if (match) {
      const [topic, event] = [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
      const isPrivate = new URL(req.url).searchParams.get('private') === 'true';
      const binary = req.headers.get('content-type')?.startsWith('application/octet-stream');
      let body: BroadcastBody;
      if (binary) body = { bytes };
      else {
        try {
          body = { json: JSON.parse(new TextDecoder().decode(bytes)) };
        } catch {
          return json(400, { message: 'Invalid JSON' });
        }
      }
      await send(claims, topic, event, body, isPrivate);
      return json(202, null);
    }
    return json(404, { message: 'Not found' });
  }

  return {
    handle,
    nudge: () => hub.nudge(),
    upgrade(req, socket, head, apikey) {
      const url = new URL(req.url ?? '/', 'http://realtime.local');
      const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
      if (!VERSIONS.includes(vsn)) {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => hub.connect(ws, socket, vsn, apikey));
    },
    async close() {
      await hub.close();
      wss.close();
    },
  };
}
