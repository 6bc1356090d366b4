/**
 * The profile page's query, src/services/events.ts listMyEvents, exactly as the app calls it, for
 * each kind of caller: organizer, attendee, waitlisted member, other member, visitor and admin.
 * The service's supabase-js client is switched to act as each of them in turn.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listMyEvents } from '../../src/services/events';
import {
  adminClient,
  createMember,
  deleteMembers,
  insertEvent,
  type Member,
} from './events-fixtures';
import { anonClient, serviceClient, type Client } from './support/stack';
import { SEED_USERS } from './support/tokens';

const acting = vi.hoisted(() => ({ client: null as unknown }));

vi.mock('../../src/services/supabase', async () => {
  const support = await import('./support/stack');
  const { apiUrl, anonKey } = support.stack();
  // The service keeps the client it imported; every call reaches whoever acts now.
  const supabase = new Proxy(
    {},
    {
      get: (_target, key) => {
        const value = (acting.client as Record<PropertyKey, unknown>)[key];
        return typeof value === 'function' ? value.bind(acting.client) : value;
      },
    },
  );
  return { supabase, SUPABASE_URL: apiUrl, SUPABASE_ANON_KEY: anonKey };
});

const as = (client: Client) => {
  acting.client = client;
  return client;
};

const DAY = 86_400_000;
const when = (days: number) => ({
  starts_at: new Date(Date.now() + days * DAY).toISOString(),
  ends_at: new Date(Date.now() + days * DAY + 2 * 3_600_000).toISOString(),
});

let organizer: Member;
let attendee: Member;
let waitlisted: Member;
let other: Member;
type Row = Awaited<ReturnType<typeof insertEvent>>;
let published: Row;
let draft: Row;
let cancelled: Row;
let past: Row;
let full: Row;

beforeAll(async () => {
  [organizer, attendee, waitlisted, other] = await Promise.all([
    createMember('my-organizer'),
    createMember('my-attendee'),
    createMember('my-waitlisted'),
    createMember('my-other'),
  ]);
  [published, draft, cancelled, past, full] = await Promise.all([
    insertEvent(organizer.id, { title: 'Моя встреча', ...when(10) }),
    insertEvent(organizer.id, { title: 'Мой черновик', status: 'draft', ...when(12) }),
    insertEvent(organizer.id, { title: 'Моя отменённая', ...when(8) }),
    insertEvent(organizer.id, { title: 'Моя прошедшая', ...when(-20) }),
    insertEvent(organizer.id, { title: 'Одно место', max_attendees: 1, ...when(5) }),
  ]);
  expect((await attendee.client.rpc('rsvp', { p_event_id: published.id })).data).toBe('going');
  expect((await attendee.client.rpc('rsvp', { p_event_id: cancelled.id })).data).toBe('going');
  expect((await attendee.client.rpc('rsvp', { p_event_id: full.id })).data).toBe('going');
  expect((await waitlisted.client.rpc('rsvp', { p_event_id: full.id })).data).toBe('waitlisted');
  // Nobody can RSVP to a past event any more; the attendee went while it was open.
  const went = await serviceClient()
    .from('rsvps')
    .insert({ event_id: past.id, user_id: attendee.id, status: 'going' });
  expect(went.error).toBeNull();
  const cancel = await organizer.client
    .from('events')
    .update({ status: 'cancelled' })
    .eq('id', cancelled.id);
  expect(cancel.error).toBeNull();
});

afterAll(async () => {
  await deleteMembers([organizer, attendee, waitlisted, other]);
});

const summary = (events: { id: string; status: string; rsvp?: string }[]) =>
  events.map((e) => ({ id: e.id, status: e.status, ...(e.rsvp ? { rsvp: e.rsvp } : {}) }));

describe('listMyEvents', () => {
  it('gives the organizer every event of theirs by start time, draft and cancelled too', async () => {
    as(organizer.client);
    const mine = await listMyEvents(organizer.id);
    expect(summary(mine.organized)).toEqual([
      { id: past.id, status: 'published' },
      { id: full.id, status: 'published' },
      { id: cancelled.id, status: 'cancelled' },
      { id: published.id, status: 'published' },
      { id: draft.id, status: 'draft' },
    ]);
    expect(mine.attending).toEqual([]);
    expect(mine.organized.find((e) => e.id === full.id)).toMatchObject({
      title: 'Одно место',
      maxAttendees: 1,
      goingCount: 1,
    });
  });

  it('gives an attendee their RSVPs with their status, past and cancelled ones included', async () => {
    as(attendee.client);
    const mine = await listMyEvents(attendee.id);
    expect(mine.organized).toEqual([]);
    expect(summary(mine.attending)).toEqual([
      { id: past.id, status: 'published', rsvp: 'going' },
      { id: full.id, status: 'published', rsvp: 'going' },
      { id: cancelled.id, status: 'cancelled', rsvp: 'going' },
      { id: published.id, status: 'published', rsvp: 'going' },
    ]);
  });

  it('tells a waitlisted member they wait', async () => {
    as(waitlisted.client);
    const mine = await listMyEvents(waitlisted.id);
    expect(summary(mine.attending)).toEqual([
      { id: full.id, status: 'published', rsvp: 'waitlisted' },
    ]);
  });

  it('gives another member nothing of theirs, and never someone else’s draft or RSVPs', async () => {
    as(other.client);
    expect(await listMyEvents(other.id)).toEqual({ organized: [], attending: [] });
    const theirs = await listMyEvents(organizer.id);
    expect(theirs.organized.map((e) => e.id)).not.toContain(draft.id);
    expect(theirs.organized).toHaveLength(4);
    expect((await listMyEvents(attendee.id)).attending).toEqual([]);
  });

  it('refuses a visitor: there is no one to list events for', async () => {
    as(anonClient());
    await expect(listMyEvents(attendee.id)).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('gives an admin their own events and RSVPs, not everyone’s', async () => {
    as(await adminClient());
    const service = serviceClient();
    const [ownEvents, ownRsvps] = await Promise.all([
      service.from('events').select('id').eq('organizer_id', SEED_USERS.admin.id),
      service.from('rsvps').select('event_id, status').eq('user_id', SEED_USERS.admin.id),
    ]);
    const mine = await listMyEvents(SEED_USERS.admin.id);
    expect(mine.organized.map((e) => e.id).sort()).toEqual(ownEvents.data!.map((e) => e.id).sort());
    expect(mine.attending.map((e) => [e.id, e.rsvp]).sort()).toEqual(
      ownRsvps.data!.map((r) => [r.event_id, r.status]).sort(),
    );
    const fixtures = [published.id, draft.id, cancelled.id, past.id, full.id];
    expect([...mine.organized, ...mine.attending].filter((e) => fixtures.includes(e.id))).toEqual(
      [],
    );
    // Admins read every event, so the organizer's list as an admin sees it includes the draft.
    expect((await listMyEvents(organizer.id)).organized.map((e) => e.id)).toContain(draft.id);
  });
});
