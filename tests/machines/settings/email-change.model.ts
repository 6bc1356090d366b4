import type { EventFrom, SnapshotFrom } from 'xstate';
import { emailChangeMachine } from '../../../machines/settings/email-change.machine';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { ACCOUNT_EMAIL, EMAIL_TAKEN, NEW_EMAIL } from './settings.fixtures';

type Snap = SnapshotFrom<typeof emailChangeMachine>;

export const emailChangeEvents: EventFrom<typeof emailChangeMachine>[] = [
  { type: 'field.change', value: NEW_EMAIL },
  { type: 'field.change', value: ACCOUNT_EMAIL },
  { type: 'form.submit' },
  { type: 'form.reset' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.changeEmail', output: undefined } as never,
  { type: 'xstate.error.actor.changeEmail', error: EMAIL_TAKEN } as never,
];

export const emailChangeModel = createModel(emailChangeMachine, {
  events: emailChangeEvents,
  input: { currentEmail: ACCOUNT_EMAIL },
  serializeState: (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.email,
      s.context.validation,
      s.context.failure?.code,
      s.context.sentTo,
    ]),
});

/** The machine's services as controllable fakes: the machine test and the page test settle them alike. */
export const emailChangeFakes = () => ({
  changeEmail: controllable<void, { email: string }>(),
});
