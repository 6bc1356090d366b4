import type { EventFrom, SnapshotFrom } from 'xstate';
import { passwordChangeMachine } from '../../../machines/settings/password-change.machine';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { CODE_INVALID, EMAILED_CODE, NETWORK, NEW_PASSWORD } from './settings.fixtures';

type Snap = SnapshotFrom<typeof passwordChangeMachine>;

export const passwordChangeEvents: EventFrom<typeof passwordChangeMachine>[] = [
  { type: 'code.request' },
  { type: 'field.change', field: 'code', value: EMAILED_CODE },
  { type: 'field.change', field: 'password', value: NEW_PASSWORD },
  { type: 'field.change', field: 'confirmPassword', value: NEW_PASSWORD },
  { type: 'form.submit' },
  { type: 'form.cancel' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.sendCode', output: undefined } as never,
  { type: 'xstate.error.actor.sendCode', error: NETWORK } as never,
  { type: 'xstate.done.actor.changePassword', output: undefined } as never,
  { type: 'xstate.error.actor.changePassword', error: CODE_INVALID } as never,
];

export const passwordChangeModel = createModel(passwordChangeMachine, {
  events: passwordChangeEvents,
  serializeState: (s: Snap) =>
    JSON.stringify([
      s.value,
      Boolean(s.context.code),
      Boolean(s.context.password),
      Boolean(s.context.confirmPassword),
      s.context.validation,
      s.context.failure?.code,
    ]),
});

/** The machine's services as controllable fakes: the machine test and the page test settle them alike. */
export const passwordChangeFakes = () => ({
  sendCode: controllable<void>(),
  changePassword: controllable<void, { password: string; nonce: string }>(),
});
