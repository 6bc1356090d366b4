/**
 * Covers above the fold, asked for as soon as the data names them. Apart from the card: the
 * first chunk uses it (src/app/events-prefetch.ts) before the page's code has arrived.
 */

/** How many of a list's first cards load their cover at once, with high priority. */
export const PRIORITY_CARDS = 2;

/**
 * Starts downloading a cover the page is about to show, while its code still loads and renders:
 * the <img> asks for the same URL (no CORS either way) and gets it from the memory cache.
 */
export function preloadCover(url: string | null) {
  if (!url || typeof document === 'undefined') return;
  const link = document.createElement('link');
  // Attributes, not properties: `as` and `fetchpriority` are what the preload scanner reads.
  const attributes = { rel: 'preload', as: 'image', href: url, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
