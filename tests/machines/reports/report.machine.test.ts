// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { reportMachine } from '../../../machines/reports/report.machine';
import { selectReportView } from '../../../machines/reports/report.selectors';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { REPORTED_EVENT, reportFakes, reportModel } from './report.model';

type Sut = SystemUnderTest<typeof reportMachine>;

function setup() {
  const fakes = reportFakes();
  const actor = createActor(reportMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectReportView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      closed: () => expect(view()).toMatchObject({ open: false, step: 'closed', targetType: null }),
      signInPrompt: () =>
        expect(view()).toMatchObject({ open: true, form: false, step: 'signInPrompt' }),
      choosing: (s) =>
        expect(view()).toMatchObject({
          open: true,
          form: true,
          sending: false,
          targetType: 'event',
          reason: s.context.reason,
          tooLong: s.context.details.length > 1000,
          // A reason is required; the details are optional but at most 1000 characters.
          canSubmit: s.context.reason !== null && s.context.details.length <= 1000,
        }),
      sending: (s) => {
        expect(view()).toMatchObject({ form: true, sending: true, failureCode: null });
        expect(fakes.sendReport.lastInput).toEqual({
          type: REPORTED_EVENT.type,
          id: REPORTED_EVENT.id,
          reason: 'spam',
          details: s.context.details === '' ? null : s.context.details,
        });
      },
      sent: () => expect(view()).toMatchObject({ open: true, form: false, step: 'sent' }),
      alreadyReported: () =>
        expect(view()).toMatchObject({ step: 'alreadyReported', failureCode: null }),
      failed: () => expect(view()).toMatchObject({ step: 'failed', failureCode: 'network' }),
    },
    events: {
      ...sentTo(
        actor,
        'report.open',
        'reason.select',
        'details.change',
        'form.submit',
        'retry',
        'dialog.close',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('report machine (model-based)', () => {
  machineModelTests(reportModel, setup);
});
