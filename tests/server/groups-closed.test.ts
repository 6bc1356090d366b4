import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { deleteMembers, type Member } from './events-fixtures';
import { listPublicGroups } from '../../src/services/groups-catalogue';
import { getPublicGroupPage } from '../../src/services/groups-public';
import { DEFAULT_GROUP_FILTERS } from '../../src/services/group-rows';
import { createCast, insertGroup } from './support/groups';
import { serviceClient } from './support/stack';

/**
 * A group an admin closed as the app reads it (20261128050400_closed_groups_shown.sql): its page
 * says closed, the catalogue leaves it out, through the same plain GETs the pages send.
 */

// The plain fetch asks the test stack, as the app asks its own.
vi.mock('../../src/services/config', async () => {
  const { apiUrl, anonKey } = (await import('./support/stack')).stack();
  return { SUPABASE_URL: apiUrl, SUPABASE_ANON_KEY: anonKey };
});

const WORD = `zc${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'q')}`;
let cast: Record<'owner', Member>;

beforeAll(async () => {
  cast = await createCast(['owner'] as const);
});

afterAll(async () => {
  await deleteMembers(Object.values(cast));
});

it("shows a closed group's page as closed and leaves it out of the catalogue", async () => {
  const group = (name: string) =>
    insertGroup(cast.owner.id, { name: `${name} ${WORD}`, privacy: 'public' });
  const [open, closed] = await Promise.all([group('Открытая'), group('Закрытая')]);
  const closing = await serviceClient()
    .from('groups')
    .update({ closed_at: new Date().toISOString(), closed_by: cast.owner.id })
    .eq('id', closed.id);
  expect(closing.error).toBeNull();

  const catalogue = await listPublicGroups({ ...DEFAULT_GROUP_FILTERS, q: WORD });
  expect([catalogue.items.map((g) => g.id), catalogue.total]).toEqual([[open.id], 1]);

  const [openPage, closedPage] = await Promise.all([
    getPublicGroupPage(open.id),
    getPublicGroupPage(closed.id),
  ]);
  expect([openPage.group.closed, closedPage.group.closed]).toEqual([false, true]);
  // Its content stays readable: closing takes nothing away.
  expect(closedPage.content?.members.items.map((m) => m.id)).toEqual([cast.owner.id]);
});
