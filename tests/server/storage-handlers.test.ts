/**
 * The /storage/v1 handlers called directly, over an in-memory database with the real bootstrap and
 * buckets migration. The supabase-js tests against the running stack cover the same ground through
 * the gateway; these pin down the details (error bodies, headers, crash recovery) without a socket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET, signJwt } from '../../server/core/jwt';
import type { Service } from '../../server/core/types';
import { DiskBlobStore, MemoryBlobStore, type BlobStore } from '../../server/storage/blobs';
import { createStorageService, createStorageServiceWith } from '../../server/storage/index';
import { createHarness, samples, type Harness } from './storage-harness';

const BASE = 'http://127.0.0.1:54321/storage/v1';

interface Call {
  token?: string | null;
  body?: BodyInit | object;
  headers?: Record<string, string>;
}

function request(method: string, path: string, call: Call = {}): Request {
  const headers = new Headers(call.headers);
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  let body: BodyInit | undefined;
  if (
    call.body !== undefined &&
    !(call.body instanceof FormData) &&
    !(call.body instanceof Uint8Array) &&
    typeof call.body === 'object'
  ) {
    body = JSON.stringify(call.body);
    headers.set('content-type', 'application/json');
  } else {
    body = call.body as BodyInit | undefined;
  }
  return new Request(`${BASE}${path}`, { method, headers, body });
}

function form(bytes: Uint8Array, type: string, name = 'file'): FormData {
  const data = new FormData();
  data.append('cacheControl', '3600');
  data.append('', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return data;
}

let h: Harness;
let service: Service;
let blobs: MemoryBlobStore;
let owner: { id: string; token: string };
let other: { id: string; token: string };

/** `path` may carry a query string; the service, like behind the gateway, sees only the path. */
const call = (method: string, path: string, c?: Call) =>
  service.handle(request(method, path, c), path.split('?')[0]!);

/** A PNG posted to `path` with `token` (the owner's unless said) to `to` (the shared service unless said). */
const postPng = (path: string, token: string | null = owner.token, to = service) =>
  to.handle(
    request('POST', path, { token, body: form(samples.png(), 'image/png') }),
    path.split('?')[0]!,
  );

async function rowCount(bucket: string, name: string): Promise<number> {
  const { rows } = await h.pg.query<{ n: number }>(
    'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  h = await createHarness();
  blobs = new MemoryBlobStore();
  service = createStorageServiceWith(h.ctx, { blobs });
  owner = await h.user('owner@example.com');
  other = await h.user('other@example.com');
}, 120_000);

afterAll(async () => {
  await h.db.close();
});

describe('upload and read back', () => {
  it('stores a multipart upload under the owner and serves it publicly with its real type', async () => {
    const key = `${owner.id}/1700000000000.png`;
    const res = await call('POST', `/object/avatars/${key}`, {
      token: owner.token,
      body: form(samples.png(), 'image/png', 'me.png'),
      headers: { 'x-upsert': 'false' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { Id: string; Key: string };
    expect(body.Key).toBe(`avatars/${key}`);
    expect(body.Id).toMatch(/^[0-9a-f-]{36}$/);

    const { rows } = await h.pg.query<{ owner: string; owner_id: string; metadata: any }>(
      'select owner, owner_id, metadata from storage.objects where id = $1',
      [body.Id],
    );
    expect(rows[0]).toMatchObject({ owner: owner.id, owner_id: owner.id });
    expect(rows[0]!.metadata).toMatchObject({
      size: samples.png().length,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      contentLength: samples.png().length,
      httpStatusCode: 200,
    });
    expect(rows[0]!.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/);

    const pub = await call('GET', `/object/public/avatars/${key}`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/png');
    expect(pub.headers.get('content-length')).toBe(String(samples.png().length));
    expect(pub.headers.get('cache-control')).toBe('max-age=3600');
    expect(pub.headers.get('etag')).toBe(rows[0]!.metadata.eTag);
    expect(pub.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await pub.arrayBuffer()).equals(samples.png())).toBe(true);

    const notModified = await call('GET', `/object/public/avatars/${key}`, {
      headers: { 'if-none-match': rows[0]!.metadata.eTag },
    });
    expect(notModified.status).toBe(304);
  });

  it('takes the type from the content, not from the declared type of a raw upload', async () => {
    const key = `${owner.id}/events/1700000000001.jpg`;
    const res = await call('POST', `/object/images/${key}`, {
      token: owner.token,
      body: samples.jpeg(),
      headers: { 'content-type': 'application/octet-stream', 'cache-control': 'max-age=60' },
    });
    expect(res.status).toBe(200);
    const pub = await call('GET', `/object/public/images/${key}`);
    expect(pub.headers.get('content-type')).toBe('image/jpeg');
    expect(pub.headers.get('cache-control')).toBe('max-age=60');
  });

  it.each(['gif', 'webp', 'avif'] as const)('accepts a %s image', async (kind) => {
    const key = `${owner.id}/sample.${kind}`;
    const res = await call('POST', `/object/images/${key}`, {
      token: owner.token,
      body: form(samples[kind](), `image/${kind}`),
    });
    expect(res.status).toBe(200);
    const pub = await call('HEAD', `/object/public/images/${key}`);
    expect(pub.headers.get('content-type')).toBe(`image/${kind}`);
  });

  it('downloads through the select policy on the authenticated route', async () => {
    const key = `${owner.id}/private-read.png`;
    await postPng(`/object/avatars/${key}`);
    const mine = await call('GET', `/object/authenticated/avatars/${key}`, { token: owner.token });
    expect(mine.status).toBe(200);
    const theirs = await call('GET', `/object/avatars/${key}`, { token: other.token });
    expect(theirs.status).toBe(400);
    expect(await theirs.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('refuses a second upload to the same key unless upsert is asked for', async () => {
    const key = `${owner.id}/twice.png`;
    const first = await postPng(`/object/avatars/${key}`);
    expect(first.status).toBe(200);
    const again = await call('POST', `/object/avatars/${key}`, {
      token: owner.token,
      body: form(samples.gif(), 'image/gif'),
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      statusCode: '409',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    const upsert = await call('POST', `/object/avatars/${key}`, {
      token: owner.token,
      body: form(samples.gif(), 'image/gif'),
      headers: { 'x-upsert': 'true' },
    });
    expect(upsert.status).toBe(200);
    expect(((await upsert.json()) as { Id: string }).Id).toBe(
      ((await first.json()) as { Id: string }).Id,
    );
    const pub = await call('GET', `/object/public/avatars/${key}`);
    expect(pub.headers.get('content-type')).toBe('image/gif');
  });
});

describe('header safety', () => {
  it('serves ?download with a Cyrillic file name as an RFC 6266 attachment', async () => {
    const key = `${owner.id}/download.png`;
    await postPng(`/object/avatars/${key}`);
    const name = encodeURIComponent('фото "1".png');
    const res = await call('GET', `/object/public/avatars/${key}?download=${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="____ _1_.png"; filename*=UTF-8''${encodeURIComponent('фото "1".png')}`,
    );
  });

  it('refuses a cacheControl that could not be sent back as a header', async () => {
    const data = new FormData();
    data.append('cacheControl', '3600\r\nX-Evil: 1');
    data.append(
      '',
      new File([samples.png() as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' }),
    );
    const res = await call('POST', `/object/avatars/${owner.id}/evil.png`, {
      token: owner.token,
      body: data,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    expect(await rowCount('avatars', `${owner.id}/evil.png`)).toBe(0);
  });
});

describe('row-level security', () => {
  it('lets a visitor read public objects but not upload', async () => {
    const key = `${owner.id}/visible.png`;
    await postPng(`/object/avatars/${key}`);
    expect((await call('GET', `/object/public/avatars/${key}`)).status).toBe(200);

    const res = await postPng(`/object/avatars/${owner.id}/visitor.png`, h.anonKey);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    expect(await rowCount('avatars', `${owner.id}/visitor.png`)).toBe(0);
    expect(await blobs.read('avatars', `${owner.id}/visitor.png`)).toBeNull();
    expect(await blobs.stagedVersions()).toEqual([]);

    const list = await call('POST', '/object/list/avatars', {
      token: h.anonKey,
      body: { prefix: owner.id },
    });
    expect(await list.json()).toEqual([]);
  });

  it("keeps another user out of the owner's folder", async () => {
    const key = `${owner.id}/guarded.png`;
    await postPng(`/object/avatars/${key}`);

    const intoTheirFolder = await postPng(`/object/avatars/${owner.id}/planted.png`, other.token);
    expect(await intoTheirFolder.json()).toMatchObject({ statusCode: '403' });

    const overwrite = await call('POST', `/object/avatars/${key}`, {
      token: other.token,
      body: form(samples.gif(), 'image/gif'),
      headers: { 'x-upsert': 'true' },
    });
    expect(await overwrite.json()).toMatchObject({ statusCode: '403' });
    const put = await call('PUT', `/object/avatars/${key}`, {
      token: other.token,
      body: form(samples.gif(), 'image/gif'),
    });
    expect(await put.json()).toMatchObject({ statusCode: '403' });

    const move = await call('POST', '/object/move', {
      token: other.token,
      body: { bucketId: 'avatars', sourceKey: key, destinationKey: `${other.id}/stolen.png` },
    });
    expect(await move.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });

    const remove = await call('DELETE', '/object/avatars', {
      token: other.token,
      body: { prefixes: [key] },
    });
    expect(await remove.json()).toEqual([]);

    const list = await call('POST', '/object/list/avatars', {
      token: other.token,
      body: { prefix: owner.id },
    });
    expect(await list.json()).toEqual([]);

    const pub = await call('GET', `/object/public/avatars/${key}`);
    expect(pub.headers.get('content-type')).toBe('image/png');
    expect(await rowCount('avatars', key)).toBe(1);
  });

  it('lets the owner list, move within the folder, not out of it, and remove', async () => {
    const folder = `${owner.id}/album`;
    for (const name of ['b.png', 'a.png']) {
      await postPng(`/object/images/${folder}/${name}`);
    }
    await postPng(`/object/images/${folder}/nested/c.png`);
    const list = await call('POST', '/object/list/images', {
      token: owner.token,
      body: { prefix: folder, limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } },
    });
    const entries = (await list.json()) as { name: string; id: string | null; metadata: unknown }[];
    expect(entries.map((e) => e.name)).toEqual(['a.png', 'b.png', 'nested']);
    expect(entries[2]).toMatchObject({ id: null, metadata: null });
    expect(entries[0]!.metadata).toMatchObject({ mimetype: 'image/png' });

    const moved = await call('POST', '/object/move', {
      token: owner.token,
      body: {
        bucketId: 'images',
        sourceKey: `${folder}/a.png`,
        destinationKey: `${folder}/renamed.png`,
      },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ message: 'Successfully moved' });
    expect((await call('GET', `/object/public/images/${folder}/renamed.png`)).status).toBe(200);
    const gone = await call('GET', `/object/public/images/${folder}/a.png`);
    expect(await gone.json()).toMatchObject({ statusCode: '404' });

    const outOfFolder = await call('POST', '/object/move', {
      token: owner.token,
      body: {
        bucketId: 'images',
        sourceKey: `${folder}/b.png`,
        destinationKey: `${other.id}/b.png`,
      },
    });
    expect(await outOfFolder.json()).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await call('GET', `/object/public/images/${folder}/b.png`)).status).toBe(200);

    const removed = await call('DELETE', '/object/images', {
      token: owner.token,
      body: { prefixes: [`${folder}/b.png`, `${folder}/renamed.png`] },
    });
    const rows = (await removed.json()) as { name: string; bucket_id: string }[];
    expect(rows.map((r) => r.name).sort()).toEqual([`${folder}/b.png`, `${folder}/renamed.png`]);
    expect(await blobs.read('images', `${folder}/b.png`)).toBeNull();
    expect(await rowCount('images', `${folder}/b.png`)).toBe(0);
  });

  it('lets the service role do everything', async () => {
    const key = 'shared/banner.png';
    const up = await postPng(`/object/images/${key}`, h.serviceRoleKey);
    expect(up.status).toBe(200);
    const list = await call('POST', '/object/list/images', {
      token: h.serviceRoleKey,
      body: { prefix: '' },
    });
    const names = ((await list.json()) as { name: string }[]).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['shared', owner.id]));
    const over = await postPng(`/object/avatars/${owner.id}/by-admin.png`, h.serviceRoleKey);
    expect(over.status).toBe(200);
    const del = await call('DELETE', `/object/images/${key}`, { token: h.serviceRoleKey });
    expect(await del.json()).toEqual({ message: 'Successfully deleted' });
  });
});

describe('refused uploads', () => {
  it('refuses a file just over the 5 MB bucket limit and accepts one at it', async () => {
    const over = await call('POST', `/object/avatars/${owner.id}/big.png`, {
      token: owner.token,
      body: form(samples.pngOfSize(5 * 1024 * 1024 + 1), 'image/png'),
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
    });
    const raw = await call('POST', `/object/avatars/${owner.id}/big-raw.png`, {
      token: owner.token,
      body: samples.pngOfSize(5 * 1024 * 1024 + 1),
      headers: { 'content-type': 'image/png' },
    });
    expect(await raw.json()).toMatchObject({ statusCode: '413' });
    const exact = await call('POST', `/object/avatars/${owner.id}/exact.png`, {
      token: owner.token,
      body: form(samples.pngOfSize(5 * 1024 * 1024), 'image/png'),
    });
    expect(exact.status).toBe(200);
    expect(await rowCount('avatars', `${owner.id}/big.png`)).toBe(0);
  });

  it('refuses a text file named .png and declared image/png', async () => {
    const res = await call('POST', `/object/avatars/${owner.id}/fake.png`, {
      token: owner.token,
      body: form(samples.text(), 'image/png', 'fake.png'),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { statusCode: string; error: string; message: string };
    expect(body).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
    expect(body.message).toMatch(/^mime type text\/plain is not supported/);
  });

  it('refuses an SVG even when declared as PNG', async () => {
    for (const type of ['image/svg+xml', 'image/png']) {
      const res = await call('POST', `/object/images/${owner.id}/x.svg`, {
        token: owner.token,
        body: form(samples.svg(), type),
      });
      const body = (await res.json()) as { statusCode: string; message: string };
      expect(body.statusCode).toBe('415');
      expect(body.message).toContain('image/svg+xml');
    }
    expect(await rowCount('images', `${owner.id}/x.svg`)).toBe(0);
  });

  it.each([
    ['parent segments', `OWNER/..%2F..%2F..%2Fetc%2Fpasswd`],
    ['dot-dot segment', `OWNER/%2E%2E/x.png`],
    ['absolute path', `%2Fetc%2Fx.png`],
    ['empty segment', `OWNER//x.png`],
    ['backslash', `OWNER/..%5C..%5Cx.png`],
    ['NUL byte', `OWNER/x%00.png`],
    ['over-long name', `OWNER/${'a'.repeat(300)}.png`],
    ['trailing slash', `OWNER/folder/`],
    ['bad escape', `OWNER/%E0%A4%A.png`],
  ])('refuses a key with %s as Invalid key', async (_label, key) => {
    const path = `/object/avatars/${key.replace('OWNER', owner.id)}`;
    const res = await postPng(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { statusCode: string; code: string; message: string };
    expect(body).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    expect(body.message).toMatch(/^Invalid key: /);
  });

  it('answers an unknown bucket with Bucket not found', async () => {
    const res = await postPng(`/object/nope/${owner.id}/x.png`);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

const upload = (token: string | null) => postPng(`/object/avatars/${owner.id}/tok.png`, token);

describe('tokens', () => {
  it.each([
    ['missing', async () => null, 'Invalid Compact JWS'],
    ['garbage', async () => 'not.a.jwt', 'Invalid Compact JWS'],
    [
      'expired',
      async () =>
        signJwt(
          { role: 'authenticated', sub: owner.id, exp: Math.floor(Date.now() / 1000) - 10 },
          LOCAL_JWT_SECRET,
        ),
      '"exp" claim timestamp check failed',
    ],
    [
      'wrong signature',
      async () =>
        signJwt(
          { role: 'authenticated', sub: owner.id },
          'another-secret-another-secret-another-secret',
        ),
      'signature verification failed',
    ],
    [
      'alg none',
      async () => {
        const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
        return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ role: 'service_role' })}.`;
      },
      '"alg" (Algorithm) Header Parameter value not allowed',
    ],
    [
      'a database superuser role',
      async () => signJwt({ role: 'postgres', sub: owner.id }, LOCAL_JWT_SECRET),
      'Access denied: Invalid role',
    ],
  ])('refuses a %s token with a 4xx in Storage shape', async (_label, make, message) => {
    const res = await upload(await make());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message,
    });
  });

  it('answers malformed JSON and unknown routes with 4xx JSON', async () => {
    const bad = await service.handle(
      new Request(`${BASE}/object/list/avatars`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: '{"prefix":',
      }),
      '/object/list/avatars',
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400' });
    const missing = await call('POST', '/object/move', {
      token: owner.token,
      body: { bucketId: 'avatars' },
    });
    expect(missing.status).toBe(400);
    const route = await call('PATCH', '/nothing', { token: owner.token });
    expect(route.status).toBe(404);
  });
});

describe('signed URLs', () => {
  it('signs an object the caller can read and serves it only with a matching token', async () => {
    const key = `${owner.id}/signed.png`;
    await postPng(`/object/avatars/${key}`);
    const signed = await call('POST', `/object/sign/avatars/${key}`, {
      token: owner.token,
      body: { expiresIn: 60 },
    });
    const { signedURL } = (await signed.json()) as { signedURL: string };
    expect(signedURL).toMatch(new RegExp(`^/object/sign/avatars/${key}\\?token=`));
    const [path, query] = signedURL.split('?') as [string, string];
    const ok = await service.handle(new Request(`${BASE}${signedURL}`), path);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');

    const otherPath = `/object/sign/avatars/${owner.id}/guarded.png`;
    const reused = await service.handle(new Request(`${BASE}${otherPath}?${query}`), otherPath);
    expect(await reused.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const refused = await call('POST', `/object/sign/avatars/${key}`, {
      token: other.token,
      body: { expiresIn: 60 },
    });
    expect(await refused.json()).toMatchObject({ statusCode: '404' });

    const asApiKey = await upload(new URLSearchParams(query).get('token'));
    expect(await asApiKey.json()).toMatchObject({ statusCode: '403' });
  });
});

describe('buckets', () => {
  it('lets the service role manage buckets and nobody else', async () => {
    const create = await call('POST', '/bucket', {
      token: h.serviceRoleKey,
      body: {
        id: 'docs',
        name: 'docs',
        public: false,
        file_size_limit: '1MB',
        allowed_mime_types: ['application/pdf'],
      },
    });
    expect(await create.json()).toEqual({ name: 'docs' });
    const got = await call('GET', '/bucket/docs', { token: h.serviceRoleKey });
    expect(await got.json()).toMatchObject({ id: 'docs', public: false, file_size_limit: 1000000 });
    const list = await call('GET', '/bucket', { token: h.serviceRoleKey });
    expect(((await list.json()) as { id: string }[]).map((b) => b.id)).toEqual([
      'avatars',
      'docs',
      'images',
    ]);

    const byUser = await call('POST', '/bucket', { token: owner.token, body: { name: 'mine' } });
    expect(await byUser.json()).toMatchObject({ statusCode: '403' });
    expect(await (await call('GET', '/bucket', { token: h.anonKey })).json()).toEqual([]);

    const privateRead = await call('GET', '/object/public/docs/x.pdf');
    expect(await privateRead.json()).toMatchObject({
      statusCode: '404',
      error: 'Bucket not found',
    });

    const dup = await call('POST', '/bucket', { token: h.serviceRoleKey, body: { name: 'docs' } });
    expect(await dup.json()).toMatchObject({ statusCode: '409' });
    const del = await call('DELETE', '/bucket/docs', { token: h.serviceRoleKey });
    expect(await del.json()).toEqual({ message: 'Successfully deleted' });
  });
});

describe('failures leave neither row nor file', () => {
  it('withdraws the row when the bytes cannot be put in place', async () => {
    class FailingPromote extends MemoryBlobStore {
      override async promote(): Promise<void> {
        throw new Error('disk full');
      }
    }
    const failing = new FailingPromote();
    const broken = createStorageServiceWith(h.ctx, { blobs: failing });
    const key = `${owner.id}/doomed.png`;
    const res = await postPng(`/object/avatars/${key}`, owner.token, broken);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ statusCode: '500' });
    expect(await rowCount('avatars', key)).toBe(0);
    expect(await failing.stagedVersions()).toEqual([]);
  });

  describe('on disk', () => {
    let dir: string;
    let disk: BlobStore;
    let onDisk: Service;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-storage-'));
      disk = new DiskBlobStore(path.join(dir, 'storage'));
      onDisk = createStorageServiceWith(h.ctx, { blobs: disk });
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    const files = (sub: string) =>
      fs.existsSync(path.join(dir, sub))
        ? fs.readdirSync(path.join(dir, sub), { recursive: true })
        : [];

    it('writes files under <dataDir>/storage/<bucket>/<path> and nothing for a refused upload', async () => {
      const key = `${owner.id}/disk.png`;
      const ok = await postPng(`/object/avatars/${key}`, owner.token, onDisk);
      expect(ok.status).toBe(200);
      expect(fs.readFileSync(path.join(dir, 'storage', 'avatars', key)).equals(samples.png())).toBe(
        true,
      );

      const refused = await postPng(`/object/avatars/${other.id}/x.png`, owner.token, onDisk);
      expect(await refused.json()).toMatchObject({ statusCode: '403' });
      expect(fs.existsSync(path.join(dir, 'storage', 'avatars', other.id))).toBe(false);
      expect(files('.storage-staging')).toEqual([]);
    });

    it('refuses a key that would make a file and a folder share a name', async () => {
      const file = `${owner.id}/shared-name.png`;
      const first = await postPng(`/object/avatars/${file}`, owner.token, onDisk);
      expect(first.status).toBe(200);
      const key = `${file}/inner.png`;
      const res = await postPng(`/object/avatars/${key}`, owner.token, onDisk);
      expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
      expect(await rowCount('avatars', key)).toBe(0);
    });

    it('finishes a promotion a crash interrupted and drops staged bytes that never committed', async () => {
      const committed = '6f1c1a7e-0000-4000-8000-000000000001';
      const orphan = '6f1c1a7e-0000-4000-8000-000000000002';
      const key = `${owner.id}/crashed.png`;
      await disk.stage('avatars', key, committed, samples.png());
      await disk.stage('avatars', `${owner.id}/never.png`, orphan, samples.png());
      await h.pg.query(
        `insert into storage.objects (bucket_id, name, owner, metadata, version)
          values ('avatars', $1, $2, '{"mimetype":"image/png"}', $3)`,
        [key, owner.id, committed],
      );
      const restarted = await createStorageService({
        ...h.ctx,
        config: { ...h.ctx.config, dataDir: dir },
      });
      expect(files('.storage-staging')).toEqual([]);
      expect(fs.existsSync(path.join(dir, 'storage', 'avatars', owner.id, 'never.png'))).toBe(
        false,
      );
      const res = await restarted.handle(
        request('GET', `/object/public/avatars/${key}`),
        `/object/public/avatars/${key}`,
      );
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(samples.png())).toBe(true);
    });
  });
});
