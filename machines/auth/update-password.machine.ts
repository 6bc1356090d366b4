import { assertEvent, assign, setup } from 'xstate';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AuthFailure, toAuthFailure } from './auth.types';
import { checkPasswordRule } from './password-rule';

export type UpdatePasswordErrorCode =
  | 'password_required'
  | 'password_too_short'
  | 'password_needs_letters_digits'
  | 'passwords_mismatch';

export interface UpdatePasswordContext {
  password: string;
  confirmPassword: string;
  validation: UpdatePasswordErrorCode | null;
  failure: AuthFailure | null;
}

export type UpdatePasswordEvent =
  | { type: 'field.change'; field: 'password' | 'confirmPassword'; value: string }
  | { type: 'form.submit' }
  | { type: 'error.dismiss' };

export function validateNewPassword(c: {
  password: string;
  confirmPassword: string;
}): UpdatePasswordErrorCode | null {
  if (!c.password) return 'password_required';
  const rule = checkPasswordRule(c.password);
  if (rule) return rule;
  if (c.password !== c.confirmPassword) return 'passwords_mismatch';
  return null;
}

export const updatePasswordMachine = setup({
  types: {
    context: {} as UpdatePasswordContext,
    events: {} as UpdatePasswordEvent,
  },
  actors: {
    updatePassword: notProvided<void, { password: string }>('updatePassword'),
  },
  actions: {
    notifyPasswordUpdated: () => {},
    changeField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { [event.field]: event.value, validation: null };
    }),
    showValidation: assign({ validation: ({ context }) => validateNewPassword(context) }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({ failure: toAuthFailure(error) })),
    clearPasswords: assign({ password: '', confirmPassword: '' }),
  },
  guards: {
    isValid: ({ context }) => validateNewPassword(context) === null,
  },
}).createMachine({
  id: 'updatePassword',
  context: { password: '', confirmPassword: '', validation: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'clearFailure' },
          { actions: 'showValidation' },
        ],
        'error.dismiss': { actions: 'clearFailure' },
      },
    },
    submitting: {
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'done', actions: ['clearPasswords', 'notifyPasswordUpdated'] },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    done: { type: 'final' },
  },
});
