// `npm run bench:realtime`: the local stack's Realtime under load (issue 14), loopback only;
// figures are printed, not asserted.
//
// 1. Broadcast: BENCH_RT_BROADCAST_SOCKETS (1000) sockets on one public channel; BENCH_RT_MESSAGES
//    (50) messages at each gap of BENCH_RT_GAPS_MS (100,20) ms, latency from send to each socket
//    (target p95 <= 50 ms). 100 ms apart is one message's fan-out; 20 ms apart (50 a second)
//    the receivers' own decoding, about 30 µs a delivery, and the stack's share the same 2 cores
//    and saturate them, so messages queue behind each other; then a
//    burst of BENCH_RT_BURST (300) messages as fast as the sender can, messages and deliveries
//    per second until every socket has every message.
// 2. Memory per idle socket: the stack process's resident memory before and after the sockets
//    of (1) connect and join, divided by their number.
// 3. Postgres changes: BENCH_RT_SOCKETS (500) sockets, each a different user, subscribed to one
//    table whose RLS policy reads a membership table; BENCH_RT_CHANGES (20) inserts, one at a
//    time, each fanning out to every socket (each socket's RLS checked under its own claims).
//    Delivery latency p50/p95/p99 from the insert request to each socket (target p95 <= 150 ms).
// 4. Chat (issue 16): one group's chat with BENCH_RT_CHAT_MEMBERS (200) members, each on their own
//    socket, joined to the conversation's private channel as the app joins it; one member sends
//    BENCH_RT_CHAT_SENDS (50) messages through send_message, 100 ms apart, and every member's
//    socket gets the row the database broadcasts (what the chat displays): p50/p95/p99 from the
//    send request to each socket (target p95 <= 150 ms). Then the history's pages as the app
//    reads them (conversation_messages, 51 rows before a seq) on BENCH_RT_CHAT_HISTORY (1,000,000)
//    messages in that chat, generated with set-based SQL (triggers off, seqs gapless), through
//    the gateway at 1 and 10 clients (target p95 <= 30 ms).
//
// The stack runs in its own process (as with `npm run stack`), on PGlite; BENCH_ENGINES=postgres
// (or pglite,postgres) runs it on a throwaway PostgreSQL too. The receiving sockets are
// realtime-js clients (the client bundled with our supabase-js) over `ws`, spread over
// BENCH_RT_WORKERS worker threads (one per core by default): a thousand clients decoding every
// message on one thread would queue behind each other and the figures would be the load
// generator's. Each message carries its send time on the monotonic clock (process.hrtime, the
// same in every thread and process), so latency is read where it arrives. BENCH_RT_PARTS
// (broadcast,changes,chat) picks what runs.
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { RealtimeClient } from '@supabase/realtime-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';

/** Milliseconds on the monotonic clock, comparable across threads and processes. */
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (t) => new Promise((r) => setTimeout(r, t));
const userId = (i) => `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const CHAT_GROUP_ID = 'c1000000-0000-4000-8000-000000000001';
const CHAT_ID = 'c2000000-0000-4000-8000-000000000001';

async function tokenFor(secret, sub) {
  const at = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(at)
    .setExpirationTime(at + 3600)
    .sign(new TextEncoder().encode(secret));
}

/** One realtime-js client per socket, as an app would have. */
async function connect(apiUrl, apikey, token) {
  const client = new RealtimeClient(`${apiUrl.replace(/^http/, 'ws')}/realtime/v1`, {
    params: { apikey },
    transport: WebSocket,
    accessToken: async () => token,
    logger: () => {},
    // Joins are answered in order behind a thousand others on a loaded machine.
    timeout: 60_000,
  });
  await client.setAuth();
  return client;
}

function subscribed(channel) {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(error ?? new Error(status));
      }
    });
  });
}

/** Joins in batches: a thousand joins at once would measure the join storm, not the steady state. */
async function inBatches(from, to, size, make) {
  const out = [];
  for (let at = from; at < to; at += size) {
    const batch = [];
    for (let i = at; i < Math.min(to, at + size); i++) batch.push(make(i));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

// --- a worker thread: its share of the receiving sockets ----------------------------------------

async function receive({ mode, apiUrl, anonKey, secret, from, to, counter }) {
  const delivered = new Int32Array(counter);
  let latencies = [];
  const arrived = (sentAt, measure) => {
    if (measure) latencies.push(now() - sentAt);
    Atomics.add(delivered, 0, 1);
  };
  const clients = await inBatches(from, to, 50, async (i) => {
    if (mode === 'chat') {
      // A member as the chat joins: their own token, the conversation's private topic.
      const client = await connect(apiUrl, anonKey, await tokenFor(secret, userId(i)));
      await subscribed(
        client
          .channel(`conversation:${CHAT_ID}`, { config: { private: true } })
          .on('broadcast', { event: 'INSERT' }, (m) =>
            arrived(Number(m.payload.record.body.split(' ')[0]), true),
          ),
      );
      return client;
    }
    if (mode === 'broadcast') {
      const client = await connect(apiUrl, anonKey, anonKey);
      await subscribed(
        client
          .channel('bench-broadcast')
          .on('broadcast', { event: 'tick' }, (m) => arrived(m.payload.t, m.payload.measure)),
      );
      return client;
    }
    const client = await connect(apiUrl, anonKey, await tokenFor(secret, userId(i)));
    await subscribed(
      client
        .channel(`room-1-${i}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'bench_messages' },
          (p) => arrived(p.new.sent_at, true),
        ),
    );
    return client;
  });
  parentPort.on('message', (message) => {
    if (message === 'collect') {
      parentPort.postMessage({ latencies });
      latencies = [];
    } else if (message === 'close') {
      for (const c of clients) c.disconnect();
      parentPort.close();
    }
  });
  parentPort.postMessage({ ready: true });
}

if (!isMainThread) await receive(workerData);

// --- the main thread: the stack, the sender, the figures ----------------------------------------

const SOCKETS = Number(process.env.BENCH_RT_SOCKETS ?? 500);
const CHANGES = Number(process.env.BENCH_RT_CHANGES ?? 20);
const BROADCAST_SOCKETS = Number(process.env.BENCH_RT_BROADCAST_SOCKETS ?? 1000);
const MESSAGES = Number(process.env.BENCH_RT_MESSAGES ?? 50);
const BURST = Number(process.env.BENCH_RT_BURST ?? 300);
const GAPS_MS = (process.env.BENCH_RT_GAPS_MS ?? '100,20').split(',').map(Number);
const WORKERS = Number(process.env.BENCH_RT_WORKERS ?? os.availableParallelism());
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite').split(',').filter(Boolean);
const PARTS = (process.env.BENCH_RT_PARTS ?? 'broadcast,changes,chat').split(',');
const CHAT_MEMBERS = Number(process.env.BENCH_RT_CHAT_MEMBERS ?? 200);
const CHAT_SENDS = Number(process.env.BENCH_RT_CHAT_SENDS ?? 50);
const CHAT_HISTORY = Number(process.env.BENCH_RT_CHAT_HISTORY ?? 1_000_000);
const HISTORY_REQUESTS = Number(process.env.BENCH_RT_HISTORY_REQUESTS ?? 1000);
const HISTORY_PAGE = 50;

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

/**
 * The chat's group: members 0..n-1 (0 owns it) as auth users with profiles, the group and its
 * conversation; `bench_fill_chat` writes its history, by turns of the members a second apart, in
 * chunks the bench asks for once the stack runs (a million rows in a migration outlast the
 * stack's start on a loaded machine). Triggers are off while loading (no broadcast, no rate
 * limit, no numbering): the seqs are given here, gapless, and the conversation's last_seq matches.
 */
const chatSeed = (members, history) => `
set local session_replication_role = replica;
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', ${uuidSql('c0000000', 'u')}, 'authenticated',
  'authenticated', 'bench-chat-' || u || '@bench.vstrechi.test', '', now(), '', '', '', '',
  '{"provider": "email", "providers": ["email"]}', '{}', now(), now()
from generate_series(0, ${members - 1}) u;
insert into public.profiles (id, full_name)
select ${uuidSql('c0000000', 'u')}, 'Участник чата ' || u from generate_series(0, ${members - 1}) u;
insert into public.groups (id, name, description, category_id, is_online, privacy, created_by,
  member_count)
values ('${CHAT_GROUP_ID}', 'Чат на двести человек', 'Группа для замера чата.', 'technology', true,
  'public', '${userId(0)}', ${members});
insert into public.group_members (group_id, user_id, role)
select '${CHAT_GROUP_ID}', ${uuidSql('c0000000', 'u')},
  case when u = 0 then 'owner' else 'member' end
from generate_series(0, ${members - 1}) u;
insert into public.conversations (id, kind, group_id, last_seq, last_activity_at)
values ('${CHAT_ID}', 'group', '${CHAT_GROUP_ID}', ${history}, now());

create function public.bench_fill_chat(p_from int, p_to int, p_last boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $fill$
begin
  perform set_config('session_replication_role', 'replica', true);
  insert into public.messages (conversation_id, seq, author_id, client_id, body, created_at)
  select '${CHAT_ID}', s, ${uuidSql('c0000000', `s % ${members}`)}, ${uuidSql('c3000000', 's')},
    'Сообщение номер ' || s || ': кто идёт на встречу в субботу?',
    now() - make_interval(secs => ${history} - s)
  from generate_series(p_from, p_to) s;
  perform set_config('session_replication_role', 'origin', true);
  if p_last then
    analyze public.messages;
  end if;
end;
$fill$;
revoke execute on function public.bench_fill_chat(int, int, boolean) from public, anon, authenticated;
grant execute on function public.bench_fill_chat(int, int, boolean) to service_role;
`;

const FILL_CHUNK = 50_000;

async function fillChat(stack) {
  const started = performance.now();
  for (let from = 1; from <= CHAT_HISTORY; from += FILL_CHUNK) {
    const to = Math.min(CHAT_HISTORY, from + FILL_CHUNK - 1);
    await rest(stack, '/rpc/bench_fill_chat', {
      p_from: from,
      p_to: to,
      p_last: to === CHAT_HISTORY,
    });
  }
  console.log(
    `  ${CHAT_HISTORY} messages written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function uuidSql(prefix, n) {
  return `('${prefix}-0000-4000-8000-' || lpad((${n})::text, 12, '0'))::uuid`;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (v) => `${v.toFixed(1)} ms`;

function summary(latencies, what = 'deliveries') {
  const sorted = Float64Array.from(latencies).sort();
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(
    percentile(sorted, 99),
  )}, max ${ms(sorted.at(-1) ?? NaN)} (${sorted.length} ${what})`;
}

async function rssKb(pid) {
  const fs = await import('node:fs');
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * CPU time (ms) the stack process and this one (sender and receiving threads) have used so far:
 * unlike latency on a shared machine, the stack's CPU per delivery does not depend on what else
 * runs, so it compares two versions of the server fairly.
 */
async function cpuMs(pid) {
  const fs = await import('node:fs');
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  const stack = (Number(fields[11]) + Number(fields[12])) * 10;
  const { user, system } = process.cpuUsage();
  return { stack, bench: (user + system) / 1000 };
}

async function cpuSince(pid, start, deliveries) {
  const end = await cpuMs(pid);
  const per = (v) => `${((v * 1000) / deliveries).toFixed(1)} µs`;
  return (
    `stack CPU ${(end.stack - start.stack).toFixed(0)} ms (${per(end.stack - start.stack)} a delivery), ` +
    `load generator ${(end.bench - start.bench).toFixed(0)} ms (${per(end.bench - start.bench)})`
  );
}

/**
 * `count` receiving sockets over the worker threads; `delivered()` counts what they have had,
 * `latencies()` takes what they measured since the last call.
 */
async function receivers(stack, secret, mode, count) {
  const counter = new SharedArrayBuffer(4);
  const delivered = new Int32Array(counter);
  const share = Math.ceil(count / WORKERS);
  const workers = [];
  for (let from = 0; from < count; from += share) {
    workers.push(
      new Worker(new URL(import.meta.url), {
        workerData: {
          mode,
          apiUrl: stack.apiUrl,
          anonKey: stack.anonKey,
          secret,
          from,
          to: Math.min(count, from + share),
          counter,
        },
      }),
    );
  }
  const answer = (w) =>
    new Promise((resolve, reject) => {
      w.once('message', resolve);
      w.once('error', reject);
    });
  await Promise.all(workers.map(answer));
  return {
    delivered: () => Atomics.load(delivered, 0),
    reset: () => Atomics.store(delivered, 0, 0),
    async latencies() {
      const parts = await Promise.all(
        workers.map((w) => {
          const got = answer(w);
          w.postMessage('collect');
          return got;
        }),
      );
      return parts.flatMap((p) => p.latencies);
    },
    async close() {
      for (const w of workers) w.postMessage('close');
      await Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r))));
    },
  };
}

async function until(check, ms) {
  const end = performance.now() + ms;
  while (!check() && performance.now() < end) await sleep(2);
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

async function broadcast(stack, secret, pid) {
  await sleep(2000);
  const before = await rssKb(pid);
  const started = performance.now();
  const sockets = await receivers(stack, secret, 'broadcast', BROADCAST_SOCKETS);
  console.log(
    `  ${BROADCAST_SOCKETS} sockets on ${WORKERS} worker threads joined in ${ms(performance.now() - started)}`,
  );
  await sleep(1500);
  const after = await rssKb(pid);
  console.log(
    `  memory per idle socket: ${((after - before) / BROADCAST_SOCKETS).toFixed(1)} KB ` +
      `(stack RSS ${(before / 1024).toFixed(0)} -> ${(after / 1024).toFixed(0)} MB)`,
  );

  const sender = await connect(stack.apiUrl, stack.anonKey, stack.anonKey);
  const channel = await subscribed(sender.channel('bench-broadcast'));
  let cpu;
  for (const gap of GAPS_MS) {
    sockets.reset();
    cpu = await cpuMs(pid);
    for (let n = 0; n < MESSAGES; n++) {
      await channel.send({
        type: 'broadcast',
        event: 'tick',
        payload: { t: now(), n, measure: true },
      });
      await sleep(gap);
    }
    await until(() => sockets.delivered() >= MESSAGES * BROADCAST_SOCKETS, 10_000);
    const missing = MESSAGES * BROADCAST_SOCKETS - sockets.delivered();
    console.log(
      `  one message to ${BROADCAST_SOCKETS} sockets, ${gap} ms apart: ` +
        summary(await sockets.latencies()),
    );
    if (missing) console.log(`  MISSING: ${missing} deliveries never arrived (10 s wait)`);
    console.log(`    ${await cpuSince(pid, cpu, sockets.delivered())}`);
  }

  sockets.reset();
  cpu = await cpuMs(pid);
  const burstStart = performance.now();
  for (let n = 0; n < BURST; n++) {
    channel.send({ type: 'broadcast', event: 'tick', payload: { t: now(), n, measure: false } });
    if (n % 50 === 49) await sleep(0);
  }
  await until(() => sockets.delivered() >= BURST * BROADCAST_SOCKETS, 60_000);
  const seconds = (performance.now() - burstStart) / 1000;
  const total = sockets.delivered();
  console.log(
    `  burst: ${BURST} messages in ${seconds.toFixed(2)} s = ${(BURST / seconds).toFixed(0)} messages/s, ` +
      `${(total / seconds).toFixed(0)} deliveries/s (${total} of ${BURST * BROADCAST_SOCKETS} delivered)`,
  );
  console.log(`    ${await cpuSince(pid, cpu, total)}`);
  sender.disconnect();
  await sockets.close();
}

async function postgresChanges(stack, secret, pid) {
  await rest(
    stack,
    '/bench_members',
    Array.from({ length: SOCKETS }, (_, i) => ({ room: 1, user_id: userId(i) })),
  );
  const started = performance.now();
  const sockets = await receivers(stack, secret, 'changes', SOCKETS);
  console.log(
    `  ${SOCKETS} sockets on ${WORKERS} worker threads joined in ${ms(performance.now() - started)}`,
  );
  const cpu = await cpuMs(pid);
  for (let n = 0; n < CHANGES; n++) {
    await rest(stack, '/bench_messages', { room: 1, body: `change ${n}`, sent_at: now() });
    await until(() => sockets.delivered() >= (n + 1) * SOCKETS, 10_000);
    await sleep(50);
  }
  const missing = CHANGES * SOCKETS - sockets.delivered();
  console.log(`  one insert to ${SOCKETS} sockets: ${summary(await sockets.latencies())}`);
  if (missing) console.log(`  MISSING: ${missing} deliveries never arrived (10 s wait each)`);
  console.log(`    ${await cpuSince(pid, cpu, sockets.delivered())}`);
  await sockets.close();
}

async function rpc(stack, token, name, body) {
  const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function chat(stack, secret, pid) {
  await fillChat(stack);
  // One sender's 50 messages in 5 s would pass the limit of 20 per 10 s: moved for the bench.
  await rest(stack, '/rpc/set_message_rate_limit', { p_max: 10_000, p_seconds: 10 });
  const started = performance.now();
  const sockets = await receivers(stack, secret, 'chat', CHAT_MEMBERS);
  console.log(
    `  ${CHAT_MEMBERS} members' sockets on the chat's private channel, ${WORKERS} worker threads, ` +
      `joined in ${ms(performance.now() - started)}`,
  );
  const sender = await tokenFor(secret, userId(1));
  const cpu = await cpuMs(pid);
  for (let n = 0; n < CHAT_SENDS; n++) {
    // The send time leads the body; each member's socket reads it from the row it is sent.
    await rpc(stack, sender, 'send_message', {
      p_conversation_id: CHAT_ID,
      p_client_id: crypto.randomUUID(),
      p_body: `${now()} Сообщение ${n}`,
    });
    await until(() => sockets.delivered() >= (n + 1) * CHAT_MEMBERS, 10_000);
    await sleep(100);
  }
  const missing = CHAT_SENDS * CHAT_MEMBERS - sockets.delivered();
  console.log(
    `  send -> delivery at every member (${CHAT_SENDS} messages, 100 ms apart): ` +
      summary(await sockets.latencies()),
  );
  if (missing) console.log(`  MISSING: ${missing} deliveries never arrived (10 s wait each)`);
  console.log(`    ${await cpuSince(pid, cpu, sockets.delivered())}`);
  await sockets.close();

  // The history's pages, as the chat asks them: 51 rows (a page and one to know there is more)
  // before a seq spread over the whole conversation.
  const reader = await tokenFor(secret, userId(2));
  const ask = (i) =>
    rpc(stack, reader, 'conversation_messages', {
      p_conversation_id: CHAT_ID,
      p_limit: HISTORY_PAGE + 1,
      p_before_seq: 2 + Math.floor(((i * 7919) % CHAT_HISTORY) * 0.999) + HISTORY_PAGE,
    });
  for (let i = 0; i < 100; i++) await ask(i);
  for (const clients of [1, 10]) {
    const latencies = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < HISTORY_REQUESTS) {
          const i = next++;
          const t = now();
          const rows = await ask(i);
          latencies.push(now() - t);
          if (rows.length !== HISTORY_PAGE + 1) throw new Error(`page ${i}: ${rows.length} rows`);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `  history page (${HISTORY_PAGE + 1} rows before a seq, of ${CHAT_HISTORY} messages) at ` +
        `${clients} client${clients > 1 ? 's' : ''}: ${summary(latencies, 'requests')}, ` +
        `${(HISTORY_REQUESTS / seconds).toFixed(0)} req/s`,
    );
  }
}

async function run(engine) {
  const fs = await import('node:fs');
  const { postgresUnavailableReason, startThrowawayPostgres } =
    await import('../server/db/throwaway-postgres.ts');
  const { LOCAL_JWT_SECRET } = await import('../server/core/jwt.ts');
  const { scratchRoot, startChildStack } = await import('../tests/server/support/child-stack.ts');
  const secret = process.env.JWT_SECRET ?? LOCAL_JWT_SECRET;
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
  const root = scratchRoot({
    '29991231000000_bench_realtime.sql': PROBE,
    ...(PARTS.includes('chat') && {
      '29991231000100_bench_chat.sql': chatSeed(CHAT_MEMBERS, CHAT_HISTORY),
    }),
  });
  const stack = await startChildStack({ root, dataDir: null, databaseUrl });
  try {
    console.log(
      `${engine}: (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    // Broadcast first: its idle-socket memory is read on a process no other load has grown.
    if (PARTS.includes('broadcast')) {
      console.log(' broadcast');
      await broadcast(stack, secret, stack.process.pid);
    }
    if (PARTS.includes('changes')) {
      console.log(' postgres changes');
      await postgresChanges(stack, secret, stack.process.pid);
    }
    if (PARTS.includes('chat')) {
      console.log(' chat');
      await chat(stack, secret, stack.process.pid);
    }
    console.log(
      ` (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
  } finally {
    await stack.stop();
    await cluster?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

if (isMainThread) {
  for (const engine of ENGINES) await run(engine);
  process.exit(0);
}
