import { assertEvent, assign, setup } from 'xstate';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type SettingsFailure, toSettingsFailure } from './settings.types';

export interface AccountDeletionContext {
  /** The account's address, which the person types to confirm. */
  email: string;
  typed: string;
  failure: SettingsFailure | null;
}

export type AccountDeletionEvent =
  | { type: 'deletion.open' }
  | { type: 'field.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'error.dismiss' };

/** Addresses are compared as GoTrue stores them: trimmed and lower-cased. */
export const typedMatches = (c: Pick<AccountDeletionContext, 'email' | 'typed'>) =>
  c.email !== '' && c.typed.trim().toLowerCase() === c.email.toLowerCase();

/**
 * «Удалить аккаунт»: the person types their email to confirm, then the delete-account function
 * removes the account. Nothing can bring it back, so nothing happens before the address matches.
 */
export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as { email: string },
  },
  actors: {
    deleteAccount: notProvided<void, { email: string }>('deleteAccount'),
  },
  actions: {
    // Leaving the signed-in pages is the app's: it provides this, the model only names it.
    accountDeleted: () => {},
    changeField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { typed: event.value };
    }),
    clearForm: assign({ typed: '', failure: null }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: toSettingsFailure(error),
    })),
  },
  guards: {
    hasFailure: ({ context }) => context.failure !== null,
    typedMatches: ({ context }) => typedMatches(context),
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ email: input.email, typed: '', failure: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'deletion.open': { target: 'confirming' } } },
    confirming: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': { guard: 'typedMatches', target: 'deleting', actions: 'clearFailure' },
        'form.cancel': { target: 'idle', actions: 'clearForm' },
        'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ email: context.typed.trim() }),
        onDone: { target: 'deleted', actions: 'accountDeleted' },
        onError: { target: 'confirming', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    deleted: { type: 'final' },
  },
});
