import type { EventFrom, SnapshotFrom } from 'xstate';
import { sessionsMachine } from '../../../machines/settings/sessions.machine';
import type { DeviceSession } from '../../../machines/settings/settings.types';
import { controllable } from '../../support/controllable';
import { createModel } from '../../support/model';
import { NETWORK, ONLY_THIS_DEVICE, SESSIONS } from './settings.fixtures';

type Snap = SnapshotFrom<typeof sessionsMachine>;

export const sessionsEvents: EventFrom<typeof sessionsMachine>[] = [
  { type: 'xstate.done.actor.listSessions', output: SESSIONS } as never,
  { type: 'xstate.done.actor.listSessions', output: ONLY_THIS_DEVICE } as never,
  { type: 'xstate.error.actor.listSessions', error: NETWORK } as never,
  { type: 'retry' },
  { type: 'others.signOut' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.signOutOthers', output: undefined } as never,
  { type: 'xstate.error.actor.signOutOthers', error: NETWORK } as never,
];

export const sessionsModel = createModel(sessionsMachine, {
  events: sessionsEvents,
  serializeState: (s: Snap) =>
    JSON.stringify([s.value, s.context.sessions.map((x) => x.id).join(), s.context.error?.code]),
});

/** The machine's services as controllable fakes: the machine test and the page test settle them alike. */
export const sessionsFakes = () => ({
  listSessions: controllable<DeviceSession[]>(),
  signOutOthers: controllable<void>(),
});
