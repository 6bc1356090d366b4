import type { EventFrom, SnapshotFrom } from 'xstate';
import {
  type EmailLanding,
  emailChangeMachine,
} from '../../../machines/settings/email-change.machine';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { ACCOUNT_EMAIL, EMAIL_TAKEN, NETWORK, NEW_EMAIL } from './settings.fixtures';

type Snap = SnapshotFrom<typeof emailChangeMachine>;

/** The page as opened: from no link, from the first of the two links, from the second. */
export const LANDINGS = {
  none: { kind: 'none' },
  half: { kind: 'half', current: ACCOUNT_EMAIL, next: NEW_EMAIL },
  done: { kind: 'done', email: NEW_EMAIL },
} as const satisfies Record<string, EmailLanding>;

export const emailChangeEvents: EventFrom<typeof emailChangeMachine>[] = [
  ...Object.values(LANDINGS).map(
    (output) => ({ type: 'xstate.done.actor.readLanding', output }) as never,
  ),
  { type: 'xstate.error.actor.readLanding', error: NETWORK } as never,
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
      s.context.currentEmail,
      s.context.pendingEmail,
    ]),
});

/** The machine's services as controllable fakes: the machine test and the page test settle them alike. */
export const emailChangeFakes = () => ({
  readLanding: controllable<EmailLanding, void>(),
  changeEmail: controllable<void, { email: string }>(),
});
