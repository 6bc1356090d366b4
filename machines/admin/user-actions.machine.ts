import { assign, setup } from 'xstate';
import { errorOf } from '../shared/params';
import { notProvided } from '../shared/placeholders';
import { type AdminFailure, adminFailureOf } from './admin.types';
import { type AdminRole, type AdminUser } from './users.types';

/** The ban lengths offered, in hours (a day, a week, 30 days), or hours typed. */
export type BanDuration = '24' | '168' | '720' | 'custom';

export const BAN_DURATIONS: readonly BanDuration[] = ['24', '168', '720', 'custom'];

/** The contract's range for a ban: an hour to ten years. */
export const BAN_HOURS_MIN = 1;
export const BAN_HOURS_MAX = 87600;

export type UserAction = 'confirm' | 'role' | 'ban' | 'unban' | 'delete';

export interface UserActionContext {
  /** The person acted on, as the table showed them when the action began. */
  user: AdminUser | null;
  action: UserAction | null;
  /** The role asked for by a role change. */
  role: AdminRole | null;
  duration: BanDuration;
  /** Hours as typed for a custom ban. */
  hours: string;
  /** The typed hours were refused before anything was sent. */
  hoursInvalid: boolean;
  /** The address typed to confirm a deletion. */
  typed: string;
  failure: AdminFailure | null;
}

export type UserActionEvent =
  | { type: 'user.confirm'; user: AdminUser }
  | { type: 'user.role'; user: AdminUser; role: AdminRole }
  | { type: 'user.ban'; user: AdminUser }
  | { type: 'user.unban'; user: AdminUser }
  | { type: 'user.delete'; user: AdminUser }
  | { type: 'ban.duration'; duration: BanDuration }
  | { type: 'ban.hours'; value: string }
  | { type: 'field.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'dialog.close' }
  | { type: 'error.dismiss' };

export interface UserIdQuery {
  userId: string;
}

/** Whole hours within the contract's range, or null. */
export function banHoursOf(c: Pick<UserActionContext, 'duration' | 'hours'>): number | null {
  if (c.duration !== 'custom') return Number(c.duration);
  const text = c.hours.trim();
  if (!/^\d+$/.test(text)) return null;
  const hours = Number(text);
  return hours >= BAN_HOURS_MIN && hours <= BAN_HOURS_MAX ? hours : null;
}

/** Addresses compare as GoTrue stores them: trimmed and lower-cased (as the settings' deletion). */
export const typedMatches = (c: Pick<UserActionContext, 'user' | 'typed'>) =>
  c.user !== null && c.typed.trim().toLowerCase() === c.user.email.toLowerCase();

/** No action under way: what the machine starts with and returns to. */
export const NO_ACTION: UserActionContext = {
  user: null,
  action: null,
  role: null,
  duration: '24',
  hours: '',
  hoursInvalid: false,
  typed: '',
  failure: null,
};

/** What an action starts from, whoever it is about. */
const { user: _user, action: _action, ...fresh } = NO_ACTION;

const begin = (action: UserAction) =>
  ({
    type: 'begin',
    params: ({ event }: { event: { user: AdminUser } }) => ({ user: event.user, action }),
  }) as const;

/** The actions that start from a row: the same whether the last one went well or failed. */
const starts = {
  'user.confirm': { target: '#adminUserAction.confirming', actions: begin('confirm') },
  'user.role': {
    target: '#adminUserAction.settingRole',
    actions: [
      begin('role'),
      {
        type: 'chooseRole',
        params: ({ event }: { event: { role: AdminRole } }) => ({ role: event.role }),
      },
    ],
  },
  'user.ban': { target: '#adminUserAction.banning', actions: begin('ban') },
  'user.unban': { target: '#adminUserAction.unbanning', actions: begin('unban') },
  'user.delete': { target: '#adminUserAction.deleting', actions: begin('delete') },
} as const;

const answered = {
  target: '#adminUserAction.idle',
  actions: {
    type: 'userChanged',
    params: ({ context, event }: { context: UserActionContext; event: { output: AdminUser } }) => ({
      user: event.output,
      action: context.action!,
    }),
  },
} as const;

const refused = {
  target: '#adminUserAction.failed',
  actions: { type: 'storeFailure', params: errorOf },
} as const;

/**
 * What an admin does to one person in the users table (issue 19), one action at a time: confirm
 * the email, change the role and unban at once; ban after choosing how long, delete after typing
 * the person's address (nothing brings an account back). Each waits for the `admin-users` function
 * and hands its answer to the table (`userChanged`, `userDeleted`); a refusal (the server's `self`
 * when an admin acts on themselves, a person deleted meanwhile) stays on screen until dismissed or
 * the next action, in a dialog while its dialog is open.
 */
export const userActionMachine = setup({
  types: {
    context: {} as UserActionContext,
    events: {} as UserActionEvent,
  },
  actors: {
    confirmUser: notProvided<AdminUser, UserIdQuery>('confirmUser'),
    setRole: notProvided<AdminUser, UserIdQuery & { role: AdminRole }>('setRole'),
    banUser: notProvided<AdminUser, UserIdQuery & { hours: number }>('banUser'),
    unbanUser: notProvided<AdminUser, UserIdQuery>('unbanUser'),
    deleteUser: notProvided<void, UserIdQuery>('deleteUser'),
  },
  actions: {
    // The table replaces the row or drops it: the page provides these, the model only names them.
    userChanged: (_, _params: { user: AdminUser; action: UserAction }) => {},
    userDeleted: (_, _params: { userId: string }) => {},
    begin: assign((_, { user, action }: { user: AdminUser; action: UserAction }) => ({
      ...fresh,
      user,
      action,
    })),
    chooseRole: assign((_, { role }: { role: AdminRole }) => ({ role })),
    chooseDuration: assign((_, { duration }: { duration: BanDuration }) => ({
      duration,
      hoursInvalid: false,
    })),
    typeHours: assign((_, { value }: { value: string }) => ({ hours: value, hoursInvalid: false })),
    refuseHours: assign({ hoursInvalid: true }),
    typeEmail: assign((_, { value }: { value: string }) => ({ typed: value })),
    storeFailure: assign((_, { error }: { error: unknown }) => ({
      failure: adminFailureOf(error),
    })),
    clearFailure: assign({ failure: null }),
    forget: assign(NO_ACTION),
  },
  guards: {
    hoursValid: ({ context }) => banHoursOf(context) !== null,
    typedMatches: ({ context }) => typedMatches(context),
    hasFailure: ({ context }) => context.failure !== null,
  },
}).createMachine({
  id: 'adminUserAction',
  context: NO_ACTION,
  initial: 'idle',
  states: {
    idle: { on: starts },
    confirming: {
      invoke: {
        id: 'confirmUser',
        src: 'confirmUser',
        input: ({ context }) => ({ userId: context.user!.id }),
        onDone: answered,
        onError: refused,
      },
    },
    settingRole: {
      invoke: {
        id: 'setRole',
        src: 'setRole',
        input: ({ context }) => ({ userId: context.user!.id, role: context.role! }),
        onDone: answered,
        onError: refused,
      },
    },
    unbanning: {
      invoke: {
        id: 'unbanUser',
        src: 'unbanUser',
        input: ({ context }) => ({ userId: context.user!.id }),
        onDone: answered,
        onError: refused,
      },
    },
    banning: {
      initial: 'choosing',
      states: {
        // Once sent, the ban goes through whatever the dialog does: it stays until the answer.
        choosing: {
          on: {
            'dialog.close': { target: '#adminUserAction.idle', actions: 'forget' },
            'ban.duration': {
              actions: {
                type: 'chooseDuration',
                params: ({ event }) => ({ duration: event.duration }),
              },
            },
            'ban.hours': {
              actions: { type: 'typeHours', params: ({ event }) => ({ value: event.value }) },
            },
            'form.submit': [
              { guard: 'hoursValid', target: 'saving', actions: 'clearFailure' },
              { actions: 'refuseHours' },
            ],
            'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
          },
        },
        saving: {
          invoke: {
            id: 'banUser',
            src: 'banUser',
            input: ({ context }) => ({ userId: context.user!.id, hours: banHoursOf(context)! }),
            onDone: answered,
            onError: { target: 'choosing', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
      },
    },
    deleting: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'dialog.close': { target: '#adminUserAction.idle', actions: 'forget' },
            'field.change': {
              actions: { type: 'typeEmail', params: ({ event }) => ({ value: event.value }) },
            },
            'form.submit': { guard: 'typedMatches', target: 'saving', actions: 'clearFailure' },
            'error.dismiss': { guard: 'hasFailure', actions: 'clearFailure' },
          },
        },
        saving: {
          invoke: {
            id: 'deleteUser',
            src: 'deleteUser',
            input: ({ context }) => ({ userId: context.user!.id }),
            onDone: {
              target: '#adminUserAction.idle',
              actions: {
                type: 'userDeleted',
                params: ({ context }) => ({ userId: context.user!.id }),
              },
            },
            onError: { target: 'confirming', actions: { type: 'storeFailure', params: errorOf } },
          },
        },
      },
    },
    failed: {
      on: {
        ...starts,
        'error.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
