import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dashboardMachine } from '../../machines/admin/dashboard.machine';
import type { StatsOverview } from '../../machines/admin/dashboard.types';
import { categoryMessages } from '../../src/components/category/category.messages';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { DashboardPage } from '../../src/features/admin/dashboard/dashboard-page';
import {
  dashboardMessages as m,
  eventsCountMessage,
  periodMessage,
  periodSumMessage,
  statLabels,
  trendTitles,
} from '../../src/features/admin/dashboard/dashboard.messages';
import { dashboardFakes } from '../machines/admin/dashboard.fakes';
import { OVERVIEW_30 } from '../machines/admin/dashboard.fixtures';
import { dashboardModel } from '../machines/admin/dashboard.model';
import { logicOf, settlers } from '../support/controllable';
import { text } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof dashboardMachine>;

// Testing Library compares the page's text with its spaces collapsed: Russian groups digits with
// a no-break space.
const number = (n: number) => new Intl.NumberFormat('ru').format(n).replace(/\s/g, ' ');
const periodButton = (days: number) =>
  screen.getByRole('button', { name: text(periodMessage, { days }) });

function renderDashboard() {
  const fakes = dashboardFakes();
  renderPage(<DashboardPage logic={dashboardMachine.provide({ actors: logicOf(fakes) })} />, {
    path: '/admin',
  });
  return fakes;
}

/** The page on its fake service, the model's events sent as an admin would. */
function setup() {
  const user = setupUser();
  const fakes = renderDashboard();
  const load = fakes.loadOverview;
  const period = (s: any) => {
    expect(periodButton(s.context.days)).toHaveAttribute('aria-pressed', 'true');
    expect(periodButton(s.context.days === 30 ? 90 : 30)).toHaveAttribute('aria-pressed', 'false');
  };
  const figures = (s: any) => {
    const overview = s.context.overview as StatsOverview;
    expect(screen.getByTestId('stat-users')).toHaveTextContent(number(overview.totals.users));
    const users = screen.getByRole('figure', { name: text(trendTitles.users) });
    // The table: one row per day of the period, under its header row.
    expect(within(users).getAllByRole('row')).toHaveLength(overview.trend.length + 1);
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
        expect(load.lastInput).toEqual({ days: s.context.days });
        period(s);
      },
      loaded: (s) => {
        period(s);
        figures(s);
        expect(screen.queryByRole('status')).toBeNull();
      },
      switching: (s) => {
        period(s);
        figures(s);
        expect(load.lastInput).toEqual({ days: s.context.days });
        expect(screen.getByRole('status')).toHaveTextContent(text(m.switching));
      },
      failed: (s) => {
        period(s);
        expect(screen.getByRole('alert')).toHaveTextContent(text(m.failedTitle));
        expect(screen.getByRole('alert')).toHaveTextContent(text(adminErrorOf('network')));
        expect(screen.queryByTestId('stat-users')).toBeNull();
      },
    },
    events: {
      'period.set': (e) => user.click(periodButton(e.days)),
      retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      ...settlers({ loadOverview: load, switchOverview: load }, (fn) => act(fn)),
    } as Sut['events'],
  };
  return { sut };
}

describe('/admin dashboard (model-based, through the page)', () => {
  modelTests(dashboardModel, {
    setup,
    initial: () => createActor(dashboardMachine).getSnapshot(),
  });
});

describe('/admin dashboard', () => {
  it('shows every total, each trend with its period sum and table, and the top lists', async () => {
    const fakes = renderDashboard();
    await act(() => fakes.loadOverview.resolve(OVERVIEW_30));
    const { totals } = OVERVIEW_30;
    const cards = {
      users: totals.users,
      confirmedUsers: totals.confirmedUsers,
      eventsPublished: totals.events.published,
      eventsDraft: totals.events.draft,
      eventsCancelled: totals.events.cancelled,
      groups: totals.groups,
      rsvps: totals.rsvps,
      messages: totals.messages,
    };
    for (const [key, value] of Object.entries(cards)) {
      const card = screen.getByTestId(`stat-${key}`);
      expect(card).toHaveTextContent(text(statLabels[key as keyof typeof cards]));
      expect(card).toHaveTextContent(number(value));
    }
    for (const metric of ['users', 'events', 'rsvps', 'messages'] as const) {
      const figure = screen.getByRole('figure', { name: text(trendTitles[metric]) });
      const sum = OVERVIEW_30.trend.reduce((total, day) => total + day[metric], 0);
      expect(figure).toHaveTextContent(text(periodSumMessage, { count: sum }));
      expect(within(figure).getByRole('table', { name: text(trendTitles[metric]) }));
    }
    // The last day's row, its date in the viewer's language.
    const messages = screen.getByRole('figure', { name: text(trendTitles.messages) });
    const lastRow = within(messages).getAllByRole('row').at(-1)!;
    const last = OVERVIEW_30.trend.at(-1)!;
    expect(lastRow).toHaveTextContent(
      `${new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${last.date}T00:00:00Z`))}${number(last.messages)}`,
    );
    const categories = screen.getByRole('region', { name: text(m.topCategories) });
    expect(within(categories).getAllByRole('listitem')[0]).toHaveTextContent(
      `${text(categoryMessages.technology)}${text(eventsCountMessage, { count: 120 })}`,
    );
    const cities = screen.getByRole('region', { name: text(m.topCities) });
    expect(within(cities).getAllByRole('listitem')).toHaveLength(OVERVIEW_30.topCities.length);
  });
});
