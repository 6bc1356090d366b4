/** /admin/users with its real actors: the one place the users tab's machines get them. */
import { fromPromise } from 'xstate';
import { type UserIdQuery, userActionMachine } from '../../../machines/admin/user-actions.machine';
import {
  type CreateUserInput,
  userCreateMachine,
} from '../../../machines/admin/user-create.machine';
import { adminUsersMachine } from '../../../machines/admin/users.machine';
import type {
  AdminRole,
  AdminUser,
  UsersPage,
  UsersQuery,
} from '../../../machines/admin/users.types';
import * as users from '../../services/admin/users';
import { supabase } from '../../services/supabase';

export const adminUsersLogic = adminUsersMachine.provide({
  actors: {
    listUsers: fromPromise<UsersPage, UsersQuery>(({ input }) => users.listUsers(supabase, input)),
  },
});

export const userActionLogic = userActionMachine.provide({
  actors: {
    confirmUser: fromPromise<AdminUser, UserIdQuery>(({ input }) =>
      users.confirmUser(supabase, input.userId),
    ),
    setRole: fromPromise<AdminUser, UserIdQuery & { role: AdminRole }>(({ input }) =>
      users.setUserRole(supabase, input.userId, input.role),
    ),
    banUser: fromPromise<AdminUser, UserIdQuery & { hours: number }>(({ input }) =>
      users.banUser(supabase, input.userId, input.hours),
    ),
    unbanUser: fromPromise<AdminUser, UserIdQuery>(({ input }) =>
      users.unbanUser(supabase, input.userId),
    ),
    deleteUser: fromPromise<void, UserIdQuery>(({ input }) =>
      users.deleteUser(supabase, input.userId),
    ),
  },
});

export const userCreateLogic = userCreateMachine.provide({
  actors: {
    createUser: fromPromise<AdminUser, CreateUserInput>(({ input }) =>
      users.createUser(supabase, input),
    ),
  },
});
