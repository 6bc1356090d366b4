/**
 * Issue 24, point 4: signed upload URLs (supabase-js createSignedUploadUrl / uploadToSignedUrl)
 * as storage-api answers them (routes/object/getSignedUploadURL.ts, uploadSignedObject.ts,
 * storage/object.ts signUploadObjectUrl and verifyObjectSignature), through the running stack.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asBlob, createTestUser, samples, type TestUser } from './storage-fixtures';
import { anonClient, serviceClient, stack } from './support/stack';

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([createTestUser('signer'), createTestUser('other')]);
});

const avatarPath = (user: TestUser, name: string) => `${user.id}/${name}`;

async function download(path: string): Promise<Uint8Array> {
  const { data, error } = await serviceClient().storage.from('avatars').download(path);
  expect(error).toBeNull();
  return new Uint8Array(await data!.arrayBuffer());
}

describe('signed upload URLs', () => {
  it('a member signs an upload into their folder; anyone with the token uploads it, owned by the member', async () => {
    const path = avatarPath(owner, 'signed.png');
    const signed = await owner.client.storage.from('avatars').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data?.path).toBe(path);
    expect(signed.data?.signedUrl).toBe(
      `${stack().apiUrl}/storage/v1/object/upload/sign/avatars/${path}?token=${signed.data?.token}`,
    );
    const uploaded = await anonClient()
      .storage.from('avatars')
      .uploadToSignedUrl(path, signed.data!.token, asBlob(samples.png(), 'image/png'));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toEqual({ path, fullPath: `avatars/${path}` });
    // The select policy only shows a member the files they own in their folder.
    const listed = await owner.client.storage.from('avatars').list(owner.id);
    expect(listed.data?.map((f) => f.name)).toContain('signed.png');
    expect(await download(path)).toEqual(new Uint8Array(samples.png()));
  });

  it('RLS decides at signing: another member’s folder is refused', async () => {
    const { data, error } = await other.client.storage
      .from('avatars')
      .createSignedUploadUrl(avatarPath(owner, 'intruder.png'));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });

  it('without upsert a second upload is refused; with upsert it replaces the object', async () => {
    const path = avatarPath(owner, 'twice.png');
    const plain = await owner.client.storage.from('avatars').createSignedUploadUrl(path);
    const bucket = anonClient().storage.from('avatars');
    const first = await bucket.uploadToSignedUrl(
      path,
      plain.data!.token,
      asBlob(samples.png(), 'image/png'),
    );
    expect(first.error).toBeNull();
    const again = await bucket.uploadToSignedUrl(
      path,
      plain.data!.token,
      asBlob(samples.pngOfSize(300), 'image/png'),
    );
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    // The upload's own x-upsert counts for nothing: the signer decides.
    const forced = await bucket.uploadToSignedUrl(
      path,
      plain.data!.token,
      asBlob(samples.pngOfSize(300), 'image/png'),
      { upsert: true },
    );
    expect(forced.error).toMatchObject({ statusCode: '409' });

    const upsert = await owner.client.storage
      .from('avatars')
      .createSignedUploadUrl(path, { upsert: true });
    const replaced = await bucket.uploadToSignedUrl(
      path,
      upsert.data!.token,
      asBlob(samples.pngOfSize(300), 'image/png'),
    );
    expect(replaced.error).toBeNull();
    expect((await download(path)).byteLength).toBe(300);
  });

  it('a token works for its own object only, and a download token is no upload token', async () => {
    const path = avatarPath(owner, 'mine.png');
    const signed = await owner.client.storage.from('avatars').createSignedUploadUrl(path);
    const bucket = anonClient().storage.from('avatars');
    const elsewhere = await bucket.uploadToSignedUrl(
      avatarPath(owner, 'elsewhere.png'),
      signed.data!.token,
      asBlob(samples.png(), 'image/png'),
    );
    expect(elsewhere.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });

    await bucket.uploadToSignedUrl(path, signed.data!.token, asBlob(samples.png(), 'image/png'));
    const download = await owner.client.storage.from('avatars').createSignedUrl(path, 60);
    const downloadToken = new URL(download.data!.signedUrl).searchParams.get('token')!;
    const wrongScope = await bucket.uploadToSignedUrl(
      path,
      downloadToken,
      asBlob(samples.png(), 'image/png'),
    );
    expect(wrongScope.error).toMatchObject({
      statusCode: '400',
      message: 'Token is not scoped for upload',
    });

    const garbage = await bucket.uploadToSignedUrl(
      path,
      'not-a-token',
      asBlob(samples.png(), 'image/png'),
    );
    expect(garbage.error).toMatchObject({ statusCode: '400', message: 'Invalid Compact JWS' });
  });

  it('the bucket’s limits still apply to a signed upload', async () => {
    const path = avatarPath(owner, 'not-an-image.png');
    const signed = await owner.client.storage.from('avatars').createSignedUploadUrl(path);
    const { error } = await anonClient()
      .storage.from('avatars')
      .uploadToSignedUrl(
        path,
        signed.data!.token,
        asBlob(new TextEncoder().encode('plain words, not a picture'), 'image/png'),
      );
    expect(error).toMatchObject({ statusCode: '415' });
  });

  it('signing needs a known bucket', async () => {
    const { error } = await owner.client.storage
      .from('no-such-bucket')
      .createSignedUploadUrl('x.png');
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
