import { errors } from './errors';

/**
 * Storage's own character set for object keys (src/storage/limits.ts upstream). Keeping it means a
 * key accepted locally is accepted in production; it also rules out backslashes, NUL, control
 * characters and percent-decoded oddities before any file system call sees them.
 */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

/** S3's limit on a whole key; 255 per segment is what every common file system accepts. */
const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;

const byteLength = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * Throws InvalidKey unless `key` is a relative path made of non-empty, non-dot segments. The file
 * store joins keys to a directory, so this is the line between a file name and path traversal.
 */
export function assertValidKey(key: string): void {
  // control characters are echoed back as '?', so the error message itself stays printable
  const shown = [...key].map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' ? '?' : c)).join('');
  if (key.length === 0) throw errors.invalidKey(shown, 'empty');
  if (byteLength(key) > MAX_KEY_BYTES)
    throw errors.invalidKey(shown.slice(0, 64) + '…', 'too long');
  if (!VALID_OBJECT_KEY.test(key)) throw errors.invalidKey(shown, 'forbidden characters');
  if (key.startsWith('/')) throw errors.invalidKey(shown, 'absolute path');
  for (const segment of key.split('/')) {
    if (segment === '') throw errors.invalidKey(shown, 'empty path segment');
    if (segment === '.' || segment === '..') throw errors.invalidKey(shown, 'path traversal');
    if (byteLength(segment) > MAX_SEGMENT_BYTES) throw errors.invalidKey(shown, 'name too long');
  }
}

export function isValidBucketName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length < 101 &&
    VALID_BUCKET_NAME.test(name) &&
    name !== '.' &&
    name !== '..' &&
    !name.startsWith('.')
  );
}

export function assertValidBucketName(name: string): void {
  if (!isValidBucketName(name)) throw errors.invalidBucketName();
}

/**
 * Percent-decodes a raw URL path. A malformed escape is an invalid key rather than a crash; a
 * decoded `/` or `..` is then caught by assertValidKey like any other.
 */
export function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw errors.invalidKey(raw, 'malformed percent-encoding');
  }
}

/** `bucket/key...` from path segments that are still percent-encoded. */
export function bucketAndKey(parts: string[]): { bucket: string; key: string } {
  const [rawBucket, ...rest] = parts;
  const bucket = decodePath(rawBucket ?? '');
  assertValidBucketName(bucket);
  const key = decodePath(rest.join('/'));
  assertValidKey(key);
  return { bucket, key };
}

/** A path that names a bucket and nothing more. */
export function bucketOnly(parts: string[]): string {
  if (parts.length !== 1) throw errors.invalidRequest('Expected a bucket name');
  const bucket = decodePath(parts[0]!);
  assertValidBucketName(bucket);
  return bucket;
}
