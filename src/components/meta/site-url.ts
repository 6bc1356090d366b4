export const DEFAULT_SHARE_IMAGE = '/og-default.png';

/** The public origin: VITE_SITE_URL when set (behind proxies, in previews), else this page's origin. */
export function siteOrigin(configured = import.meta.env.VITE_SITE_URL): string {
  const origin = configured?.trim() || globalThis.location?.origin || '';
  return origin.replace(/\/+$/, '');
}

/** An absolute URL for a site path; absolute URLs pass through unchanged. */
export function absoluteUrl(pathOrUrl: string, origin = siteOrigin()): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
