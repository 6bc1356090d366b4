/** What supabase-js (postgrest-js, auth-js, storage-js, functions-js) sends on cross-origin calls. */
export const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'prefer',
  'range',
  'range-unit',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'x-metadata',
  'cache-control',
  'x-retry-count',
  'accept',
  'accept-language',
  'if-none-match',
  'x-region',
  'tus-resumable',
  'upload-length',
  'upload-metadata',
  'upload-offset',
].join(', ');

/** Headers the browser may read back: counts, pagination, versions and upload locations. */
export const EXPOSED_HEADERS = [
  'Content-Length',
  'Content-Range',
  'Content-Location',
  'Content-Type',
  'Content-Disposition',
  'ETag',
  'Last-Modified',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'X-Total-Count',
  'X-Supabase-Api-Version',
  'X-Request-Id',
  'Retry-After',
  'Upload-Offset',
  'Upload-Length',
  'Tus-Resumable',
].join(', ');

export const ALLOWED_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS';

/** Kong's cors plugin as Supabase configures it: any origin, no credentials. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
};

export function preflightHeaders(requestedHeaders: string | undefined): Record<string, string> {
  return {
    ...CORS_HEADERS,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    // Echoing what the browser asks for keeps new client headers working, as Kong does.
    'Access-Control-Allow-Headers': requestedHeaders?.trim() ? requestedHeaders : ALLOWED_HEADERS,
    'Access-Control-Max-Age': '3600',
  };
}
