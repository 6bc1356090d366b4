import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countsOf,
  createMember,
  createMembers,
  deleteMembers,
  expectCountersTrue,
  insertEvent,
  type Member,
} from './events-fixtures';
import { serviceClient, stack, type Client } from './support/stack';

/**
 * Capacity and the waitlist under concurrency: 100 distinct members RSVP at once for 10 seats;
 * cancellations promote the earliest waitlisted; the counters always equal the rows. On PGlite
 * the stack serialises requests; on PostgreSQL PostgREST runs them on 10 connections at once, so
 * the row lock in rsvp() is what keeps the count right.
 */

let service: Client;
let organizer: Member;
let crowd: Member[];
let eventId: string;

beforeAll(async () => {
  service = serviceClient();
  organizer = await createMember('crowd-organizer');
  crowd = await createMembers('crowd', 100);
  eventId = (
    await insertEvent(organizer.id, { title: 'Мастер-класс на 10 мест', max_attendees: 10 })
  ).id;
}, 240_000);

afterAll(async () => {
  await service.from('events').delete().eq('id', eventId);
  await deleteMembers([organizer, ...crowd]);
}, 240_000);

const statusOf = async (eventId: string) => {
  const { rows } = await countsOf(eventId);
  return new Map(rows.map((r) => [r.user_id, r.status]));
};

describe(`RSVP capacity on ${stack().dbKind}`, () => {
  it('gives exactly 10 going and 90 waitlisted for 100 concurrent RSVPs, with no errors', async () => {
    const results = await Promise.all(
      crowd.map((m) => m.client.rpc('rsvp', { p_event_id: eventId })),
    );
    expect(results.filter((r) => r.error).map((r) => r.error)).toEqual([]);
    const answers = results.map((r) => r.data);
    expect(answers.filter((a) => a === 'going')).toHaveLength(10);
    expect(answers.filter((a) => a === 'waitlisted')).toHaveLength(90);
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 10, waitlist_count: 90 });
    // Each member's answer is what the table says about them.
    const stored = await statusOf(eventId);
    crowd.forEach((m, i) => expect(stored.get(m.id)).toBe(answers[i]));
  });

  it('answers a repeated RSVP with the same status, changing nothing', async () => {
    const again = await Promise.all(
      crowd.slice(0, 20).map((m) => m.client.rpc('rsvp', { p_event_id: eventId })),
    );
    expect(again.filter((r) => r.error)).toEqual([]);
    const stored = await statusOf(eventId);
    crowd.slice(0, 20).forEach((m, i) => expect(again[i]!.data).toBe(stored.get(m.id)));
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 10, waitlist_count: 90 });
  });

  it('promotes the earliest waitlisted person when someone going cancels', async () => {
    const { rows } = await countsOf(eventId);
    const going = rows.filter((r) => r.status === 'going');
    const queue = rows.filter((r) => r.status === 'waitlisted').map((r) => r.user_id);
    const leaver = crowd.find((m) => m.id === going[0]!.user_id)!;
    const cancel = await leaver.client.rpc('cancel_rsvp', { p_event_id: eventId });
    expect(cancel.error).toBeNull();
    const stored = await statusOf(eventId);
    expect(stored.has(leaver.id)).toBe(false);
    expect(stored.get(queue[0]!)).toBe('going');
    expect(stored.get(queue[1]!)).toBe('waitlisted');
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 10, waitlist_count: 89 });
  });

  it('promotes in queue order when several going people cancel at once', async () => {
    const { rows } = await countsOf(eventId);
    const going = rows.filter((r) => r.status === 'going').map((r) => r.user_id);
    const queue = rows.filter((r) => r.status === 'waitlisted').map((r) => r.user_id);
    const leavers = crowd.filter((m) => going.slice(0, 5).includes(m.id));
    const results = await Promise.all(
      leavers.map((m) => m.client.rpc('cancel_rsvp', { p_event_id: eventId })),
    );
    expect(results.filter((r) => r.error)).toEqual([]);
    const stored = await statusOf(eventId);
    queue.slice(0, 5).forEach((id) => expect(stored.get(id)).toBe('going'));
    queue.slice(5).forEach((id) => expect(stored.get(id)).toBe('waitlisted'));
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 10, waitlist_count: 84 });
  });

  it('promotes nobody when a waitlisted person leaves', async () => {
    const { rows } = await countsOf(eventId);
    const queue = rows.filter((r) => r.status === 'waitlisted').map((r) => r.user_id);
    const leaver = crowd.find((m) => m.id === queue[3])!;
    await leaver.client.rpc('cancel_rsvp', { p_event_id: eventId });
    const stored = await statusOf(eventId);
    expect(stored.get(queue[0]!)).toBe('waitlisted');
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 10, waitlist_count: 83 });
  });

  it('keeps the count right when cancellations and new RSVPs race', async () => {
    const { rows } = await countsOf(eventId);
    const going = rows.filter((r) => r.status === 'going').map((r) => r.user_id);
    const present = new Set(rows.map((r) => r.user_id));
    const leavers = crowd.filter((m) => going.slice(0, 4).includes(m.id));
    const returning = crowd.filter((m) => !present.has(m.id));
    const calls = [
      ...leavers.map((m) => m.client.rpc('cancel_rsvp', { p_event_id: eventId })),
      ...returning.map((m) => m.client.rpc('rsvp', { p_event_id: eventId })),
    ];
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.error)).toEqual([]);
    const real = await expectCountersTrue(eventId);
    expect(real.going_count).toBe(10);
    expect(real.going_count + real.waitlist_count).toBe(rows.length - 4 + returning.length);
  });

  it('lets the waitlist in when the organizer adds seats or lifts the limit', async () => {
    const { rows } = await countsOf(eventId);
    const queue = rows.filter((r) => r.status === 'waitlisted').map((r) => r.user_id);
    const more = await organizer.client
      .from('events')
      .update({ max_attendees: 15 })
      .eq('id', eventId)
      .select('going_count, waitlist_count')
      .single();
    expect(more.error).toBeNull();
    const stored = await statusOf(eventId);
    queue.slice(0, 5).forEach((id) => expect(stored.get(id)).toBe('going'));
    expect(stored.get(queue[5]!)).toBe('waitlisted');
    expect(await expectCountersTrue(eventId)).toEqual({
      going_count: 15,
      waitlist_count: queue.length - 5,
    });
    // Fewer seats never evict anyone already going.
    await organizer.client.from('events').update({ max_attendees: 12 }).eq('id', eventId);
    expect((await expectCountersTrue(eventId)).going_count).toBe(15);
    await organizer.client.from('events').update({ max_attendees: null }).eq('id', eventId);
    expect(await expectCountersTrue(eventId)).toEqual({
      going_count: rows.length,
      waitlist_count: 0,
    });
  });

  it('promotes when a going member’s account is deleted', async () => {
    const small = await insertEvent(organizer.id, { max_attendees: 1 });
    const [first, second] = await Promise.all([createMember('gone'), createMember('next')]);
    expect((await first.client.rpc('rsvp', { p_event_id: small.id })).data).toBe('going');
    expect((await second.client.rpc('rsvp', { p_event_id: small.id })).data).toBe('waitlisted');
    await deleteMembers([first]);
    expect(await statusOf(small.id)).toEqual(new Map([[second.id, 'going']]));
    expect(await expectCountersTrue(small.id)).toEqual({ going_count: 1, waitlist_count: 0 });
    await service.from('events').delete().eq('id', small.id);
    await deleteMembers([second]);
  });
});
