import { assertEvent, assign, setup } from 'xstate';
import { type EmailRuleCode, checkEmail } from '../auth/email-rule';
import { errorOf, outputOf } from '../shared/params';
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
  /** After the first of the two links: the address asked for (null when nobody is signed in here). */
  pendingEmail: string | null;
}

/**
 * How /settings was reached: from the first of the two emailed links (GoTrue answers «Confirmation
 * link accepted», and the address waits for the other inbox), from the second (the address has
 * changed), or not from a link at all.
 */
export type EmailLanding =
  | { kind: 'none' }
  | { kind: 'half'; current: string | null; next: string | null }
  | { kind: 'done'; email: string };

/** The query GoTrue's first link adds to the redirect (GoTrue's own words, never translated). */
export const SINGLE_CONFIRMATION_PREFIX = 'Confirmation link accepted';

/** Marks the links' way back to /settings, so the second one is told from any other visit. */
export const EMAIL_CHANGE_RETURN = 'email-change';

/** What the address bar says of the landing, before anything is read: half, done or none. */
export function landingKindOf(search: string): EmailLanding['kind'] {
  const query = new URLSearchParams(search);
  if (query.get('from') !== EMAIL_CHANGE_RETURN) return 'none';
  if (query.get('message')?.startsWith(SINGLE_CONFIRMATION_PREFIX)) return 'half';
  return query.has('error') || query.has('error_description') ? 'none' : 'done';
}

export type EmailChangeEvent =
  | { type: 'field.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  | { type: 'error.dismiss' };

type LandingDone = { output: EmailLanding };

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
    readLanding: notProvided<EmailLanding, void>('readLanding'),
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
    keepPending: assign(({ context }, { output }: LandingDone) =>
      output.kind === 'half'
        ? { pendingEmail: output.next, currentEmail: output.current ?? context.currentEmail }
        : {},
    ),
    keepChanged: assign(({ context }, { output }: LandingDone) => ({
      currentEmail: output.kind === 'done' ? output.email : context.currentEmail,
      pendingEmail: null,
    })),
  },
  guards: {
    landedHalf: (_, { output }: LandingDone) => output.kind === 'half',
    landedDone: (_, { output }: LandingDone) => output.kind === 'done',
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
    pendingEmail: null,
  }),
  initial: 'checking',
  states: {
    /** Whether the page was opened from one of the emailed links. */
    checking: {
      invoke: {
        id: 'readLanding',
        src: 'readLanding',
        onDone: [
          {
            guard: { type: 'landedHalf', params: outputOf },
            target: 'awaitingOther',
            actions: { type: 'keepPending', params: outputOf },
          },
          {
            guard: { type: 'landedDone', params: outputOf },
            target: 'changed',
            actions: { type: 'keepChanged', params: outputOf },
          },
          { target: 'editing' },
        ],
        onError: { target: 'editing' },
      },
    },
    /** One link followed: the address changes once the other inbox's is too. */
    awaitingOther: {
      on: { 'form.reset': { target: 'editing' } },
    },
    /** Both links followed: the account has its new address. */
    changed: {
      on: { 'form.reset': { target: 'editing' } },
    },
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
