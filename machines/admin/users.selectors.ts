import type { SnapshotFrom } from 'xstate';
import { stateStatus } from '../shared/status';
import { type userActionMachine, banHoursOf, typedMatches } from './user-actions.machine';
import { type userCreateMachine, canSend } from './user-create.machine';
import { type adminUsersMachine, USERS_PAGE_SIZE, pageCountOf } from './users.machine';
import type { AdminUser } from './users.types';

export interface AdminUserRow extends AdminUser {
  confirmed: boolean;
  /** Banned now: a ban that has run out leaves its end behind. */
  banned: boolean;
}

export const rowOf = (user: AdminUser, now: number): AdminUserRow => ({
  ...user,
  confirmed: user.confirmedAt !== null,
  banned: user.bannedUntil !== null && Date.parse(user.bannedUntil) > now,
});

export type AdminUsersStatus = 'loading' | 'typing' | 'loaded' | 'empty' | 'failed';

export const selectAdminUsersView = (
  s: SnapshotFrom<typeof adminUsersMachine>,
  now: number = Date.now(),
) => {
  const { context } = s;
  const status: AdminUsersStatus = stateStatus(
    s,
    ['loading', 'typing', 'empty', 'failed'],
    'loaded',
  );
  const pageCount = pageCountOf(context.total, USERS_PAGE_SIZE);
  return {
    status,
    /** The rows on screen stay while the next answer is on its way, dimmed. */
    busy: status === 'loading' || status === 'typing',
    typed: context.typed,
    filters: context.filters,
    rows: status === 'failed' || status === 'empty' ? [] : context.items.map((u) => rowOf(u, now)),
    total: context.total,
    page: context.page,
    pageCount,
    canPrevious: status === 'loaded' && context.page > 0,
    canNext: status === 'loaded' && context.page + 1 < pageCount,
    errorCode: context.error?.code ?? null,
  };
};

export type AdminUsersView = ReturnType<typeof selectAdminUsersView>;

export const selectUserActionView = (s: SnapshotFrom<typeof userActionMachine>) => {
  const { context } = s;
  const busy =
    s.matches('confirming') ||
    s.matches('settingRole') ||
    s.matches('unbanning') ||
    s.matches({ banning: 'saving' }) ||
    s.matches({ deleting: 'saving' });
  return {
    /** The person an action is on its way for (their row says so); null when none is. */
    busyUserId: busy ? (context.user?.id ?? null) : null,
    action: context.action,
    user: context.user,
    ban: s.matches('banning')
      ? {
          saving: s.matches({ banning: 'saving' }),
          duration: context.duration,
          hours: context.hours,
          hoursInvalid: context.hoursInvalid,
          canSubmit: banHoursOf(context) !== null,
        }
      : null,
    deletion: s.matches('deleting')
      ? {
          saving: s.matches({ deleting: 'saving' }),
          typed: context.typed,
          canSubmit: typedMatches(context),
        }
      : null,
    /** A refusal of an action done at once (confirm, role, unban), shown above the table. */
    failed: s.matches('failed'),
    failureCode: context.failure?.code ?? null,
  };
};

export type UserActionView = ReturnType<typeof selectUserActionView>;

export const selectUserCreateView = (s: SnapshotFrom<typeof userCreateMachine>) => {
  const { context } = s;
  return {
    open: !s.matches('closed'),
    saving: s.matches('saving'),
    values: {
      email: context.email,
      name: context.name,
      role: context.role,
      method: context.method,
      password: context.password,
    },
    errors: context.errors,
    canSubmit: canSend(context),
    failureCode: context.failure?.code ?? null,
  };
};

export type UserCreateView = ReturnType<typeof selectUserCreateView>;
