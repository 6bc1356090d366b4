import { assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type SettingsFailure, toSettingsFailure } from './settings.types';

/** What the export function answers: the person's data as one JSON document. */
export type AccountExport = Record<string, unknown>;

export interface DataExportContext {
  error: SettingsFailure | null;
}

export type DataExportEvent = { type: 'export.start' };

/** «Скачать мои данные»: the export function's JSON, saved as a file on this device. */
export const dataExportMachine = setup({
  types: {
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
  },
  actors: {
    exportData: notProvided<AccountExport>('exportData'),
  },
  actions: {
    // Saving a file is the browser's: the app provides it, the model only names it.
    saveFile: (_, _params: { output: AccountExport }) => {},
    clearError: assign({ error: null }),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: toSettingsFailure(error) })),
  },
}).createMachine({
  id: 'dataExport',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'export.start': { target: 'exporting' } } },
    exporting: {
      entry: 'clearError',
      invoke: {
        id: 'exportData',
        src: 'exportData',
        onDone: { target: 'done', actions: { type: 'saveFile', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    done: { on: { 'export.start': { target: 'exporting' } } },
    failed: { on: { 'export.start': { target: 'exporting' } } },
  },
});
