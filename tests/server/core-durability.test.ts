import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  scratchRoot,
  startChildStack,
  type ChildStack,
} from './support/child-stack';
import { stack } from './support/stack';

/**
 * Restarts and crashes need a stack of their own: each test here runs one in a child process
 * on its own data folder (PGlite) or its own database (server-postgres project).
 */
const PROBE = `
create table public.durability_probe (
  id bigint primary key,
  batch int not null,
  payload text not null
);
alter table public.durability_probe enable row level security;
`;
const BATCH = 5;

let root: string;
let dataDir: string | null;
let databaseUrl: string | null;
let child: ChildStack | null = null;

const start = () => startChildStack({ root, dataDir, databaseUrl });

function rest(s: ChildStack, pathAndQuery: string, init: RequestInit = {}) {
  return fetch(`${s.apiUrl}/rest/v1${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: s.serviceRoleKey,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
}

async function allRows(s: ChildStack): Promise<{ id: number; batch: number; payload: string }[]> {
  const res = await rest(s, '/durability_probe?select=id,batch,payload&order=id');
  expect(res.status).toBe(200);
  return res.json();
}

function rowsOf(batch: number) {
  return Array.from({ length: BATCH }, (_, i) => ({
    id: batch * BATCH + i,
    batch,
    payload: `${batch}:${i}:`.padEnd(2000, 'ж'),
  }));
}

beforeAll(async () => {
  root = scratchRoot({ '29991231000000_durability_probe.sql': PROBE });
  const server = stack().databaseUrl;
  databaseUrl = server ? await freshDatabase(server) : null;
  dataDir = server ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-data-'));
});

afterAll(async () => {
  await child?.stop();
  fs.rmSync(root, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('applies bootstrap, migrations and the seed on a fresh database, then never again', async () => {
    child = await start();
    const migrations = fs
      .readdirSync(path.join(root, 'supabase', 'migrations'))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(child.migrations.applied).toEqual(migrations);
    expect(child.migrations.seeded).toBe(true);
    expect(child.migrations.bootstrapped.length).toBeGreaterThan(0);

    const seeded = await rest(child, '/profiles?select=full_name&order=full_name');
    expect(await seeded.json()).toContainEqual({ full_name: 'Анна Смирнова' });

    await child.stop();
    child = await start();
    expect(child.migrations).toEqual({ bootstrapped: [], applied: [], seeded: false });
  });

  it('keeps committed rows across a graceful restart', async () => {
    child ??= await start();
    for (let batch = 0; batch < 10; batch++) {
      const res = await rest(child, '/durability_probe', {
        method: 'POST',
        body: JSON.stringify(rowsOf(batch)),
      });
      expect(res.status).toBe(201);
    }
    await child.stop();
    child = await start();
    const rows = await allRows(child);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 10 * BATCH }, (_, i) => i));
  });

  it('loses nothing acknowledged and shows nothing half-written after kill -9 mid-writes', async () => {
    child ??= await start();
    const victim = child;
    const acknowledged = new Set<number>();
    let next = 1000;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const batch = next++;
        try {
          const res = await rest(victim, '/durability_probe', {
            method: 'POST',
            body: JSON.stringify(rowsOf(batch)),
            headers: { Prefer: 'return=minimal' },
          });
          if (res.status === 201) acknowledged.add(batch);
        } catch {
          // the stack died under this request: its outcome is unknown, which is allowed
        }
      }
    };
    const writers = Array.from({ length: 4 }, () => writer());
    // Kill only once writes are flowing, so some are certainly in flight.
    const deadline = Date.now() + 20_000;
    while (acknowledged.size < 20 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await victim.kill();
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThanOrEqual(20);

    child = await start();
    const rows = (await allRows(child)).filter((r) => r.batch >= 1000);
    const byBatch = new Map<number, typeof rows>();
    for (const r of rows) byBatch.set(r.batch, [...(byBatch.get(r.batch) ?? []), r]);

    const lost = [...acknowledged].filter((b) => !byBatch.has(b));
    expect(lost).toEqual([]);
    const partial = [...byBatch].filter(([, list]) => list.length !== BATCH).map(([b]) => b);
    expect(partial).toEqual([]);
    const corrupt = rows.filter((r) => r.payload !== rowsOf(r.batch)[r.id % BATCH]!.payload);
    expect(corrupt).toEqual([]);
  });
});
