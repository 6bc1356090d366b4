import type { EventFrom, SnapshotFrom } from 'xstate';
import { adminUsersMachine } from '../../../machines/admin/users.machine';
import type { UsersPage, UsersQuery } from '../../../machines/admin/users.types';
import { controllable } from '../../support/controllable';
import { createModel, offeredOnly } from '../../support/model';
import { ANNA, ANNA_CONFIRMED, NETWORK, NEW_USER, NOBODY, ONLY_ANNA, PAGE } from './users.fixtures';

type Snap = SnapshotFrom<typeof adminUsersMachine>;

export const SEARCH_AFTER = 'xstate.after.searchDelay.adminUsers.typing';

const answers = [
  { type: 'xstate.done.actor.listUsers', output: PAGE },
  { type: 'xstate.error.actor.listUsers', error: NETWORK },
  { type: 'retry' },
] as never[];

const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.filters,
    s.context.typed,
    s.context.page,
    s.context.items.map((u) => u.id),
    s.context.total,
    s.context.error?.code,
  ]);

/** The search box: typing, its pause, Enter. */
export const adminUsersSearchModel = createModel(adminUsersMachine, {
  events: [
    ...answers,
    { type: 'query.change', value: 'анна' },
    { type: 'query.submit' },
    { type: SEARCH_AFTER } as never,
  ],
  serializeState,
});

const tableEvents: EventFrom<typeof adminUsersMachine>[] = [
  ...answers,
  { type: 'filter.change', patch: { banned: 'yes' } },
  { type: 'page.change', page: 1 },
  { type: 'user.changed', user: ANNA_CONFIRMED },
  { type: 'user.created', user: NEW_USER },
  { type: 'user.deleted', userId: ANNA.id },
  { type: 'xstate.done.actor.listUsers', output: ONLY_ANNA } as never,
  { type: 'xstate.done.actor.listUsers', output: NOBODY } as never,
];

/** The table: filters, pages, and the rows actions and creation change. */
export const adminUsersModel = createModel(adminUsersMachine, {
  events: tableEvents,
  serializeState,
});

export const ADMIN_USERS_MODELS = [
  ['search', adminUsersSearchModel],
  ['table', adminUsersModel],
] as const;

export const adminUsersFakes = () => ({ listUsers: controllable<UsersPage, UsersQuery>() });

/**
 * The table's model where the page offers its events: a row's action answers only once that row
 * is listed (the rendered page walks it with the real action and creation dialogs).
 */
export const adminUsersPageModel = createModel(adminUsersMachine, {
  events: offeredOnly<typeof adminUsersMachine>((s, e) => {
    if (e.type === 'user.changed' || e.type === 'user.deleted')
      return s.matches('loaded') && s.context.items.some((u) => u.id === ANNA.id);
    return true;
  })(tableEvents),
  serializeState,
});
