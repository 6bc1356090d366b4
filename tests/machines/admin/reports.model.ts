import type { EventFrom, SnapshotFrom } from 'xstate';
import { adminReportsMachine } from '../../../machines/admin/reports.machine';
import type { QueueInput, QueuePage, ResolveInput } from '../../../machines/admin/reports.types';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import {
  ADMIN_NETWORK,
  EMPTY_QUEUE,
  OPEN_QUEUE,
  REPORTED_EVENT_GROUP,
  REPORTED_PERSON_GROUP,
} from './reports.fixtures';

type Snap = SnapshotFrom<typeof adminReportsMachine>;

const on = (g: typeof REPORTED_EVENT_GROUP) => ({ targetType: g.targetType, targetId: g.targetId });

export const adminReportsEvents: EventFrom<typeof adminReportsMachine>[] = [
  { type: 'xstate.done.actor.loadQueue', output: OPEN_QUEUE } as never,
  { type: 'xstate.done.actor.loadQueue', output: EMPTY_QUEUE } as never,
  { type: 'xstate.error.actor.loadQueue', error: ADMIN_NETWORK } as never,
  { type: 'retry' },
  { type: 'filter.status', status: 'resolved' },
  { type: 'filter.status', status: 'open' },
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'resolve.start', ...on(REPORTED_EVENT_GROUP), outcome: 'remove' },
  { type: 'resolve.start', ...on(REPORTED_PERSON_GROUP), outcome: 'ban' },
  // A person's account is not content: refused.
  { type: 'resolve.start', ...on(REPORTED_PERSON_GROUP), outcome: 'remove' },
  { type: 'hours.change', hours: 720 },
  { type: 'resolve.confirm' },
  { type: 'resolve.cancel' },
  { type: 'xstate.done.actor.resolveReports', output: { resolved: 3 } } as never,
  { type: 'xstate.error.actor.resolveReports', error: ADMIN_NETWORK } as never,
];

export const adminReportsModel = createModel(adminReportsMachine, {
  events: adminReportsEvents,
  serializeState: (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.status,
      s.context.page,
      s.context.items.map((g) => g.targetId[0]).join(),
      s.context.pending && [
        s.context.pending.targetId,
        s.context.pending.outcome,
        s.context.pending.hours,
      ],
      s.context.error?.code,
      s.context.resolved,
    ]),
});

/** The queue's services as controllable fakes: the machine test, the page test and stories. */
export const adminReportsFakes = () => ({
  loadQueue: controllable<QueuePage, QueueInput>(),
  resolveReports: controllable<{ resolved: number }, ResolveInput>(),
});
