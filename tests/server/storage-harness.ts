/**
 * A storage service over an in-memory PGlite, for testing the handlers directly (no gateway, no
 * socket). The database gets what the stack gives it: the bootstrap roles and schemas and our
 * migrations, and requests run with role and claims set exactly as PostgREST sets them.
 */
import type { PGlite } from '@electric-sql/pglite';
import { LOCAL_JWT_SECRET, signJwt } from '../../server/core/jwt';
import type { Database, ServiceContext } from '../../server/core/types';
import { harnessConfig, openHarnessDatabase } from './support/harness-database';

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
  const { pg, db } = await openHarnessDatabase([
    'server/bootstrap/10-auth.sql',
    'server/bootstrap/20-storage.sql',
    'supabase/migrations/20261121000100_storage_buckets.sql',
  ]);
  const config = await harnessConfig({
    apiUrl: 'http://127.0.0.1:54321',
    siteUrl: 'http://127.0.0.1:5173',
    redirectAllowList: [],
    dataDir,
  });
  const { anonKey, serviceRoleKey } = config;
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
