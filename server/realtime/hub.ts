import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { verifyJwt } from '../core/jwt';
import type { Claims, Database } from '../core/types';
import { channelPolicies, type Policies } from './authorize';
import {
  ChangeFeed,
  publicationTables,
  visibleTo,
  type QueuedChange,
  type TableInfo,
} from './changes';
import { filtersPass, parseFilter, type Filter } from './filters';
import {
  BadFrame,
  decodeBinary,
  decodeText,
  encodeBroadcast,
  encodeText,
  encodeTextWith,
  type BroadcastBody,
  type Frame,
  type Vsn,
} from './protocol';
import { Wire, wsFrame } from './wire';

/** One postgres_changes binding of a channel, as the join asked for it and the reply names it. */
interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  parsed: Filter | null;
  entities: Set<number>;
}

interface Meta {
  phx_ref: string;
  [key: string]: unknown;
}

/** A connection's membership of one channel topic. */
interface Member {
  conn: Connection;
  topic: string;
  subTopic: string;
  /** Broadcasts and presence are shared by members with the same key (public and private apart). */
  key: string;
  joinRef: string | null;
  isPrivate: boolean;
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  policies: Policies | null;
  token: string;
  claims: Claims;
  /** The claims as JSON: subscribers with the same claims share one RLS check per change. */
  claimsJson: string;
  /** The token has expired: private delivery and postgres changes wait for a fresh one. */
  expired: boolean;
  expiryTimer: NodeJS.Timeout | null;
  bindings: Binding[];
  tracked: Meta | null;
}

interface Connection {
  ws: WebSocket;
  /** The socket under `ws`, where prebuilt frames are written (see Wire). */
  raw: Duplex;
  vsn: Vsn;
  /** The apikey's token: a join without access_token runs as it. */
  apikey: string;
  members: Map<string, Member>;
  /** Frames are handled one after another (a join may wait on the database). */
  queue: Promise<void>;
  lastSeen: number;
}

export interface HubOptions {
  db: Database;
  jwtSecret: string;
  pollMs: number;
  /** A connection that sends nothing (not even a heartbeat) for this long is closed. */
  idleMs: number;
  log(line: string): void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/** Supabase's :erlang.phash2(params) stand-in: a stable non-negative integer per binding. */
function bindingId(params: unknown): number {
  let hash = 2166136261;
  for (const ch of JSON.stringify(params)) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 134217728;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

type Verified = { ok: true; claims: Claims } | { ok: false; reason: string; expired: boolean };

export class Hub {
  private readonly connections = new Set<Connection>();
  /** Members by key (see Member.key). */
  private readonly topics = new Map<string, Set<Member>>();
  /** Members with postgres_changes bindings. */
  private readonly listeners = new Set<Member>();
  private readonly tables = new Map<number, TableInfo>();
  private readonly feed: ChangeFeed;
  private readonly idleTimer: NodeJS.Timeout;
  private refs = 0;
  private readonly wire = new Wire();
  /** realtime.messages: its inserts with extension 'broadcast' are broadcasts from the database. */
  private messagesOid = 0;

  constructor(private readonly options: HubOptions) {
    this.feed = new ChangeFeed({
      db: options.db,
      pollMs: options.pollMs,
      deliver: (changes) => this.deliverChanges(changes),
      log: options.log,
    });
    this.idleTimer = setInterval(() => this.closeIdle(), Math.min(options.idleMs, 30_000));
    this.idleTimer.unref();
  }

  async start(): Promise<void> {
    const { rows } = await this.options.db.transaction((sql) =>
      sql.query<{ oid: number }>("select 'realtime.messages'::regclass::oid::int as oid"),
    );
    this.messagesOid = Number(rows[0]!.oid);
    await this.feed.reset();
  }

  /** See ChangeFeed.nudge. */
  nudge() {
    this.feed.nudge();
  }

  get size(): number {
    return this.connections.size;
  }

  connect(ws: WebSocket, raw: Duplex, vsn: Vsn, apikey: string) {
    const conn: Connection = {
      ws,
      raw,
      vsn,
      apikey,
      members: new Map(),
      queue: Promise.resolve(),
      lastSeen: Date.now(),
    };
    this.connections.add(conn);
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = Date.now();
      conn.queue = conn.queue
        .then(() => this.receive(conn, data as Buffer, isBinary))
        .catch((e: unknown) => this.options.log(`[realtime] ${(e as Error).stack ?? e}`));
    });
    ws.on('close', () => this.disconnect(conn));
    ws.on('error', () => ws.terminate());
  }

  private closeIdle() {
    const before = Date.now() - this.options.idleMs;
    for (const conn of this.connections) if (conn.lastSeen < before) conn.ws.close(1000, 'idle');
  }

  private disconnect(conn: Connection) {
    if (!this.connections.delete(conn)) return;
    for (const member of [...conn.members.values()]) this.remove(member);
    this.listenersChanged();
  }

  private send(conn: Connection, frame: Frame) {
    this.wire.write(conn.ws, conn.raw, wsFrame(encodeText(frame, conn.vsn), false));
  }

  private reply(conn: Connection, to: Frame, status: 'ok' | 'error', response: object = {}) {
    this.send(conn, {
      joinRef: to.joinRef,
      ref: to.ref,
      topic: to.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private push(member: Member, event: string, payload: unknown) {
    this.send(member.conn, {
      joinRef: member.joinRef,
      ref: null,
      topic: member.topic,
      event,
      payload,
    });
  }

  private system(member: Member, extension: string, status: 'ok' | 'error', message: string) {
    this.push(member, 'system', { extension, status, message, channel: member.subTopic });
  }

  private async receive(conn: Connection, data: Buffer, isBinary: boolean) {
    if (isBinary) {
      let frame;
      try {
        frame = decodeBinary(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      } catch (e) {
        if (e instanceof BadFrame) return;
        throw e;
      }
      const member = conn.members.get(frame.topic);
      const asFrame: Frame = { ...frame, payload: null };
      if (!member) return this.reply(conn, asFrame, 'error', { reason: 'unmatched topic' });
      return this.broadcastFrom(member, asFrame, frame.event, frame.body, frame.meta);
    }
    let frame: Frame;
    try {
      frame = decodeText(data.toString('utf8'), conn.vsn);
    } catch (e) {
      if (e instanceof BadFrame) return;
      throw e;
    }
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      return this.reply(conn, frame, 'ok');
    }
    if (frame.event === 'phx_join') return this.join(conn, frame);
    const member = conn.members.get(frame.topic);
    if (!member) return this.reply(conn, frame, 'error', { reason: 'unmatched topic' });
    const payload = isRecord(frame.payload) ? frame.payload : {};
    switch (frame.event) {
      case 'phx_leave':
        this.remove(member);
        this.listenersChanged();
        return this.reply(conn, frame, 'ok');
      case 'broadcast': {
        const event = text(payload.event);
        if (event === undefined) return;
        return this.broadcastFrom(member, frame, event, { json: payload.payload }, null);
      }
      case 'presence':
        return this.presence(member, frame, payload);
      case 'access_token':
        return this.swapToken(member, payload.access_token);
      default:
        return;
    }
  }

  private verify(token: string): Promise<Verified> {
    return verifyJwt(token, this.options.jwtSecret).then((result) => {
      if (!result.ok) {
        return result.reason === 'expired'
          ? { ok: false, reason: 'InvalidJWTToken: Token has expired', expired: true }
          : {
              ok: false,
              reason: 'JwtSignatureError: Failed to validate JWT signature',
              expired: false,
            };
      }
      if (typeof result.claims.exp !== 'number') {
        return {
          ok: false,
          reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT',
          expired: false,
        };
      }
      return { ok: true, claims: result.claims };
    });
  }

  private async join(conn: Connection, frame: Frame) {
    const subTopic = frame.topic.startsWith('realtime:')
      ? frame.topic.slice('realtime:'.length)
      : '';
    if (!subTopic) {
      return this.reply(conn, frame, 'error', {
        reason: 'TopicNameRequired: You must provide a topic name',
      });
    }
    const payload = isRecord(frame.payload) ? frame.payload : {};
    const config = isRecord(payload.config) ? payload.config : {};
    const broadcast = isRecord(config.broadcast) ? config.broadcast : {};
    const presence = isRecord(config.presence) ? config.presence : {};
    const token = text(payload.access_token) ?? text(payload.user_token) ?? conn.apikey;
    const verified = await this.verify(token);
    if (!verified.ok) return this.reply(conn, frame, 'error', { reason: verified.reason });
    const isPrivate = config.private === true;
    let policies: Policies | null = null;
    if (isPrivate) {
      policies = await channelPolicies(this.options.db, verified.claims, subTopic);
      if (!policies.broadcastRead) {
        return this.reply(conn, frame, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
        });
      }
    }
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const { bindings, problem } = await this.resolveBindings(requested);

    // Joining a topic already joined replaces the old membership, as Phoenix does.
    const old = conn.members.get(frame.topic);
    if (old) {
      this.remove(old);
      this.push(old, 'phx_close', {});
    }
    const presenceKey = text(presence.key) || randomUUID();
    const member: Member = {
      conn,
      topic: frame.topic,
      subTopic,
      key: `${isPrivate ? 'private' : 'public'}:${subTopic}`,
      joinRef: frame.joinRef,
      isPrivate,
      self: broadcast.self === true,
      ack: broadcast.ack === true,
      presenceKey,
      presenceEnabled: presence.enabled === true,
      policies,
      token,
      claims: verified.claims,
      claimsJson: JSON.stringify(verified.claims),
      expired: false,
      expiryTimer: null,
      bindings,
      tracked: null,
    };
    conn.members.set(frame.topic, member);
    let members = this.topics.get(member.key);
    if (!members) this.topics.set(member.key, (members = new Set()));
    members.add(member);
    this.watchExpiry(member);
    if (bindings.length > 0) this.listeners.add(member);
    await this.listenersChanged();

    this.reply(conn, frame, 'ok', {
      postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({
        id,
        event,
        schema,
        table,
        filter,
      })),
    });
    if (requested.length > 0) {
      if (problem) this.system(member, 'postgres_changes', 'error', problem);
      else this.system(member, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
    if (member.presenceEnabled && this.canReadPresence(member)) {
      this.push(member, 'presence_state', this.presenceState(member.key));
    }
  }

  private async resolveBindings(
    requested: unknown[],
  ): Promise<{ bindings: Binding[]; problem: string | null }> {
    if (requested.length === 0) return { bindings: [], problem: null };
    const tables = await publicationTables(this.options.db);
    for (const t of tables) this.tables.set(t.oid, t);
    const bindings: Binding[] = [];
    let problem: string | null = null;
    for (const raw of requested) {
      const params = isRecord(raw) ? raw : {};
      const event = text(params.event) ?? '*';
      const schema = text(params.schema) ?? 'public';
      const table = text(params.table);
      const filter = text(params.filter);
      const parsed = filter ? parseFilter(filter) : null;
      const entities = new Set(
        tables
          .filter(
            (t) =>
              (schema === '*' || t.schema === schema) &&
              (table === undefined || table === '*' || t.table === table),
          )
          .map((t) => t.oid),
      );
      let valid =
        ['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event) &&
        entities.size > 0 &&
        (!filter || (parsed !== null && table !== undefined && table !== '*'));
      const given =
        `[event: ${event}, schema: ${schema}, table: ${table ?? '*'}, ` +
        `filters: [${filter ?? ''}]]`;
      if (!valid) {
        problem ??=
          'Unable to subscribe to changes with given parameters. Please check Realtime is enabled ' +
          `for the given connect parameters: ${given}`;
      } else if (parsed) {
        // As Supabase, a filter on a column the table lacks, or with a value its type refuses, is
        // refused at the join rather than never matching.
        try {
          await filtersPass(this.options.db, [...entities][0]!, null, [parsed]);
        } catch (e) {
          valid = false;
          problem ??=
            'Unable to subscribe to changes with given parameters. An exception happened so ' +
            `please check your connect parameters: ${given}. Exception: ${(e as Error).message}`;
        }
      }
      const echoed = { event, schema, table, filter };
      bindings.push({
        id: bindingId(echoed),
        ...echoed,
        parsed,
        entities: valid ? entities : new Set(),
      });
    }
    return { bindings, problem };
  }

  private listenersChanged(): Promise<void> {
    const entities = new Set<number>();
    for (const member of this.listeners) {
      for (const b of member.bindings) for (const e of b.entities) entities.add(e);
    }
    // Broadcasts from the database (realtime.send) are queued only while a channel is joined.
    if (this.topics.size > 0) entities.add(this.messagesOid);
    return this.feed.listen(entities).catch((e: unknown) => {
      this.options.log(`[realtime] updating listened tables failed: ${(e as Error).message}`);
    });
  }

  private remove(member: Member) {
    const { conn } = member;
    if (conn.members.get(member.topic) === member) conn.members.delete(member.topic);
    if (member.expiryTimer) clearTimeout(member.expiryTimer);
    this.untrack(member);
    this.listeners.delete(member);
    const members = this.topics.get(member.key);
    members?.delete(member);
    if (members?.size === 0) this.topics.delete(member.key);
  }

  private shutdown(member: Member, message: string) {
    this.system(member, 'system', 'error', message);
    this.push(member, 'phx_close', {});
    this.remove(member);
    void this.listenersChanged();
  }

  // --- tokens -------------------------------------------------------------------------------

  private watchExpiry(member: Member) {
    if (member.expiryTimer) clearTimeout(member.expiryTimer);
    member.expiryTimer = null;
    const exp = member.claims.exp;
    if (typeof exp !== 'number') return;
    const ms = exp * 1000 - Date.now();
    if (ms > MAX_TIMER_MS) return;
    member.expiryTimer = setTimeout(() => this.expire(member), Math.max(0, ms));
    member.expiryTimer.unref();
  }

  private expire(member: Member) {
    member.expiryTimer = null;
    if (member.expired) return;
    member.expired = true;
    const ago = Math.max(0, Math.round(Date.now() / 1000 - (member.claims.exp ?? 0)));
    this.system(member, 'system', 'error', `Token has expired ${ago} seconds ago`);
  }

  private async swapToken(member: Member, token: unknown) {
    if (typeof token !== 'string' || token === member.token) return;
    const verified = await this.verify(token);
    if (!verified.ok) {
      if (verified.expired) {
        member.token = token;
        return this.expire(member);
      }
      return this.shutdown(member, verified.reason);
    }
    if (member.isPrivate) {
      const policies = await channelPolicies(this.options.db, verified.claims, member.subTopic);
      if (!policies.broadcastRead) {
        return this.shutdown(
          member,
          `You no longer have permission to read from this Channel topic: ${member.subTopic}`,
        );
      }
      member.policies = policies;
    }
    const resumed = member.expired;
    member.token = token;
    member.claims = verified.claims;
    member.claimsJson = JSON.stringify(verified.claims);
    member.expired = false;
    this.watchExpiry(member);
    if (resumed && member.bindings.length > 0) {
      this.system(member, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
  }

  // --- broadcast ------------------------------------------------------------------------------

  private broadcastFrom(
    member: Member,
    frame: Frame,
    event: string,
    body: BroadcastBody,
    meta: Record<string, unknown> | null,
  ) {
    const allowed = !member.isPrivate || (!member.expired && member.policies?.broadcastWrite);
    if (allowed) this.fanOut(member.key, event, body, meta, member.self ? null : member);
    if (member.ack && frame.ref !== null) this.reply(member.conn, frame, 'ok');
  }

  /**
   * Sends a broadcast to every member of `key` that may read it (but `except`). The members of a
   * key share their topic, so each form of the frame (binary for vsn 2.0.0, text per version) is
   * encoded once and the same bytes are written to every socket.
   */
  fanOut(
    key: string,
    event: string,
    body: BroadcastBody,
    meta: Record<string, unknown> | null,
    except: Member | null = null,
  ) {
    const members = this.topics.get(key);
    if (!members) return;
    let binary: Buffer | null | undefined;
    const texts = new Map<Vsn, Buffer>();
    for (const member of members) {
      if (member === except || (member.isPrivate && member.expired)) continue;
      const { conn } = member;
      if (conn.vsn === '2.0.0') {
        if (binary === undefined) {
          const encoded = encodeBroadcast(member.topic, event, body, meta);
          binary = encoded && wsFrame(encoded, true);
        }
        if (binary) {
          this.wire.write(conn.ws, conn.raw, binary);
          continue;
        }
      }
      // Bytes travel only in binary frames; a vsn 1.0.0 client cannot be sent them.
      if ('bytes' in body) continue;
      let frame = texts.get(conn.vsn);
      if (frame === undefined) {
        const payload = { type: 'broadcast', event, payload: body.json, ...(meta ? { meta } : {}) };
        frame = wsFrame(
          encodeText(
            { joinRef: null, ref: null, topic: member.topic, event: 'broadcast', payload },
            conn.vsn,
          ),
          false,
        );
        texts.set(conn.vsn, frame);
      }
      this.wire.write(conn.ws, conn.raw, frame);
    }
  }

  // --- presence -------------------------------------------------------------------------------

  private canReadPresence(member: Member) {
    return !member.isPrivate || (!member.expired && member.policies?.presenceRead === true);
  }

  private presenceState(key: string) {
    const state: Record<string, { metas: Meta[] }> = {};
    for (const member of this.topics.get(key) ?? []) {
      if (!member.tracked) continue;
      (state[member.presenceKey] ??= { metas: [] }).metas.push(member.tracked);
    }
    return state;
  }

  private presenceDiff(key: string, diff: { joins: object; leaves: object }) {
    const payload = JSON.stringify(diff);
    const frames = new Map<string, Buffer>();
    for (const member of this.topics.get(key) ?? []) {
      if (!this.canReadPresence(member)) continue;
      const { conn } = member;
      // Pushes carry the member's join ref, so the frame is shared by members with the same one.
      const id = `${conn.vsn} ${member.joinRef}`;
      let frame = frames.get(id);
      if (!frame) {
        const envelope = { joinRef: member.joinRef, ref: null, topic: member.topic };
        frame = wsFrame(
          encodeTextWith({ ...envelope, event: 'presence_diff' }, payload, conn.vsn),
          false,
        );
        frames.set(id, frame);
      }
      this.wire.write(conn.ws, conn.raw, frame);
    }
  }

  private presence(member: Member, frame: Frame, payload: Record<string, unknown>) {
    const event = text(payload.event)?.toLowerCase();
    const writable = !member.isPrivate || (!member.expired && member.policies?.presenceWrite);
    // Supabase answers a track its policies refuse with an error; untracking is always allowed.
    if (!writable && event !== 'untrack') return this.reply(member.conn, frame, 'error');
    if (event === 'track') {
      const meta: Meta = {
        ...(isRecord(payload.payload) ? payload.payload : {}),
        phx_ref: `${++this.refs}`,
      };
      const old = member.tracked;
      member.tracked = meta;
      const joined = old ? { ...meta, phx_ref_prev: old.phx_ref } : meta;
      this.presenceDiff(member.key, {
        joins: { [member.presenceKey]: { metas: [joined] } },
        leaves: old ? { [member.presenceKey]: { metas: [old] } } : {},
      });
      return this.reply(member.conn, frame, 'ok');
    }
    if (event === 'untrack') {
      this.untrack(member);
      return this.reply(member.conn, frame, 'ok');
    }
    return this.reply(member.conn, frame, 'error');
  }

  private untrack(member: Member) {
    const old = member.tracked;
    if (!old) return;
    member.tracked = null;
    this.presenceDiff(member.key, {
      joins: {},
      leaves: { [member.presenceKey]: { metas: [old] } },
    });
  }

  // --- postgres changes -----------------------------------------------------------------------

  private async deliverChanges(changes: QueuedChange[]) {
    if (changes.some((c) => c.type !== 'BROADCAST' && !this.tables.has(c.entity))) {
      for (const t of await publicationTables(this.options.db)) this.tables.set(t.oid, t);
    }
    for (const change of changes) {
      if (change.type === 'BROADCAST') this.deliverDatabaseBroadcast(change);
      else await this.deliverChange(change);
    }
  }

  private deliverDatabaseBroadcast(change: QueuedChange) {
    const r = change.record ?? {};
    const topic = text(r.topic);
    const event = text(r.event);
    if (!topic || event === undefined) return;
    const key = `${r.private === true ? 'private' : 'public'}:${topic}`;
    this.fanOut(key, event, { json: r.payload ?? {} }, { id: r.id });
  }

  private async deliverChange(change: QueuedChange) {
    const table = this.tables.get(change.entity);
    if (!table) return;
    const type = change.type as 'INSERT' | 'UPDATE' | 'DELETE';
    const pick = (row: Record<string, unknown> | null, names: string[]) =>
      Object.fromEntries(names.filter((n) => row && n in row).map((n) => [n, row![n]]));
    // What the WAL would carry of the old row: all of it with replica identity full, else the
    // primary key. Supabase filters INSERT and UPDATE on the new row, DELETE on this.
    const identity = table.replicaFull
      ? change.old_record
      : pick(change.old_record, table.primaryKey);
    const filtered = type === 'DELETE' ? identity : change.record;

    const matching: { member: Member; bindings: Binding[] }[] = [];
    const filters = new Map<Filter, number>();
    for (const member of this.listeners) {
      if (member.expired) continue;
      const bindings = member.bindings.filter(
        (b) => b.entities.has(change.entity) && (b.event === '*' || b.event === type),
      );
      if (bindings.length === 0) continue;
      matching.push({ member, bindings });
      for (const b of bindings) if (b.parsed && !filters.has(b.parsed)) filters.set(b.parsed, 0);
    }
    if (matching.length === 0) return;
    if (filters.size > 0) {
      const list = [...filters.keys()];
      let passed: boolean[];
      try {
        passed = await filtersPass(this.options.db, change.entity, filtered, list);
      } catch (e) {
        // The table changed under a filter checked at its join (a column dropped or retyped).
        this.options.log(`[realtime] filters failed: ${(e as Error).message}`);
        passed = [];
      }
      list.forEach((f, i) => filters.set(f, passed[i] ? 1 : 0));
    }
    const candidates: { member: Member; ids: number[] }[] = [];
    for (const { member, bindings } of matching) {
      const ids = bindings.filter((b) => !b.parsed || filters.get(b.parsed) === 1).map((b) => b.id);
      if (ids.length > 0) candidates.push({ member, ids });
    }
    if (candidates.length === 0) return;

    // One check per distinct set of claims, all in one statement.
    const byClaims = new Map<string, number>();
    const claims: Claims[] = [];
    const slot = candidates.map(({ member }) => {
      let at = byClaims.get(member.claimsJson);
      if (at === undefined) {
        at = claims.push(member.claims) - 1;
        byClaims.set(member.claimsJson, at);
      }
      return at;
    });
    // Supabase cannot check a deleted row against RLS: it sends a DELETE to whoever may read
    // the table, with only the primary key when the table has row-level security.
    const pk = type === 'DELETE' ? null : pick(change.record, table.primaryKey);
    const visible = await visibleTo(this.options.db, change.entity, pk, claims);

    const full = table.replicaFull && !(type === 'DELETE' && table.rls);
    const old = full ? change.old_record : pick(change.old_record, table.primaryKey);
    const data = JSON.stringify({
      schema: table.schema,
      table: table.table,
      commit_timestamp: new Date(change.committed_at).toISOString(),
      type,
      columns: table.columns,
      ...(type === 'DELETE' ? {} : { record: change.record }),
      ...(type === 'INSERT' ? {} : { old_record: old }),
      errors: null,
    });
    // The change is serialised once; subscribers on the same topic with the same bindings (every
    // viewer of one page) share one frame.
    const frames = new Map<string, Buffer>();
    candidates.forEach(({ member, ids }, i) => {
      if (!visible.has(slot[i]!) || member.expired) return;
      const { conn } = member;
      const id = `${conn.vsn} ${ids.join(',')} ${member.topic}`;
      let frame = frames.get(id);
      if (!frame) {
        const envelope = { joinRef: null, ref: null, topic: member.topic };
        const payload = `{"ids":${JSON.stringify(ids)},"data":${data}}`;
        frame = wsFrame(
          encodeTextWith({ ...envelope, event: 'postgres_changes' }, payload, conn.vsn),
          false,
        );
        frames.set(id, frame);
      }
      this.wire.write(conn.ws, conn.raw, frame);
    });
  }

  async close() {
    clearInterval(this.idleTimer);
    await this.feed.close();
    for (const conn of this.connections) conn.ws.close(1001, 'server shutting down');
    // Sockets that do not answer the close handshake are cut after a moment.
    await new Promise((r) => setTimeout(r, 100));
    for (const conn of this.connections) conn.ws.terminate();
    this.connections.clear();
  }
}
