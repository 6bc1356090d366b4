import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type CataloguePage as Page,
  type LoadPageInput,
  catalogueMachine,
} from '../../machines/events/catalogue.machine';
import { eventsHref, parseFilters } from '../../machines/events/filters';
import { CataloguePage } from '../../src/features/events/catalogue-page';
import { MODEL_START, MODEL_START_PATH, catalogueModel } from '../machines/events/catalogue.model';
import { summaries } from '../machines/events/fixtures';
import { controllable } from '../support/controllable';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import {
  catalogueMessages as m,
  categoryMessages,
  errorMessages,
} from '../../src/features/events/events.messages';
import { text, textPattern } from '../support/messages';
import { renderPage } from './render-page';
import { pagedListEvents, pagedListFailed, pagedListStates } from './support/paged-list';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof catalogueMachine>;

const { cards, states: pagedStates } = pagedListStates(m);
// Named with the count of filters on; hidden from the accessibility tree while the dialog is open.
const filtersButton = () =>
  screen.getByRole('button', { name: textPattern(m.filters), hidden: true });
const filtersDialog = () => screen.queryByRole('dialog', { name: text(m.filters) });

function setup(path = '/events') {
  const user = setupUser();
  const load = controllable<Page, LoadPageInput>();
  const page = renderPage(
    <CataloguePage logic={catalogueMachine.provide({ actors: { loadPage: load.logic } })} />,
    { path },
  );
  const address = () => parseFilters(page.location().split('?')[1] ?? '');
  const sut: Sut = {
    states: {
      ...pagedStates,
      empty: () => {
        expect(screen.getByRole('heading', { name: text(m.emptyTitle) })).toBeInTheDocument();
        expect(cards()).toHaveLength(0);
        expect(screen.getByRole('link', { name: textPattern(m.emptyCreate) })).toHaveAttribute(
          'href',
          '/events/create',
        );
      },
      failed: pagedListFailed(m, errorMessages.network),
    },
    events: {
      'url.change': (e) =>
        act(() => {
          const href = eventsHref(e.filters);
          // The same filters spelt another way (params in another order), as a hand-edited link
          // or the history can bring back: the address changes, what it asks for does not
          const [path, query = ''] = href.split('?');
          const same = `${path}?${query.split('&').reverse().join('&')}`;
          page.memory.navigate(href === page.location() ? same : href);
        }),
      'filter.change': async (e) => {
        if ('to' in e.patch) {
          // Without a chosen range there is no end date to type: the model agrees nothing happens
          const end = screen.queryByLabelText(text(m.to));
          if (end) {
            await user.clear(end);
            if (e.patch.to) await user.type(end, e.patch.to);
          }
          expect(address().to).toBeNull();
          return;
        }
        // In the phone dialog when it is open, else in the side panel (jsdom renders both)
        const dialog = filtersDialog();
        const panel = dialog ?? screen.getByRole('complementary', { name: text(m.filters) });
        await user.click(within(panel).getByRole('radio', { name: text(categoryMessages.art) }));
        expect(address().category).toBe('art');
      },
      'filters.reset': async () => {
        await user.click(screen.getAllByRole('button', { name: text(m.filtersReset) })[0]!);
        expect(parseFilters(page.location().split('?')[1] ?? '').category).toBeNull();
      },
      ...pagedListEvents(m, load, user),
      'filters.open': async () => {
        await user.click(filtersButton());
        // The dialog's code loads on demand: on a busy machine that can take more than a second.
        await screen.findByRole('dialog', { name: text(m.filters) }, { timeout: 10_000 });
      },
      'filters.close': async () => {
        await user.click(
          within(filtersDialog()!).getByRole('button', { name: text(m.filtersApply) }),
        );
        await expect.poll(filtersDialog, { timeout: 10_000 }).toBeNull();
      },
    } as Sut['events'],
  };
  // In every state: a refused range stays in its inputs with the reason, and out of the address.
  for (const [key, assertState] of Object.entries(sut.states)) {
    sut.states[key] = async (expected) => {
      const { filtersOpen } = expected.context;
      expect(filtersButton()).toHaveAttribute('aria-expanded', String(filtersOpen));
      if (filtersOpen) {
        // The modal dialog is all a person reaches meanwhile: the page behind it is inert, and
        // what it shows there is asserted once the dialog closes.
        const dialog = filtersDialog()!;
        expect(dialog).toBeVisible();
        const category = expected.context.filters.category;
        const chosen = category ? text(categoryMessages[category]) : text(m.anyCategory);
        expect(within(dialog).getByRole('radio', { name: chosen })).toBeChecked();
        return;
      }
      await assertState(expected);
      const refused = expected.context.refusedRange;
      const reason = screen.queryByText(text(m.rangeReversed));
      if (!refused) {
        expect(reason).toBeNull();
        if (expected.context.filters.date === 'range') {
          expect(screen.getByLabelText(text(m.to))).not.toHaveAttribute('aria-invalid');
        }
        return;
      }
      expect(reason).toBeVisible();
      expect(reason).toHaveAttribute('aria-live', 'polite');
      const end = screen.getByLabelText(text(m.to));
      expect(end).toHaveValue(refused.to);
      expect(end).toHaveAttribute('aria-invalid', 'true');
      // Ark links the error text once it has seen it rendered, a moment after it appears
      await waitFor(() => expect(end.getAttribute('aria-describedby') ?? '').toContain(reason!.id));
      expect(screen.getByLabelText(text(m.from))).toHaveValue(refused.from);
      expect(address()).toMatchObject({ date: 'range', from: refused.from, to: null });
      expect(page.location()).not.toContain('to=');
    };
  }
  return { sut, page, load, user };
}

describe('catalogue page (model-based)', () => {
  modelTests(catalogueModel, {
    setup: () => setup(MODEL_START_PATH),
    initial: () => createActor(catalogueMachine, { input: { filters: MODEL_START } }).getSnapshot(),
  });
});

describe('catalogue page (the address)', () => {
  it('starts from the filters in a shared link', async () => {
    const { load } = setup('/events?category=technology&format=online&sort=price');
    expect(load.lastInput.filters).toMatchObject({
      category: 'technology',
      format: 'online',
      sort: 'price',
    });
    expect(screen.getByRole('radio', { name: text(categoryMessages.technology) })).toBeChecked();
    expect(screen.getByRole('radio', { name: text(m.online) })).toBeChecked();
  });

  it('searches from its own box and writes the query to the address', async () => {
    const { user, page, load } = setup();
    await act(() => load.resolve({ items: summaries(3), total: 3, capped: false }));
    const box = screen.getByRole('searchbox', { name: text(m.searchLabel) });
    await user.type(box, 'джаз');
    await user.click(
      within(screen.getByRole('search')).getByRole('button', { name: text(m.searchSubmit) }),
    );
    expect(page.location()).toBe('/events?q=%D0%B4%D0%B6%D0%B0%D0%B7');
    expect(load.lastInput.filters.q).toBe('джаз');
  });

  it('shows date inputs for a chosen range and keeps them in the address', async () => {
    const { user, page } = setup();
    await user.click(screen.getByRole('radio', { name: text(m.range) }));
    const from = screen.getByLabelText(text(m.from));
    await user.type(from, '2030-12-01');
    expect(page.location()).toContain('date=range');
    expect(page.location()).toContain('from=2030-12-01');
  });

  it('applies the city when the person is done typing', async () => {
    const { user, page, load } = setup();
    await user.type(screen.getByRole('textbox', { name: text(m.city) }), 'Казань{Enter}');
    expect(page.location()).toBe('/events?city=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C');
    expect(load.lastInput.filters.city).toBe('Казань');
  });

  it('sorts with the native select and keeps the order in the address', async () => {
    const { user, page, load } = setup();
    const sort = screen.getByRole('combobox', { name: text(m.sort) });
    expect(sort).toHaveValue('soonest');
    await user.selectOptions(sort, 'price');
    expect(page.location()).toBe('/events?sort=price');
    expect(load.lastInput.filters.sort).toBe('price');
    expect(screen.getByRole('combobox', { name: text(m.sort) })).toHaveValue('price');
  });

  it('renders the side filter panel only on a wide screen, and as the window widens', async () => {
    const listeners = new Set<() => void>();
    let wide = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 1024px)' && wide;
      },
      addEventListener: (_: string, notify: () => void) => listeners.add(notify),
      removeEventListener: (_: string, notify: () => void) => listeners.delete(notify),
    }));
    try {
      setup();
      expect(screen.queryByRole('complementary', { name: text(m.filters) })).toBeNull();
      expect(screen.getByRole('button', { name: text(m.filtersOpen, { count: 0 }) })).toBeVisible();
      wide = true;
      act(() => listeners.forEach((notify) => notify()));
      expect(screen.getByRole('complementary', { name: text(m.filters) })).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens the phone filters dialog on demand from a button that stays in place', async () => {
    const { user } = setup();
    const open = screen.getByRole('button', { name: text(m.filtersOpen, { count: 0 }) });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    // The dialog's code loads on demand: on a busy machine that can take more than a second.
    const dialog = await screen.findByRole(
      'dialog',
      { name: text(m.filters) },
      { timeout: 10_000 },
    );
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: text(m.filtersApply) }));
    await expect.poll(() => screen.queryByRole('dialog'), { timeout: 10_000 }).toBeNull();
    // Focus return is checked in a real browser (the Phone filters story): jsdom leaves it on body
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('catalogue page (its first page already at hand)', () => {
  function withFirst(path: string, first: Page) {
    const load = controllable<Page, LoadPageInput>();
    renderPage(
      <CataloguePage
        logic={catalogueMachine.provide({ actors: { loadPage: load.logic } })}
        first={first}
      />,
      { path },
    );
    return load;
  }

  it('draws its cards in the first render, without asking again', () => {
    const load = withFirst('/events', { items: summaries(12), total: 30, capped: false });
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent(text(m.found, { count: 30 }));
    expect(load.calls).toHaveLength(0);
  });

  it('shows the empty state at once when the page has no events', () => {
    withFirst('/events', { items: [], total: 0, capped: false });
    expect(screen.getByRole('heading', { name: text(m.emptyTitle) })).toBeInTheDocument();
  });

  it('asks for its own page when the address has filters (the page at hand has none)', () => {
    const load = withFirst('/events?category=food', {
      items: summaries(12),
      total: 30,
      capped: false,
    });
    expect(cards()).toHaveLength(0);
    expect(load.lastInput.filters.category).toBe('food');
  });
});
