/**
 * Issue 24, point 4: storage answers as storage-api does (src/storage/limits.ts,
 * src/internal/errors/codes.ts, routes/bucket/emptyBucket.ts), through the real supabase-js
 * against the running stack: decimal size units, the bucket and object-info shapes, error texts.
 */
import { describe, expect, it } from 'vitest';
import { asBlob, samples } from './storage-fixtures';
import { serviceClient } from './support/stack';

const unique = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

describe('storage-api parity', () => {
  it.each([
    ['20mb', 20_000_000],
    ['1.5GB', 1_500_000_000],
    ['30KB', 30_000],
    ['3B', 3],
    ['1.2345MB', 1_230_000],
  ])('a bucket limit of %s is %i bytes, as storage-api counts', async (limit, bytes) => {
    const admin = serviceClient();
    const id = unique('limit');
    expect(
      (await admin.storage.createBucket(id, { public: false, fileSizeLimit: limit })).error,
    ).toBeNull();
    const { data } = await admin.storage.getBucket(id);
    expect(data?.file_size_limit).toBe(bytes);
    expect(Object.keys(data ?? {}).sort()).toEqual([
      'allowed_mime_types',
      'created_at',
      'file_size_limit',
      'id',
      'name',
      'owner',
      'public',
      'updated_at',
    ]);
    await admin.storage.deleteBucket(id);
  });

  it('a limit without a unit or with a space is refused with storage-api’s hint', async () => {
    const admin = serviceClient();
    for (const limit of ['20 MB', '20', '20MiB']) {
      const { error } = await admin.storage.createBucket(unique('bad'), {
        public: false,
        fileSizeLimit: limit,
      });
      expect(error, limit).toMatchObject({ statusCode: '400' });
      expect(error?.message, limit).toBe(
        'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
      );
    }
  });

  it('too large, a refused type and emptying a bucket use storage-api’s texts; object info has metadata {}', async () => {
    const admin = serviceClient();
    const id = unique('texts');
    await admin.storage.createBucket(id, {
      public: false,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['image/png'],
    });
    const big = await admin.storage
      .from(id)
      .upload('big.png', asBlob(samples.pngOfSize(2000), 'image/png'));
    expect(big.error).toMatchObject({ statusCode: '413' });
    expect(big.error?.message).toBe('The object exceeded the maximum allowed size');
    const gif = await admin.storage.from(id).upload('x.png', asBlob(samples.gif(), 'image/png'));
    expect(gif.error).toMatchObject({ statusCode: '415' });
    expect(gif.error?.message).toBe('mime type image/gif is not supported');
    expect(
      (await admin.storage.from(id).upload('ok.png', asBlob(samples.png(), 'image/png'))).error,
    ).toBeNull();
    const info = await admin.storage.from(id).info('ok.png');
    expect(info.error).toBeNull();
    expect(info.data?.metadata).toEqual({});
    const emptied = await admin.storage.emptyBucket(id);
    expect(emptied.data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    await admin.storage.deleteBucket(id);
  });
});
