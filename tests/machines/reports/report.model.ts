import type { EventFrom, SnapshotFrom } from 'xstate';
import { reportMachine } from '../../../machines/reports/report.machine';
import type { ReportRequest, ReportTarget } from '../../../machines/reports/report.types';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';

type Snap = SnapshotFrom<typeof reportMachine>;

export const REPORTED_EVENT: ReportTarget = {
  type: 'event',
  id: '6f1c1e0a-2b7d-4c55-9a51-5a0d3f6c2e11',
};
export const REPORT_DETAILS = 'Продают билеты на чужую встречу';
export const TOO_LONG_DETAILS = 'а'.repeat(1001);

export const NETWORK = { code: 'network', message: 'Failed to fetch' };
export const ALREADY_REPORTED = { code: 'already_reported', message: 'duplicate key' };

export const reportEvents: EventFrom<typeof reportMachine>[] = [
  { type: 'report.open', target: REPORTED_EVENT, signedIn: true },
  { type: 'report.open', target: REPORTED_EVENT, signedIn: false },
  { type: 'reason.select', reason: 'spam' },
  { type: 'details.change', value: REPORT_DETAILS },
  { type: 'details.change', value: TOO_LONG_DETAILS },
  { type: 'form.submit' },
  { type: 'retry' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.sendReport', output: undefined } as never,
  { type: 'xstate.error.actor.sendReport', error: NETWORK } as never,
  { type: 'xstate.error.actor.sendReport', error: ALREADY_REPORTED } as never,
];

export const reportModel = createModel(reportMachine, {
  events: reportEvents,
  serializeState: (s: Snap) =>
    JSON.stringify([s.value, s.context.reason, s.context.details.length, s.context.failure?.code]),
});

/** The machine's service as a controllable fake: the machine test and the page test settle it alike. */
export const reportFakes = () => ({ sendReport: controllable<void, ReportRequest>() });
