/**
 * Issue 24, point 4: `POST /object/list-v2/<bucket>` (supabase-js listV2) as storage-api answers
 * it (routes/object/listObjectsV2.ts, storage/object.ts listObjectsV2, the search_v2 SQL): full
 * keys in byte order, folders apart from objects, a cursor, through the running stack.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asBlob, createTestUser, samples } from './storage-fixtures';
import { serviceClient } from './support/stack';

const bucket = `list-v2-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
/** Uploaded one after another, so creation order is this order. */
const KEYS = ['b/2.txt', 'a.txt', 'c/d/e.txt', 'B.txt', 'b/1.txt'];

const files = () => serviceClient().storage.from(bucket);

beforeAll(async () => {
  const admin = serviceClient();
  expect((await admin.storage.createBucket(bucket, { public: false })).error).toBeNull();
  for (const key of KEYS) {
    expect((await files().upload(key, asBlob(samples.png(), 'text/plain'))).error).toBeNull();
  }
});

describe('list v2', () => {
  it('without a delimiter: every object by its full key, in byte order, no folders', async () => {
    const { data, error } = await files().listV2();
    expect(error).toBeNull();
    expect(data?.hasNext).toBe(false);
    expect(data?.folders).toEqual([]);
    expect(data?.objects.map((o) => o.name)).toEqual([
      'B.txt',
      'a.txt',
      'b/1.txt',
      'b/2.txt',
      'c/d/e.txt',
    ]);
    expect(Object.keys(data!.objects[0]!).sort()).toEqual([
      'created_at',
      'id',
      'last_accessed_at',
      'metadata',
      'name',
      'updated_at',
    ]);
    expect(data?.objects[0]?.metadata).toMatchObject({ size: samples.png().byteLength });
  });

  it('with_delimiter: folders as their prefix, objects of this level with their key', async () => {
    const top = await files().listV2({ with_delimiter: true });
    expect(top.error).toBeNull();
    expect(top.data?.folders).toEqual([
      { id: null, name: 'b/' },
      { id: null, name: 'c/' },
    ]);
    expect(top.data?.objects.map((o) => [o.key, o.name])).toEqual([
      ['B.txt', 'B.txt'],
      ['a.txt', 'a.txt'],
    ]);
    const inside = await files().listV2({ prefix: 'b/', with_delimiter: true });
    expect(inside.data?.objects.map((o) => [o.key, o.name])).toEqual([
      ['1.txt', 'b/1.txt'],
      ['2.txt', 'b/2.txt'],
    ]);
    const deeper = await files().listV2({ prefix: 'c/', with_delimiter: true });
    expect(deeper.data).toEqual({
      hasNext: false,
      folders: [{ id: null, name: 'c/d/' }],
      objects: [],
    });
  });

  it('pages with the cursor until hasNext is false', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { data, error } = await files().listV2({ with_delimiter: true, limit: 3, cursor });
      expect(error).toBeNull();
      seen.push(...data!.objects.map((o) => o.name), ...data!.folders.map((f) => f.name));
      if (!data!.hasNext) break;
      // storage-api also answers the last key, which supabase-js does not type.
      expect((data as { nextCursorKey?: string }).nextCursorKey).toBeDefined();
      cursor = data!.nextCursor;
    }
    expect(seen.sort()).toEqual(['B.txt', 'a.txt', 'b/', 'c/']);

    const flat: string[] = [];
    cursor = undefined;
    for (let page = 0; page < 5; page++) {
      const { data } = await files().listV2({ limit: 2, cursor });
      flat.push(...data!.objects.map((o) => o.name));
      if (!data!.hasNext) break;
      cursor = data!.nextCursor;
    }
    expect(flat).toEqual(['B.txt', 'a.txt', 'b/1.txt', 'b/2.txt', 'c/d/e.txt']);
  });

  it('sorts by creation time, newest first, across pages', async () => {
    const names: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { data } = await files().listV2({
        limit: 2,
        cursor,
        sortBy: { column: 'created_at', order: 'desc' },
      });
      names.push(...data!.objects.map((o) => o.name));
      if (!data!.hasNext) break;
      cursor = data!.nextCursor;
    }
    expect(names).toEqual([...KEYS].reverse());
  });

  it('a member lists only what the select policy shows them', async () => {
    const member = await createTestUser('lister');
    const avatars = member.client.storage.from('avatars');
    await avatars.upload(`${member.id}/me.png`, asBlob(samples.png(), 'image/png'));
    const { data, error } = await avatars.listV2({ with_delimiter: true });
    expect(error).toBeNull();
    expect(data).toEqual({
      hasNext: false,
      folders: [{ id: null, name: `${member.id}/` }],
      objects: [],
    });
  });

  it('a bad cursor or limit answers as storage-api does', async () => {
    const cursor = await files().listV2({ cursor: Buffer.from('nonsense').toString('base64') });
    expect(cursor.error).toMatchObject({
      statusCode: '400',
      message: 'Invalid Parameter continuation token',
    });
    const limit = await files().listV2({ limit: 0 });
    expect(limit.error).toMatchObject({ statusCode: '400', message: 'body/limit must be >= 1' });
    const missing = await serviceClient().storage.from('no-such-bucket').listV2();
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
