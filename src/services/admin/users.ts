/** The admin's users tab over the `admin-users` function (issue 19), as the contract names it. */
import type { CreateUserInput } from '../../../machines/admin/user-create.machine';
import type {
  AdminRole,
  AdminUser,
  Tristate,
  UsersPage,
  UsersQuery,
} from '../../../machines/admin/users.types';
import { type FunctionsClient, invokeAdmin } from './invoke';

/** «Any» is no filter: the parameter is left out. */
const flag = (value: Tristate) => (value === 'any' ? undefined : value === 'yes');

export const listUsers = (client: FunctionsClient, { filters, page, pageSize }: UsersQuery) =>
  invokeAdmin<UsersPage>(client, 'admin-users', {
    action: 'list',
    query: filters.query || undefined,
    role: filters.role === 'any' ? undefined : filters.role,
    confirmed: flag(filters.confirmed),
    banned: flag(filters.banned),
    sort: filters.sort,
    page,
    pageSize,
  });

/** A change to one person: the function answers them as they are now. */
const change = (client: FunctionsClient, action: string, params: Record<string, unknown>) =>
  invokeAdmin<{ user: AdminUser }>(client, 'admin-users', { action, ...params }).then(
    ({ user }) => user,
  );

export const createUser = (client: FunctionsClient, input: CreateUserInput) =>
  change(client, 'create', { ...input });

export const confirmUser = (client: FunctionsClient, userId: string) =>
  change(client, 'confirm', { userId });

export const setUserRole = (client: FunctionsClient, userId: string, role: AdminRole) =>
  change(client, 'setRole', { userId, role });

export const banUser = (client: FunctionsClient, userId: string, hours: number) =>
  change(client, 'ban', { userId, hours });

export const unbanUser = (client: FunctionsClient, userId: string) =>
  change(client, 'unban', { userId });

export const deleteUser = async (client: FunctionsClient, userId: string) => {
  await invokeAdmin<{ deleted: true }>(client, 'admin-users', { action: 'delete', userId });
};
