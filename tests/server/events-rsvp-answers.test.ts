/**
 * join_event()/leave_event(), as the app calls them (src/services/events.ts rsvp/cancelRsvp over
 * the real supabase-js): in one request they answer with what the event page shows after joining
 * or leaving, for every kind of viewer, and that answer is the page a fresh read would show. Each
 * test makes its own people and event.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { withRsvpAnswer } from '../../machines/events/rsvp.machine';
import { cancelRsvp, getEventPage, rsvp } from '../../src/services/events';
import { adminClient, createMember, deleteMembers, insertEvent } from './events-fixtures';
import { anonClient, client, serviceClient, stack, type Client } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

vi.mock('../../src/services/config', async () => {
  const { apiUrl, anonKey } = (await import('./support/stack')).stack();
  return { SUPABASE_URL: apiUrl, SUPABASE_ANON_KEY: anonKey, AUTH_STORAGE_KEY: 'sb-test' };
});

/** The app's one supabase-js client, here signed in as whoever the test says, counting requests. */
const as = vi.hoisted(() => ({ client: null as unknown, requests: 0 }));
vi.mock('../../src/services/supabase', () => ({
  supabase: new Proxy(
    {},
    { get: (_, key) => (as.client as Record<string | symbol, unknown>)[key] },
  ),
}));

function signIn(token: string) {
  as.requests = 0;
  as.client = client(stack().anonKey, {
    global: {
      headers: { Authorization: `Bearer ${token}` },
      fetch: (input, init) => {
        as.requests += 1;
        return fetch(input, init);
      },
    },
  });
}

const LINK = 'https://meet.example.com/answers';

/** An online event with a join link and `seats` seats, its organizer, and `count` members. */
async function setting(seats: number | null, count: number, status = 'published') {
  const organizer = await createMember('answers-organizer');
  const members = await Promise.all(
    Array.from({ length: count }, (_, i) => createMember(`answers${i}`)),
  );
  const event = await insertEvent(organizer.id, {
    max_attendees: seats,
    is_online: true,
    venue_name: null,
    address: null,
    city: null,
    status,
  });
  const service = serviceClient();
  const link = await service.from('event_private').insert({ event_id: event.id, online_url: LINK });
  expect(link.error).toBeNull();
  onTestFinished(async () => {
    await service.from('events').delete().eq('id', event.id);
    await deleteMembers([organizer, ...members]);
  });
  return { organizer, members, eventId: event.id as string };
}

/** A member as the attendee list shows them. */
const attendee = async (id: string) => {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('id, full_name, avatar_url, deleted_at')
    .eq('id', id)
    .single();
  expect(error).toBeNull();
  return {
    userId: data!.id,
    fullName: data!.full_name ?? '',
    avatarUrl: data!.avatar_url ?? '',
    deleted: data!.deleted_at !== null,
  };
};

/** The page as a fresh read shows it to `token`'s owner (the app's load, 3–4 requests). */
async function freshPage(token: string, eventId: string, userId: string) {
  signIn(token);
  return getEventPage(eventId, userId);
}

describe(`join_event / leave_event answers on ${stack().dbKind}`, () => {
  it('refuse a visitor: not signed in (401), in one request, changing nothing', async () => {
    const { eventId } = await setting(2, 0);
    const visitor = anonClient();
    for (const fn of ['join_event', 'leave_event'] as const) {
      const answer = await visitor.rpc(fn, { p_event_id: eventId });
      expect(answer.status).toBe(401);
      expect(answer.error).toMatchObject({ code: '42501', message: 'not_authenticated' });
    }
    const { data } = await serviceClient().from('rsvps').select('id').eq('event_id', eventId);
    expect(data).toEqual([]);
  });

  it('answer a member who gets a seat with the page they will see: going, counts, them among the attendees, the join link', async () => {
    const { members, eventId } = await setting(2, 1);
    const [member] = members;
    const token = await userToken(member!.id);
    const before = await freshPage(token, eventId, member!.id);
    signIn(token);
    const answer = await rsvp(eventId);
    expect(as.requests).toBe(1);
    expect(answer).toEqual({
      myRsvp: 'going',
      goingCount: 1,
      waitlistCount: 0,
      maxAttendees: 2,
      attendees: [await attendee(member!.id)],
      joinUrl: LINK,
    });
    expect(withRsvpAnswer(before, answer)).toEqual(await freshPage(token, eventId, member!.id));
  });

  it('answer a member who lands on the waitlist: no seat, no link, not among the attendees', async () => {
    const { members, eventId } = await setting(1, 2);
    const [first, second] = members as [(typeof members)[0], (typeof members)[0]];
    expect((await first.client.rpc('join_event', { p_event_id: eventId })).error).toBeNull();
    const token = await userToken(second.id);
    const before = await freshPage(token, eventId, second.id);
    signIn(token);
    const answer = await rsvp(eventId);
    expect(answer).toEqual({
      myRsvp: 'waitlisted',
      goingCount: 1,
      waitlistCount: 1,
      maxAttendees: 1,
      attendees: [await attendee(first.id)],
      joinUrl: null,
    });
    const raw = await second.client.rpc('join_event', { p_event_id: eventId });
    expect(raw.data).toMatchObject({ status: 'waitlisted', seats_left: 0, join_url: null });
    expect(withRsvpAnswer(before, answer)).toEqual(await freshPage(token, eventId, second.id));
  });

  it('answer a member who leaves with the page after the waitlist moved up: the other member now goes', async () => {
    const { members, eventId } = await setting(1, 2);
    const [leaver, next] = members as [(typeof members)[0], (typeof members)[0]];
    await leaver.client.rpc('join_event', { p_event_id: eventId });
    await next.client.rpc('join_event', { p_event_id: eventId });
    const token = await userToken(leaver.id);
    const before = await freshPage(token, eventId, leaver.id);
    signIn(token);
    const answer = await cancelRsvp(eventId);
    expect(as.requests).toBe(1);
    expect(answer).toEqual({
      myRsvp: null,
      goingCount: 1,
      waitlistCount: 0,
      maxAttendees: 1,
      attendees: [await attendee(next.id)],
      joinUrl: null,
    });
    expect(withRsvpAnswer(before, answer)).toEqual(await freshPage(token, eventId, leaver.id));
    // The promoted member's own answer now carries the link.
    const theirs = await next.client.rpc('join_event', { p_event_id: eventId });
    expect(theirs.data).toMatchObject({ status: 'going', seats_left: 0, join_url: LINK });
  });

  it('answer the organizer with the join link, RSVP or not', async () => {
    const { organizer, eventId } = await setting(null, 0);
    const left = await organizer.client.rpc('leave_event', { p_event_id: eventId });
    expect(left.error).toBeNull();
    expect(left.data).toEqual({
      status: null,
      going_count: 0,
      waitlist_count: 0,
      max_attendees: null,
      seats_left: null,
      attendees: [],
      join_url: LINK,
    });
  });

  it('answer an admin on someone else’s event like any member, and refuse their RSVP on a draft as the database does', async () => {
    const { eventId } = await setting(3, 0);
    const admin = await adminClient();
    const joined = await admin.rpc('join_event', { p_event_id: eventId });
    expect(joined.error).toBeNull();
    expect(joined.data).toMatchObject({ status: 'going', going_count: 1, seats_left: 2 });
    expect((joined.data as { join_url: string }).join_url).toBe(LINK);
    const attendees = (joined.data as { attendees: { user_id: string }[] }).attendees;
    expect(attendees.map((a) => a.user_id)).toEqual([SEED_USERS.admin.id]);
    const left = await admin.rpc('leave_event', { p_event_id: eventId });
    expect(left.data).toMatchObject({
      status: null,
      going_count: 0,
      attendees: [],
      join_url: null,
    });

    const draft = await setting(3, 0, 'draft');
    const refused = await admin.rpc('join_event', { p_event_id: draft.eventId });
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ message: 'event_not_open' });
  });

  it('answer a draft the caller may not see as not found (404), joining or leaving', async () => {
    const { members, eventId } = await setting(3, 1, 'draft');
    for (const fn of ['join_event', 'leave_event'] as const) {
      const answer = await members[0]!.client.rpc(fn, { p_event_id: eventId });
      expect(answer.status).toBe(404);
      expect(answer.error).toMatchObject({ code: 'P0002', message: 'event_not_found' });
    }
  });

  it('count the requests of one RSVP: the old reload made 4–5, the answer is 1', async () => {
    const { members, eventId } = await setting(5, 1);
    const member = members[0]!;
    const token = await userToken(member.id);
    // Before: rpc/rsvp, then the page read again (event, attendees, RSVP, join link).
    signIn(token);
    await (as.client as Client).rpc('rsvp', { p_event_id: eventId });
    await getEventPage(eventId, member.id);
    const oldJoin = as.requests;
    signIn(token);
    await (as.client as Client).rpc('cancel_rsvp', { p_event_id: eventId });
    await getEventPage(eventId, member.id);
    const oldLeave = as.requests;
    signIn(token);
    await rsvp(eventId);
    const newJoin = as.requests;
    signIn(token);
    await cancelRsvp(eventId);
    const newLeave = as.requests;
    console.info(
      `requests per RSVP (online event): join ${oldJoin} -> ${newJoin}, leave ${oldLeave} -> ${newLeave}`,
    );
    expect({ oldJoin, oldLeave, newJoin, newLeave }).toEqual({
      oldJoin: 5,
      oldLeave: 4,
      newJoin: 1,
      newLeave: 1,
    });
  });
});
