import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  scratchRoot,
  startChildStack,
  type ChildStack,
} from './support/child-stack';
import { stack } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

/**
 * Many users at once through one PGlite session: the claims of one request must never be seen
 * by another's. A private table (owner-only RLS) makes any leak visible as a foreign row.
 */
const NOTES = `
create table public.isolation_notes (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid(),
  body text not null
);
alter table public.isolation_notes enable row level security;
create policy "Owners read their notes" on public.isolation_notes
  for select to authenticated using ((select auth.uid()) = owner);
create policy "Owners add their notes" on public.isolation_notes
  for insert to authenticated with check ((select auth.uid()) = owner);
create policy "Owners change their notes" on public.isolation_notes
  for update to authenticated using ((select auth.uid()) = owner)
  with check ((select auth.uid()) = owner);
create policy "Owners delete their notes" on public.isolation_notes
  for delete to authenticated using ((select auth.uid()) = owner);
`;

const USERS = [SEED_USERS.admin, SEED_USERS.dmitry, SEED_USERS.ekaterina];
let child: ChildStack;
let root: string;

beforeAll(async () => {
  root = scratchRoot({ '29991231000001_isolation_notes.sql': NOTES });
  const server = stack().databaseUrl;
  child = await startChildStack({
    root,
    dataDir: null,
    databaseUrl: server ? await freshDatabase(server) : null,
  });
});

afterAll(async () => {
  await child?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Note {
  id: number;
  owner: string;
  body: string;
}

describe('isolation', () => {
  it('serves 200 concurrent mixed requests from three users with no leak and no 5xx', async () => {
    const tokens = await Promise.all(USERS.map((u) => userToken(u.id)));
    const statuses: number[] = [];
    const leaks: string[] = [];
    const call = async (token: string, path: string, init: RequestInit = {}) => {
      const res = await fetch(`${child.apiUrl}/rest/v1${path}`, {
        ...init,
        headers: {
          apikey: child.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
          ...(init.headers as Record<string, string>),
        },
      });
      statuses.push(res.status);
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    };

    const requests = Array.from({ length: 200 }, (_, i) => {
      const who = i % 3;
      const me = USERS[who]!;
      const token = tokens[who]!;
      const others = USERS.filter((u) => u !== me).map((u) => u.id);
      const mine = (rows: unknown, what: string) => {
        for (const row of (rows as Note[]) ?? []) {
          if (row.owner !== me.id || !row.body.startsWith(`${me.id}:`)) {
            leaks.push(`${what} by ${me.email} returned ${JSON.stringify(row)}`);
          }
        }
      };
      switch (i % 5) {
        case 0:
        case 1:
          return call(token, '/isolation_notes', {
            method: 'POST',
            body: JSON.stringify({ body: `${me.id}:${i}` }),
          }).then((r) => mine(r.body, 'insert'));
        case 2:
          return call(token, '/isolation_notes?select=*').then((r) => mine(r.body, 'select'));
        case 3:
          return call(token, `/isolation_notes?owner=in.(${others.join(',')})`, {
            method: 'PATCH',
            body: JSON.stringify({ body: `${me.id}:stolen` }),
          }).then((r) => {
            if ((r.body as Note[]).length) leaks.push(`update by ${me.email} touched others`);
          });
        default:
          return call(token, `/isolation_notes?owner=neq.${me.id}`, { method: 'DELETE' }).then(
            (r) => {
              if ((r.body as Note[]).length) leaks.push(`delete by ${me.email} touched others`);
            },
          );
      }
    });
    await Promise.all(requests);

    expect(statuses).toHaveLength(200);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s >= 400)).toEqual([]);
    expect(leaks).toEqual([]);

    // The service role sees every note: each one must carry its author's own mark.
    const all = await fetch(`${child.apiUrl}/rest/v1/isolation_notes?select=*`, {
      headers: { apikey: child.serviceRoleKey },
    });
    const notes = (await all.json()) as Note[];
    expect(notes.length).toBe(80);
    expect(notes.filter((n) => !n.body.startsWith(`${n.owner}:`))).toEqual([]);
    expect(notes.filter((n) => n.body.endsWith(':stolen'))).toEqual([]);
  });
});
