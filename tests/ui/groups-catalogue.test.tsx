import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { groupsHref, parseGroupFilters } from '../../machines/groups/group-catalogue.filters';
import {
  type GroupCataloguePage as Page,
  type LoadGroupsInput,
  groupCatalogueMachine,
} from '../../machines/groups/group-catalogue.machine';
import { GroupCataloguePage } from '../../src/features/groups/catalogue-page';
import { groupCatalogueMessages as m } from '../../src/features/groups/catalogue.messages';
import {
  groupCardMessages,
  groupCategoryMessages,
  groupErrorMessages,
} from '../../src/features/groups/groups.messages';
import { groupSummaries } from '../machines/groups/catalogue.fixtures';
import {
  MODEL_START,
  MODEL_START_PATH,
  groupCatalogueModel,
} from '../machines/groups/catalogue.model';
import { controllable } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { pagedListEvents, pagedListFailed, pagedListStates } from './support/paged-list';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof groupCatalogueMachine>;

const { results, cards, states: pagedStates } = pagedListStates(m);
const category = () => screen.getByRole('combobox', { name: text(m.category) });
const sort = () => screen.getByRole('combobox', { name: text(m.sort) });
const city = () => screen.getByRole('textbox', { name: text(m.city) });

function setup(path = '/groups') {
  const user = setupUser();
  const load = controllable<Page, LoadGroupsInput>();
  const page = renderPage(
    <GroupCataloguePage
      logic={groupCatalogueMachine.provide({ actors: { loadPage: load.logic } })}
    />,
    { path },
  );
  const address = () => parseGroupFilters(page.location().split('?')[1] ?? '');
  const sut: Sut = {
    states: {
      ...pagedStates,
      empty: () => {
        expect(screen.getByRole('heading', { name: text(m.emptyTitle) })).toBeInTheDocument();
        expect(cards()).toHaveLength(0);
        const create = within(results()).getByRole('link', { name: textPattern(m.create) });
        expect(create).toHaveAttribute('href', '/groups/create');
      },
      failed: pagedListFailed(m, groupErrorMessages.network),
    },
    events: {
      'url.change': (e) => act(() => page.memory.navigate(groupsHref(e.filters))),
      'filter.change': async (e) => {
        if (e.patch.sort) {
          await user.selectOptions(sort(), e.patch.sort);
          expect(address().sort).toBe(e.patch.sort);
        } else {
          await user.selectOptions(category(), e.patch.category!);
          expect(address().category).toBe(e.patch.category);
        }
      },
      'filters.reset': async () => {
        await user.click(screen.getAllByRole('button', { name: text(m.reset) })[0]!);
        expect(address()).toMatchObject({ category: null, city: '' });
      },
      ...pagedListEvents(m, load, user),
    } as Sut['events'],
  };
  // In every state: the controls show the filters applied, and reset is offered only with one.
  for (const [key, assertState] of Object.entries(sut.states)) {
    sut.states[key] = async (expected) => {
      await assertState(expected);
      const { filters } = expected.context;
      expect(category()).toHaveValue(filters.category ?? '');
      expect(sort()).toHaveValue(filters.sort);
      expect(city()).toHaveValue(filters.city);
      expect(screen.getByRole('searchbox', { name: text(m.searchLabel) })).toHaveValue(filters.q);
      const resets = screen.queryAllByRole('button', { name: text(m.reset) });
      expect(resets.length > 0).toBe(filters.category !== null || filters.city !== '');
    };
  }
  return { sut, page, load, user };
}

describe('groups catalogue page (model-based)', () => {
  modelTests(groupCatalogueModel, {
    setup: () => setup(MODEL_START_PATH),
    initial: () =>
      createActor(groupCatalogueMachine, { input: { filters: MODEL_START } }).getSnapshot(),
  });
});

describe('groups catalogue page', () => {
  it('starts from the filters in a shared link', () => {
    const { load } = setup('/groups?q=js&category=technology&city=Казань&sort=newest');
    expect(load.lastInput.filters).toEqual({
      q: 'js',
      category: 'technology',
      city: 'Казань',
      sort: 'newest',
    });
    expect(category()).toHaveValue('technology');
    expect(sort()).toHaveValue('newest');
  });

  it('searches from its own box and writes the words to the address', async () => {
    const { user, page, load } = setup();
    await user.type(screen.getByRole('searchbox', { name: text(m.searchLabel) }), 'йога');
    await user.click(
      within(screen.getByRole('search')).getByRole('button', { name: text(m.searchSubmit) }),
    );
    expect(page.location()).toBe(`/groups?q=${encodeURIComponent('йога')}`);
    expect(load.lastInput.filters.q).toBe('йога');
  });

  it('applies the city when the person is done typing', async () => {
    const { user, page, load } = setup();
    await user.type(city(), 'Казань{Enter}');
    expect(page.location()).toBe(`/groups?city=${encodeURIComponent('Казань')}`);
    expect(load.lastInput.filters.city).toBe('Казань');
  });

  it('shows each group as a card linking to its page', async () => {
    const { load } = setup();
    const [inCity, online] = groupSummaries(3, 3).filter((g) => g.id.endsWith('3') || g.isOnline);
    await act(() => load.resolve({ items: [inCity!, online!], total: 2, capped: false }));
    const [first, second] = cards();
    const link = within(first!).getByRole('link', { name: inCity!.name });
    expect(link).toHaveAttribute('href', `/groups/${inCity!.id}`);
    expect(first).toHaveTextContent(text(groupCategoryMessages.technology));
    expect(first).toHaveTextContent(
      text(groupCardMessages.members, { count: inCity!.memberCount }),
    );
    expect(within(second!).getByText(text(groupCardMessages.online))).toBeInTheDocument();
  });

  it('marks a private group on its card', async () => {
    const { load } = setup();
    const [privateGroup] = groupSummaries(1, 4);
    expect(privateGroup!.privacy).toBe('private');
    await act(() => load.resolve({ items: [privateGroup!], total: 1, capped: false }));
    expect(cards()[0]).toHaveTextContent(text(groupCardMessages.private));
  });
});
