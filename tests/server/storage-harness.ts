/**
 * A storage service over an in-memory PGlite, for testing the handlers directly (no gateway, no
 * socket). The database gets what the stack gives it: the bootstrap roles and schemas and our
 * migrations, and requests run with role and claims set exactly as PostgREST sets them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { LOCAL_JWT_SECRET, localKeys, signJwt } from '../../server/core/jwt';
import type { Claims, Database, ServiceContext, Sql, StackConfig } from '../../server/core/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// the stack's database reads int8 as text (node-postgres does); storage must cope with that
const AS_TEXT = (value: string) => value;

const FALLBACK_ROLES = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;`;

function read(relative: string): string | null {
  const file = path.join(root, relative);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

class Queue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

export interface Harness {
  db: Database;
  pg: PGlite;
  ctx: ServiceContext;
  anonKey: string;
  serviceRoleKey: string;
  /** A confirmed user in auth.users and a token for them. */
  user(email: string): Promise<{ id: string; token: string }>;
}

export async function createHarness(dataDir: string | null = null): Promise<Harness> {
  const pg = await PGlite.create({ parsers: { [types.INT8]: AS_TEXT } });
  await pg.exec(read('server/bootstrap/00-roles.sql') ?? FALLBACK_ROLES);
  await pg.exec(read('server/bootstrap/10-auth.sql')!);
  await pg.exec(read('server/bootstrap/20-storage.sql')!);
  await pg.exec(read('supabase/migrations/20261121000100_storage_buckets.sql')!);

  const queue = new Queue();
  const adapt = (tx: { query: PGlite['query'] }): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      const result = await tx.query<T>(text, params ?? []);
      return { rows: result.rows, affectedRows: result.affectedRows };
    },
  });
  const db: Database = {
    kind: 'pglite',
    transaction: (fn) => queue.run(() => pg.transaction((tx) => fn(adapt(tx)))),
    asUser: (claims: Claims, fn) =>
      queue.run(() =>
        pg.transaction(async (tx) => {
          await tx.query(
            "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
            [claims.role, JSON.stringify(claims)],
          );
          return fn(adapt(tx));
        }),
      ),
    close: () => pg.close(),
  };
  const { anonKey, serviceRoleKey } = await localKeys();
  const config: StackConfig = {
    apiUrl: 'http://127.0.0.1:54321',
    siteUrl: 'http://127.0.0.1:5173',
    redirectAllowList: [],
    jwtSecret: LOCAL_JWT_SECRET,
    jwtExpirySeconds: 3600,
    anonKey,
    serviceRoleKey,
    rateLimits: {
      emailSentPerHour: 1000,
      tokenRefreshPer5Min: 1000,
      signInSignUpPer5Min: 1000,
      verifyPer5Min: 1000,
    },
    dataDir,
    jwtIssuer: 'http://127.0.0.1:54321/auth/v1',
  };
  const ctx: ServiceContext = { db, config, mailer: { send: async () => undefined } };
  return {
    db,
    pg,
    ctx,
    anonKey,
    serviceRoleKey,
    async user(email) {
      const { rows } = await pg.query<{ id: string }>(
        `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
          values (gen_random_uuid(), 'authenticated', 'authenticated', $1, now(), now(), now())
          returning id`,
        [email],
      );
      const id = rows[0]!.id;
      const now = Math.floor(Date.now() / 1000);
      const token = await signJwt(
        { role: 'authenticated', sub: id, email, aud: 'authenticated', iat: now, exp: now + 3600 },
        LOCAL_JWT_SECRET,
      );
      return { id, token };
    },
  };
}

/** Smallest valid files of each kind, built from their signatures. */
export const samples = {
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]),
  gif: () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(30, 0)]),
  webp: () =>
    Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(24, 0),
    ]),
  avif: () =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x1c]),
      Buffer.from('ftypavif'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('avifmif1miaf'),
      Buffer.alloc(16, 0),
    ]),
  svg: () =>
    Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ),
  text: () => Buffer.from('just some text pretending to be a picture\n'),
  /** A real PNG header followed by padding up to `size` bytes. */
  pngOfSize: (size: number) => {
    const head = samples.png();
    return Buffer.concat([head, Buffer.alloc(Math.max(size - head.length, 0), 0)]);
  },
};
