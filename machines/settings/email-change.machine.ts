import { assertEvent, assign, setup } from 'xstate';
import { type EmailRuleCode, checkEmail } from '../auth/email-rule';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type SettingsFailure, toSettingsFailure } from './settings.types';

export type EmailChangeErrorCode = EmailRuleCode | 'same_email';

export interface EmailChangeContext {
  currentEmail: string;
  email: string;
  validation: EmailChangeErrorCode | null;
  failure: SettingsFailure | null;
  /** The address the confirmation went to, once it has. */
  sentTo: string | null;
}

export type EmailChangeEvent =
  | { type: 'field.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'error.dismiss' };

export function validateEmailChange(c: Pick<EmailChangeContext, 'email' | 'currentEmail'>) {
  const rule = checkEmail(c.email);
  if (rule) return rule;
  return c.email.trim().toLowerCase() === c.currentEmail.toLowerCase() ? 'same_email' : null;
}

/**
 * «Сменить email» with GoTrue's double confirm: links go to both the current and the new address,
 * and the address changes once both are followed. An address another account has is refused.
 */
export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    input: {} as { currentEmail: string },
  },
  actors: {
    changeEmail: notProvided<void, { email: string }>('changeEmail'),
  },
  actions: {
    changeField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { email: event.value, validation: null };
    }),
    showValidation: assign({ validation: ({ context }) => validateEmailChange(context) }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: toSettingsFailure(error),
    })),
    keepSentTo: assign(({ context }) => ({ sentTo: context.email.trim(), email: '' })),
    clearSentTo: assign({ sentTo: null }),
  },
  guards: {
    hasFailure: ({ context }) => context.failure !== null,
    isValid: ({ context }) => validateEmailChange(context) === null,
  },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({
    currentEmail: input.currentEmail,
    email: '',
    validation: null,
    failure: null,
    sentTo: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isValid', target: 'saving', actions: 'clearFailure' },
          { actions: 'showValidation' },
        ],
        'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
      },
    },
    saving: {
      invoke: {
        id: 'changeEmail',
        src: 'changeEmail',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent', actions: 'keepSentTo' },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    sent: {
      on: { 'form.reset': { target: 'editing', actions: 'clearSentTo' } },
    },
  },
});
