import { assertEvent, assign, setup } from 'xstate';
import { type UpdatePasswordErrorCode, validateNewPassword } from '../auth/update-password.machine';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type SettingsFailure, toSettingsFailure } from './settings.types';

export type PasswordChangeField = 'code' | 'password' | 'confirmPassword';
export type PasswordChangeErrorCode = 'code_required' | 'code_malformed' | UpdatePasswordErrorCode;

export interface PasswordChangeContext {
  code: string;
  password: string;
  confirmPassword: string;
  validation: PasswordChangeErrorCode | null;
  failure: SettingsFailure | null;
}

export type PasswordChangeEvent =
  | { type: 'code.request' }
  | { type: 'field.change'; field: PasswordChangeField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'error.dismiss' };

/** GoTrue's emailed code: otp_length digits, 6 to 10. */
const CODE = /^\d{6,10}$/;

export function validatePasswordChange(c: PasswordChangeContext): PasswordChangeErrorCode | null {
  const code = c.code.trim();
  if (!code) return 'code_required';
  if (!CODE.test(code)) return 'code_malformed';
  return validateNewPassword(c);
}

const EMPTY = { code: '', password: '', confirmPassword: '', validation: null };

/**
 * «Сменить пароль» as GoTrue's secure password change asks it: the person proves it is them with a
 * code sent to their address (reauthenticate), then sends it with the new password
 * (updateUser({ password, nonce })). The server refuses a wrong or used code, a weak password and
 * the password they have now.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    sendCode: notProvided<void>('sendCode'),
    changePassword: notProvided<void, { password: string; nonce: string }>('changePassword'),
  },
  actions: {
    changeField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value, validation: null };
    }),
    showValidation: assign({ validation: ({ context }) => validatePasswordChange(context) }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: toSettingsFailure(error),
    })),
    clearForm: assign({ ...EMPTY, failure: null }),
  },
  guards: {
    hasFailure: ({ context }) => context.failure !== null,
    isValid: ({ context }) => validatePasswordChange(context) === null,
  },
}).createMachine({
  id: 'passwordChange',
  context: { ...EMPTY, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'code.request': { target: 'sendingCode', actions: 'clearFailure' },
        'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        onDone: { target: 'editing' },
        onError: { target: 'idle', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isValid', target: 'saving', actions: 'clearFailure' },
          { actions: 'showValidation' },
        ],
        'code.request': { target: 'sendingCode', actions: 'clearFailure' },
        'form.cancel': { target: 'idle', actions: 'clearForm' },
        'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ password: context.password, nonce: context.code.trim() }),
        onDone: { target: 'changed', actions: 'clearForm' },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    changed: {
      on: { 'code.request': { target: 'sendingCode' } },
    },
  },
});
