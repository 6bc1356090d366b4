// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  passwordChangeMachine,
  validatePasswordChange,
} from '../../../machines/settings/password-change.machine';
import { selectPasswordChangeView } from '../../../machines/settings/password-change.selectors';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { passwordChangeFakes, passwordChangeModel } from './password-change.model';
import { EMAILED_CODE, NEW_PASSWORD } from './settings.fixtures';

type Sut = SystemUnderTest<typeof passwordChangeMachine>;

function setup() {
  const fakes = passwordChangeFakes();
  const actor = createActor(passwordChangeMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectPasswordChangeView(actor.getSnapshot());
  const failure = (s: any) => expect(view().failureCode).toBe(s.context.failure?.code ?? null);
  const sut: Sut = {
    states: {
      idle: (s) => {
        expect(view()).toMatchObject({ step: 'start', sendingCode: false, changed: false });
        failure(s);
      },
      sendingCode: () => expect(view()).toMatchObject({ step: 'start', sendingCode: true }),
      editing: (s) => {
        expect(view()).toMatchObject({
          step: 'form',
          saving: false,
          validation: s.context.validation,
        });
        failure(s);
      },
      saving: () => {
        expect(view()).toMatchObject({ step: 'form', saving: true, failureCode: null });
        expect(fakes.changePassword.lastInput).toEqual({
          password: NEW_PASSWORD,
          nonce: EMAILED_CODE,
        });
      },
      changed: () =>
        expect(view()).toMatchObject({ step: 'start', changed: true, code: '', password: '' }),
    },
    events: {
      ...sentTo(
        actor,
        'code.request',
        'field.change',
        'form.submit',
        'form.cancel',
        'error.dismiss',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('password change machine (model-based)', () => {
  machineModelTests(passwordChangeModel, setup);
});

describe('the form before anything is sent', () => {
  const form = { code: EMAILED_CODE, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  it.each([
    [{ code: ' ' }, 'code_required'],
    [{ code: '12ab56' }, 'code_malformed'],
    [{ code: '12345' }, 'code_malformed'],
    [{ password: 'short1' }, 'password_too_short'],
    [{ password: 'onlyletters', confirmPassword: 'onlyletters' }, 'password_needs_letters_digits'],
    [{ confirmPassword: 'Other-horse-77' }, 'passwords_mismatch'],
    [{ code: ` ${EMAILED_CODE} ` }, null],
  ])('%j: %s', (change, code) => {
    expect(validatePasswordChange({ ...form, ...change, validation: null, failure: null })).toBe(
      code,
    );
  });
});
