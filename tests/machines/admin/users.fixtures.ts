import type { AdminFailure } from '../../../machines/admin/admin.types';
import type { AdminUser, UsersPage } from '../../../machines/admin/users.types';

/** People the users tab's machine tests, page tests and stories share. */
export const ANNA: AdminUser = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'anna@vstrechi.test',
  name: 'Анна Смирнова',
  avatarUrl: null,
  role: 'member',
  confirmedAt: null,
  bannedUntil: null,
  createdAt: '2026-11-20T09:00:00Z',
  lastSignInAt: '2026-11-27T18:30:00Z',
  deleted: false,
};

export const BORIS: AdminUser = {
  id: '00000000-0000-4000-8000-0000000000b2',
  email: 'boris@vstrechi.test',
  name: null,
  avatarUrl: null,
  role: 'admin',
  confirmedAt: '2026-10-01T10:00:00Z',
  bannedUntil: null,
  createdAt: '2026-10-01T09:00:00Z',
  lastSignInAt: null,
  deleted: false,
};

/** Banned until long after any test runs. */
export const VERA: AdminUser = {
  id: '00000000-0000-4000-8000-0000000000c3',
  email: 'vera@vstrechi.test',
  name: 'Вера Кузнецова',
  avatarUrl: null,
  role: 'member',
  confirmedAt: '2026-09-05T12:00:00Z',
  bannedUntil: '2099-01-01T00:00:00Z',
  createdAt: '2026-09-05T11:00:00Z',
  lastSignInAt: '2026-11-01T08:00:00Z',
  deleted: false,
};

export const NEW_USER: AdminUser = {
  ...ANNA,
  id: '00000000-0000-4000-8000-0000000000d4',
  email: 'new@vstrechi.test',
  name: 'Новый Участник',
  createdAt: '2026-11-28T10:00:00Z',
  lastSignInAt: null,
};

/** Anna after each action the table can take on her row. */
export const ANNA_CONFIRMED: AdminUser = { ...ANNA, confirmedAt: '2026-11-28T10:00:00Z' };
export const ANNA_ADMIN: AdminUser = { ...ANNA, role: 'admin' };
export const ANNA_BANNED: AdminUser = { ...ANNA, bannedUntil: '2099-01-01T00:00:00Z' };
export const VERA_UNBANNED: AdminUser = { ...VERA, bannedUntil: null };

/** The first of two pages (the total says so), and a page of one. */
export const PAGE: UsersPage = { items: [ANNA, BORIS, VERA], total: 30 };
export const ONLY_ANNA: UsersPage = { items: [ANNA], total: 1 };
export const NOBODY: UsersPage = { items: [], total: 0 };

export const NETWORK: AdminFailure = { code: 'network', message: 'fetch failed' };
export const SELF: AdminFailure = { code: 'self', message: 'self' };
export const EMAIL_TAKEN: AdminFailure = { code: 'email_taken', message: 'email_taken' };
export const WEAK_PASSWORD: AdminFailure = { code: 'weak_password', message: 'weak_password' };
export const INVALID_NAME: AdminFailure = {
  code: 'invalid',
  message: 'invalid',
  field: 'name',
};
export const FORBIDDEN: AdminFailure = { code: 'forbidden', message: 'forbidden' };
