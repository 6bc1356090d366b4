import type { EventFrom, SnapshotFrom } from 'xstate';
import { dataExportMachine } from '../../../machines/settings/data-export.machine';
import type { AccountExport } from '../../../machines/settings/data-export.machine';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { EXPORTED, NETWORK } from './settings.fixtures';

type Snap = SnapshotFrom<typeof dataExportMachine>;

export const dataExportEvents: EventFrom<typeof dataExportMachine>[] = [
  { type: 'export.start' },
  { type: 'xstate.done.actor.exportData', output: EXPORTED } as never,
  { type: 'xstate.error.actor.exportData', error: NETWORK } as never,
];

export const dataExportModel = createModel(dataExportMachine, {
  events: dataExportEvents,
  serializeState: (s: Snap) => JSON.stringify([s.value, s.context.error?.code]),
});

/** The machine's services as controllable fakes: the machine test and the page test settle them alike. */
export const dataExportFakes = () => ({
  exportData: controllable<AccountExport>(),
});
