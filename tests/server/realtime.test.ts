import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  USERS,
  closeClients,
  eventually,
  joined,
  startRealtimeStack,
  testClient,
  tokenOf,
  type RealtimeStack,
  type TestClient,
} from './realtime-support';

let rt: RealtimeStack;
let admin: SupabaseClient;
let nextId = 1;
const id = () => nextId++;

beforeAll(async () => {
  rt = await startRealtimeStack();
  admin = createClient(`http://127.0.0.1:${rt.port}`, rt.stack.serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
});
afterEach(closeClients);
afterAll(async () => {
  await closeClients();
  await rt?.close();
});

async function write(run: PromiseLike<{ error: unknown }>) {
  const { error } = await run;
  expect(error).toBeNull();
}

/**
 * Sends until `check` holds: the barrier for what the server applies asynchronously, where a
 * fixed wait would be a guess that a loaded machine outruns.
 */
async function repeatUntil(
  send: (n: number) => Promise<unknown>,
  check: () => boolean,
  describe: () => unknown,
  ms = 5000,
) {
  const until = Date.now() + ms;
  for (let n = 0; !check(); n++) {
    if (Date.now() > until)
      throw new Error(`not seen in ${ms} ms; last: ${JSON.stringify(describe())}`);
    await send(n);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** POST /realtime/v1/api/broadcast with `key` as apikey; the endpoint answers 202 in all cases. */
async function restBroadcast(key: string, message: Record<string, unknown>) {
  const res = await fetch(`http://127.0.0.1:${rt.port}/realtime/v1/api/broadcast`, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ messages: [message] }),
  });
  expect(res.status).toBe(202);
}

/**
 * A visitor's channel with one INSERT binding on `table` per filter; what each binding gets is
 * listed by filter, as the `column` of each new row.
 */
async function insertsByFilter(table: string, filters: string[], column: string) {
  const c = await testClient(rt, null);
  const seen = new Map<string, unknown[]>(filters.map((f) => [f, []]));
  let channel = c.supabase.channel(`${table}-by-filter`);
  for (const filter of filters) {
    channel = channel.on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table, filter },
      (p) => seen.get(filter)!.push(p.new[column]),
    );
  }
  await joined(channel);
  return seen;
}

/** A raw socket, for what supabase-js hides: refusals and frames as they travel. */
function rawSocket(query: string) {
  return new WebSocket(`ws://127.0.0.1:${rt.port}/realtime/v1/websocket?${query}`);
}

describe('the socket', () => {
  it('is refused without a valid apikey, and answers heartbeats and unknown topics', async () => {
    for (const query of ['vsn=2.0.0', 'apikey=not-a-key&vsn=2.0.0']) {
      const status = await new Promise<number>((resolve) => {
        const ws = rawSocket(query);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => {});
      });
      expect(status).toBe(401);
    }
    const ws = rawSocket(`apikey=${rt.stack.anonKey}&vsn=2.0.0`);
    const frames: unknown[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    ws.send(JSON.stringify(['2', '3', 'realtime:nowhere', 'broadcast', { event: 'x' }]));
    await eventually(
      () => frames.length === 2,
      () => frames,
    );
    expect(frames).toEqual([
      [null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }],
      [
        '2',
        '3',
        'realtime:nowhere',
        'phx_reply',
        { status: 'error', response: { reason: 'unmatched topic' } },
      ],
    ]);
    ws.close();
  });

  it('refuses a join whose token is not signed by the project', async () => {
    const forged = await tokenOf(USERS.anna).then((t) => `${t.slice(0, -4)}AAAA`);
    const c = await testClient(rt, forged);
    await expect(joined(c.supabase.channel('anything'))).rejects.toThrow(/JwtSignatureError/);
  });
});

describe('broadcast', () => {
  for (const vsn of ['1.0.0', '2.0.0'] as const) {
    it(`reaches the other members, and the sender with self (vsn ${vsn}), acknowledged with ack`, async () => {
      const [a, b] = [await testClient(rt, null, vsn), await testClient(rt, null, vsn)];
      const seenA: unknown[] = [];
      const seenB: unknown[] = [];
      const chA = await joined(
        a.supabase
          .channel(`room-${vsn}`, { config: { broadcast: { self: true, ack: true } } })
          .on('broadcast', { event: 'say' }, (m) => seenA.push(m.payload)),
      );
      await joined(
        b.supabase
          .channel(`room-${vsn}`)
          .on('broadcast', { event: 'say' }, (m) => seenB.push(m.payload)),
      );
      expect(await chA.send({ type: 'broadcast', event: 'say', payload: { text: 'привет' } })).toBe(
        'ok',
      );
      await eventually(
        () => seenA.length === 1 && seenB.length === 1,
        () => [seenA, seenB],
      );
      expect(seenB).toEqual([{ text: 'привет' }]);
      expect(seenA).toEqual([{ text: 'привет' }]);
    });
  }

  it('carries bytes in binary frames (vsn 2.0.0) and skips the sender without self', async () => {
    const [a, b] = [await testClient(rt, null), await testClient(rt, null)];
    const seenA: unknown[] = [];
    const seenB: ArrayBuffer[] = [];
    const chA = await joined(
      a.supabase.channel('bytes').on('broadcast', { event: 'blob' }, (m) => seenA.push(m)),
    );
    await joined(
      b.supabase.channel('bytes').on('broadcast', { event: 'blob' }, (m) => seenB.push(m.payload)),
    );
    await chA.send({
      type: 'broadcast',
      event: 'blob',
      payload: new Uint8Array([1, 2, 250]).buffer,
    });
    await eventually(
      () => seenB.length === 1,
      () => seenB,
    );
    expect([...new Uint8Array(seenB[0]!)]).toEqual([1, 2, 250]);
    expect(seenA).toEqual([]);
  });

  it('is sent over REST (both endpoints) and from the database with realtime.send', async () => {
    const c = await testClient(rt, null);
    const seen: unknown[] = [];
    await joined(
      c.supabase
        .channel('news')
        .on('broadcast', { event: '*' }, (m) => seen.push([m.event, m.payload])),
    );
    await restBroadcast(rt.stack.anonKey, { topic: 'news', event: 'rest', payload: { n: 1 } });
    const sender = (await testClient(rt, null)).supabase.channel('news');
    expect(await sender.httpSend('http', { n: 2 })).toEqual({ success: true });
    await rt.stack.db.transaction((sql) =>
      sql.query(`select realtime.send('{"n": 3}'::jsonb, 'db', 'news', false)`),
    );
    await eventually(
      () => seen.length === 3,
      () => seen,
    );
    expect(seen).toEqual([
      ['rest', { n: 1 }],
      ['http', { n: 2 }],
      ['db', { n: 3 }],
    ]);
  });
});

describe('private channels', () => {
  it('are refused without a policy on realtime.messages and joined with one', async () => {
    const anna = await testClient(rt, await tokenOf(USERS.anna));
    await expect(
      joined(anna.supabase.channel('secret:1', { config: { private: true } })),
    ).rejects.toThrow(/do not have permissions to read from this Channel topic: secret:1/);
    const visitor = await testClient(rt, null);
    await expect(
      joined(visitor.supabase.channel('allowed:1', { config: { private: true } })),
    ).rejects.toThrow(/Unauthorized/);

    const boris = await testClient(rt, await tokenOf(USERS.boris));
    const seen: unknown[] = [];
    await joined(
      boris.supabase
        .channel('allowed:1', { config: { private: true } })
        .on('broadcast', { event: '*' }, (m) => seen.push([m.event, m.payload])),
    );
    const sender = await joined(
      (await testClient(rt, await tokenOf(USERS.vera))).supabase.channel('allowed:1', {
        config: { private: true },
      }),
    );
    await sender.send({ type: 'broadcast', event: 'hello', payload: { from: 'vera' } });
    // The public channel of the same name is another channel.
    const publicTwin = await joined((await testClient(rt, null)).supabase.channel('allowed:1'));
    await publicTwin.send({ type: 'broadcast', event: 'leak', payload: {} });
    // Over REST a visitor may not write to a private topic; the service role may.
    for (const [key, event] of [
      [rt.stack.anonKey, 'anon'],
      [rt.stack.serviceRoleKey, 'service'],
    ] as const) {
      await restBroadcast(key, { topic: 'allowed:1', event, payload: {}, private: true });
    }
    await eventually(
      () => seen.length === 2,
      () => seen,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([
      ['hello', { from: 'vera' }],
      ['service', {}],
    ]);
  });

  it('receive realtime.broadcast_changes from a trigger', async () => {
    const anna = await testClient(rt, await tokenOf(USERS.anna));
    const seen: Record<string, unknown>[] = [];
    await joined(
      anna.supabase
        .channel('allowed:plain', { config: { private: true } })
        .on('broadcast', { event: 'INSERT' }, (m) => seen.push(m.payload)),
    );
    const row = { id: id(), label: 'from a trigger' };
    await write(admin.from('rt_plain').insert(row));
    await eventually(
      () => seen.length === 1,
      () => seen,
    );
    expect(seen[0]).toMatchObject({
      operation: 'INSERT',
      schema: 'public',
      table: 'rt_plain',
      record: row,
      old_record: null,
    });
  });
});

describe('presence', () => {
  it('syncs three clients: join, state and leave', async () => {
    const names = ['anna', 'boris', 'vera'] as const;
    const clients = await Promise.all(names.map(() => testClient(rt, null)));
    const events = names.map(() => [] as string[]);
    const channels = await Promise.all(
      clients.map((c, i) =>
        joined(
          c.supabase
            .channel('lobby', { config: { presence: { key: names[i] } } })
            .on('presence', { event: 'join' }, ({ key }) => events[i]!.push(`join:${key}`))
            .on('presence', { event: 'leave' }, ({ key }) => events[i]!.push(`leave:${key}`)),
        ),
      ),
    );
    for (const [i, ch] of channels.entries()) expect(await ch.track({ name: names[i] })).toBe('ok');
    const keys = (i: number) => Object.keys(channels[i]!.presenceState()).sort();
    await eventually(
      () => [0, 1, 2].every((i) => keys(i).length === 3),
      () => [0, 1, 2].map(keys),
    );
    expect(channels[2]!.presenceState().anna).toEqual([
      expect.objectContaining({ name: 'anna', presence_ref: expect.any(String) }),
    ]);
    expect(events[0]).toEqual(expect.arrayContaining(['join:anna', 'join:boris', 'join:vera']));

    expect(await channels[1]!.untrack()).toBe('ok');
    await eventually(
      () => !keys(0).includes('boris'),
      () => keys(0),
    );
    await clients[2]!.supabase.removeChannel(channels[2]!);
    await eventually(
      () => keys(0).join() === 'anna',
      () => keys(0),
    );
    expect(events[0]).toEqual(expect.arrayContaining(['leave:boris', 'leave:vera']));
  });
});

describe('presence on a private channel', () => {
  it('is read by the members and written only as the insert policy allows', async () => {
    await write(
      admin.from('rt_members').insert([
        { room: 'p1', member: USERS.anna, host: true },
        { room: 'p1', member: USERS.boris, host: false },
      ]),
    );
    const [anna, boris, vera] = (await Promise.all(
      [USERS.anna, USERS.boris, USERS.vera].map(async (u) => testClient(rt, await tokenOf(u))),
    )) as [TestClient, TestClient, TestClient];
    const room = (c: TestClient, key: string) =>
      c.supabase
        .channel('room:p1', { config: { private: true, presence: { key } } })
        .on('presence', { event: 'sync' }, () => {});
    await expect(joined(room(vera, 'vera'))).rejects.toThrow(/Unauthorized/);
    const host = await joined(room(anna, 'anna'));
    expect(await host.track({ name: 'Анна' })).toBe('ok');
    // Boris reads presence: the state sent on his join has Anna in it.
    const guest = await joined(room(boris, 'boris'));
    await eventually(
      () => Object.keys(guest.presenceState()).join() === 'anna',
      () => guest.presenceState(),
    );
    // Only hosts may write presence: Supabase answers Boris's track with an error.
    expect(await guest.track({ name: 'Борис' })).toBe('error');
    // The host's next track reaches both after Boris's would have.
    expect(await host.track({ name: 'Анна', away: true })).toBe('ok');
    for (const ch of [host, guest]) {
      await eventually(
        () => (ch.presenceState().anna?.[0] as { away?: boolean } | undefined)?.away === true,
        () => ch.presenceState(),
      );
      expect(Object.keys(ch.presenceState())).toEqual(['anna']);
    }
    expect(await guest.untrack()).toBe('ok');
  });
});

describe('postgres changes', () => {
  it('deliver INSERT, UPDATE and DELETE only to subscribers whose RLS lets them read the row', async () => {
    const [anna, boris] = [
      await testClient(rt, await tokenOf(USERS.anna)),
      await testClient(rt, await tokenOf(USERS.boris)),
    ];
    const visitor = await testClient(rt, null, '1.0.0');
    const seen = { anna: [] as any[], boris: [] as any[], visitor: [] as any[] };
    for (const [name, c] of [
      ['anna', anna],
      ['boris', boris],
      ['visitor', visitor],
    ] as const) {
      await joined(
        c.supabase
          .channel(`notes-${name}`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, (p) =>
            seen[name].push(p),
          ),
      );
    }
    const note = { id: id(), owner: USERS.anna, body: 'только Анне', rank: 1 };
    await write(admin.from('rt_notes').insert(note));
    await write(admin.from('rt_notes').update({ body: 'изменено' }).eq('id', note.id));
    // RLS is checked against the row as it is when the change is read (as on Supabase): a row
    // deleted before its update is read is no longer there to show anyone.
    await eventually(
      () => seen.anna.length === 2,
      () => seen.anna,
    );
    await write(admin.from('rt_notes').delete().eq('id', note.id));
    expect(seen.anna.map((p) => [p.eventType, p.new, p.old])).toEqual([
      ['INSERT', note, {}],
      // replica identity full: the old row comes with the update
      ['UPDATE', { ...note, body: 'изменено' }, note],
    ]);
    expect(seen.anna[0]).toMatchObject({ schema: 'public', table: 'rt_notes', errors: null });
    expect(Date.parse(seen.anna[0].commit_timestamp)).toBeGreaterThan(Date.now() - 60_000);
    // Supabase cannot check a deleted row against RLS: a DELETE reaches whoever may read the
    // table, with the primary key only on a table with RLS (even with replica identity full).
    await eventually(
      () => seen.boris.length === 1 && seen.anna.length === 3,
      () => seen,
    );
    for (const name of ['anna', 'boris'] as const) {
      expect(seen[name].at(-1)).toMatchObject({
        eventType: 'DELETE',
        new: {},
        old: { id: note.id },
      });
      expect(Object.keys(seen[name].at(-1).old)).toEqual(['id']);
    }
    // The visitor's role reads rt_notes but RLS shows it no row; the DELETE it does get.
    expect(seen.visitor.map((p) => p.eventType)).toEqual(['DELETE']);
  });

  it('send a non-member nothing from a table they cannot read', async () => {
    const member = await testClient(rt, await tokenOf(USERS.vera));
    const outsider = await testClient(rt, await tokenOf(USERS.boris));
    const seen = { member: [] as unknown[], outsider: [] as unknown[] };
    for (const [name, c] of [
      ['member', member],
      ['outsider', outsider],
    ] as const) {
      await joined(
        c.supabase
          .channel(`only-vera-${name}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) =>
            seen[name].push(p.new),
          ),
      );
    }
    const note = { id: id(), owner: USERS.vera, body: 'для Веры', rank: 0 };
    await write(admin.from('rt_notes').insert(note));
    await eventually(
      () => seen.member.length === 1,
      () => seen,
    );
    await new Promise((r) => setTimeout(r, 150));
    expect(seen).toEqual({ member: [note], outsider: [] });
  });

  it('apply filters eq, neq, lt, lte, gt, gte and in', async () => {
    const filters = [
      'rank=eq.2',
      'rank=neq.2',
      'rank=lt.2',
      'rank=lte.2',
      'rank=gt.2',
      'rank=gte.2',
      'label=in.(b,"c d")',
    ];
    const seen = await insertsByFilter('rt_open', filters, 'rank');
    const base = id();
    nextId += 3;
    await write(
      admin.from('rt_open').insert([
        { id: base, label: 'a', rank: 1 },
        { id: base + 1, label: 'b', rank: 2 },
        { id: base + 2, label: 'c d', rank: 3 },
      ]),
    );
    await eventually(
      () => seen.get('rank=neq.2')!.length === 2,
      () => [...seen],
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(Object.fromEntries([...seen].map(([f, ranks]) => [f, ranks.sort()]))).toEqual({
      'rank=eq.2': [2],
      'rank=neq.2': [1, 3],
      'rank=lt.2': [1],
      'rank=lte.2': [1, 2],
      'rank=gt.2': [3],
      'rank=gte.2': [2, 3],
      'label=in.(b,"c d")': [2, 3],
    });
  });

  it('carry the primary key on DELETE, or the whole row with replica identity full', async () => {
    const c = await testClient(rt, null);
    const old: Record<string, unknown>[] = [];
    await joined(
      c.supabase
        .channel('deletes')
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'rt_plain' }, (p) =>
          old.push(p.old),
        )
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'rt_open' }, (p) =>
          old.push(p.old),
        ),
    );
    const [plain, open] = [
      { id: id(), label: 'p' },
      { id: id(), label: 'o', rank: 7 },
    ];
    await write(admin.from('rt_plain').insert(plain));
    await write(admin.from('rt_open').insert(open));
    await write(admin.from('rt_plain').delete().eq('id', plain.id));
    await write(admin.from('rt_open').delete().eq('id', open.id));
    await eventually(
      () => old.length === 2,
      () => old,
    );
    expect(old).toEqual([{ id: plain.id }, open]);
  });

  it('filter INSERT and UPDATE on the new row, DELETE on the old row as its replica identity has it', async () => {
    const plain = { id: id(), label: 'gone' };
    const [moved, left] = [
      { id: id(), label: 'moves in', rank: 5 },
      { id: id(), label: 'gone', rank: 1 },
    ];
    await write(admin.from('rt_plain').insert(plain));
    await write(admin.from('rt_open').insert([moved, left]));
    const c = await testClient(rt, null);
    const seen: string[] = [];
    const bindings = [
      ['UPDATE', 'rt_open', 'rank=eq.1', 'update'],
      ['DELETE', 'rt_plain', 'label=eq.gone', 'plain by label'],
      ['DELETE', 'rt_plain', `id=eq.${plain.id}`, 'plain by id'],
      ['DELETE', 'rt_open', 'label=eq.gone', 'open by label'],
    ] as const;
    let channel = c.supabase.channel('identity');
    for (const [event, table, filter, name] of bindings) {
      channel = channel.on('postgres_changes', { event, schema: 'public', table, filter }, (p) =>
        seen.push(event === 'UPDATE' ? `${name} ${(p.new as { id: number }).id}` : name),
      );
    }
    await joined(channel);
    await write(admin.from('rt_open').update({ rank: 1 }).eq('id', moved.id));
    // Out of the filter: its old row had rank 1, its new one does not.
    await write(admin.from('rt_open').update({ rank: 2 }).eq('id', left.id));
    // rt_plain's replica identity is its primary key: a DELETE there knows no label.
    await write(admin.from('rt_plain').delete().eq('id', plain.id));
    await write(admin.from('rt_open').delete().eq('id', left.id));
    await eventually(
      () => seen.includes('open by label'),
      () => seen,
    );
    expect(seen).toEqual([`update ${moved.id}`, 'plain by id', 'open by label']);
  });

  it('compare filter values typed as their column: instants as instants, uuids as uuids', async () => {
    const filters = [
      'at=gt.2026-01-01 12:00:00+00',
      'at=eq.2026-01-02 03:00:00+03',
      `who=eq.${USERS.anna.toUpperCase()}`,
      'at=in.(2026-01-01 10:00:00+00,"2026-01-02 00:00:00Z")',
    ];
    const seen = await insertsByFilter('rt_timed', filters, 'id');
    const base = id();
    nextId += 2;
    await write(
      admin.from('rt_timed').insert([
        // As text '2026-01-01T11:00:00+00:00' sorts after '2026-01-01 12:00:00+00'.
        { id: base, at: '2026-01-01T11:00:00Z', who: USERS.boris },
        { id: base + 1, at: '2026-01-01T13:00:00+03:00', who: USERS.boris },
        { id: base + 2, at: '2026-01-02T00:00:00Z', who: USERS.anna },
      ]),
    );
    // The last row passes every filter: once all have it, the rows before were decided.
    await eventually(
      () => filters.every((f) => seen.get(f)!.includes(base + 2)),
      () => [...seen],
    );
    expect(Object.fromEntries(seen)).toEqual({
      [filters[0]!]: [base + 2],
      [filters[1]!]: [base + 2],
      [filters[2]!]: [base + 2],
      [filters[3]!]: [base + 1, base + 2],
    });
  });

  it('refuse a filter on a column the table lacks, or with a value its type refuses', async () => {
    for (const [filter, reason] of [
      ['rank=eq.many', /invalid input syntax for type integer: "many"/],
      ['nothing=eq.1', /invalid column for filter nothing/],
    ] as const) {
      const c = await testClient(rt, null);
      const system: any[] = [];
      await joined(
        c.supabase
          .channel(`bad-filter-${filter}`)
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'rt_open', filter },
            () => {},
          )
          .on('system', {}, (p) => system.push(p)),
      );
      await eventually(
        () => system.length === 1,
        () => system,
      );
      expect(system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
      expect(system[0].message).toMatch(reason);
    }
  });

  it('stop reaching a member removed from a room: its changes at once, its private topic at the next token', async () => {
    await write(
      admin.from('rt_members').insert([
        { room: 'r1', member: USERS.boris },
        { room: 'r2', member: USERS.boris },
      ]),
    );
    const boris = await testClient(rt, await tokenOf(USERS.boris));
    const posts: string[] = [];
    const system: any[] = [];
    await joined(
      boris.supabase
        .channel('posts')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_posts' }, (p) =>
          posts.push(p.new.body as string),
        ),
    );
    await joined(
      boris.supabase
        .channel('room:r1', { config: { private: true } })
        .on('system', {}, (p) => system.push(p)),
    );
    await write(admin.from('rt_posts').insert({ id: id(), room: 'r1', body: 'before' }));
    await eventually(
      () => posts.includes('before'),
      () => posts,
    );
    await write(admin.from('rt_members').delete().eq('room', 'r1').eq('member', USERS.boris));
    await write(admin.from('rt_posts').insert({ id: id(), room: 'r1', body: 'after' }));
    await write(admin.from('rt_posts').insert({ id: id(), room: 'r2', body: 'still a member' }));
    // Changes reach a socket in order: 'after' would have come before this one.
    await eventually(
      () => posts.includes('still a member'),
      () => posts,
    );
    expect(posts).toEqual(['before', 'still a member']);
    // A private topic is authorised at the join and again with each new token, as on Supabase.
    boris.token = await tokenOf(USERS.boris, 1800);
    await boris.refresh();
    await eventually(
      () => system.some((p) => p.status === 'error'),
      () => system,
    );
    expect(system.at(-1)).toMatchObject({
      extension: 'system',
      message: 'You no longer have permission to read from this Channel topic: room:r1',
    });
  });

  it('capture the tables the migrations publish: events and rsvps', async () => {
    const { rows } = await rt.stack.db.transaction((sql) =>
      sql.query<{ table: string; captured: boolean }>(
        `select p.tablename as table, exists (
           select from pg_trigger t
           where t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
             and t.tgname = 'realtime_local_capture') as captured
         from pg_publication_tables p
         where p.pubname = 'supabase_realtime' and p.tablename in ('events', 'rsvps')
         order by 1`,
      ),
    );
    expect(rows).toEqual([
      { table: 'events', captured: true },
      { table: 'rsvps', captured: true },
    ]);
  });

  it('answer a table outside the publication with a system error', async () => {
    const c = await testClient(rt, null);
    const system: any[] = [];
    await joined(
      c.supabase
        .channel('nowhere')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'profiles' }, () => {})
        .on('system', {}, (p) => system.push(p)),
    );
    await eventually(
      () => system.length === 1,
      () => system,
    );
    expect(system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
  });
});

describe('tokens', () => {
  it('follow the token swapped on the socket', async () => {
    const c = await testClient(rt, await tokenOf(USERS.anna));
    const seen: string[] = [];
    await joined(
      c.supabase
        .channel('swap')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) =>
          seen.push(p.new.body as string),
        ),
    );
    await write(admin.from('rt_notes').insert({ id: id(), owner: USERS.anna, body: 'anna 1' }));
    await write(admin.from('rt_notes').insert({ id: id(), owner: USERS.boris, body: 'boris 1' }));
    await write(admin.from('rt_notes').insert({ id: id(), owner: USERS.anna, body: 'anna 2' }));
    // Changes are read, and checked against the subscriber's token, in the order they were
    // made: once Anna's second note is in, Boris's first was decided under Anna's token.
    await eventually(
      () => seen.includes('anna 2'),
      () => seen,
    );
    c.token = await tokenOf(USERS.boris);
    await c.refresh();
    // Boris's notes arriving say the server has swapped the token (it checks it asynchronously).
    await repeatUntil(
      (n) =>
        write(
          admin.from('rt_notes').insert({ id: id(), owner: USERS.boris, body: `boris after ${n}` }),
        ),
      () => seen.some((body) => body.startsWith('boris')),
      () => seen,
    );
    await write(admin.from('rt_notes').insert({ id: id(), owner: USERS.anna, body: 'anna 3' }));
    await write(
      admin.from('rt_notes').insert({ id: id(), owner: USERS.boris, body: 'boris last' }),
    );
    // Changes reach a socket in the order they were made: Anna's would have come before this.
    await eventually(
      () => seen.includes('boris last'),
      () => seen,
    );
    expect(seen.filter((body) => body.startsWith('anna'))).toEqual(['anna 1', 'anna 2']);
    expect(seen).not.toContain('boris 1');
  });

  it('stop private delivery when the token expires, until a fresh one arrives', async () => {
    const c = await testClient(rt, await tokenOf(USERS.anna, 2));
    const seen: unknown[] = [];
    const system: any[] = [];
    await joined(
      c.supabase
        .channel('allowed:expiry', { config: { private: true } })
        .on('broadcast', { event: 'tick' }, (m) => seen.push(m.payload.n))
        .on('system', {}, (p) => system.push(p)),
    );
    const tick = (n: number) =>
      restBroadcast(rt.stack.serviceRoleKey, {
        topic: 'allowed:expiry',
        event: 'tick',
        payload: { n },
        private: true,
      });
    await tick(1);
    await eventually(
      () => seen.length === 1,
      () => seen,
    );
    await eventually(
      () => system.some((s) => s.status === 'error'),
      () => system,
      6000,
    );
    expect(system.at(-1).message).toMatch(/Token has expired/);
    await tick(2);
    c.token = await tokenOf(USERS.anna);
    await c.refresh();
    // A tick arriving says the fresh token is in place (the server checks it asynchronously).
    await repeatUntil(
      (n) => tick(3 + n),
      () => seen.length >= 2,
      () => seen,
    );
    expect(seen[0]).toBe(1);
    expect(seen).not.toContain(2);
  });
});

describe('a stack restart', () => {
  it('is followed by clients reconnecting and resubscribing on their own', async () => {
    const c = await testClient(rt, await tokenOf(USERS.anna));
    const seen: unknown[] = [];
    await joined(
      c.supabase
        .channel('after-restart')
        .on('broadcast', { event: 'back' }, (m) => seen.push(m.payload))
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) =>
          seen.push(p.new.body),
        ),
    );
    await rt.restart();
    const sender = await joined((await testClient(rt, null)).supabase.channel('after-restart'));
    // The old client rejoins on its own; until it has, the broadcast is simply not heard.
    const until = Date.now() + 15_000;
    while (seen.length === 0 && Date.now() < until) {
      await sender.send({ type: 'broadcast', event: 'back', payload: { ok: true } });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen[0]).toEqual({ ok: true });
    await write(admin.from('rt_notes').insert({ id: id(), owner: USERS.anna, body: 'after' }));
    await eventually(
      () => seen.includes('after'),
      () => seen,
    );
  }, 60_000);
});
