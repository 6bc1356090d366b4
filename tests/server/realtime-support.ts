import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { freePort } from '../../server/core/net';
import { startStack, type Stack } from '../../server/stack';
import { freshDatabase, scratchRoot } from './support/child-stack';
import { stack as sharedStack } from './support/stack';

/**
 * Realtime tests need tables, publication members and realtime.messages policies of their own,
 * and a restart on the same port: they run a stack of their own in this process, built from the
 * real migrations plus PROBE (PGlite on a data folder, or a fresh database in server-postgres).
 */
const PROBE = `
create table public.rt_notes (
  id bigint primary key, owner uuid not null, body text not null, rank int not null default 0
);
alter table public.rt_notes enable row level security;
alter table public.rt_notes replica identity full;
create policy "owners read their notes" on public.rt_notes for select to authenticated
  using (owner = auth.uid());
grant select on public.rt_notes to anon, authenticated;

create table public.rt_open (id bigint primary key, label text not null, rank int not null);
alter table public.rt_open replica identity full;
grant select on public.rt_open to anon, authenticated;

create table public.rt_plain (id bigint primary key, label text not null);
grant select on public.rt_plain to anon, authenticated;

alter publication supabase_realtime add table public.rt_notes, public.rt_open, public.rt_plain;

create policy "members read allowed topics" on realtime.messages for select to authenticated
  using (realtime.topic() like 'allowed:%');
create policy "members write allowed topics" on realtime.messages for insert to authenticated
  with check (realtime.topic() like 'allowed:%' and extension in ('broadcast', 'presence'));

-- Rooms: members read a room's posts (RLS) and join its private topic room:<room>; members
-- broadcast there, hosts alone track presence.
create table public.rt_members (
  room text not null, member uuid not null, host boolean not null default false,
  primary key (room, member)
);
grant select on public.rt_members to authenticated;
create table public.rt_posts (id bigint primary key, room text not null, body text not null);
alter table public.rt_posts enable row level security;
create policy "members read their rooms' posts" on public.rt_posts for select to authenticated
  using (exists (select from public.rt_members m
                 where m.room = rt_posts.room and m.member = auth.uid()));
grant select on public.rt_posts to authenticated;
create policy "members read their rooms' topics" on realtime.messages for select to authenticated
  using (realtime.topic() like 'room:%' and exists (
    select from public.rt_members m
    where m.room = split_part(realtime.topic(), ':', 2) and m.member = auth.uid()));
create policy "members broadcast, hosts track" on realtime.messages for insert to authenticated
  with check (realtime.topic() like 'room:%' and exists (
    select from public.rt_members m
    where m.room = split_part(realtime.topic(), ':', 2) and m.member = auth.uid()
      and (messages.extension = 'broadcast' or m.host)));

create table public.rt_timed (id bigint primary key, at timestamptz not null, who uuid not null);
grant select on public.rt_timed to anon, authenticated;

alter publication supabase_realtime add table public.rt_posts, public.rt_timed;

create function public.rt_plain_broadcast() returns trigger language plpgsql as $$
begin
  perform realtime.broadcast_changes(
    'allowed:plain', tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end $$;
create trigger rt_plain_broadcast after insert or update or delete on public.rt_plain
  for each row execute function public.rt_plain_broadcast();
`;

export const USERS = {
  anna: 'b1000000-0000-4000-8000-000000000001',
  boris: 'b1000000-0000-4000-8000-000000000002',
  vera: 'b1000000-0000-4000-8000-000000000003',
} as const;

export interface RealtimeStack {
  stack: Stack;
  port: number;
  /** Stops the stack and starts it again on the same port and data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startRealtimeStack(): Promise<RealtimeStack> {
  const root = scratchRoot({ '29991231000000_realtime_probe.sql': PROBE });
  const server = sharedStack().databaseUrl;
  const databaseUrl = server ? await freshDatabase(server) : null;
  const dataDir = server ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-realtime-'));
  const port = await freePort();
  const start = () =>
    startStack({
      root,
      apiPort: port,
      mailPort: null,
      dataDir,
      databaseUrl,
      seed: false,
      log() {},
    });
  const handle: RealtimeStack = {
    stack: await start(),
    port,
    async restart() {
      await handle.stack.stop();
      handle.stack = await start();
    },
    async close() {
      await handle.stack.stop();
      fs.rmSync(root, { recursive: true, force: true });
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

export interface TestClient {
  supabase: SupabaseClient;
  /** The access token realtime sends; change it and call `refresh()` to swap it on the socket. */
  token: string | null;
  refresh(): Promise<void>;
}

const clients: TestClient[] = [];

/**
 * supabase-js as the app uses it, with the `ws` transport; `token` null is a visitor (the anon
 * key). Reconnects are quick so a restart test does not wait out realtime-js's 10 s back-off.
 */
export async function testClient(
  rt: RealtimeStack,
  token: string | null,
  vsn: '1.0.0' | '2.0.0' = '2.0.0',
): Promise<TestClient> {
  const { anonKey } = rt.stack;
  const handle: TestClient = {
    token,
    supabase: null as never,
    async refresh() {
      await handle.supabase.realtime.setAuth();
    },
  };
  handle.supabase = createClient(`http://127.0.0.1:${rt.port}`, anonKey, {
    accessToken: async () => handle.token ?? anonKey,
    realtime: {
      transport: WebSocket as never,
      vsn,
      reconnectAfterMs: () => 250,
      logger: () => {},
    },
  });
  clients.push(handle);
  // supabase-js hands realtime the token asynchronously; a join sent before would go as the
  // apikey and swap the token afterwards, so tests start from the token in place.
  await handle.refresh();
  return handle;
}

export async function closeClients() {
  for (const c of clients.splice(0)) {
    await c.supabase.removeAllChannels();
    c.supabase.realtime.disconnect();
  }
}

/** A user's access token, valid for `seconds`. */
export async function tokenOf(sub: string, seconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(new TextEncoder().encode(sharedStack().jwtSecret));
}

/** Subscribes and resolves once joined; rejects with the server's reason when refused. */
export function joined(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(error ?? new Error(status));
      }
    });
  });
}

/** Resolves when `check` holds, polling; fails after `ms` with what `describe` says. */
export async function eventually<T>(
  check: () => T | undefined | false,
  describe: () => unknown,
  ms = 5000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) {
      throw new Error(`not seen in ${ms} ms; last: ${JSON.stringify(describe())}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}
