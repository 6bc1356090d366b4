/**
 * Storage API errors, rendered exactly as Supabase Storage renders them: the body carries the
 * semantic status as a string (`statusCode: "404"`), while the HTTP status is 400 for every client
 * error and 500 for server errors. storage-js exposes both (`error.status`, `error.statusCode`), and
 * code written against hosted Supabase branches on them, so the local stack must not "fix" this.
 */
export class StorageApiError extends Error {
  constructor(
    /** The status Storage puts in the body. */
    readonly statusCode: number,
    /** Storage's ErrorCode (NoSuchKey, AccessDenied, ...). */
    readonly code: string,
    message: string,
    /** Storage's backwards-compatible `error` field; defaults to `code`. */
    readonly error?: string,
    /** Only the few routes that Storage answers with a real status set this (role checks). */
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

const e = (
  statusCode: number,
  code: string,
  message: string,
  error?: string,
  httpStatus?: number,
) => new StorageApiError(statusCode, code, message, error, httpStatus);

export const errors = {
  noSuchBucket: () => e(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => e(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message: string) => e(403, 'AccessDenied', message, 'Unauthorized'),
  roleRequired: (message: string) => e(403, 'AccessDenied', message, 'Unauthorized', 403),
  duplicate: () => e(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => e(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  invalidKey: (key: string, reason?: string) =>
    e(400, 'InvalidKey', reason ? `Invalid key: ${key} (${reason})` : `Invalid key: ${key}`),
  invalidBucketName: () => e(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidMimeType: (mime: string) =>
    e(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    e(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  noContent: (message = 'No content provided') => e(400, 'InvalidRequest', message),
  invalidRequest: (message: string) => e(400, 'InvalidRequest', message),
  invalidSignature: (message = 'Invalid signature') => e(400, 'InvalidSignature', message),
  invalidJwt: (message = 'Invalid JWT') => e(400, 'InvalidJWT', message),
  invalidParameter: (name: string) => e(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  expiredSignature: () => e(400, 'ExpiredToken', 'The provided token has expired.'),
  bucketNotEmpty: () => e(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  relatedNotFound: () => e(404, 'InvalidRequest', 'The related resource does not exist'),
  notFoundRoute: (method: string, path: string) =>
    e(404, 'InvalidRequest', `Route ${method}:${path} not found`, 'Not Found', 404),
  internal: (message = 'Internal server error') => e(500, 'InternalError', message, 'Internal'),
};

export function errorResponse(err: StorageApiError): Response {
  const status = err.httpStatus ?? (err.statusCode >= 500 ? 500 : 400);
  return Response.json(
    {
      statusCode: String(err.statusCode),
      code: err.code,
      error: err.error ?? err.code,
      message: err.message,
    },
    { status },
  );
}

interface PgLikeError {
  code?: string;
  message?: string;
}

/**
 * Maps database errors the way Storage's DBError.fromDBError does, so RLS refusals read the same.
 * Input the database cannot take (SQLSTATE class 22: a NUL in a name, a number past bigint; class
 * 54: a name too long to index) is the caller's error, 400, never a 500.
 */
export function fromDbError(err: unknown): StorageApiError {
  if (err instanceof StorageApiError) return err;
  const pg = err as PgLikeError;
  if (typeof pg?.code === 'string' && /^(22|54)/.test(pg.code)) {
    return errors.invalidRequest(pg.message ?? 'Invalid input');
  }
  switch (pg?.code) {
    case '42501':
      return errors.accessDenied(
        pg.message?.includes('row-level security')
          ? 'new row violates row-level security policy'
          : (pg.message ?? 'Access denied'),
      );
    case '23505':
      return errors.duplicate();
    case '23503':
      return errors.relatedNotFound();
    default:
      console.error('[storage] database error', err);
      return errors.internal();
  }
}
