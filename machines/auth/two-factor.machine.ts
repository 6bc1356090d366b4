import { assertEvent, assign, setup } from 'xstate';
import { errorOf, outputOf } from '../shared/params';
import { loadingStates } from '../shared/reading';
import { notProvided } from '../shared/placeholders';
import {
  type AuthFailure,
  type TwoFactorEnrolment,
  type TwoFactorFactor,
  toAuthFailure,
} from './auth.types';
import { type CodeRuleCode, checkCode, codeOf } from './code-rule';

/** A factor being enrolled, with the QR code its otpauth URI is drawn as (an image URL). */
export interface ShownEnrolment extends TwoFactorEnrolment {
  qrCode: string;
}

export interface TwoFactorContext {
  factors: TwoFactorFactor[];
  enrolment: ShownEnrolment | null;
  code: string;
  codeError: CodeRuleCode | null;
  /** The factor whose removal is being confirmed or carried out. */
  removal: TwoFactorFactor | null;
  failure: AuthFailure | null;
  /** What just changed, said once to screen readers; cleared by the next step. */
  announcement: 'enrolled' | 'removed' | null;
}

export type TwoFactorEvent =
  | { type: 'retry' }
  | { type: 'enrol.start' }
  | { type: 'enrol.cancel' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'factor.remove'; factorId: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'error.dismiss' };

/** Settings' two-factor sign-in: the account's authenticator apps, adding one, removing one. */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
  },
  actors: {
    listFactors: notProvided<TwoFactorFactor[]>('listFactors'),
    enrollFactor: notProvided<ShownEnrolment>('enrollFactor'),
    confirmFactor: notProvided<void, { factorId: string; code: string }>('confirmFactor'),
    removeFactor: notProvided<void, { factorId: string }>('removeFactor'),
  },
  actions: {
    storeFactors: assign((_, { output }: { output: TwoFactorFactor[] }) => ({
      factors: output,
    })),
    storeEnrolment: assign((_, { output }: { output: ShownEnrolment }) => ({
      enrolment: output,
      code: '',
      codeError: null,
    })),
    forgetEnrolment: assign({ enrolment: null, code: '', codeError: null }),
    changeCode: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: event.value, codeError: null };
    }),
    validateCode: assign({ codeError: ({ context }) => checkCode(context.code) }),
    clearCode: assign({ code: '' }),
    rememberRemoval: assign(({ context, event }) => {
      assertEvent(event, 'factor.remove');
      return { removal: context.factors.find((f) => f.id === event.factorId) ?? null };
    }),
    forgetRemoval: assign({ removal: null }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: toAuthFailure(error),
    })),
    clearFailure: assign({ failure: null, announcement: null }),
    announceEnrolled: assign({ announcement: 'enrolled' as const }),
    announceRemoved: assign({ announcement: 'removed' as const }),
  },
  guards: {
    codeIsValid: ({ context }) => checkCode(context.code) === null,
    /** A removal asked for a factor the list still shows (not one removed meanwhile). */
    isListed: ({ context, event }) =>
      event.type === 'factor.remove' && context.factors.some((f) => f.id === event.factorId),
  },
}).createMachine({
  id: 'twoFactor',
  context: {
    factors: [],
    enrolment: null,
    code: '',
    codeError: null,
    removal: null,
    failure: null,
    announcement: null,
  },
  initial: 'loading',
  on: { 'error.dismiss': { actions: 'clearFailure' } },
  states: {
    ...loadingStates({
      loader: 'listFactors',
      store: 'storeFactors',
      storeError: 'storeFailure',
      clearError: 'clearFailure',
      then: 'ready',
    }),
    ready: {
      on: {
        'enrol.start': { target: 'starting', actions: 'clearFailure' },
        'factor.remove': {
          guard: 'isListed',
          target: 'confirmingRemoval',
          actions: ['clearFailure', 'rememberRemoval'],
        },
      },
    },
    starting: {
      invoke: {
        id: 'enrollFactor',
        src: 'enrollFactor',
        onDone: { target: 'enrolling', actions: { type: 'storeEnrolment', params: outputOf } },
        onError: { target: 'ready', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    /** The QR code and the secret are shown until the app's first code confirms the factor. */
    enrolling: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            // The unconfirmed factor stays on the server until the next enrolment removes it.
            'enrol.cancel': {
              target: '#twoFactor.ready',
              actions: ['forgetEnrolment', 'clearFailure'],
            },
            'code.change': { actions: 'changeCode' },
            'code.submit': [
              { guard: 'codeIsValid', target: 'confirming', actions: 'clearFailure' },
              { actions: 'validateCode' },
            ],
          },
        },
        confirming: {
          invoke: {
            id: 'confirmFactor',
            src: 'confirmFactor',
            input: ({ context }) => ({
              factorId: context.enrolment!.factorId,
              code: codeOf(context.code),
            }),
            onDone: {
              target: '#twoFactor.loading',
              actions: ['forgetEnrolment', 'announceEnrolled'],
            },
            onError: {
              target: 'editing',
              actions: [{ type: 'storeFailure', params: errorOf }, 'clearCode'],
            },
          },
        },
      },
    },
    confirmingRemoval: {
      on: {
        'remove.confirm': { target: 'removing' },
        'remove.cancel': { target: 'ready', actions: 'forgetRemoval' },
      },
    },
    removing: {
      invoke: {
        id: 'removeFactor',
        src: 'removeFactor',
        input: ({ context }) => ({ factorId: context.removal!.id }),
        onDone: { target: 'loading', actions: ['forgetRemoval', 'announceRemoved'] },
        onError: {
          target: 'ready',
          actions: ['forgetRemoval', { type: 'storeFailure', params: errorOf }],
        },
      },
    },
  },
});
