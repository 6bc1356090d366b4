import { assertEvent, assign, setup } from 'xstate';
import { withoutErrors } from '../shared/field-errors';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AuthFailure, toAuthFailure } from './auth.types';
import { checkEmail } from './email-rule';
import { checkPasswordRule } from './password-rule';

export type RegistrationField = 'fullName' | 'email' | 'password' | 'confirmPassword';

/** Each field's rules in the spec's order: a field shows the first of its own that fails. */
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

/** Every field's error at once, so a person fixes the whole form in one pass (issue 21, item 8). */
export type RegistrationFieldErrors = Partial<Record<RegistrationField, RegistrationErrorCode>>;

/** The form's order, top to bottom: the first invalid field in it gets the focus. */
export const REGISTRATION_FIELD_ORDER: readonly RegistrationField[] = [
  'fullName',
  'email',
  'password',
  'confirmPassword',
];

export interface RegistrationContext extends RegistrationValues {
  fieldErrors: RegistrationFieldErrors;
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

function passwordError(password: string): RegistrationErrorCode | null {
  if (!password) return 'password_required';
  return checkPasswordRule(password);
}

/** Every field's first failing rule; an empty record when the form may be sent. */
export function validateRegistration(v: RegistrationValues): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {};
  if (!v.fullName.trim()) errors.fullName = 'full_name_required';
  const email = checkEmail(v.email);
  if (email) errors.email = email;
  const password = passwordError(v.password);
  if (password) errors.password = password;
  if (v.confirmPassword !== v.password) errors.confirmPassword = 'passwords_mismatch';
  return errors;
}

const hasErrors = (errors: RegistrationFieldErrors) => Object.keys(errors).length > 0;

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
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      // A new password also settles the confirmation's error.
      const settled = event.field === 'password' ? ['confirmPassword' as const] : [];
      return {
        [event.field]: event.value,
        fieldErrors: withoutErrors(context.fieldErrors, event.field, ...settled),
      };
    }),
    rememberAvatar: assign(({ event }) => {
      assertEvent(event, 'avatar.change');
      return { avatarUrl: event.url };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateRegistration(context) }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({ failure: toAuthFailure(error) })),
    // The spec clears every field once the account exists.
    clearForm: assign({ ...empty }),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(validateRegistration(context)),
    hasFailure: ({ context }) => context.failure !== null,
  },
}).createMachine({
  id: 'registration',
  context: { ...empty, fieldErrors: {}, failure: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.change': { actions: 'changeField' },
        'avatar.change': { actions: 'rememberAvatar' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showFieldErrors' },
        ],
        'error.dismiss': { target: '.idle', actions: 'clearFailure' },
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
        onDone: { target: 'done', actions: ['clearForm', 'notifyRegistered'] },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    done: { type: 'final' },
  },
});
