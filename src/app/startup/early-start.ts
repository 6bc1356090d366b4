/**
 * index.html's head script (built and inlined by scripts/early-requests.ts). While the first chunk
 * still downloads it asks for what the landing page needs next: the page's own code (with its
 * Russian texts inside), the language file of a visitor reading another language, and its data,
 * then the covers the data names. Otherwise each would wait for the first chunk to run, a round
 * trip or more later on a slow connection. The app takes the answers over
 * (early-requests.ts) and finds the files already loading.
 */
import { resolveInitialLocale } from '../../../machines/i18n/locales';
import { readStoredLocale } from '../../i18n/document';
import { prefetchCatalogue, prefetchEventPage } from './events-prefetch';
import { prefetchFeatured } from './featured-prefetch';
import { prefetchGroupPage, prefetchGroups } from './groups-prefetch';
import { landingPages } from './landing-pages';

/** Set by the build: each landing page's chunks beyond the first chunk, and each language's. */
declare const __PAGE_FILES__: Record<string, string[]> | undefined;
declare const __TEXT_FILES__: Record<string, string> | undefined;

function moduleLink(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // As the module scripts Vite writes: the same request, so the preload is the one used.
  link.crossOrigin = '';
  link.href = href;
  return link;
}

const path = window.location.pathname;
if (path === '/') prefetchFeatured();
if (path === '/events') prefetchCatalogue();
prefetchEventPage();
if (path === '/groups') prefetchGroups();
prefetchGroupPage();

if (typeof __PAGE_FILES__ !== 'undefined' && typeof __TEXT_FILES__ !== 'undefined') {
  const locale = resolveInitialLocale(readStoredLocale());
  const page = Object.values(landingPages).find((p) => p.matches(path));
  const files = [...(page ? (__PAGE_FILES__[page.module] ?? []) : [])];
  // Russian comes inside the chunks (scripts/shell-messages.ts); another language is one file.
  if (locale !== 'ru' && __TEXT_FILES__[locale]) files.push(__TEXT_FILES__[locale]);
  // One insertion for all: appended one by one, an event page's fourteen links took 68 ms of the
  // head script's 84-101 ms on a phone-speed CPU (scripts/profile-web.mjs), the parse waiting.
  // After the first frame: preloads found before the first paint are waited for by it (a script's
  // high priority), and the page's frame needs none of them.
  requestAnimationFrame(() => document.head.append(...files.map(moduleLink)));
}
