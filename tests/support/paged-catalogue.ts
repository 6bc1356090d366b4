/**
 * What the paged catalogues' tests (events, groups) share, as their machines share
 * machines/shared/paging.ts: the same pages of fixtures, the paging events their models send, and
 * the executors that settle a catalogue's one loader (the first page as `loadPage`, later ones as
 * `loadMore`). Imported by models, so no Vitest here.
 */
import { type AnyStateMachine, createActor } from 'xstate';
import type { Page } from '../../machines/shared/paging';
import { settlers } from './controllable';

/** The pages every catalogue model walks, made of the catalogue's own cards. */
export function cataloguePages<TItem>(cards: (count: number, from?: number) => TItem[]) {
  return {
    /** A full first page of a counted list: more to come. */
    FIRST_PAGE: { items: cards(12), total: 30, capped: false } as Page<TItem>,
    /** Later pages are never counted. */
    NEXT_PAGE: { items: cards(12, 13), total: null, capped: false } as Page<TItem>,
    SHORT_PAGE: { items: cards(5), total: 5, capped: false } as Page<TItem>,
    /** More matches than the count's cap: «more than 100», paged until a page comes back short. */
    CAPPED_PAGE: { items: cards(12), total: 100, capped: true } as Page<TItem>,
    EMPTY_PAGE: { items: [], total: 0, capped: false } as Page<TItem>,
  };
}

/** What tells a paged catalogue's states apart in its model: the state, its cards, count and cap. */
export const pagingKey = (s: {
  value: unknown;
  context: { items: unknown[]; total: number | null; capped: boolean };
}) => [s.value, s.context.items.length, s.context.total, s.context.capped];

export const PAGE_FAILURE = { code: 'network', message: 'fetch failed' };

/**
 * The paging events of a catalogue model: more, retry, and every answer of the first and the next
 * page. Typed `never` as the model's other `xstate.*` events are: xstate does not type them.
 */
export function pagingEvents<TItem>(pages: ReturnType<typeof cataloguePages<TItem>>) {
  return [
    { type: 'more.load' },
    { type: 'retry' },
    { type: 'xstate.done.actor.loadPage', output: pages.FIRST_PAGE },
    { type: 'xstate.done.actor.loadPage', output: pages.SHORT_PAGE },
    { type: 'xstate.done.actor.loadPage', output: pages.CAPPED_PAGE },
    { type: 'xstate.done.actor.loadPage', output: pages.EMPTY_PAGE },
    { type: 'xstate.error.actor.loadPage', error: PAGE_FAILURE },
    { type: 'xstate.done.actor.loadMore', output: pages.NEXT_PAGE },
    { type: 'xstate.error.actor.loadMore', error: PAGE_FAILURE },
  ] as never[];
}

/**
 * The executors that settle a catalogue's loader, whichever page it was asked for; `settle` wraps
 * each (a page test's `act`).
 */
export const pagingSettlers = (
  load: Parameters<typeof settlers>[0][string],
  settle?: Parameters<typeof settlers>[1],
) => settlers({ loadPage: load, loadMore: load }, settle);

/**
 * A catalogue's machine started on `filters` with `load` as its loader; the addresses it would
 * write (its `updateUrl` action) are kept in `urls`.
 */
export function startCatalogue<M extends AnyStateMachine, TFilters>(
  machine: M,
  load: { logic: unknown },
  filters: TFilters,
) {
  const urls: TFilters[] = [];
  const implementations = {
    actors: { loadPage: load.logic },
    actions: {
      updateUrl: (_: unknown, { filters }: { filters: TFilters }) => void urls.push(filters),
    },
  };
  const actor = createActor(
    machine.provide(implementations as never) as M,
    {
      input: { filters },
    } as never,
  ).start();
  return { actor, urls };
}
