import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { adminReportsMachine } from '../../machines/admin/reports.machine';
import type { ReportGroup } from '../../machines/admin/reports.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { ReportsPage } from '../../src/features/admin/reports/reports-page';
import {
  actionOn,
  adminReportsMessages as m,
  banHoursMessage,
  outcomeMessages,
  statusMessages,
} from '../../src/features/admin/reports/reports.messages';
import { REPORTED_EVENT_GROUP, REPORTED_PERSON_GROUP } from '../machines/admin/reports.fixtures';
import { adminReportsFakes, adminReportsModel } from '../machines/admin/reports.model';
import { logicOf, settlers } from '../support/controllable';
import { text } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof adminReportsMachine>;

const GROUPS = [REPORTED_EVENT_GROUP, REPORTED_PERSON_GROUP];
const groupOf = (targetId: string) => GROUPS.find((g) => g.targetId === targetId)!;
const actionName = (outcome: keyof typeof outcomeMessages, g: ReportGroup) =>
  text(actionOn, { action: text(outcomeMessages[outcome]), label: g.targetLabel! });

/** /admin/reports on fake services, the model's events sent as an admin would. */
function setup() {
  const user = setupUser();
  const fakes = adminReportsFakes();
  renderPage(<ReportsPage logic={adminReportsMachine.provide({ actors: logicOf(fakes) })} />, {
    path: '/admin/reports',
  });
  const cards = () => screen.queryAllByTestId('report-group');
  const dialog = () => screen.queryByRole('alertdialog');
  const filtered = (s: any) =>
    // hidden: behind an open dialog the page is hidden from the accessibility tree, not gone.
    expect(
      screen.getByRole('button', {
        name: text(statusMessages[s.context.status as 'open']),
        hidden: true,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  const listed = (s: any) => {
    filtered(s);
    const items = s.context.items as ReportGroup[];
    expect(cards()).toHaveLength(items.length);
    items.forEach((g, i) => {
      const card = within(cards()[i]!);
      expect(card.getByRole('heading', { level: 3, hidden: true })).toHaveTextContent(
        g.targetLabel!,
      );
      // Open reports take an action; a person is never «removed».
      const remove = card.queryByRole('button', { name: actionName('remove', g), hidden: true });
      if (s.context.status === 'open' && g.targetType !== 'person') expect(remove).not.toBeNull();
      else expect(remove).toBeNull();
    });
  };
  const confirmation = async (s: any) => {
    const g = groupOf(s.context.pending.targetId);
    return within(
      await screen.findByRole('alertdialog', { name: actionName(s.context.pending.outcome, g) }),
    );
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        filtered(s);
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByText(text(adminErrorOf('network')))).toBeVisible();
        expect(screen.getByRole('button', { name: text(m.retry) })).toBeEnabled();
      },
      empty: (s) => {
        filtered(s);
        expect(
          screen.getByText(text(s.context.status === 'open' ? m.emptyOpen : m.emptyResolved)),
        ).toBeVisible();
        expect(cards()).toHaveLength(0);
      },
      'loaded.idle': async (s) => {
        listed(s);
        await waitFor(() => expect(dialog()).toBeNull());
      },
      'loaded.confirming': async (s: any) => {
        listed(s);
        const d = await confirmation(s);
        expect(d.getByRole('button', { name: text(m.cancel) })).toBeEnabled();
        if (s.context.pending.outcome === 'ban')
          expect(
            d.getByRole('radio', {
              name: text(banHoursMessage, { hours: s.context.pending.hours }),
            }),
          ).toBeChecked();
        if (s.context.error) expect(d.getByText(text(adminErrorOf('network')))).toBeVisible();
      },
      'loaded.resolving': async (s: any) => {
        listed(s);
        const d = await confirmation(s);
        expect(d.getByRole('button', { name: text(m.cancel) })).toBeDisabled();
        const { targetType, targetId, outcome, hours } = s.context.pending;
        expect(fakes.resolveReports.lastInput).toEqual(
          outcome === 'ban'
            ? { targetType, targetId, outcome, hours }
            : { targetType, targetId, outcome },
        );
      },
    },
    events: {
      retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      'filter.status': (e) =>
        user.click(screen.getByRole('button', { name: text(statusMessages[e.status]) })),
      'page.next': async () => {
        const next = screen.queryByRole('button', { name: text(m.next) });
        if (next) await user.click(next);
      },
      'page.previous': async () => {
        const previous = screen.queryByRole('button', { name: text(m.previous) });
        if (previous) await user.click(previous);
      },
      'resolve.start': async (e) => {
        // The model also tries what the page never offers (removing a person): nothing to press.
        const button = screen.queryByRole('button', {
          name: actionName(e.outcome, groupOf(e.targetId)),
        });
        if (button) await user.click(button);
      },
      'hours.change': async (e) => {
        const radio =
          dialog() &&
          within(dialog()!).queryByRole('radio', {
            name: text(banHoursMessage, { hours: e.hours }),
          });
        if (radio) await user.click(radio);
      },
      'resolve.confirm': async () => {
        const d = within(dialog()!);
        const buttons = d
          .getAllByRole('button')
          .filter(
            (b) =>
              b.textContent &&
              Object.values(outcomeMessages).some((msg) => b.textContent === text(msg)),
          );
        await user.click(buttons[0]!);
      },
      'resolve.cancel': () =>
        user.click(within(dialog()!).getByRole('button', { name: text(m.cancel) })),
      ...settlers(fakes, (fn) => act(fn)),
    } as Sut['events'],
  };
  return { sut };
}

describe('/admin/reports (model-based, through the page)', () => {
  modelTests(adminReportsModel, {
    setup,
    initial: () => createActor(adminReportsMachine).getSnapshot(),
    cover: { by: 'transitions' },
  });
});
