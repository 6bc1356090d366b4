// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dashboardMachine } from '../../../machines/admin/dashboard.machine';
import { selectDashboardView } from '../../../machines/admin/dashboard.selectors';
import { logicOf, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { dashboardFakes } from './dashboard.fakes';
import { ADMIN_FORBIDDEN, OVERVIEW_30, OVERVIEW_90 } from './dashboard.fixtures';
import { dashboardModel } from './dashboard.model';

type Sut = SystemUnderTest<typeof dashboardMachine>;

function setup() {
  const fakes = dashboardFakes();
  const load = fakes.loadOverview;
  const actor = createActor(dashboardMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectDashboardView(actor.getSnapshot());
  const asked = (s: any) => expect(load.lastInput).toEqual({ days: s.context.days });
  const figures = (s: any) => {
    expect(view().days).toBe(s.context.days);
    expect(view().cards.map((c) => c.value)[0]).toBe(s.context.overview.totals.users);
    expect(view().trends.map((t) => t.points.length)).toEqual(
      Array(4).fill(s.context.overview.trend.length),
    );
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        expect(view().status).toBe('loading');
        expect(view().cards).toEqual([]);
        asked(s);
      },
      loaded: (s) => {
        expect(view().status).toBe('loaded');
        expect(view().errorCode).toBeNull();
        figures(s);
      },
      switching: (s) => {
        expect(view().status).toBe('switching');
        asked(s);
        figures(s);
      },
      failed: (s) => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe('network');
        expect(view().cards).toEqual([]);
        expect(view().days).toBe(s.context.days);
      },
    },
    events: {
      'period.set': (e) => actor.send(e),
      retry: (e) => actor.send(e),
      ...settlers({ loadOverview: load, switchOverview: load }),
    } as Sut['events'],
  };
  return { actor, sut, fakes };
}

describe('admin dashboard machine (model-based)', () => {
  machineModelTests(dashboardModel, setup);

  it('shows the totals, each metric per day and its period sum', async () => {
    const { actor, fakes } = setup();
    await fakes.loadOverview.resolve(OVERVIEW_30);
    const view = selectDashboardView(actor.getSnapshot());
    expect(view.cards).toEqual([
      { key: 'users', value: 1284 },
      { key: 'confirmedUsers', value: 1102 },
      { key: 'eventsPublished', value: 342 },
      { key: 'eventsDraft', value: 27 },
      { key: 'eventsCancelled', value: 15 },
      { key: 'groups', value: 58 },
      { key: 'rsvps', value: 5120 },
      { key: 'messages', value: 48_213 },
    ]);
    const users = view.trends.find((t) => t.metric === 'users')!;
    expect(users.points[0]).toEqual({ date: OVERVIEW_30.trend[0]!.date, value: 0 });
    expect(users.sum).toBe(OVERVIEW_30.trend.reduce((sum, day) => sum + day.users, 0));
  });

  it('keeps the shown figures while another period loads, then shows that one', async () => {
    const { actor, fakes } = setup();
    await fakes.loadOverview.resolve(OVERVIEW_30);
    actor.send({ type: 'period.set', days: 90 });
    expect(selectDashboardView(actor.getSnapshot()).cards[0]!.value).toBe(1284);
    await fakes.loadOverview.resolve(OVERVIEW_90);
    const view = selectDashboardView(actor.getSnapshot());
    expect([view.days, view.cards[0]!.value, view.trends[0]!.points.length]).toEqual([
      90, 1290, 90,
    ]);
  });

  it('asks nothing when the period shown is chosen again', async () => {
    const { actor, fakes } = setup();
    await fakes.loadOverview.resolve(OVERVIEW_30);
    actor.send({ type: 'period.set', days: 30 });
    expect(fakes.loadOverview.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('says why it failed with the function’s refusal', async () => {
    const { actor, fakes } = setup();
    await fakes.loadOverview.reject(ADMIN_FORBIDDEN);
    expect(selectDashboardView(actor.getSnapshot()).errorCode).toBe('forbidden');
    actor.send({ type: 'retry' });
    await fakes.loadOverview.reject(new Error('boom'));
    expect(selectDashboardView(actor.getSnapshot()).errorCode).toBe('unknown');
  });
});
