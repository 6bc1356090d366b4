// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { type SnapshotFrom, createActor } from 'xstate';
import {
  type CataloguePage,
  type LoadPageInput,
  PAGE_SIZE,
  catalogueMachine,
  withFirstPage,
} from '../../../machines/events/catalogue.machine';
import { selectCatalogueView } from '../../../machines/events/catalogue.selectors';
import { DEFAULT_FILTERS, type EventFilters } from '../../../machines/events/filters';
import { controllable, sentTo } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import {
  CAPPED_PAGE,
  FIRST_PAGE,
  MODEL_START,
  NEXT_PAGE,
  SEARCH,
  SHORT_PAGE,
  catalogueModel,
} from './catalogue.model';
import { summaries } from './fixtures';
import { machineModelTests } from '../../support/model-tests';
import { pagingSettlers, startCatalogue } from '../../support/paged-catalogue';

const view = (actor: { getSnapshot: () => SnapshotFrom<typeof catalogueMachine> }) =>
  selectCatalogueView(actor.getSnapshot());

function setup(filters: EventFilters = DEFAULT_FILTERS) {
  const load = controllable<CataloguePage, LoadPageInput>();
  const { actor, urls } = startCatalogue(catalogueMachine, load, filters);
  const view = () => selectCatalogueView(actor.getSnapshot());
  const sut: SystemUnderTest<typeof catalogueMachine> = {
    states: {
      loading: (expected) => {
        expect(view().status).toBe('loading');
        expect(view().items).toEqual([]);
        expect(load.lastInput).toEqual({
          filters: expected.context.filters,
          offset: 0,
          limit: PAGE_SIZE,
        });
      },
      'loaded.idle': (expected) => {
        expect(view().status).toBe('loaded');
        expect(view().items).toHaveLength(expected.context.items.length);
        const { items, total, capped, exhausted } = expected.context;
        expect(view()).toMatchObject({ total, capped });
        // A capped total says nothing about where the list ends; a short page does.
        expect(view().hasMore).toBe(capped ? !exhausted : items.length < (total ?? 0));
      },
      'loaded.loadingMore': (expected) => {
        expect(view().status).toBe('loadingMore');
        expect(load.lastInput.offset).toBe(expected.context.items.length);
      },
      'loaded.moreFailed': () => {
        expect(view().status).toBe('moreFailed');
        expect(view().error).toBe('network');
        expect(view().hasMore).toBe(true);
      },
      empty: () => {
        expect(view().status).toBe('empty');
        expect(view().items).toEqual([]);
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().error).toBe('network');
      },
    },
    events: {
      ...sentTo(
        actor,
        'url.change',
        'filter.change',
        'filters.reset',
        'more.load',
        'retry',
        'filters.open',
        'filters.close',
      ),
      ...pagingSettlers(load),
    } as SystemUnderTest<typeof catalogueMachine>['events'],
  };
  // In every state: a refused range shows as typed, with its reason, and is never applied.
  for (const [key, assertState] of Object.entries(sut.states)) {
    sut.states[key] = async (expected) => {
      await assertState(expected);
      const refused = expected.context.refusedRange;
      expect(view().rangeError).toBe(refused ? 'reversed' : null);
      if (refused) expect(view().range).toEqual(refused);
      // Never applied: the model's only end date is the refused one
      expect(view().filters.to).toBeNull();
      // The phone's dialog stays as it was asked to be, whatever the list does meanwhile
      expect(view().filtersOpen).toBe(expected.context.filtersOpen);
      expect(view().canReset).toBe(
        expected.context.filters.category !== null || expected.context.filters.date !== null,
      );
    };
  }
  return { actor, sut, load, urls };
}

describe('catalogue machine (model-based)', () => {
  machineModelTests(catalogueModel, () => setup(MODEL_START));
});

describe('catalogue machine (rules)', () => {
  it('keeps the phone filter dialog open while filters chosen in it reload the list', async () => {
    const { actor, load } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'filters.open' });
    actor.send({ type: 'filter.change', patch: { category: 'art' } });
    expect(view(actor)).toMatchObject({ filtersOpen: true, status: 'loading', activeFilters: 1 });
    await load.resolve(FIRST_PAGE);
    expect(view(actor)).toMatchObject({ filtersOpen: true, status: 'loaded', summary: 'found' });
    actor.send({ type: 'filters.close' });
    expect(view(actor).filtersOpen).toBe(false);
  });

  it('words nothing above an empty list and ends a full one with «that is all»', async () => {
    const { actor, load } = setup();
    expect(view(actor)).toMatchObject({ summary: 'loading', busy: true, listEnd: null });
    await load.resolve(SHORT_PAGE);
    expect(view(actor)).toMatchObject({
      summary: 'found',
      found: 5,
      busy: false,
      listEnd: 'allShown',
    });
    actor.send({ type: 'filter.change', patch: { category: 'art' } });
    await load.resolve({ items: [], total: 0, capped: false });
    expect(view(actor)).toMatchObject({
      status: 'empty',
      summary: null,
      listEnd: null,
      canReset: true,
    });
  });

  it('writes a changed filter to the address and reloads from the first page', async () => {
    const { actor, load, urls } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'filter.change', patch: { category: 'art', price: 'free' } });
    expect(urls).toEqual([{ ...DEFAULT_FILTERS, category: 'art', price: 'free' }]);
    expect(load.lastInput).toMatchObject({
      offset: 0,
      filters: { category: 'art', price: 'free' },
    });
  });

  it('does not reload when the address comes back with the filters it already shows', async () => {
    const { actor, load } = setup(SEARCH);
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'url.change', filters: { ...SEARCH } });
    expect(load.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
  });

  it('forgets the dates when leaving the chosen range', async () => {
    const { actor, urls } = setup({
      ...DEFAULT_FILTERS,
      date: 'range',
      from: '2030-01-01',
      to: null,
    });
    actor.send({ type: 'filter.change', patch: { date: 'week' } });
    expect(urls.at(-1)).toMatchObject({ date: 'week', from: null, to: null });
  });

  it('refuses a range that ends before it starts: nothing applied, nothing in the address', async () => {
    const { actor, load, urls } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'filter.change', patch: { date: 'range', from: '2026-12-10' } });
    await load.resolve(FIRST_PAGE);
    const applied = actor.getSnapshot().context.filters;
    actor.send({ type: 'filter.change', patch: { to: '2026-12-01' } });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
    expect(actor.getSnapshot().context.filters).toEqual(applied);
    expect(urls).toHaveLength(1);
    expect(load.calls).toHaveLength(2);
    // What was typed stays on screen with the reason, so it can be corrected
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({
      range: { from: '2026-12-10', to: '2026-12-01' },
      rangeError: 'reversed',
    });
    // Corrected: applied, written, and the error gone
    actor.send({ type: 'filter.change', patch: { to: '2026-12-20' } });
    expect(urls.at(-1)).toMatchObject({ date: 'range', from: '2026-12-10', to: '2026-12-20' });
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({
      range: { from: '2026-12-10', to: '2026-12-20' },
      rangeError: null,
    });
  });

  it('refuses a start moved past the end the same way, and any other filter clears it', async () => {
    const { actor, urls } = setup({
      ...DEFAULT_FILTERS,
      date: 'range',
      from: '2026-12-01',
      to: '2026-12-10',
    });
    actor.send({ type: 'filter.change', patch: { from: '2026-12-11' } });
    expect(urls).toEqual([]);
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({
      filters: { from: '2026-12-01', to: '2026-12-10' },
      range: { from: '2026-12-11', to: '2026-12-10' },
      rangeError: 'reversed',
    });
    // The same day at both ends is a one-day range, not a reversed one
    actor.send({ type: 'filter.change', patch: { from: '2026-12-10' } });
    expect(urls.at(-1)).toMatchObject({ from: '2026-12-10', to: '2026-12-10' });
    actor.send({ type: 'filter.change', patch: { to: '2026-12-09' } });
    expect(selectCatalogueView(actor.getSnapshot()).rangeError).toBe('reversed');
    actor.send({ type: 'filter.change', patch: { category: 'art' } });
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({
      filters: { category: 'art', from: '2026-12-10', to: '2026-12-10' },
      range: { from: '2026-12-10', to: '2026-12-10' },
      rangeError: null,
    });
  });

  it('keeps the search text when the filters are reset', async () => {
    const { actor, urls } = setup({ ...SEARCH, category: 'food', format: 'online' });
    actor.send({ type: 'filters.reset' });
    expect(urls.at(-1)).toEqual(SEARCH);
  });

  it('appends pages without duplicates and stops at the total', async () => {
    const { actor, load } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'more.load' });
    await load.resolve({
      items: [...summaries(2, 11), ...NEXT_PAGE.items.slice(0, 4)],
      total: 18,
      capped: false,
    });
    expect(selectCatalogueView(actor.getSnapshot()).items).toHaveLength(16);
    actor.send({ type: 'more.load' });
    await load.resolve({ items: summaries(2, 17), total: 18, capped: false });
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({ hasMore: false });
    actor.send({ type: 'more.load' });
    expect(load.calls).toHaveLength(3);
  });

  it('knows an uncounted list is over when a page comes back short', async () => {
    const { actor, load } = setup();
    await load.resolve({ items: summaries(12), total: null, capped: false });
    expect(selectCatalogueView(actor.getSnapshot()).hasMore).toBe(true);
    actor.send({ type: 'more.load' });
    await load.resolve({ items: summaries(3, 13), total: null, capped: false });
    expect(selectCatalogueView(actor.getSnapshot()).hasMore).toBe(false);
  });

  it('pages past a capped total until a page comes back short, keeping "more than" meanwhile', async () => {
    const { actor, load } = setup();
    await load.resolve({ ...CAPPED_PAGE, total: 12 });
    // 12 shown of "more than 12": the cap is no end of the list.
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({
      total: 12,
      capped: true,
      hasMore: true,
    });
    actor.send({ type: 'more.load' });
    await load.resolve(NEXT_PAGE);
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({
      total: 12,
      capped: true,
      hasMore: true,
    });
    actor.send({ type: 'more.load' });
    await load.resolve({ items: summaries(3, 25), total: null, capped: false });
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({
      capped: true,
      hasMore: false,
    });
    expect(load.calls).toHaveLength(3);
  });

  it('forgets a capped total when the filters change', async () => {
    const { actor, load } = setup();
    await load.resolve(CAPPED_PAGE);
    actor.send({ type: 'filter.change', patch: { category: 'art' } });
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({ total: null, capped: false });
    await load.resolve(SHORT_PAGE);
    expect(selectCatalogueView(actor.getSnapshot())).toMatchObject({ total: 5, capped: false });
  });
});

describe('catalogue machine (starting with a first page at hand)', () => {
  // withFirstPage must be exactly where loading that page leads, or a page that starts with it
  // would differ from one that asked for it.
  it.each([
    ['a counted page', FIRST_PAGE],
    ['a short page', SHORT_PAGE],
    ['a capped page', CAPPED_PAGE],
    ['no events', { items: [], total: 0, capped: false }],
  ])('is the snapshot loading %s reaches', async (_, page) => {
    const { actor, load } = setup();
    await load.resolve(page);
    const loaded = actor.getSnapshot();
    const started = withFirstPage(catalogueMachine, DEFAULT_FILTERS, page);
    expect(started.value).toEqual(loaded.value);
    expect(started.context).toEqual(loaded.context);
  });

  it('goes on from there as usual: more pages, and other filters', async () => {
    const load = controllable<CataloguePage, LoadPageInput>();
    const machine = catalogueMachine.provide({ actors: { loadPage: load.logic } });
    const actor = createActor(machine, {
      input: { filters: DEFAULT_FILTERS },
      snapshot: withFirstPage(machine, DEFAULT_FILTERS, FIRST_PAGE),
    }).start();
    // Nothing asked for: the first page is in.
    expect(load.calls).toHaveLength(0);
    actor.send({ type: 'more.load' });
    expect(load.lastInput).toEqual({ filters: DEFAULT_FILTERS, offset: 12, limit: PAGE_SIZE });
    await load.resolve(NEXT_PAGE);
    expect(actor.getSnapshot().context.items).toHaveLength(24);
    actor.send({ type: 'filter.change', patch: { category: 'food' } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.lastInput).toMatchObject({ offset: 0, filters: { category: 'food' } });
  });
});
