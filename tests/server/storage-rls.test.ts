/**
 * Storage RLS through supabase-js against the running stack: what a visitor, the owner, another
 * user and the service role can do with the avatars and images buckets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asBlob, createTestUser, samples, type TestUser } from './storage-fixtures';
import { anonClient, serviceClient, type Client } from './support/stack';

let owner: TestUser;
let other: TestUser;
let visitor: Client;
let admin: Client;

const png = () => asBlob(samples.png(), 'image/png');

beforeAll(async () => {
  [owner, other] = await Promise.all([createTestUser('owner'), createTestUser('other')]);
  visitor = anonClient();
  admin = serviceClient();
});

describe('a visitor', () => {
  it('reads public objects through their public URL', async () => {
    const path = `${owner.id}/visitor-reads.png`;
    expect((await owner.client.storage.from('avatars').upload(path, png())).error).toBeNull();
    const { publicUrl } = visitor.storage.from('avatars').getPublicUrl(path).data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('cannot upload, even into an existing user folder', async () => {
    const { data, error } = await visitor.storage
      .from('avatars')
      .upload(`${owner.id}/from-visitor.png`, png());
    expect(data).toBeNull();
    expect(error).toMatchObject({
      name: 'StorageApiError',
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });

  it('cannot list anybody’s files', async () => {
    const { data, error } = await visitor.storage.from('avatars').list(owner.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('the owner', () => {
  it('uploads under their folder, lists, moves within it and removes', async () => {
    const bucket = owner.client.storage.from('images');
    const folder = `${owner.id}/events`;
    const up = await bucket.upload(`${folder}/1700000000000.png`, png(), { cacheControl: '600' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({
      path: `${folder}/1700000000000.png`,
      fullPath: `images/${folder}/1700000000000.png`,
    });

    const listed = await bucket.list(folder);
    expect(listed.data?.map((f) => f.name)).toEqual(['1700000000000.png']);
    expect(listed.data?.[0]?.metadata).toMatchObject({
      mimetype: 'image/png',
      cacheControl: 'max-age=600',
    });

    const moved = await bucket.move(`${folder}/1700000000000.png`, `${folder}/cover.png`);
    expect(moved.error).toBeNull();
    expect((await bucket.list(folder)).data?.map((f) => f.name)).toEqual(['cover.png']);

    const out = await bucket.move(`${folder}/cover.png`, `${other.id}/cover.png`);
    expect(out.error).toMatchObject({ statusCode: '403' });

    const removed = await bucket.remove([`${folder}/cover.png`]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((f) => f.name)).toEqual([`${folder}/cover.png`]);
    const res = await fetch(bucket.getPublicUrl(`${folder}/cover.png`).data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404' });
  });

  it('replaces their own file with upsert and update', async () => {
    const bucket = owner.client.storage.from('avatars');
    const path = `${owner.id}/replace.png`;
    expect((await bucket.upload(path, png())).error).toBeNull();
    const again = await bucket.upload(path, png());
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(
      (await bucket.upload(path, asBlob(samples.gif(), 'image/gif'), { upsert: true })).error,
    ).toBeNull();
    expect((await bucket.update(path, asBlob(samples.webp(), 'image/webp'))).error).toBeNull();
    const res = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });
});

describe('another user', () => {
  const path = () => `${owner.id}/guarded.png`;

  beforeAll(async () => {
    expect((await owner.client.storage.from('avatars').upload(path(), png())).error).toBeNull();
  });

  it('cannot upload into the owner’s folder', async () => {
    const { error } = await other.client.storage
      .from('avatars')
      .upload(`${owner.id}/planted.png`, png());
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('cannot overwrite, move or remove the owner’s file', async () => {
    const bucket = other.client.storage.from('avatars');
    expect((await bucket.upload(path(), png(), { upsert: true })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await bucket.update(path(), png())).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.move(path(), `${other.id}/stolen.png`)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await bucket.remove([path()])).data).toEqual([]);
    const still = await admin.storage.from('avatars').list(owner.id, { search: 'guarded' });
    expect(still.data?.map((f) => f.name)).toEqual(['guarded.png']);
  });

  it('uploads into their own folder', async () => {
    const { error } = await other.client.storage
      .from('avatars')
      .upload(`${other.id}/me.png`, png());
    expect(error).toBeNull();
  });
});

describe('the service role', () => {
  it('writes anywhere, lists everything and removes', async () => {
    const bucket = admin.storage.from('images');
    expect((await bucket.upload(`site/banner-${Date.now()}.png`, png())).error).toBeNull();
    expect((await bucket.upload(`${owner.id}/by-admin.png`, png())).error).toBeNull();
    const root = await bucket.list('', { limit: 1000 });
    expect(root.data?.map((f) => f.name)).toEqual(expect.arrayContaining(['site', owner.id]));
    const removed = await bucket.remove([`${owner.id}/by-admin.png`]);
    expect(removed.data).toHaveLength(1);
  });

  it('manages buckets, which users cannot', async () => {
    const id = `tmp-${Date.now()}`;
    expect(
      (await admin.storage.createBucket(id, { public: false, fileSizeLimit: '1MB' })).error,
    ).toBeNull();
    expect((await admin.storage.getBucket(id)).data).toMatchObject({
      id,
      public: false,
      file_size_limit: 1000000,
    });
    expect((await owner.client.storage.createBucket(`${id}-user`)).error).toMatchObject({
      statusCode: '403',
    });
    expect((await admin.storage.deleteBucket(id)).error).toBeNull();
  });
});
