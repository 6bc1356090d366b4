import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteThreadEngine } from '../../server/db/pglite-thread';
import { startStack, type Stack } from '../../server/stack';
import { freshDatabase } from './support/child-stack';
import { stack as sharedStack } from './support/stack';

/**
 * The outside probe's freeze: one anonymous RPC whose body nests 100,000 deep overflowed
 * PGlite's WASM stack, after which the database answered nothing until a restart. The gateway
 * now refuses such bodies (core-bad-input); this file is about what gets past it anyway, sent
 * straight to PostgREST: the stack must heal itself and no request may wait forever.
 * It needs a stack of its own (on its own files, or its own PostgreSQL database).
 */
const DEADLINE_MS = 1_000;
const STALL_MS = 2_000;

const deepRsvp = (depth: number) =>
  `{"p_event_id":${'{"a":'.repeat(depth)}1${'}'.repeat(depth + 1)}`;

let stack: Stack;
let dataDir: string | null = null;

beforeAll(async () => {
  const server = sharedStack().databaseUrl;
  dataDir = server ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-heal-'));
  stack = await startStack({
    apiPort: 0,
    mailPort: null,
    dataDir,
    databaseUrl: server ? await freshDatabase(server) : null,
    databaseStallMs: STALL_MS,
    limits: { deadlineMs: DEADLINE_MS },
    log: () => {},
  });
});

afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A request to PostgREST itself, past the gateway and its limits. */
function straightToPostgrest(body: string): Promise<number | 'failed'> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        socketPath: stack.postgrestSocket,
        path: '/rpc/rsvp',
        method: 'POST',
        headers: { authorization: `Bearer ${stack.anonKey}`, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 'failed');
      },
    );
    req.on('error', () => resolve('failed'));
    req.end(body);
  });
}

const categories = () =>
  fetch(`${stack.apiUrl}/rest/v1/categories?select=id`, {
    headers: { apikey: stack.anonKey },
    signal: AbortSignal.timeout(DEADLINE_MS * 10),
  });

async function createUser(email: string): Promise<string> {
  const res = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: 'healing-2026-pass', email_confirm: true }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function userExists(id: string): Promise<boolean> {
  const res = await fetch(`${stack.apiUrl}/auth/v1/admin/users/${id}`, {
    headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  return res.status === 200;
}

describe('a database that stops answering', () => {
  it('serves again with its committed rows, and no request meanwhile waits past the deadline (PGlite: restarted on its files)', async () => {
    const before = await createUser(`healing-${Date.now()}@example.com`);
    const pglite = stack.db.kind === 'pglite' ? (stack.db as PgliteThreadEngine) : null;

    const deep = straightToPostgrest(deepRsvp(100_000));
    if (pglite) {
      // PGlite's stack overflows and it goes silent (once PostgREST has read and sent the body:
      // on a busy machine that takes a moment); the gateway does not wait for it.
      let meanwhile: Response | null = null;
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const started = Date.now();
        const res = await categories();
        expect(Date.now() - started).toBeLessThan(DEADLINE_MS + STALL_MS + 1_000);
        if (res.status !== 200) {
          meanwhile = res;
          break;
        }
        await res.arrayBuffer();
      }
      expect([503, 504]).toContain(meanwhile?.status);
      expect(await meanwhile!.json()).toEqual(
        expect.objectContaining({ message: expect.any(String) }),
      );
    }
    // PostgreSQL refuses the depth itself; PGlite's request dies with the restarted thread.
    expect(await deep).not.toBe(200);

    let healed: Response | null = null;
    const giveUp = Date.now() + 30_000;
    while (Date.now() < giveUp) {
      const res = await categories().catch(() => null);
      if (res?.status === 200) {
        healed = res;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(healed?.status).toBe(200);
    expect(((await healed!.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(pglite?.restarts ?? 1).toBe(1);

    expect(await userExists(before)).toBe(true);
    const after = await createUser(`healed-${Date.now()}@example.com`);
    expect(await userExists(after)).toBe(true);
  });
});
