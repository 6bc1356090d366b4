/**
 * src/app/startup/events-prefetch.ts: the events pages' first requests leave as the app starts, ask for
 * exactly what the page would, and are handed over once (a retry asks again); the rest is left to
 * the page: filters in the address, anyone who may be signed in, an answer gone stale.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../machines/events/catalogue.machine';
import { DEFAULT_FILTERS, dateWindow } from '../../machines/events/filters';
import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from '../../src/services/config';
import { cataloguePageRequest } from '../../src/services/events-catalogue';

const NOW = new Date('2026-11-19T12:00:00Z');
const ID = 'e1000000-0000-4000-8000-000000000037';
const fetchMock = vi.fn<typeof fetch>();

const row = {
  id: ID,
  title: 'Встреча',
  starts_at: '2026-12-01T10:00:00Z',
  ends_at: '2026-12-01T12:00:00Z',
  time_zone: 'Europe/Moscow',
  is_online: false,
  venue_name: 'Клуб',
  city: 'Москва',
  price: 0,
  max_attendees: null,
  going_count: 0,
  cover_url: '/images/events/food.svg',
  category_id: 'food',
  status: 'published',
  featured: false,
  description: '',
  address: null,
  waitlist_count: 0,
  created_at: '2026-11-01T10:00:00Z',
  organizer: { id: 'o1', full_name: 'Анна', avatar_url: null },
};

const rows = [
  row,
  { ...row, id: 'e2', cover_url: '/images/events/art.svg' },
  { ...row, id: 'e3', cover_url: '/images/events/health.svg' },
];

/** PostgREST's answers: rows for tables, a page with its count for the catalogue. */
function answer(url: string) {
  const { pathname } = new URL(url);
  const body = pathname.endsWith('/rpc/event_catalogue_page')
    ? { items: rows, total: rows.length }
    : pathname.endsWith('/rpc/event_attendees')
      ? []
      : pathname.endsWith('/events')
        ? [row]
        : [];
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')],
  );

/** A fresh copy of the module, as a new page load has. */
async function load(path: string, { keepHeld = false } = {}) {
  window.history.replaceState(null, '', path);
  // What the head script (or an earlier page) holds lives on the global object, not in the module.
  if (!keepHeld) globalThis.__vstrechiEarly = undefined;
  vi.resetModules();
  return import('../../src/app/startup/events-prefetch');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => answer(String(url)));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('catalogue', () => {
  it('asks for the first page the catalogue would, with its count, and hands it over once', async () => {
    const prefetch = await load('/events');
    prefetch.prefetchCatalogue();
    const query = {
      filters: DEFAULT_FILTERS,
      window: dateWindow(DEFAULT_FILTERS, NOW),
      offset: 0,
      limit: PAGE_SIZE,
    };
    const { path, params } = cataloguePageRequest(query);
    expect(urls()).toEqual([
      `${SUPABASE_URL}/rest/v1${path}?${new URLSearchParams([...params, ['apikey', SUPABASE_ANON_KEY]])}`,
    ]);
    await expect(prefetch.takeCatalogue()).resolves.toMatchObject({
      items: [{ id: ID }, { id: 'e2' }, { id: 'e3' }],
      total: 3,
    });
    // A retry, or the page asked for again, is a new request.
    expect(prefetch.takeCatalogue()).toBeNull();
  });

  it("takes over the request index.html's head script started instead of asking again", async () => {
    (await load('/events')).prefetchCatalogue();
    // The app's own copy of the module, as a separate bundle from the head script's.
    const app = await load('/events', { keepHeld: true });
    app.prefetchCatalogue();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the page with its count, once
    await expect(app.takeCatalogue()).resolves.toMatchObject({ total: 3 });
  });

  it('starts loading the covers of the cards above the fold as soon as the page is known', async () => {
    const prefetch = await load('/events');
    prefetch.prefetchCatalogue();
    await prefetch.takeCatalogue();
    expect(preloaded()).toEqual([
      ['/images/events/food.svg', 'high'],
      ['/images/events/art.svg', 'high'],
    ]);
  });

  it('hands over an answer that has arrived as the page itself, for its first render', async () => {
    const prefetch = await load('/events');
    prefetch.prefetchCatalogue();
    // Not in yet: nothing to draw, and the request stays held for the page to wait on.
    expect(prefetch.takeArrivedCatalogue()).toBeNull();
    await vi.waitFor(() => expect(preloaded()).toHaveLength(2));
    expect(prefetch.takeArrivedCatalogue()).toMatchObject({
      items: [{ id: ID }, { id: 'e2' }, { id: 'e3' }],
      total: 3,
    });
    // Once: the machine's own request (a retry) must really ask.
    expect(prefetch.takeArrivedCatalogue()).toBeNull();
    expect(prefetch.takeCatalogue()).toBeNull();
  });

  it('leaves filters in the address to the page', async () => {
    const prefetch = await load('/events?category=food');
    prefetch.prefetchCatalogue();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetch.takeCatalogue()).toBeNull();
  });

  it('does not hand over an answer the page did not take in time', async () => {
    const prefetch = await load('/events');
    prefetch.prefetchCatalogue();
    vi.setSystemTime(NOW.getTime() + 60_000);
    expect(prefetch.takeCatalogue()).toBeNull();
  });

  it('hands a failure to the page, which reports it, and never as an arrived page', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const prefetch = await load('/events');
    prefetch.prefetchCatalogue();
    // Settled, yet not arrived: the page starts loading and its request takes the failure over.
    await new Promise((r) => setTimeout(r, 0));
    expect(prefetch.takeArrivedCatalogue()).toBeNull();
    await expect(prefetch.takeCatalogue()).rejects.toMatchObject({ code: 'network' });
  });
});

describe('event page', () => {
  it('asks for the event and who goes as a visitor, and hands them over once', async () => {
    const prefetch = await load(`/events/${ID}`);
    prefetch.prefetchEventPage();
    expect(urls().map((url) => new URL(url).pathname)).toEqual([
      '/rest/v1/events',
      '/rest/v1/rpc/event_attendees',
    ]);
    // Never the join link: a visitor may not read it.
    expect(urls().some((url) => url.includes('event_private'))).toBe(false);
    await expect(prefetch.takeEventPage(ID)).resolves.toMatchObject({
      event: { id: ID, organizer: { fullName: 'Анна' } },
      attendees: [],
      myRsvp: null,
      joinUrl: null,
    });
    expect(preloaded()).toEqual([['/images/events/food.svg', 'high']]);
    expect(prefetch.takeEventPage(ID)).toBeNull();
  });

  it('hands nothing over for another event', async () => {
    const prefetch = await load(`/events/${ID}`);
    prefetch.prefetchEventPage();
    expect(prefetch.takeEventPage('another')).toBeNull();
  });

  it('waits for the session of someone who may be signed in', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    const prefetch = await load(`/events/${ID}`);
    prefetch.prefetchEventPage();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetch.takeEventPage(ID)).toBeNull();
  });

  it('leaves the form to its own page', async () => {
    const prefetch = await load('/events/create');
    prefetch.prefetchEventPage();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
