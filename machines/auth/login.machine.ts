import { assertEvent, assign, setup } from 'xstate';
import { withoutErrors } from '../shared/field-errors';
import { errorOf } from '../shared/params';
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

type FieldErrors = Partial<Record<LoginField, LoginFieldError>>;

/** The login form's rule, one definition for whether it may be sent and for what it shows. */
function loginErrors(context: Pick<LoginContext, 'email' | 'password'>): FieldErrors {
  const email = emailError(context.email);
  return {
    ...(email ? { email } : {}),
    ...(context.password.trim() ? {} : { password: 'required' as const }),
  };
}

function resetErrors(context: Pick<LoginContext, 'resetEmail'>): FieldErrors {
  const resetEmail = emailError(context.resetEmail);
  return resetEmail ? { resetEmail } : {};
}

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

export interface LoginContext {
  email: string;
  password: string;
  resetEmail: string;
  fieldErrors: FieldErrors;
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
      assertEvent(event, 'field.change');
      return {
        [event.field]: event.value,
        fieldErrors: withoutErrors(context.fieldErrors, event.field),
      };
    }),
    validateLogin: assign({ fieldErrors: ({ context }) => loginErrors(context) }),
    validateReset: assign({ fieldErrors: ({ context }) => resetErrors(context) }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({ failure: toAuthFailure(error) })),
    /** The reset form starts from the address typed for signing in. */
    carryEmailToReset: assign({ resetEmail: ({ context }) => context.email.trim() }),
    rememberSentTo: assign({ sentTo: ({ context }) => context.resetEmail.trim() }),
  },
  guards: {
    loginIsValid: ({ context }) => !hasErrors(loginErrors(context)),
    resetIsValid: ({ context }) => !hasErrors(resetErrors(context)),
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
    'error.dismiss': { actions: 'clearFailure' },
  },
  states: {
    login: {
      initial: 'editing',
      on: {
        'mode.signUp': { target: 'signUpPrompt', actions: 'clearErrors' },
        'mode.reset': {
          target: 'reset',
          actions: ['clearErrors', 'carryEmailToReset'],
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
            onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
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
              actions: ['rememberSentTo', 'notifyResetSent'],
            },
            onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        sent: {},
      },
    },
    done: { type: 'final' },
  },
});
