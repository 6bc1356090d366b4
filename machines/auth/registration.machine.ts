import { assign, setup } from 'xstate';
import { notProvided } from '../shared/placeholders';
import { type AuthFailure, toAuthFailure } from './auth.types';
import { checkEmail } from './email-rule';
import { checkPasswordRule } from './password-rule';

export type RegistrationField = 'fullName' | 'email' | 'password' | 'confirmPassword';

/** In the spec's order: the first failing rule is the one shown. */
export type RegistrationErrorCode =
  | 'email_required'
  | 'email_invalid'
  | 'password_required'
  | 'password_too_short'
  | 'password_needs_letters_digits'
  | 'passwords_mismatch'
  | 'full_name_required';

export interface RegistrationValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  avatarUrl: string;
}

export interface RegistrationContext extends RegistrationValues {
  validation: RegistrationErrorCode | null;
  failure: AuthFailure | null;
}

export type RegistrationEvent =
  | { type: 'field.change'; field: RegistrationField; value: string }
  | { type: 'avatar.change'; url: string }
  | { type: 'form.submit' }
  | { type: 'details.open' }
  | { type: 'details.close' }
  | { type: 'error.dismiss' };

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  avatarUrl: string;
}

export function validateRegistration(v: RegistrationValues): RegistrationErrorCode | null {
  const email = checkEmail(v.email);
  if (email) return email;
  if (!v.password) return 'password_required';
  const rule = checkPasswordRule(v.password);
  if (rule) return rule;
  if (v.confirmPassword !== v.password) return 'passwords_mismatch';
  if (!v.fullName.trim()) return 'full_name_required';
  return null;
}

const empty: RegistrationValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  avatarUrl: '',
};

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    signUp: notProvided<void, SignUpInput>('signUp'),
  },
  actions: {
    notifyRegistered: () => {},
  },
  guards: {
    isValid: ({ context }) => validateRegistration(context) === null,
    hasFailure: ({ context }) => context.failure !== null,
  },
}).createMachine({
  id: 'registration',
  context: { ...empty, validation: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value, validation: null })),
        },
        'avatar.change': { actions: assign({ avatarUrl: ({ event }) => event.url }) },
        'form.submit': [
          {
            guard: 'isValid',
            target: 'submitting',
            actions: assign({ validation: null, failure: null }),
          },
          { actions: assign({ validation: ({ context }) => validateRegistration(context) }) },
        ],
        'error.dismiss': { target: '.idle', actions: assign({ failure: null }) },
      },
      states: {
        idle: {
          on: { 'details.open': { guard: 'hasFailure', target: 'details' } },
        },
        details: {
          on: { 'details.close': { target: 'idle' } },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          fullName: context.fullName.trim(),
          avatarUrl: context.avatarUrl,
        }),
        onDone: {
          target: 'done',
          // The spec clears every field once the account exists.
          actions: [assign({ ...empty }), 'notifyRegistered'],
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => toAuthFailure(event.error) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
