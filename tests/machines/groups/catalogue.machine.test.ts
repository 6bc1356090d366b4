// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GROUP_FILTERS,
  GROUPS_PAGE_SIZE,
  type GroupFilters,
  groupsHref,
  parseGroupFilters,
} from '../../../machines/groups/group-catalogue.filters';
import {
  type GroupCataloguePage,
  type LoadGroupsInput,
  groupCatalogueMachine,
} from '../../../machines/groups/group-catalogue.machine';
import { selectGroupCatalogueView } from '../../../machines/groups/group-catalogue.selectors';
import { controllable, sentTo } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { pagingSettlers, startCatalogue } from '../../support/paged-catalogue';
import { groupSummaries } from './catalogue.fixtures';
import {
  CAPPED_PAGE,
  EMPTY_PAGE,
  FIRST_PAGE,
  MODEL_START,
  NEXT_PAGE,
  SEARCH,
  SHORT_PAGE,
  groupCatalogueModel,
} from './catalogue.model';

type Machine = typeof groupCatalogueMachine;

function setup(filters: GroupFilters = DEFAULT_GROUP_FILTERS) {
  const load = controllable<GroupCataloguePage, LoadGroupsInput>();
  const { actor, urls } = startCatalogue(groupCatalogueMachine, load, filters);
  const view = () => selectGroupCatalogueView(actor.getSnapshot());
  const sut: SystemUnderTest<Machine> = {
    states: {
      loading: (expected) => {
        expect(view()).toMatchObject({ status: 'loading', items: [], busy: true, listEnd: null });
        expect(load.lastInput).toEqual({
          filters: expected.context.filters,
          offset: 0,
          limit: GROUPS_PAGE_SIZE,
        });
      },
      'loaded.idle': (expected) => {
        const { items, total, capped, exhausted } = expected.context;
        expect(view()).toMatchObject({ status: 'loaded', busy: false, found: total, capped });
        expect(view().items).toHaveLength(items.length);
        // A capped total says nothing about where the list ends; a short page does.
        const more = capped ? !exhausted : items.length < (total ?? 0);
        expect(view().hasMore).toBe(more);
        expect(view().listEnd).toBe(more ? 'more' : 'allShown');
      },
      'loaded.loadingMore': (expected) => {
        expect(view()).toMatchObject({ status: 'loadingMore', busy: true, listEnd: 'more' });
        expect(load.lastInput.offset).toBe(expected.context.items.length);
      },
      'loaded.moreFailed': () => {
        expect(view()).toMatchObject({ status: 'moreFailed', error: 'network', hasMore: true });
      },
      empty: () => {
        expect(view()).toMatchObject({ status: 'empty', items: [], listEnd: null });
      },
      failed: () => {
        expect(view()).toMatchObject({ status: 'failed', error: 'network', listEnd: null });
      },
    },
    events: {
      ...sentTo(actor, 'url.change', 'filter.change', 'filters.reset', 'more.load', 'retry'),
      ...pagingSettlers(load),
    } as SystemUnderTest<Machine>['events'],
  };
  // In every state: the controls show the filters applied, and reset is offered only with one.
  for (const [key, assertState] of Object.entries(sut.states)) {
    sut.states[key] = async (expected) => {
      await assertState(expected);
      expect(view().filters).toEqual(expected.context.filters);
      const { category, city } = expected.context.filters;
      expect(view().canReset).toBe(category !== null || city !== '');
    };
  }
  return { actor, sut, load, urls, view };
}

describe('group catalogue machine (model-based)', () => {
  machineModelTests(groupCatalogueModel, () => setup(MODEL_START));
});

describe('group catalogue machine (rules)', () => {
  it('writes a changed filter to the address and reloads from the first page', async () => {
    const { actor, load, urls } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'filter.change', patch: { category: 'art', city: 'Казань' } });
    expect(urls).toEqual([{ ...DEFAULT_GROUP_FILTERS, category: 'art', city: 'Казань' }]);
    expect(load.lastInput).toEqual({
      filters: { ...DEFAULT_GROUP_FILTERS, category: 'art', city: 'Казань' },
      offset: 0,
      limit: GROUPS_PAGE_SIZE,
    });
  });

  it('does not reload, nor write the address, for the filters it already shows', async () => {
    const { actor, load, urls } = setup(SEARCH);
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'url.change', filters: { ...SEARCH } });
    actor.send({ type: 'filter.change', patch: { q: SEARCH.q } });
    actor.send({ type: 'filters.reset' });
    expect(load.calls).toHaveLength(1);
    expect(urls).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
  });

  it('follows the address without writing it back', async () => {
    const { actor, load, urls } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'url.change', filters: SEARCH });
    expect(load.lastInput.filters).toEqual(SEARCH);
    expect(urls).toEqual([]);
  });

  it('keeps the words when the filters are reset', async () => {
    const { actor, urls } = setup({ ...SEARCH, category: 'food', sort: 'newest' });
    actor.send({ type: 'filters.reset' });
    expect(urls).toEqual([{ ...DEFAULT_GROUP_FILTERS, q: SEARCH.q }]);
  });

  it('appends the next page without the groups it already shows', async () => {
    const { actor, load, view } = setup();
    await load.resolve(FIRST_PAGE);
    actor.send({ type: 'more.load' });
    expect(load.lastInput.offset).toBe(12);
    // Two of the page's groups moved up meanwhile and come again
    await load.resolve({ items: groupSummaries(12, 11), total: null, capped: false });
    expect(view().items.map((g) => g.name)).toEqual(groupSummaries(22).map((g) => g.name));
    expect(view().found).toBe(30);
  });

  it('pages a capped count until a page comes back short', async () => {
    const { actor, load, view } = setup();
    await load.resolve(CAPPED_PAGE);
    expect(view()).toMatchObject({ found: 100, capped: true, hasMore: true });
    actor.send({ type: 'more.load' });
    await load.resolve(NEXT_PAGE);
    expect(view().hasMore).toBe(true);
    actor.send({ type: 'more.load' });
    await load.resolve(SHORT_PAGE);
    expect(view()).toMatchObject({ hasMore: false, listEnd: 'allShown' });
    actor.send({ type: 'more.load' });
    expect(load.calls).toHaveLength(3);
  });

  it('retries the same first page after a failure', async () => {
    const { actor, load, view } = setup(SEARCH);
    await load.reject({ code: 'network', message: 'fetch failed' });
    actor.send({ type: 'retry' });
    expect(load.calls).toHaveLength(2);
    expect(load.lastInput).toEqual(load.calls[0]!.input);
    await load.resolve(EMPTY_PAGE);
    expect(view().status).toBe('empty');
  });

  it('calls a thrown error it cannot read unknown', async () => {
    const { load, view } = setup();
    await load.reject(new Error('boom'));
    expect(view().error).toBe('unknown');
  });
});

describe('group catalogue filters in the address', () => {
  it('reads what it knows and defaults the rest', () => {
    expect(parseGroupFilters('?q=%20йога%20&category=health&city=Казань&sort=newest')).toEqual({
      q: 'йога',
      category: 'health',
      city: 'Казань',
      sort: 'newest',
    });
    expect(parseGroupFilters('?category=knitting&sort=random')).toEqual(DEFAULT_GROUP_FILTERS);
  });

  it('writes equal filters as equal addresses, defaults left out', () => {
    expect(groupsHref(DEFAULT_GROUP_FILTERS)).toBe('/groups');
    const href = groupsHref({ q: 'js', category: 'technology', city: 'Москва', sort: 'newest' });
    expect(href).toBe(
      '/groups?q=js&category=technology&city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&sort=newest',
    );
    expect(parseGroupFilters(href.slice('/groups'.length))).toEqual({
      q: 'js',
      category: 'technology',
      city: 'Москва',
      sort: 'newest',
    });
  });
});
