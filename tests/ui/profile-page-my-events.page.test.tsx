import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { myEventsMachine } from '../../machines/profile/my-events.machine';
import { selectMyEventsView } from '../../machines/profile/my-events.selectors';
import type { MyEvents } from '../../machines/profile/my-events.types';
import { MyEvents as MyEventsSection } from '../../src/features/profile/my-events';
import {
  MY_EVENTS_USER,
  NOW,
  everything,
  myEventsInput,
  myEventsModel,
} from '../machines/profile/my-events.model';
import { controllable } from '../support/controllable';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof myEventsMachine>;
type Snap = SnapshotFrom<typeof myEventsMachine>;

const region = (name: RegExp) => screen.getByRole('region', { name });
const cardTitles = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

/** The open tab's panel must show exactly what the selector makes of the expected snapshot. */
function expectPanel(expected: Snap) {
  const view = selectMyEventsView(expected);
  const tab = view[view.tab];
  const tabName = view.tab === 'organizing' ? /^Организую/ : /^Посещаю/;
  expect(screen.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: tabName });
  if (tab.total === 0) {
    expect(panel).toHaveTextContent(
      view.tab === 'organizing'
        ? 'Вы ещё не организовали ни одного события.'
        : 'Вы пока не записались ни на одно событие.',
    );
    return;
  }
  const upcoming = region(/^Предстоящие/);
  expect(cardTitles(upcoming)).toEqual(tab.upcoming.items.map((e) => e.title));
  const more = within(upcoming).queryByRole('button', { name: /^Показать ещё/ });
  if (tab.upcoming.remaining > 0) expect(more).toBeVisible();
  else expect(more).toBeNull();

  const fold = screen.queryByRole('button', { expanded: tab.pastOpen });
  if (tab.past.total === 0) {
    expect(screen.queryByRole('button', { name: /прошедшие/i })).toBeNull();
  } else if (tab.pastOpen) {
    expect(fold).toHaveTextContent('Скрыть прошедшие');
    expect(cardTitles(region(/^Прошедшие/))).toEqual(tab.past.items.map((e) => e.title));
  } else {
    expect(fold).toHaveTextContent(/^Показать прошедшие: \d+ событи(е|я|й)$/);
    expect(screen.queryByRole('region', { name: /^Прошедшие/ })).toBeNull();
  }

  const items = [...tab.upcoming.items, ...(tab.pastOpen ? tab.past.items : [])];
  const edits = within(panel).queryAllByRole('link', { name: /^Изменить «/ });
  if (view.tab === 'organizing') {
    // Own upcoming events that are not cancelled can be edited; past and cancelled ones cannot.
    const editable = tab.upcoming.items.filter((e) => e.status !== 'cancelled');
    expect(edits.map((a) => a.getAttribute('href'))).toEqual(
      editable.map((e) => `/events/${e.id}/edit`),
    );
    expect(within(panel).queryAllByText('Черновик')).toHaveLength(
      items.filter((e) => e.status === 'draft').length,
    );
  } else {
    expect(edits).toHaveLength(0);
    const rsvps = items.map((e) => ('rsvp' in e ? e.rsvp : null));
    expect(within(panel).queryAllByText('Вы идёте')).toHaveLength(
      rsvps.filter((r) => r === 'going').length,
    );
    expect(within(panel).queryAllByText('В листе ожидания')).toHaveLength(
      rsvps.filter((r) => r === 'waitlisted').length,
    );
  }
  expect(within(panel).queryAllByText('Отменено')).toHaveLength(
    items.filter((e) => e.status === 'cancelled').length,
  );
}

function setup() {
  const user = setupUser();
  // The page logs load failures itself; the failed state checks that it did.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const load = controllable<MyEvents, { userId: string }>();
  renderPage(
    <MyEventsSection
      logic={myEventsMachine.provide({ actors: { loadMyEvents: load.logic } })}
      userId={MY_EVENTS_USER}
      now={NOW}
    />,
    { path: '/profile' },
  );
  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('heading', { level: 2, name: 'Мои события' })).toBeVisible();
        expect(screen.getByRole('status')).toHaveTextContent('Загружаем ваши события…');
        expect(load.lastInput).toEqual({ userId: MY_EVENTS_USER });
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить ваши события');
        expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
        expect(logged).toHaveBeenLastCalledWith('My events:', 'network', 'Failed to fetch');
      },
      empty: () => {
        expect(screen.getByRole('heading', { name: 'Здесь пока пусто' })).toBeVisible();
        expect(screen.getByRole('link', { name: 'Создать событие' })).toHaveAttribute(
          'href',
          '/events/create',
        );
        expect(screen.getByRole('link', { name: 'Найти события' })).toHaveAttribute(
          'href',
          '/events',
        );
        expect(screen.queryByRole('tablist')).toBeNull();
      },
      'loaded.organizing': (expected) => expectPanel(expected),
      'loaded.attending': (expected) => expectPanel(expected),
    },
    events: {
      'xstate.done.actor.loadMyEvents': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadMyEvents': (e: any) => load.reject(e.error),
      retry: () => user.click(screen.getByRole('button', { name: 'Повторить' })),
      'tab.select': (e) =>
        user.click(
          screen.getByRole('tab', { name: e.tab === 'organizing' ? /^Организую/ : /^Посещаю/ }),
        ),
      'past.toggle': () => user.click(screen.getByRole('button', { name: /прошедшие/i })),
      'list.more': async (e) => {
        const list = region(e.list.endsWith('.past') ? /^Прошедшие/ : /^Предстоящие/);
        const before = cardTitles(list).length;
        await user.click(within(list).getByRole('button', { name: /^Показать ещё/ }));
        // Focus lands on the first card the button revealed, not on the page's start.
        expect(
          within(list).getAllByRole('heading', { level: 4 })[before]!.firstChild,
        ).toHaveFocus();
      },
    } as Sut['events'],
  };
  return { sut, load };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('profile page: my events (model-based)', () => {
  modelTests(myEventsModel, {
    setup,
    initial: () => createActor(myEventsMachine, { input: myEventsInput }).getSnapshot(),
  });
});

describe('profile page: my events (texts)', () => {
  it('counts in Russian plurals on the fold and on "show more"', async () => {
    const { load } = setup();
    await load.resolve(everything);
    expect(screen.getByRole('button', { name: 'Показать прошедшие: 2 события' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Показать ещё 2 события' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Организую.*10 событий$/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Посещаю.*8 событий$/ })).toBeVisible();
  });
});
