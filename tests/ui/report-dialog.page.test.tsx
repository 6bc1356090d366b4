import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { reportMachine } from '../../machines/reports/report.machine';
import { ReportButton } from '../../src/components/report/report-button';
import {
  reportFailureMessages,
  reportMessages as m,
  reportReasonMessages,
  reportTargetMessages,
} from '../../src/components/report/report.messages';
import { ReportProvider } from '../../src/components/report/report-provider';
import { REPORTED_EVENT, reportFakes, reportModel } from '../machines/reports/report.model';
import { logicOf, settlers } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { fill } from './support/user';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof reportMachine>;

const PAGE = `/events/${REPORTED_EVENT.id}`;

/** A page with the event's «Пожаловаться» and the report dialog on fake services. */
function setup() {
  const user = setupUser();
  const fakes = reportFakes();
  const logic = reportMachine.provide({ actors: logicOf(fakes) });
  let signIn: (signedIn: boolean) => void = () => {};
  function Page() {
    const [signedIn, setSignedIn] = useState(true);
    signIn = setSignedIn;
    return (
      <ReportProvider signedIn={signedIn} loadLogic={async () => logic}>
        <main>
          <ReportButton target={REPORTED_EVENT} />
        </main>
      </ReportProvider>
    );
  }
  renderPage(<Page />, { path: PAGE });
  const button = () => screen.getByRole('button', { name: text(reportTargetMessages.event) });
  const dialog = async () =>
    within(await screen.findByRole('dialog', { name: text(reportTargetMessages.event) }));
  const submit = async () => (await dialog()).getByRole('button', { name: text(m.submit) });
  const sut: Sut = {
    states: {
      closed: async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(button()).toBeEnabled();
      },
      signInPrompt: async () => {
        const d = await dialog();
        expect(d.getByText(text(m.signInPrompt))).toBeVisible();
        expect(d.getByRole('link', { name: text(m.signIn) })).toHaveAttribute(
          'href',
          `/auth/login?next=${encodeURIComponent(PAGE)}`,
        );
        expect(d.queryByRole('radio')).toBeNull();
      },
      choosing: async (s) => {
        const d = await dialog();
        const reason = s.context.reason;
        for (const [key, message] of Object.entries(reportReasonMessages))
          expect(d.getByRole('radio', { name: text(message) })).toHaveProperty(
            'checked',
            key === reason,
          );
        expect(d.getByRole('textbox', { name: text(m.details) })).toHaveValue(s.context.details);
        const tooLong = s.context.details.length > 1000;
        if (tooLong) expect(d.getByText(text(m.tooLong))).toBeVisible();
        else expect(d.queryByText(text(m.tooLong))).toBeNull();
        if (reason && !tooLong) expect(await submit()).toBeEnabled();
        else expect(await submit()).toBeDisabled();
      },
      sending: async (s) => {
        const d = await dialog();
        expect(d.getByRole('button', { name: textPattern(m.sending) })).toBeDisabled();
        expect(fakes.sendReport.lastInput).toEqual({
          ...REPORTED_EVENT,
          reason: s.context.reason,
          details: s.context.details || null,
        });
      },
      sent: async () => {
        expect((await dialog()).getByRole('status')).toHaveTextContent(text(m.sent));
      },
      alreadyReported: async () => {
        expect((await dialog()).getByRole('status')).toHaveTextContent(text(m.alreadyReported));
      },
      failed: async () => {
        const d = await dialog();
        expect(d.getByText(text(reportFailureMessages.network))).toBeVisible();
        expect(d.getByRole('button', { name: text(m.retry) })).toBeEnabled();
      },
    },
    events: {
      'report.open': async (e) => {
        act(() => signIn(e.signedIn));
        await user.click(button());
      },
      'reason.select': async (e) =>
        user.click(
          (await dialog()).getByRole('radio', { name: text(reportReasonMessages[e.reason]) }),
        ),
      'details.change': async (e) =>
        fill(user, (await dialog()).getByRole('textbox', { name: text(m.details) }), e.value),
      'form.submit': async () => user.click(await submit()),
      retry: async () => user.click((await dialog()).getByRole('button', { name: text(m.retry) })),
      'dialog.close': async () => {
        // Escape, as people leave a dialog; with none open there is nothing to close.
        if (screen.queryByRole('dialog')) await user.keyboard('{Escape}');
      },
      ...settlers(fakes, (fn) => act(fn)),
    } as Sut['events'],
  };
  return { sut };
}

describe('report dialog (model-based, through the page)', () => {
  modelTests(reportModel, {
    setup,
    initial: () => createActor(reportMachine).getSnapshot(),
  });
});
