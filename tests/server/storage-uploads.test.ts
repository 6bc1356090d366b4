/**
 * What storage refuses and how it serves, through supabase-js against the running stack:
 * oversized, non-image and path-traversal uploads, and the public URL's headers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asBlob, createTestUser, samples, type TestUser } from './storage-fixtures';
import { serviceClient, stack } from './support/stack';

let user: TestUser;

beforeAll(async () => {
  user = await createTestUser('uploads');
});

/** Neither the row (seen by the service role) nor the bytes (public URL) of a refused upload exist. */
async function expectNothingAt(bucket: string, path: string) {
  const { data } = await serviceClient()
    .storage.from(bucket)
    .exists(path)
    .catch(() => ({ data: true }));
  expect(data).toBe(false);
  const res = await fetch(serviceClient().storage.from(bucket).getPublicUrl(path).data.publicUrl);
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ statusCode: '404' });
}

describe('refused uploads', () => {
  it('refuses a file just over 5 MB with Payload too large', async () => {
    const path = `${user.id}/big.png`;
    const { error } = await user.client.storage
      .from('avatars')
      .upload(path, asBlob(samples.pngOfSize(5 * 1024 * 1024 + 1), 'image/png'));
    expect(error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    await expectNothingAt('avatars', path);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const { error } = await user.client.storage
      .from('avatars')
      .upload(`${user.id}/five.png`, asBlob(samples.pngOfSize(5 * 1024 * 1024), 'image/png'));
    expect(error).toBeNull();
  });

  it('refuses a text file named .png whatever type it claims', async () => {
    const path = `${user.id}/fake.png`;
    const { error } = await user.client.storage
      .from('images')
      .upload(path, asBlob(samples.text(), 'image/png'));
    expect(error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    expect(error?.message).toMatch(/^mime type text\/plain is not supported/);
    const raw = await user.client.storage
      .from('images')
      .upload(path, samples.text(), { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '415' });
    await expectNothingAt('images', path);
  });

  it('refuses an SVG because it can carry script', async () => {
    const path = `${user.id}/drawing.svg`;
    const { error } = await user.client.storage
      .from('images')
      .upload(path, asBlob(samples.svg(), 'image/svg+xml'));
    expect(error).toMatchObject({ statusCode: '415' });
    expect(error?.message).toBe('mime type image/svg+xml is not supported');
    await expectNothingAt('images', path);
  });

  it.each([
    ['encoded parent segments', (id: string) => `${id}/..%2F..%2F..%2Fetc%2Fpasswd`],
    ['an encoded backslash', (id: string) => `${id}/..%5C..%5Cwin.png`],
    ['a NUL byte', (id: string) => `${id}/x%00.png`],
    ['an over-long name', (id: string) => `${id}/${'я'.repeat(10)}${'a'.repeat(300)}.png`],
  ])('refuses a path with %s as Invalid key', async (_label, make) => {
    const { error } = await user.client.storage
      .from('avatars')
      .upload(make(user.id), asBlob(samples.png(), 'image/png'));
    expect(error).toMatchObject({ status: 400, statusCode: '400', code: 'InvalidKey' });
    expect(error?.message).toMatch(/^Invalid key: /);
  });

  it('never lets a client-side ../ escape the bucket', async () => {
    // fetch normalises the dots away before sending, so the request misses /object entirely
    const { error } = await user.client.storage
      .from('avatars')
      .upload('../../rest/v1/profiles', asBlob(samples.png(), 'image/png'));
    expect(error).not.toBeNull();
    expect(error?.status).toBeGreaterThanOrEqual(400);
    expect(error?.status).toBeLessThan(500);
  });
});

describe('public URLs', () => {
  it('serve the stored bytes with type, length, ETag, caching and nosniff', async () => {
    const path = `${user.id}/served.jpg`;
    const bytes = samples.jpeg();
    // declared as PNG: the content decides the type that is stored and served
    const up = await user.client.storage
      .from('avatars')
      .upload(path, asBlob(bytes, 'image/png'), { cacheControl: '86400' });
    expect(up.error).toBeNull();
    const { publicUrl } = user.client.storage.from('avatars').getPublicUrl(path).data;
    expect(publicUrl).toBe(`${stack().apiUrl}/storage/v1/object/public/avatars/${path}`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('cache-control')).toBe('max-age=86400');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(publicUrl, { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('download() and signed URLs return the same bytes', async () => {
    const path = `${user.id}/signed.png`;
    await user.client.storage.from('avatars').upload(path, asBlob(samples.png(), 'image/png'));
    const dl = await user.client.storage.from('avatars').download(path);
    expect(dl.error).toBeNull();
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(samples.png())).toBe(true);
    const signed = await user.client.storage.from('avatars').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('bad tokens', () => {
  it.each([
    ['expired', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['wrongly signed', { secret: 'x'.repeat(40) }],
  ])('answers an %s token with 4xx JSON, never 5xx', async (_label, variant) => {
    const { signJwt } = await import('../../server/core/jwt');
    const token = await signJwt(
      { role: 'authenticated', sub: user.id, exp: 'exp' in variant ? variant.exp : undefined },
      'secret' in variant ? variant.secret : stack().jwtSecret,
    );
    const res = await fetch(`${stack().apiUrl}/storage/v1/object/avatars/${user.id}/t.png`, {
      method: 'POST',
      headers: {
        apikey: stack().anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'image/png',
      },
      body: samples.png(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});
