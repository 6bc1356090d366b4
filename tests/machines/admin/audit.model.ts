import type { EventFrom, SnapshotFrom } from 'xstate';
import { auditMachine } from '../../../machines/admin/audit.machine';
import { createModel } from '../../support/model';
import { ADMIN_NETWORK } from './dashboard.fixtures';
import { AUDIT_PAGE_1, AUDIT_PAGE_2, NO_AUDIT } from './audit.fixtures';

type Snap = SnapshotFrom<typeof auditMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: ADMIN_NETWORK }) as never;

export const auditEvents: EventFrom<typeof auditMachine>[] = [
  done('loadAudit', AUDIT_PAGE_1),
  done('loadAudit', NO_AUDIT),
  error('loadAudit'),
  done('loadPage', AUDIT_PAGE_2),
  error('loadPage'),
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'filters.set', filters: { kind: 'user.ban' } },
  { type: 'filters.clear' },
  { type: 'retry' },
];

/** How the model tells states apart: where it is, the page, the filters, the rows and the error. */
export const auditState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.page,
    s.context.filters.kind,
    s.context.entries.length,
    s.context.error !== null,
  ]);

export const auditModel = createModel(auditMachine, {
  events: auditEvents,
  serializeState: auditState,
});
