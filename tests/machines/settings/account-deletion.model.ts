import type { EventFrom, SnapshotFrom } from 'xstate';
import { accountDeletionMachine } from '../../../machines/settings/account-deletion.machine';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { ACCOUNT_EMAIL, NETWORK, NEW_EMAIL } from './settings.fixtures';

type Snap = SnapshotFrom<typeof accountDeletionMachine>;

export const accountDeletionEvents: EventFrom<typeof accountDeletionMachine>[] = [
  { type: 'deletion.open' },
  { type: 'field.change', value: NEW_EMAIL },
  // As people may type it: in capitals.
  { type: 'field.change', value: ACCOUNT_EMAIL.toUpperCase() },
  { type: 'form.submit' },
  { type: 'form.cancel' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.deleteAccount', output: undefined } as never,
  { type: 'xstate.error.actor.deleteAccount', error: NETWORK } as never,
];

export const accountDeletionModel = createModel(accountDeletionMachine, {
  events: accountDeletionEvents,
  input: { email: ACCOUNT_EMAIL },
  serializeState: (s: Snap) => JSON.stringify([s.value, s.context.typed, s.context.failure?.code]),
});

/** The machine's services as controllable fakes: the machine test and the page test settle them alike. */
export const accountDeletionFakes = () => ({
  deleteAccount: controllable<void, { email: string }>(),
});
