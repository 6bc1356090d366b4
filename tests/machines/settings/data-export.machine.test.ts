// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { dataExportMachine } from '../../../machines/settings/data-export.machine';
import { selectDataExportView } from '../../../machines/settings/data-export.selectors';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { dataExportFakes, dataExportModel } from './data-export.model';
import { EXPORTED } from './settings.fixtures';

type Sut = SystemUnderTest<typeof dataExportMachine>;

function setup() {
  const fakes = dataExportFakes();
  const saveFile = vi.fn();
  const actor = createActor(
    dataExportMachine.provide({ actors: logicOf(fakes), actions: { saveFile } }),
  ).start();
  const view = () => selectDataExportView(actor.getSnapshot());
  let saved = 0;
  const sut: Sut = {
    states: {
      idle: () => expect(view()).toEqual({ exporting: false, done: false, errorCode: null }),
      exporting: () => {
        expect(view()).toEqual({ exporting: true, done: false, errorCode: null });
        saved = saveFile.mock.calls.length;
      },
      // Saved once per export, with what the function answered.
      done: () => {
        expect(view()).toEqual({ exporting: false, done: true, errorCode: null });
        expect(saveFile).toHaveBeenCalledTimes(saved + 1);
        expect(saveFile.mock.lastCall?.[1]).toEqual({ output: EXPORTED });
      },
      failed: () => {
        expect(view()).toEqual({ exporting: false, done: false, errorCode: 'network' });
        expect(saveFile).toHaveBeenCalledTimes(saved);
      },
    },
    events: { ...sentTo(actor, 'export.start'), ...settlers(fakes) } as Sut['events'],
  };
  return { actor, sut };
}

describe('data export machine (model-based)', () => {
  machineModelTests(dataExportModel, setup);
});
