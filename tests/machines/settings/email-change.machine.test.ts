// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  emailChangeMachine,
  landingKindOf,
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
      checking: () => expect(view()).toMatchObject({ landing: 'checking', saving: false }),
      awaitingOther: () =>
        expect(view()).toMatchObject({
          landing: 'awaitingOther',
          currentEmail: ACCOUNT_EMAIL,
          pendingEmail: NEW_EMAIL,
        }),
      changed: () =>
        expect(view()).toMatchObject({
          landing: 'changed',
          currentEmail: NEW_EMAIL,
          pendingEmail: null,
        }),
      editing: (s) =>
        expect(view()).toMatchObject({
          landing: null,
          saving: false,
          sentTo: null,
          email: s.context.email,
          validation: s.context.validation,
          failureCode: s.context.failure?.code ?? null,
        }),
      saving: (s) => {
        expect(view()).toMatchObject({ saving: true, failureCode: null });
        expect(fakes.changeEmail.lastInput).toEqual({ email: s.context.email.trim() });
      },
      // The address sent to is the one asked for; after a change the account's is the new one.
      sent: (s) => {
        expect(view().sentTo).toBe(fakes.changeEmail.lastInput?.email);
        expect(view().currentEmail).toBe(s.context.currentEmail);
      },
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

describe('the page reached from an emailed link', () => {
  it.each([
    ['', 'none'],
    ['?message=Confirmation+link+accepted', 'none'],
    ['?from=email-change&message=Confirmation+link+accepted.+Please+proceed', 'half'],
    ['?from=email-change&code=abc', 'done'],
    ['?from=email-change', 'done'],
    ['?from=email-change&error=access_denied&error_description=expired', 'none'],
  ])('%j: %s', (search, kind) => {
    expect(landingKindOf(search)).toBe(kind);
  });
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
