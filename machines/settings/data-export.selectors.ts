import type { SnapshotFrom } from 'xstate';
import type { dataExportMachine } from './data-export.machine';

type Snapshot = SnapshotFrom<typeof dataExportMachine>;

export const selectDataExportView = (s: Snapshot) => ({
  exporting: s.matches('exporting'),
  done: s.matches('done'),
  errorCode: s.matches('failed') ? (s.context.error?.code ?? null) : null,
});

export type DataExportView = ReturnType<typeof selectDataExportView>;
