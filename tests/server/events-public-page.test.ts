/**
 * An event page as a visitor reads it, src/services/events-public.ts getPublicEventPage, exactly
 * as the app calls it (plain fetch against the stack, the anonymous key): the event with its
 * organizer and who goes; drafts and unknown ids are "not found"; the join link is never asked for.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPublicEventPage } from '../../src/services/events-public';
import { createMember, deleteMembers, eventRow, type Member } from './events-fixtures';
import { serviceClient } from './support/stack';

vi.mock('../../src/services/config', async () => {
  const { apiUrl, anonKey } = (await import('./support/stack')).stack();
  return { SUPABASE_URL: apiUrl, SUPABASE_ANON_KEY: anonKey };
});

let organizer: Member;
let guest: Member;
let published: string;
let draft: string;

async function insertEvent(overrides: Parameters<typeof eventRow>[1]) {
  const { data, error } = await serviceClient()
    .from('events')
    .insert(eventRow(organizer.id, overrides))
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

beforeAll(async () => {
  [organizer, guest] = await Promise.all([
    createMember('public-org'),
    createMember('public-guest'),
  ]);
  published = await insertEvent({
    title: 'Открытая онлайн-встреча',
    is_online: true,
    venue_name: null,
    address: null,
    city: null,
  });
  draft = await insertEvent({ title: 'Черновик', status: 'draft' });
  const link = await serviceClient()
    .from('event_private')
    .insert({ event_id: published, online_url: 'https://meet.example/secret' });
  expect(link.error).toBeNull();
  const rsvp = await guest.client.rpc('rsvp', { p_event_id: published });
  expect(rsvp.error).toBeNull();
});

afterAll(async () => {
  await deleteMembers([organizer, guest]);
});

describe('getPublicEventPage', () => {
  it('reads a published event with its organizer and attendees, without RSVP or join link', async () => {
    const page = await getPublicEventPage(published);
    expect(page.event).toMatchObject({
      id: published,
      title: 'Открытая онлайн-встреча',
      isOnline: true,
      goingCount: 1,
      organizer: { id: organizer.id, fullName: 'Участник public-org' },
    });
    expect(page.attendees.map((a) => a.userId)).toEqual([guest.id]);
    expect(page).toMatchObject({ myRsvp: null, joinUrl: null });
  });

  it('says "not found" for a draft, an unknown id and an id that is no uuid', async () => {
    for (const id of [draft, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expect(getPublicEventPage(id)).rejects.toMatchObject({ code: 'not_found' });
    }
  });
});
