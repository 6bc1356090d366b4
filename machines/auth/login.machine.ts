import { assign, setup } from 'xstate';
import { notProvided } from '../shared/placeholders';
import { type AuthFailure, type AuthSession, toAuthFailure } from './auth.types';
import { checkEmail } from './email-rule';

export type LoginField = 'email' | 'password' | 'resetEmail';
/** `invalid` only for the email fields: both forms check the address with the shared rule. */
export type LoginFieldError = 'required' | 'invalid';

const emailError = (value: string): LoginFieldError | null => {
  const code = checkEmail(value);
  return code === 'email_required' ? 'required' : code === 'email_invalid' ? 'invalid' : null;
};

export interface LoginContext {
  email: string;
  password: string;
  resetEmail: string;
  fieldErrors: Partial<Record<LoginField, LoginFieldError>>;
  failure: AuthFailure | null;
  /** The address reset instructions were sent to, for the confirmation screen. */
  sentTo: string | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' }
  | { type: 'mode.login' }
  | { type: 'mode.signUp' }
  | { type: 'mode.reset' }
  | { type: 'error.dismiss' };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    signIn: notProvided<AuthSession, { email: string; password: string }>('signIn'),
    sendResetEmail: notProvided<void, { email: string }>('sendResetEmail'),
  },
  actions: {
    notifySignedIn: () => {},
    notifyResetSent: () => {},
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { [event.field]: event.value, fieldErrors };
    }),
    validateLogin: assign({
      fieldErrors: ({ context }) => {
        const email = emailError(context.email);
        return {
          ...(email ? { email } : {}),
          ...(context.password.trim() ? {} : { password: 'required' as const }),
        };
      },
    }),
    validateReset: assign({
      fieldErrors: ({ context }) => {
        const resetEmail = emailError(context.resetEmail);
        return resetEmail ? { resetEmail } : {};
      },
    }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    storeFailure: assign({
      failure: ({ event }) => toAuthFailure((event as { error?: unknown }).error),
    }),
  },
  guards: {
    loginIsValid: ({ context }) =>
      emailError(context.email) === null && context.password.trim() !== '',
    resetIsValid: ({ context }) => emailError(context.resetEmail) === null,
  },
}).createMachine({
  id: 'login',
  context: {
    email: '',
    password: '',
    resetEmail: '',
    fieldErrors: {},
    failure: null,
    sentTo: null,
  },
  initial: 'login',
  on: {
    'error.dismiss': { actions: assign({ failure: null }) },
  },
  states: {
    login: {
      initial: 'editing',
      on: {
        'mode.signUp': { target: 'signUpPrompt', actions: 'clearErrors' },
        'mode.reset': {
          target: 'reset',
          actions: ['clearErrors', assign({ resetEmail: ({ context }) => context.email.trim() })],
        },
      },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'form.submit': [
              { guard: 'loginIsValid', target: 'submitting', actions: 'clearErrors' },
              { actions: 'validateLogin' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
            onDone: { target: '#login.done', actions: 'notifySignedIn' },
            onError: { target: 'editing', actions: 'storeFailure' },
          },
        },
      },
    },
    signUpPrompt: {
      on: { 'mode.login': { target: 'login' } },
    },
    reset: {
      initial: 'editing',
      on: { 'mode.login': { target: 'login', actions: 'clearErrors' } },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'form.submit': [
              { guard: 'resetIsValid', target: 'sending', actions: 'clearErrors' },
              { actions: 'validateReset' },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'sendResetEmail',
            src: 'sendResetEmail',
            input: ({ context }) => ({ email: context.resetEmail.trim() }),
            onDone: {
              target: 'sent',
              actions: [
                assign({ sentTo: ({ context }) => context.resetEmail.trim() }),
                'notifyResetSent',
              ],
            },
            onError: { target: 'editing', actions: 'storeFailure' },
          },
        },
        sent: {},
      },
    },
    done: { type: 'final' },
  },
});
