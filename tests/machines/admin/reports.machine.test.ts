// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { adminReportsMachine } from '../../../machines/admin/reports.machine';
import { selectAdminReportsView } from '../../../machines/admin/reports.selectors';
import { QUEUE_PAGE_SIZE } from '../../../machines/admin/reports.types';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { adminReportsFakes, adminReportsModel } from './reports.model';

type Sut = SystemUnderTest<typeof adminReportsMachine>;

function setup() {
  const fakes = adminReportsFakes();
  const actor = createActor(adminReportsMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectAdminReportsView(actor.getSnapshot());
  const listed = (s: any) => {
    expect(view().groups.map((g) => g.targetId)).toEqual(
      s.context.items.map((g: any) => g.targetId),
    );
    // A person is dismissed or banned, never «removed»; resolved reports take no action.
    for (const g of view().groups)
      expect(g.outcomes).toEqual(
        s.context.status === 'resolved'
          ? []
          : g.targetType === 'person'
            ? ['dismiss', 'ban']
            : ['dismiss', 'remove', 'ban'],
      );
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        expect(view().status).toBe('loading');
        expect(fakes.loadQueue.lastInput).toEqual({
          status: s.context.status,
          page: s.context.page,
          pageSize: QUEUE_PAGE_SIZE,
        });
      },
      failed: () => expect(view()).toMatchObject({ status: 'failed', errorCode: 'network' }),
      empty: (s) =>
        expect(view()).toMatchObject({ status: 'empty', groups: [], filter: s.context.status }),
      'loaded.idle': (s) => {
        listed(s);
        expect(view()).toMatchObject({
          status: 'loaded',
          confirmation: null,
          hasPrevious: s.context.page > 0,
          hasNext: (s.context.page + 1) * QUEUE_PAGE_SIZE < s.context.total,
        });
      },
      'loaded.confirming': (s: any) => {
        listed(s);
        expect(view().confirmation).toMatchObject({
          targetId: s.context.pending.targetId,
          outcome: s.context.pending.outcome,
          hours: s.context.pending.hours,
          busy: false,
          errorCode: s.context.error?.code ?? null,
        });
      },
      'loaded.resolving': (s: any) => {
        listed(s);
        expect(view().confirmation).toMatchObject({ busy: true, errorCode: null });
        const { targetType, targetId, outcome, hours } = s.context.pending;
        expect(fakes.resolveReports.lastInput).toEqual(
          outcome === 'ban'
            ? { targetType, targetId, outcome, hours }
            : { targetType, targetId, outcome },
        );
      },
    },
    events: {
      ...sentTo(
        actor,
        'retry',
        'filter.status',
        'page.next',
        'page.previous',
        'resolve.start',
        'hours.change',
        'resolve.confirm',
        'resolve.cancel',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('admin reports queue machine (model-based)', () => {
  machineModelTests(adminReportsModel, setup);
});
