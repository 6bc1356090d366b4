/**
 * src/app/startup/early-start.ts, index.html's head script: on a landing address it asks for the page's
 * code (its Russian texts inside), another language's file and its data before the first chunk has
 * run, and nothing a page would not use. The build's file lists are stood in for by globals (the build defines them).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn<typeof fetch>();
const PAGE_FILES = {
  'src/app/events/recommended-route.tsx': ['/assets/recommended.js', '/assets/event-card.js'],
  'src/features/about/about-page.tsx': ['/assets/about.js'],
  'src/app/events/catalogue-route.tsx': ['/assets/catalogue.js', '/assets/event-card.js'],
  'src/app/events/event-route.tsx': ['/assets/event.js'],
  'src/app/groups/catalogue-route.tsx': ['/assets/groups.js', '/assets/event-card.js'],
  'src/app/groups/group-route.tsx': ['/assets/group.js'],
};
const TEXT_FILES = {
  ru: '/assets/ru.js',
  en: '/assets/en.js',
  fr: '/assets/fr.js',
  de: '/assets/de.js',
};

const preloadedModules = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname);

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Lands on `path`; the page's code is preloaded after the first frame (the frame needs none). */
async function land(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  await import('../../src/app/startup/early-start');
  await nextFrame();
}

beforeEach(() => {
  globalThis.__vstrechiEarly = undefined;
  document.head.innerHTML = '';
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('[]'));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('__PAGE_FILES__', PAGE_FILES);
  vi.stubGlobal('__TEXT_FILES__', TEXT_FILES);
});

afterEach(() => vi.unstubAllGlobals());

describe('early start', () => {
  it('home: the recommended section and its events, with no language file (Russian rides in the chunks)', async () => {
    await land('/');
    expect(preloadedModules()).toEqual(PAGE_FILES['src/app/events/recommended-route.tsx']);
    expect(requested()).toEqual(['/rest/v1/event_catalogue']);
  });

  it('the catalogue: its code and the first page with its count, no Russian file', async () => {
    await land('/events');
    expect(preloadedModules()).toEqual(PAGE_FILES['src/app/events/catalogue-route.tsx']);
    expect(requested()).toEqual(['/rest/v1/rpc/event_catalogue_page']);
  });

  it('an event page: its code, the event and who goes', async () => {
    await land('/events/e1000000-0000-4000-8000-000000000001');
    expect(preloadedModules()).toEqual(['/assets/event.js']);
    expect(requested()).toEqual(['/rest/v1/events', '/rest/v1/rpc/event_attendees']);
  });

  it('an event page whose id no event can have: its code, but no request (issue 21 item 7)', async () => {
    await land('/events/e1');
    expect(preloadedModules()).toEqual(['/assets/event.js']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the stored language’s file, on every page', async () => {
    localStorage.setItem('language', 'de');
    await land('/');
    expect(preloadedModules()).toEqual([
      ...PAGE_FILES['src/app/events/recommended-route.tsx'],
      '/assets/de.js',
    ]);
  });

  it('about: its code, no data', async () => {
    await land('/about');
    expect(preloadedModules()).toEqual(['/assets/about.js']);
    document.head.innerHTML = '';
    localStorage.setItem('language', 'fr');
    await land('/about');
    expect(preloadedModules()).toEqual(['/assets/about.js', '/assets/fr.js']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the groups catalogue and a group: their code and data; the form: nothing', async () => {
    await land('/groups');
    expect(preloadedModules()).toEqual(PAGE_FILES['src/app/groups/catalogue-route.tsx']);
    expect(requested()).toEqual(['/rest/v1/rpc/group_catalogue_page']);
    document.head.innerHTML = '';
    fetchMock.mockClear();
    await land('/groups/c1000000-0000-4000-8000-000000000001');
    expect(preloadedModules()).toEqual(['/assets/group.js']);
    expect(requested()).toEqual(['/rest/v1/rpc/group_page']);
    document.head.innerHTML = '';
    fetchMock.mockClear();
    await land('/groups/create');
    expect(preloadedModules()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the data at once and preloads the code after the first frame', async () => {
    window.history.replaceState(null, '', '/events');
    vi.resetModules();
    await import('../../src/app/startup/early-start');
    expect(requested()).toEqual(['/rest/v1/rpc/event_catalogue_page']);
    expect(preloadedModules()).toEqual([]);
    await nextFrame();
    expect(preloadedModules()).toEqual(PAGE_FILES['src/app/events/catalogue-route.tsx']);
  });

  it('any other address: nothing but its language, if not Russian', async () => {
    await land('/events/create');
    expect(preloadedModules()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    localStorage.setItem('language', 'en');
    await land('/messages');
    expect(preloadedModules()).toEqual(['/assets/en.js']);
  });

  it('in development (no file lists from the build) it only asks for data', async () => {
    vi.stubGlobal('__PAGE_FILES__', undefined);
    vi.stubGlobal('__TEXT_FILES__', undefined);
    await land('/events');
    expect(preloadedModules()).toEqual([]);
    expect(requested()).toEqual(['/rest/v1/rpc/event_catalogue_page']);
  });
});
