import { deleteAccount } from '../_shared/account-deletion.ts';
import {
  type Admin,
  type Input,
  Invalid,
  Refusal,
  type Service,
  adminFunction,
  audit,
  banUser,
  notFound,
  rpc,
  updateAuthUser,
} from '../_shared/admin.ts';

/**
 * The admin panel's «Пользователи» (issue 19), as the contract says: list, create, confirm,
 * setRole, ban, unban, delete. Changes go through GoTrue's admin API (so GoTrue's own rules and
 * emails apply), then one audit row each; the answers' AdminUser is public.admin_users_get.
 *
 * The list is SQL, for Data B's benchmark too (service role only, PostgREST RPC):
 *   public.admin_users_list(p_query text, p_role text ('admin'|'member'), p_confirmed boolean,
 *     p_banned boolean, p_sort text ('created_desc'|'created_asc'|'name_asc'|'email_asc'|
 *     'last_sign_in_desc'), p_limit integer (1..100), p_offset integer) returns jsonb
 *     { items: AdminUser[], total }
 * over private.admin_users (migrations 20261128040100_admin_users, 040300 for 1,000,000 accounts).
 * The query matches a substring of the email or name from 3 characters (trigram index), the
 * start of either below; a common match is found walking the order's index, a rare one through
 * the query's. `total` is exact when every match was seen, else an estimate.
 *
 * Roles: «member» is whatever is not admin; a member made here gets `business`, as
 * self-registration does. A role change reaches the person's token at its next refresh; a ban
 * also ends their sessions, so their refresh tokens are refused and PostgREST refuses their
 * access tokens (db-pre-request private.api_session_check).
 */

const ROLES = ['admin', 'member'] as const;
const SORTS = [
  'created_desc',
  'created_asc',
  'name_asc',
  'email_asc',
  'last_sign_in_desc',
] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface AdminUser {
  id: string;
  email: string;
  role: (typeof ROLES)[number];
  confirmedAt: string | null;
  bannedUntil: string | null;
  deleted: boolean;
  [key: string]: unknown;
}

const appRole = (role: (typeof ROLES)[number]) => (role === 'admin' ? 'admin' : 'business');

async function userById(service: Service, userId: string): Promise<AdminUser | null> {
  return rpc<AdminUser | null>(service, 'admin_users_get', { p_user_id: userId });
}

/** The target, which must exist and not be deleted; never the caller where `self` is refused. */
async function target(
  { caller, service }: Admin,
  input: Input,
  { notSelf = false } = {},
): Promise<AdminUser> {
  const userId = input.uuid('userId');
  if (notSelf && userId === caller.id) throw new Refusal(400, { error: 'self' });
  const user = await userById(service, userId);
  if (!user || user.deleted) throw notFound();
  return user;
}

/** GoTrue's change, or the contract's 404 when the account is gone. */
async function updateOrNotFound(service: Service, userId: string, changes: object) {
  if (!(await updateAuthUser(service, userId, changes))) throw notFound();
}

/** Makes one change, writes its audit row with the fields it changed, answers `{ user }`. */
async function change(
  admin: Admin,
  before: AdminUser,
  kind: 'user.confirm' | 'user.role' | 'user.ban' | 'user.unban',
  apply: () => Promise<unknown>,
  fields: (keyof AdminUser)[],
): Promise<{ user: AdminUser }> {
  await apply();
  const user = (await userById(admin.service, before.id))!;
  const pick = (u: AdminUser) => Object.fromEntries(fields.map((f) => [f, u[f]]));
  await audit(admin.service, {
    actorId: admin.caller.id,
    kind,
    targetType: 'user',
    targetId: user.id,
    before: pick(before),
    after: pick(user),
  });
  return { user };
}

interface GoTrueError {
  code?: unknown;
  error_code?: string;
  weak_password?: { reasons?: string[] };
}

async function create(admin: Admin, input: Input) {
  const origin = admin.request.headers.get('origin');
  const email = input.string('email', { max: 254 }).trim().toLowerCase();
  if (!EMAIL.test(email)) throw new Invalid('email');
  const name = input.string('name', { max: 120 }).trim();
  if (!name) throw new Invalid('name');
  const role = input.oneOf('role', ROLES);
  const password = input.string('password', { max: 72, optional: true });

  const res = password
    ? await admin.service('/auth/v1/admin/users', {
        method: 'POST',
        body: JSON.stringify({
          email,
          password,
          email_confirm: true,
          app_metadata: { role: appRole(role) },
          user_metadata: { full_name: name },
        }),
      })
    : // GoTrue's invitation: the email's link signs the person in and leads them to set a
      // password (the screens' origin, when the browser sent one, else GoTrue's site URL).
      // GoTrue reads redirect_to from the query string only; in the body it is ignored.
      await admin.service(
        `/auth/v1/invite${origin ? `?redirect_to=${encodeURIComponent(`${origin}/auth/update-password`)}` : ''}`,
        { method: 'POST', body: JSON.stringify({ email, data: { full_name: name } }) },
      );
  if (!res.ok) {
    const error = (await res.json().catch(() => ({}))) as GoTrueError;
    const code = error.error_code;
    if (code === 'email_exists' || code === 'user_already_exists') {
      throw new Refusal(409, { error: 'email_taken' });
    }
    if (code === 'weak_password') {
      throw new Refusal(400, {
        error: 'weak_password',
        reasons: error.weak_password?.reasons ?? [],
      });
    }
    if (code === 'email_address_invalid' || code === 'validation_failed') {
      throw new Invalid('email');
    }
    throw new Error(`create user: ${res.status} ${JSON.stringify(error)}`);
  }
  const created = (await res.json()) as { id: string };
  // An invitation takes no app_metadata: the role is set on the invited account.
  if (!password) {
    await updateOrNotFound(admin.service, created.id, { app_metadata: { role: appRole(role) } });
  }
  const user = (await userById(admin.service, created.id))!;
  await audit(admin.service, {
    actorId: admin.caller.id,
    kind: 'user.create',
    targetType: 'user',
    targetId: user.id,
    before: null,
    after: { email: user.email, name: user.name, role: user.role, invited: !password },
  });
  return { user };
}

export default adminFunction('admin-users', {
  async list({ service }, input) {
    const { pageSize, offset } = input.paging();
    return rpc<object>(service, 'admin_users_list', {
      p_query: input.string('query', { max: 100, min: 0, optional: true }) ?? null,
      p_role: input.oneOf('role', ROLES, { optional: true }) ?? null,
      p_confirmed: input.boolean('confirmed', { optional: true }) ?? null,
      p_banned: input.boolean('banned', { optional: true }) ?? null,
      p_sort: input.oneOf('sort', SORTS, { fallback: 'created_desc' }),
      p_limit: pageSize,
      p_offset: offset,
    });
  },

  create,

  async confirm(admin, input) {
    const before = await target(admin, input);
    return change(
      admin,
      before,
      'user.confirm',
      () => updateOrNotFound(admin.service, before.id, { email_confirm: true }),
      ['confirmedAt'],
    );
  },

  async setRole(admin, input) {
    const role = input.oneOf('role', ROLES);
    const before = await target(admin, input, { notSelf: role !== 'admin' });
    return change(
      admin,
      before,
      'user.role',
      () => updateOrNotFound(admin.service, before.id, { app_metadata: { role: appRole(role) } }),
      ['role'],
    );
  },

  async ban(admin, input) {
    const hours = input.integer('hours', 1, 87_600);
    const before = await target(admin, input, { notSelf: true });
    return change(
      admin,
      before,
      'user.ban',
      async () => {
        if ((await banUser(admin.service, before.id, hours)) === null) throw notFound();
      },
      ['bannedUntil'],
    );
  },

  async unban(admin, input) {
    const before = await target(admin, input);
    return change(
      admin,
      before,
      'user.unban',
      () => updateOrNotFound(admin.service, before.id, { ban_duration: 'none' }),
      ['bannedUntil'],
    );
  },

  async delete(admin, input) {
    const before = await target(admin, input, { notSelf: true });
    await deleteAccount(admin.service, before.id);
    await audit(admin.service, {
      actorId: admin.caller.id,
      kind: 'user.delete',
      targetType: 'user',
      targetId: before.id,
      before: { email: before.email, name: before.name, role: before.role },
      after: { deleted: true },
    });
    return { deleted: true };
  },
});
