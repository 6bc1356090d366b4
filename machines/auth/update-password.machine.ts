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
  /** An invitation link's token hash, still to be verified; null once used, or without one. */
  inviteToken: string | null;
  /** Signed in by an invitation: the page welcomes the person instead of speaking of a reset. */
  invited: boolean;
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
    input: {} as { inviteToken?: string | null } | undefined,
  },
  actors: {
    updatePassword: notProvided<void, { password: string }>('updatePassword'),
    /** Verifies an invitation's token hash and signs the invited person in. */
    verifyInvite: notProvided<void, { tokenHash: string }>('verifyInvite'),
  },
  actions: {
    notifyPasswordUpdated: () => {},
    /** A spent link should not stay in the address, where a reload would try it again. */
    forgetInviteLink: () => {},
    noteInvited: assign({ inviteToken: null, invited: true }),
    dropInvite: assign({ inviteToken: null }),
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
    hasInvite: ({ context }) => context.inviteToken !== null,
    isValid: ({ context }) => validateNewPassword(context) === null,
  },
}).createMachine({
  id: 'updatePassword',
  context: ({ input }) => ({
    inviteToken: input?.inviteToken || null,
    invited: false,
    password: '',
    confirmPassword: '',
    validation: null,
    failure: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasInvite', target: 'verifyingInvite' }, { target: 'editing' }],
    },
    verifyingInvite: {
      invoke: {
        id: 'verifyInvite',
        src: 'verifyInvite',
        input: ({ context }) => ({ tokenHash: context.inviteToken! }),
        onDone: { target: 'editing', actions: ['noteInvited', 'forgetInviteLink'] },
        onError: {
          target: 'inviteRefused',
          actions: ['dropInvite', { type: 'storeFailure', params: errorOf }, 'forgetInviteLink'],
        },
      },
    },
    /** The link was spent, expired or never valid: the person asks for a new one. */
    inviteRefused: {},
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
