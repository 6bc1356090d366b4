import type { EventFrom, SnapshotFrom } from 'xstate';
import { type UserIdQuery, userActionMachine } from '../../../machines/admin/user-actions.machine';
import type { AdminRole, AdminUser } from '../../../machines/admin/users.types';
import { controllable } from '../../support/controllable';
import { createModel, offeredOnly } from '../../support/model';
import {
  ANNA,
  ANNA_ADMIN,
  ANNA_BANNED,
  ANNA_CONFIRMED,
  NETWORK,
  SELF,
  VERA,
  VERA_UNBANNED,
} from './users.fixtures';

type Snap = SnapshotFrom<typeof userActionMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string, err: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error: err }) as never;

const starts: EventFrom<typeof userActionMachine>[] = [
  { type: 'user.confirm', user: ANNA },
  { type: 'user.role', user: ANNA, role: 'admin' },
  { type: 'user.ban', user: ANNA },
  { type: 'user.unban', user: VERA },
  { type: 'user.delete', user: ANNA },
  { type: 'error.dismiss' },
];

const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.action,
    s.context.duration,
    s.context.hours,
    s.context.hoursInvalid,
    s.context.typed,
    s.context.failure?.code,
  ]);

/** Actions done at once: confirm, role, unban; each answered or refused. */
export const userActionModel = createModel(userActionMachine, {
  events: [
    ...starts,
    done('confirmUser', ANNA_CONFIRMED),
    error('confirmUser', NETWORK),
    done('setRole', ANNA_ADMIN),
    error('setRole', SELF),
    done('unbanUser', VERA_UNBANNED),
    error('unbanUser', NETWORK),
  ],
  serializeState,
});

/** The ban dialog: a length chosen or typed, refused hours, the server's answer or refusal. */
const banEvents: EventFrom<typeof userActionMachine>[] = [
  { type: 'user.ban', user: ANNA },
  { type: 'ban.duration', duration: 'custom' },
  { type: 'ban.hours', value: '0' },
  { type: 'ban.hours', value: '36' },
  { type: 'form.submit' },
  { type: 'dialog.close' },
  { type: 'error.dismiss' },
  done('banUser', ANNA_BANNED),
  error('banUser', SELF),
];

export const userBanModel = createModel(userActionMachine, {
  events: banEvents,
  serializeState,
});

/** The deletion dialog: the address typed wrong, then right; deleted or refused. */
const deleteEvents: EventFrom<typeof userActionMachine>[] = [
  { type: 'user.delete', user: ANNA },
  { type: 'field.change', value: 'boris@vstrechi.test' },
  { type: 'field.change', value: ANNA.email.toUpperCase() },
  { type: 'form.submit' },
  { type: 'dialog.close' },
  { type: 'error.dismiss' },
  done('deleteUser', undefined),
  error('deleteUser', SELF),
];

export const userDeleteModel = createModel(userActionMachine, {
  events: deleteEvents,
  serializeState,
});

/** The page's ban dialog shows the hours only for a custom length. */
export const userBanPageModel = createModel(userActionMachine, {
  events: offeredOnly<typeof userActionMachine>(
    (s, e) => e.type !== 'ban.hours' || s.context.duration === 'custom',
  )(banEvents),
  serializeState,
});

/** A deleted person's row is gone from the page: nothing more to act on there. */
export const userDeletePageModel = createModel(userActionMachine, {
  events: offeredOnly<typeof userActionMachine>(
    (s, e) => e.type !== 'user.delete' || !(s.matches('idle') && s.context.action === 'delete'),
  )(deleteEvents),
  serializeState,
});

/** The models the rendered page walks: each where the page offers its events. */
export const USER_ACTION_PAGE_MODELS = [
  ['at once', userActionModel],
  ['ban', userBanPageModel],
  ['delete', userDeletePageModel],
] as const;

export const USER_ACTION_MODELS = [
  ['at once', userActionModel],
  ['ban', userBanModel],
  ['delete', userDeleteModel],
] as const;

export const userActionFakes = () => ({
  confirmUser: controllable<AdminUser, UserIdQuery>(),
  setRole: controllable<AdminUser, UserIdQuery & { role: AdminRole }>(),
  banUser: controllable<AdminUser, UserIdQuery & { hours: number }>(),
  unbanUser: controllable<AdminUser, UserIdQuery>(),
  deleteUser: controllable<void, UserIdQuery>(),
});
