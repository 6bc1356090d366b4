/**
 * The catalogue's service, src/services/events-public.ts listEvents, exactly as the app calls it
 * (plain fetch against the stack, as a visitor): the first page's total is the capped count that
 * comes with it, exact up to 100 and "more than 100" beyond; later pages never count.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS, type EventFilters } from '../../machines/events/filters';
import { CATALOGUE_COUNT_CAP } from '../../src/services/events-catalogue';
import { listEvents } from '../../src/services/events-public';
import { createMember, deleteMembers, eventRow, type Member } from './events-fixtures';
import { serviceClient } from './support/stack';

vi.mock('../../src/services/config', async () => {
  const { apiUrl, anonKey } = (await import('./support/stack')).stack();
  return { SUPABASE_URL: apiUrl, SUPABASE_ANON_KEY: anonKey };
});

const WORD = `capped${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
// One more than the cap: the smallest catalogue the count cannot give exactly.
const EVENTS = CATALOGUE_COUNT_CAP + 1;
const FOOD = Math.ceil(EVENTS / 2);

let organizer: Member;

beforeAll(async () => {
  organizer = await createMember('catalogue-service');
  const now = Date.now();
  const rows = Array.from({ length: EVENTS }, (_, i) => {
    const starts = now + (i + 1) * 3_600_000;
    return eventRow(organizer.id, {
      title: `Встреча ${WORD} ${i}`,
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 3_600_000).toISOString(),
      category_id: i % 2 ? 'technology' : 'food',
    });
  });
  const { error } = await serviceClient().from('events').insert(rows, { defaultToNull: false });
  expect(error).toBeNull();
});

afterAll(async () => {
  await deleteMembers([organizer]);
});

const query = (filters: Partial<EventFilters>, offset = 0) => ({
  filters: { ...DEFAULT_FILTERS, q: WORD, ...filters },
  window: { from: new Date(), to: null },
  offset,
  limit: 12,
});

describe('listEvents', () => {
  it('says "more than 100" on a first page past the cap', async () => {
    const page = await listEvents(query({}));
    expect(page.items).toHaveLength(12);
    expect(page).toMatchObject({ total: CATALOGUE_COUNT_CAP, capped: true });
  });

  it('gives the exact total below the cap', async () => {
    const page = await listEvents(query({ category: 'food' }));
    expect(page.items.every((e) => e.categoryId === 'food')).toBe(true);
    expect(page).toMatchObject({ total: FOOD, capped: false });
  });

  it('counts nothing on later pages', async () => {
    const page = await listEvents(query({}, 12));
    expect(page.items).toHaveLength(12);
    expect(page).toMatchObject({ total: null, capped: false });
  });
});
