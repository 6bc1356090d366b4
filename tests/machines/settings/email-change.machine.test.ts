// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  emailChangeMachine,
  validateEmailChange,
} from '../../../machines/settings/email-change.machine';
import { selectEmailChangeView } from '../../../machines/settings/email-change.selectors';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { emailChangeFakes, emailChangeModel } from './email-change.model';
import { ACCOUNT_EMAIL, NEW_EMAIL } from './settings.fixtures';

type Sut = SystemUnderTest<typeof emailChangeMachine>;

function setup() {
  const fakes = emailChangeFakes();
  const actor = createActor(emailChangeMachine.provide({ actors: logicOf(fakes) }), {
    input: { currentEmail: ACCOUNT_EMAIL },
  }).start();
  const view = () => selectEmailChangeView(actor.getSnapshot());
  const sut: Sut = {
    states: {
      editing: (s) =>
        expect(view()).toMatchObject({
          saving: false,
          sentTo: null,
          email: s.context.email,
          validation: s.context.validation,
          failureCode: s.context.failure?.code ?? null,
        }),
      saving: () => {
        expect(view()).toMatchObject({ saving: true, failureCode: null });
        expect(fakes.changeEmail.lastInput).toEqual({ email: NEW_EMAIL });
      },
      sent: () => expect(view()).toMatchObject({ sentTo: NEW_EMAIL, currentEmail: ACCOUNT_EMAIL }),
    },
    events: {
      ...sentTo(actor, 'field.change', 'form.submit', 'form.reset', 'error.dismiss'),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('email change machine (model-based)', () => {
  machineModelTests(emailChangeModel, setup);
});

describe('the address before anything is sent', () => {
  it.each([
    ['', 'email_required'],
    ['anna@', 'email_invalid'],
    [` ${ACCOUNT_EMAIL.toUpperCase()} `, 'same_email'],
    [NEW_EMAIL, null],
  ])('%j: %s', (email, code) => {
    expect(validateEmailChange({ email, currentEmail: ACCOUNT_EMAIL })).toBe(code);
  });
});
