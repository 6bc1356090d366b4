import { describe, expect, it, onTestFinished } from 'vitest';
import {
  countsOf,
  createMember,
  createMembers,
  deleteMembers,
  expectCountersTrue,
  insertEvent,
  type Member,
} from './events-fixtures';
import { serviceClient, stack } from './support/stack';

/**
 * Capacity and the waitlist under concurrency: 100 distinct members RSVP at once for 10 seats;
 * cancellations promote the earliest waitlisted; the counters always equal the rows. On PGlite
 * the stack serialises requests; on PostgreSQL PostgREST runs them on 10 connections at once, so
 * the row lock in rsvp() is what keeps the count right.
 *
 * Every test makes its own organizer, members and event, and removes them when it ends, so each
 * runs alone (`-t`) and in any order (`--sequence.shuffle`).
 */

interface Crowd {
  organizer: Member;
  members: Member[];
  eventId: string;
  /** The members going, then those waitlisted, each in queue order. */
  going: Member[];
  waitlisted: Member[];
}

/**
 * An event with `seats` seats and `size` members; the first `rsvped` of them RSVP one after the
 * other, so the queue's order is theirs.
 */
async function crowd(label: string, seats: number | null, size: number, rsvped = 0) {
  const [organizer, members] = await Promise.all([
    createMember(`${label}-organizer`),
    createMembers(label, size),
  ]);
  const { id: eventId } = await insertEvent(organizer.id, { max_attendees: seats });
  onTestFinished(async () => {
    await serviceClient().from('events').delete().eq('id', eventId);
    await deleteMembers([organizer, ...members]);
  });
  for (const m of members.slice(0, rsvped)) {
    const { error } = await m.client.rpc('rsvp', { p_event_id: eventId });
    expect(error).toBeNull();
  }
  const stored = await statusOf(eventId);
  const inQueue = (status: string) => members.filter((m) => stored.get(m.id) === status);
  return {
    organizer,
    members,
    eventId,
    going: inQueue('going'),
    waitlisted: inQueue('waitlisted'),
  } satisfies Crowd;
}

const statusOf = async (eventId: string) => {
  const { rows } = await countsOf(eventId);
  return new Map(rows.map((r) => [r.user_id, r.status]));
};

describe(`RSVP capacity on ${stack().dbKind}`, () => {
  it('gives exactly 10 going and 90 waitlisted for 100 concurrent RSVPs, with no errors', async () => {
    const { members, eventId } = await crowd('crowd', 10, 100);
    const results = await Promise.all(
      members.map((m) => m.client.rpc('rsvp', { p_event_id: eventId })),
    );
    expect(results.filter((r) => r.error).map((r) => r.error)).toEqual([]);
    const answers = results.map((r) => r.data);
    expect(answers.filter((a) => a === 'going')).toHaveLength(10);
    expect(answers.filter((a) => a === 'waitlisted')).toHaveLength(90);
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 10, waitlist_count: 90 });
    // Each member's answer is what the table says about them.
    const stored = await statusOf(eventId);
    members.forEach((m, i) => expect(stored.get(m.id)).toBe(answers[i]));
  }, 120_000);

  it('answers a repeated RSVP with the same status, changing nothing', async () => {
    const { members, eventId } = await crowd('again', 3, 6, 6);
    const again = await Promise.all(
      members.map((m) => m.client.rpc('rsvp', { p_event_id: eventId })),
    );
    expect(again.filter((r) => r.error)).toEqual([]);
    const stored = await statusOf(eventId);
    members.forEach((m, i) => expect(again[i]!.data).toBe(stored.get(m.id)));
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 3, waitlist_count: 3 });
  }, 120_000);

  it('promotes the earliest waitlisted person when someone going cancels', async () => {
    const { eventId, going, waitlisted } = await crowd('promote', 2, 5, 5);
    const leaver = going[0]!;
    const cancel = await leaver.client.rpc('cancel_rsvp', { p_event_id: eventId });
    expect(cancel.error).toBeNull();
    const stored = await statusOf(eventId);
    expect(stored.has(leaver.id)).toBe(false);
    expect(stored.get(waitlisted[0]!.id)).toBe('going');
    expect(stored.get(waitlisted[1]!.id)).toBe('waitlisted');
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 2, waitlist_count: 2 });
  }, 120_000);

  it('promotes in queue order when several going people cancel at once', async () => {
    const { eventId, going, waitlisted } = await crowd('several', 5, 12, 12);
    const results = await Promise.all(
      going.slice(0, 3).map((m) => m.client.rpc('cancel_rsvp', { p_event_id: eventId })),
    );
    expect(results.filter((r) => r.error)).toEqual([]);
    const stored = await statusOf(eventId);
    waitlisted.slice(0, 3).forEach((m) => expect(stored.get(m.id)).toBe('going'));
    waitlisted.slice(3).forEach((m) => expect(stored.get(m.id)).toBe('waitlisted'));
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 5, waitlist_count: 4 });
  }, 120_000);

  it('promotes nobody when a waitlisted person leaves', async () => {
    const { eventId, waitlisted } = await crowd('waiting', 2, 6, 6);
    await waitlisted[2]!.client.rpc('cancel_rsvp', { p_event_id: eventId });
    const stored = await statusOf(eventId);
    expect(stored.get(waitlisted[0]!.id)).toBe('waitlisted');
    expect(stored.has(waitlisted[2]!.id)).toBe(false);
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 2, waitlist_count: 3 });
  }, 120_000);

  it('keeps the count right when cancellations and new RSVPs race', async () => {
    const { members, eventId, going } = await crowd('race', 4, 12, 8);
    const returning = members.slice(8);
    const results = await Promise.all([
      ...going.slice(0, 2).map((m) => m.client.rpc('cancel_rsvp', { p_event_id: eventId })),
      ...returning.map((m) => m.client.rpc('rsvp', { p_event_id: eventId })),
    ]);
    expect(results.filter((r) => r.error)).toEqual([]);
    const real = await expectCountersTrue(eventId);
    expect(real.going_count).toBe(4);
    expect(real.going_count + real.waitlist_count).toBe(8 - 2 + returning.length);
  }, 120_000);

  it('lets the waitlist in when the organizer adds seats or lifts the limit', async () => {
    const { organizer, eventId, waitlisted } = await crowd('seats', 3, 10, 10);
    const more = await organizer.client
      .from('events')
      .update({ max_attendees: 5 })
      .eq('id', eventId)
      .select('going_count, waitlist_count')
      .single();
    expect(more.error).toBeNull();
    const stored = await statusOf(eventId);
    waitlisted.slice(0, 2).forEach((m) => expect(stored.get(m.id)).toBe('going'));
    expect(stored.get(waitlisted[2]!.id)).toBe('waitlisted');
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 5, waitlist_count: 5 });
    // Fewer seats never evict anyone already going.
    await organizer.client.from('events').update({ max_attendees: 4 }).eq('id', eventId);
    expect((await expectCountersTrue(eventId)).going_count).toBe(5);
    await organizer.client.from('events').update({ max_attendees: null }).eq('id', eventId);
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 10, waitlist_count: 0 });
  }, 120_000);

  it('promotes when a going member’s account is deleted', async () => {
    const { eventId, members } = await crowd('gone', 1, 2);
    const [first, second] = members as [Member, Member];
    expect((await first.client.rpc('rsvp', { p_event_id: eventId })).data).toBe('going');
    expect((await second.client.rpc('rsvp', { p_event_id: eventId })).data).toBe('waitlisted');
    await deleteMembers([first]);
    expect(await statusOf(eventId)).toEqual(new Map([[second.id, 'going']]));
    expect(await expectCountersTrue(eventId)).toEqual({ going_count: 1, waitlist_count: 0 });
  }, 120_000);
});
