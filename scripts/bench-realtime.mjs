// `npm run bench:realtime`: the local stack's Realtime under load (issue 14), loopback only;
// figures are printed, not asserted.
//
// 1. Postgres changes: BENCH_RT_SOCKETS (500) sockets, each a different user, subscribed to one
//    table whose RLS policy reads a membership table; BENCH_RT_CHANGES (20) inserts, one at a
//    time, each fanning out to every socket (each socket's RLS checked under its own claims).
//    Delivery latency p50/p95/p99 from the insert request to each socket (target p95 <= 150 ms).
// 2. Broadcast: BENCH_RT_BROADCAST_SOCKETS (1000) sockets on one public channel; BENCH_RT_MESSAGES
//    (50) messages 20 ms apart, latency from send to each socket (target p95 <= 50 ms); then a
//    burst of BENCH_RT_BURST (300) messages as fast as the sender can, messages and deliveries
//    per second until every socket has every message.
// 3. Memory per idle socket: the stack process's resident memory before and after the sockets
//    of (2) connect and join, divided by their number.
//
// The stack runs in its own process (as with `npm run stack`), on PGlite; BENCH_ENGINES=postgres
// (or pglite,postgres) runs it on a throwaway PostgreSQL too. The load generator is realtime-js
// itself (the client bundled with our supabase-js) over `ws`.
import fs from 'node:fs';
import { RealtimeClient } from '@supabase/realtime-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import {
  postgresUnavailableReason,
  startThrowawayPostgres,
} from '../server/db/throwaway-postgres.ts';
import { LOCAL_JWT_SECRET } from '../server/core/jwt.ts';
import { scratchRoot, startChildStack } from '../tests/server/support/child-stack.ts';

const SOCKETS = Number(process.env.BENCH_RT_SOCKETS ?? 500);
const CHANGES = Number(process.env.BENCH_RT_CHANGES ?? 20);
const BROADCAST_SOCKETS = Number(process.env.BENCH_RT_BROADCAST_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.BENCH_RT_MESSAGES ?? 50);
const BURST = Number(process.env.BENCH_RT_BURST ?? 300);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite').split(',').filter(Boolean);

const PROBE = `
create table public.bench_members (room int not null, user_id uuid not null, primary key (room, user_id));
alter table public.bench_members enable row level security;
create policy "members see their memberships" on public.bench_members for select to authenticated
  using (user_id = auth.uid());
grant select on public.bench_members to authenticated;

create table public.bench_messages (
  id bigint generated always as identity primary key,
  room int not null,
  body text not null,
  sent_at double precision not null
);
alter table public.bench_messages enable row level security;
create policy "room members read the room" on public.bench_messages for select to authenticated
  using (exists (select 1 from public.bench_members m
                 where m.room = bench_messages.room and m.user_id = auth.uid()));
grant select on public.bench_messages to authenticated;
alter publication supabase_realtime add table public.bench_messages;
`;

const secret = new TextEncoder().encode(process.env.JWT_SECRET ?? LOCAL_JWT_SECRET);
const userId = (i) => `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

async function tokenFor(sub) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(secret);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (v) => `${v.toFixed(1)} ms`;

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(
    percentile(sorted, 99),
  )}, max ${ms(sorted.at(-1) ?? NaN)} (${sorted.length} deliveries)`;
}

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** One realtime-js client per socket, as an app would have. */
async function connect(apiUrl, apikey, token) {
  const client = new RealtimeClient(`${apiUrl.replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey },
    transport: WebSocket,
    accessToken: async () => token,
    logger: () => {},
  });
  await client.setAuth();
  return client;
}

function subscribed(channel) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('join timed out')), 60_000);
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve(channel);
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(error ?? new Error(status));
      }
    });
  });
}

/** Joins in batches: a thousand joins at once would measure the join storm, not the steady state. */
async function inBatches(count, size, make) {
  const out = [];
  for (let at = 0; at < count; at += size) {
    const batch = [];
    for (let i = at; i < Math.min(count, at + size); i++) batch.push(make(i));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

async function rest(stack, path, body) {
  const res = await fetch(`${stack.apiUrl}/rest/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

async function postgresChanges(stack) {
  await rest(
    stack,
    '/bench_members',
    Array.from({ length: SOCKETS }, (_, i) => ({ room: 1, user_id: userId(i) })),
  );
  const started = performance.now();
  const seen = new Map();
  const clients = await inBatches(SOCKETS, 50, async (i) => {
    const client = await connect(stack.apiUrl, stack.anonKey, await tokenFor(userId(i)));
    const channel = client
      .channel(`room-1-${i}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'bench_messages' },
        (p) => {
          const arrived = performance.now();
          const list = seen.get(p.new.body) ?? [];
          list.push(arrived);
          seen.set(p.new.body, list);
        },
      );
    await subscribed(channel);
    return client;
  });
  console.log(`  ${SOCKETS} sockets joined in ${ms(performance.now() - started)}`);
  const latencies = [];
  let missing = 0;
  for (let n = 0; n < CHANGES; n++) {
    const body = `change ${n}`;
    const sent = performance.now();
    await rest(stack, '/bench_messages', { room: 1, body, sent_at: Date.now() });
    const until = performance.now() + 10_000;
    while ((seen.get(body)?.length ?? 0) < SOCKETS && performance.now() < until) await sleep(2);
    const arrivals = seen.get(body) ?? [];
    missing += SOCKETS - arrivals.length;
    for (const t of arrivals) latencies.push(t - sent);
    await sleep(50);
  }
  console.log(`  one insert to ${SOCKETS} sockets: ${summary(latencies)}`);
  if (missing) console.log(`  MISSING: ${missing} deliveries never arrived (10 s wait each)`);
  for (const c of clients) c.disconnect();
}

async function broadcast(stack, pid) {
  await sleep(2000);
  const before = rssKb(pid);
  const started = performance.now();
  const received = new Array(BROADCAST_SOCKETS).fill(0);
  const latencies = [];
  let measuring = false;
  const clients = await inBatches(BROADCAST_SOCKETS, 100, async (i) => {
    const client = await connect(stack.apiUrl, stack.anonKey, stack.anonKey);
    const channel = client.channel('bench-broadcast').on('broadcast', { event: 'tick' }, (m) => {
      received[i]++;
      if (measuring) latencies.push(performance.now() - m.payload.t);
    });
    await subscribed(channel);
    return client;
  });
  console.log(`  ${BROADCAST_SOCKETS} sockets joined in ${ms(performance.now() - started)}`);
  await sleep(1500);
  const after = rssKb(pid);
  console.log(
    `  memory per idle socket: ${((after - before) / BROADCAST_SOCKETS).toFixed(1)} KB ` +
      `(stack RSS ${(before / 1024).toFixed(0)} -> ${(after / 1024).toFixed(0)} MB)`,
  );

  const sender = await connect(stack.apiUrl, stack.anonKey, stack.anonKey);
  const channel = await subscribed(sender.channel('bench-broadcast'));
  const total = () => received.reduce((a, b) => a + b, 0);
  measuring = true;
  for (let n = 0; n < MESSAGES; n++) {
    await channel.send({ type: 'broadcast', event: 'tick', payload: { t: performance.now(), n } });
    await sleep(20);
  }
  const until = performance.now() + 10_000;
  while (total() < MESSAGES * BROADCAST_SOCKETS && performance.now() < until) await sleep(5);
  measuring = false;
  console.log(`  one message to ${BROADCAST_SOCKETS} sockets: ${summary(latencies)}`);

  received.fill(0);
  const burstStart = performance.now();
  for (let n = 0; n < BURST; n++) {
    channel.send({ type: 'broadcast', event: 'tick', payload: { t: performance.now(), n } });
    if (n % 50 === 49) await sleep(0);
  }
  const burstUntil = performance.now() + 60_000;
  while (total() < BURST * BROADCAST_SOCKETS && performance.now() < burstUntil) await sleep(5);
  const seconds = (performance.now() - burstStart) / 1000;
  console.log(
    `  burst: ${BURST} messages in ${seconds.toFixed(2)} s = ${(BURST / seconds).toFixed(0)} messages/s, ` +
      `${(total() / seconds).toFixed(0)} deliveries/s (${total()} of ${BURST * BROADCAST_SOCKETS} delivered)`,
  );
  sender.disconnect();
  for (const c of clients) c.disconnect();
}

async function run(engine) {
  let cluster = null;
  let databaseUrl = null;
  if (engine === 'postgres') {
    const reason = postgresUnavailableReason();
    if (reason) {
      console.log(`postgres: skipped (${reason})`);
      return;
    }
    cluster = await startThrowawayPostgres();
    databaseUrl = cluster.url;
  }
  const root = scratchRoot({ '29991231000000_bench_realtime.sql': PROBE });
  const stack = await startChildStack({ root, dataDir: null, databaseUrl });
  try {
    console.log(`${engine}:`);
    // Broadcast first: its idle-socket memory is read on a process no other load has grown.
    console.log(' broadcast');
    await broadcast(stack, stack.process.pid);
    console.log(' postgres changes');
    await postgresChanges(stack);
  } finally {
    await stack.stop();
    await cluster?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

for (const engine of ENGINES) await run(engine);
process.exit(0);
