import { assertEvent, assign, setup } from 'xstate';
import { withoutErrors } from '../shared/field-errors';
import { errorOf, outputOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AuthFailure, type AuthSession, toAuthFailure } from './auth.types';
import { checkCode, codeOf } from './code-rule';
import { checkEmail } from './email-rule';

export type LoginField = 'email' | 'password' | 'resetEmail' | 'code';
/** `invalid` for the email fields (the shared rule) and a code that is not six digits. */
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

/** A sign-in link needs only the address. */
function linkErrors(context: Pick<LoginContext, 'email'>): FieldErrors {
  const email = emailError(context.email);
  return email ? { email } : {};
}

function codeErrors(context: Pick<LoginContext, 'code'>): FieldErrors {
  const code = checkCode(context.code);
  return code ? { code } : {};
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
  /** The authenticator app's code, asked after the password when the account has a factor. */
  code: string;
  fieldErrors: FieldErrors;
  failure: AuthFailure | null;
  /** The address reset instructions or a sign-in link were sent to, for the confirmation screen. */
  sentTo: string | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' }
  /** «Send me a sign-in link» instead of the password. */
  | { type: 'link.request' }
  | { type: 'link.resend' }
  /** This browser already holds a session waiting for its code (e.g. from a sign-in link). */
  | { type: 'secondFactor.required' }
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
    sendSignInLink: notProvided<void, { email: string }>('sendSignInLink'),
    verifySecondFactor: notProvided<AuthSession, { code: string }>('verifySecondFactor'),
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
    validateLink: assign({ fieldErrors: ({ context }) => linkErrors(context) }),
    validateCode: assign({ fieldErrors: ({ context }) => codeErrors(context) }),
    /** A code is good for one try: a wrong one is typed again, and back at the form it goes. */
    clearCode: assign({ code: '' }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({ failure: toAuthFailure(error) })),
    /** The reset form starts from the address typed for signing in. */
    carryEmailToReset: assign({ resetEmail: ({ context }) => context.email.trim() }),
    rememberSentTo: assign({ sentTo: ({ context }) => context.resetEmail.trim() }),
    rememberLinkSentTo: assign({ sentTo: ({ context }) => context.email.trim() }),
  },
  guards: {
    loginIsValid: ({ context }) => !hasErrors(loginErrors(context)),
    linkIsValid: ({ context }) => !hasErrors(linkErrors(context)),
    codeIsValid: ({ context }) => !hasErrors(codeErrors(context)),
    needsSecondFactor: (_, { output }: { output: AuthSession }) =>
      output.secondFactorPending === true,
    resetIsValid: ({ context }) => !hasErrors(resetErrors(context)),
  },
}).createMachine({
  id: 'login',
  context: {
    email: '',
    password: '',
    resetEmail: '',
    code: '',
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
            'link.request': [
              { guard: 'linkIsValid', target: 'sendingLink', actions: 'clearErrors' },
              { actions: 'validateLink' },
            ],
            'secondFactor.required': { target: 'secondFactor', actions: 'clearErrors' },
          },
        },
        submitting: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
            onDone: [
              {
                guard: { type: 'needsSecondFactor', params: outputOf },
                target: 'secondFactor',
              },
              { target: '#login.done', actions: 'notifySignedIn' },
            ],
            onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        /**
         * Signed in as far as the password (or a sign-in link) goes on an account with an
         * authenticator app: its code next.
         */
        secondFactor: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'mode.login': {
                  target: '#login.login.editing',
                  actions: ['clearErrors', 'clearCode'],
                },
                'field.change': { actions: 'changeField' },
                'form.submit': [
                  { guard: 'codeIsValid', target: 'verifying', actions: 'clearErrors' },
                  { actions: 'validateCode' },
                ],
              },
            },
            verifying: {
              invoke: {
                id: 'verifySecondFactor',
                src: 'verifySecondFactor',
                input: ({ context }) => ({ code: codeOf(context.code) }),
                onDone: { target: '#login.done', actions: 'notifySignedIn' },
                onError: {
                  target: 'editing',
                  actions: [{ type: 'storeFailure', params: errorOf }, 'clearCode'],
                },
              },
            },
          },
        },
        sendingLink: {
          invoke: {
            id: 'sendSignInLink',
            src: 'sendSignInLink',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'linkSent', actions: 'rememberLinkSentTo' },
            onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
        /** «Check your email»: the link signs in the browser that asked for it (PKCE). */
        linkSent: {
          on: {
            'link.resend': { target: 'resendingLink', actions: 'clearFailure' },
            'mode.login': { target: 'editing', actions: 'clearErrors' },
          },
        },
        resendingLink: {
          invoke: {
            id: 'sendSignInLink',
            src: 'sendSignInLink',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'linkSent' },
            // The stack's limit between two emails shows here, with how long to wait.
            onError: { target: 'linkSent', actions: { type: 'storeFailure', params: errorOf } },
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
