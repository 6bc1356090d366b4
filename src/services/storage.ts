/**
 * Image uploads to Supabase Storage. Uploads go through XMLHttpRequest because fetch cannot report
 * upload progress; the request is the same one supabase-js would send.
 */
import { SUPABASE_ANON_KEY, SUPABASE_URL, supabase } from './supabase';

/** Where a picture goes: the first folder is the owner's id, which the storage policies check. */
export type ImageKind = 'avatar' | 'eventImage' | 'groupCover';

export type StorageErrorCode = 'too_large' | 'not_image' | 'forbidden' | 'network' | 'failed';

export interface StorageFailure {
  code: StorageErrorCode;
  message: string;
  status?: number;
}

export function isStorageFailure(value: unknown): value is StorageFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StorageFailure).code === 'string' &&
    typeof (value as StorageFailure).message === 'string'
  );
}

/**
 * `avatars/<user id>/<timestamp>.webp`, `images/<user id>/events/<timestamp>.webp`,
 * `group-covers/<user id>/<timestamp>.webp`.
 */
export function objectPath(kind: ImageKind, userId: string, type: string, now = Date.now()) {
  const ext = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg';
  switch (kind) {
    case 'avatar':
      return { bucket: 'avatars', path: `${userId}/${now}.${ext}` };
    case 'eventImage':
      return { bucket: 'images', path: `${userId}/events/${now}.${ext}` };
    case 'groupCover':
      return { bucket: 'group-covers', path: `${userId}/${now}.${ext}` };
  }
}

const CODE_FOR_STATUS: Record<string, StorageErrorCode> = {
  '413': 'too_large',
  '415': 'not_image',
  '403': 'forbidden',
  '401': 'forbidden',
};

/** Storage answers most refusals with HTTP 400 and the real status in the body's `statusCode`. */
export function toStorageFailure(status: number, body: string): StorageFailure {
  let parsed: { statusCode?: string | number; message?: string; error?: string } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // A proxy's HTML error page: the HTTP status is all there is.
  }
  const real = String(parsed.statusCode ?? status);
  return {
    code: CODE_FOR_STATUS[real] ?? 'failed',
    message: parsed.message ?? parsed.error ?? `HTTP ${status}`,
    status: Number(real) || status,
  };
}

export interface UploadImageInput {
  kind: ImageKind;
  image: Blob;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads under the signed-in user's folder and resolves with the public URL. */
export async function uploadImage({
  kind,
  image,
  onProgress,
  signal,
}: UploadImageInput): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) throw { code: 'forbidden', message: 'Not signed in' } satisfies StorageFailure;
  const { bucket, path } = objectPath(kind, session.user.id, image.type);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${SUPABASE_URL}/storage/v1/object/${bucket}/${path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${session.access_token}`);
    xhr.setRequestHeader('apikey', SUPABASE_ANON_KEY);
    xhr.setRequestHeader('Content-Type', image.type || 'application/octet-stream');
    xhr.setRequestHeader('Cache-Control', 'max-age=31536000');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(toStorageFailure(xhr.status, xhr.responseText));
    };
    xhr.onerror = () =>
      reject({ code: 'network', message: 'Network error' } satisfies StorageFailure);
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(image);
  });
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}
