import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import {
  createMember,
  createMembers,
  deleteMembers,
  insertEvent,
  type Member,
} from './events-fixtures';
import { eventually, joined } from './realtime-support';
import { anonClient, type Client, serviceClient } from './support/stack';
import { userToken } from './support/tokens';

/**
 * What the event page's live channel (src/services/event-live.ts) hears, with the real
 * supabase-js against the stack's /realtime/v1: the same two bindings, under each viewer's own
 * role. A visitor learns of an RSVP through the event's row (its counts); a member hears their
 * own RSVP's row and nobody else's, as RLS on rsvps lets them read.
 */

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;
const clients: Client[] = [];

afterAll(() => {
  for (const c of clients) c.realtime.disconnect();
});

/** The page's channel for one viewer: the event's row, and (members) the RSVPs they can read. */
async function watch(eventId: string, member?: Member) {
  const supabase = anonClient();
  clients.push(supabase);
  if (member) await supabase.realtime.setAuth(await userToken(member.id));
  const events: Payload[] = [];
  const rsvps: Payload[] = [];
  const channel = supabase
    .channel(`event:${eventId}:${clients.length}`)
    .on(
      'postgres_changes',
      { event: 'UPDATE', schema: 'public', table: 'events', filter: `id=eq.${eventId}` },
      (p) => void events.push(p as Payload),
    );
  if (member) {
    channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'rsvps', filter: `event_id=eq.${eventId}` },
      (p) => void rsvps.push(p as Payload),
    );
  }
  await joined(channel);
  return { events, rsvps };
}

async function cappedEvent(label: string, seats: number) {
  const organizer = await createMember(`${label}-organizer`);
  const { id } = await insertEvent(organizer.id, { max_attendees: seats });
  onTestFinished(async () => {
    await serviceClient().from('events').delete().eq('id', id);
    await deleteMembers([organizer]);
  });
  return { organizer, eventId: id };
}

describe('the event page’s live channel', () => {
  it('tells a visitor of every RSVP through the event’s counts', async () => {
    const { eventId } = await cappedEvent('live-visitor', 1);
    const [first, second] = await createMembers('live-visitor-rsvp', 2);
    onTestFinished(() => deleteMembers([first!, second!]));
    const visitor = await watch(eventId);

    expect((await first!.client.rpc('rsvp', { p_event_id: eventId })).data).toBe('going');
    const going = await eventually(
      () => visitor.events.find((p) => (p.new as any).going_count === 1),
      () => visitor.events.map((p) => p.new),
    );
    expect(going.eventType).toBe('UPDATE');

    expect((await second!.client.rpc('rsvp', { p_event_id: eventId })).data).toBe('waitlisted');
    await eventually(
      () => visitor.events.find((p) => (p.new as any).waitlist_count === 1),
      () => visitor.events.map((p) => p.new),
    );
  });

  it('tells a member of their own RSVP, the organiser of everyone’s, and nobody of another’s', async () => {
    const { organizer, eventId } = await cappedEvent('live-member', 1);
    const [anna, boris] = await createMembers('live-member-rsvp', 2);
    onTestFinished(() => deleteMembers([anna!, boris!]));
    const annaSees = await watch(eventId, anna);
    const borisSees = await watch(eventId, boris);
    const organizerSees = await watch(eventId, organizer);

    expect((await anna!.client.rpc('rsvp', { p_event_id: eventId })).data).toBe('going');
    const own = await eventually(
      () => annaSees.rsvps.find((p) => p.eventType === 'INSERT'),
      () => annaSees.rsvps,
    );
    expect(own.new).toMatchObject({ user_id: anna!.id, status: 'going' });
    await eventually(
      () => organizerSees.rsvps.find((p) => (p.new as any).user_id === anna!.id),
      () => organizerSees.rsvps,
    );
    // Boris hears that something changed (the counts), and that is all he may know.
    await eventually(
      () => borisSees.events.find((p) => (p.new as any).going_count === 1),
      () => borisSees.events,
    );
    expect(borisSees.rsvps).toEqual([]);

    // Anna leaves: Boris, waitlisted behind her, hears his own promotion.
    expect((await boris!.client.rpc('rsvp', { p_event_id: eventId })).data).toBe('waitlisted');
    await eventually(
      () => borisSees.rsvps.find((p) => (p.new as any).status === 'waitlisted'),
      () => borisSees.rsvps,
    );
    const { error } = await anna!.client.rpc('leave_event', { p_event_id: eventId });
    expect(error).toBeNull();
    await eventually(
      () =>
        borisSees.rsvps.find((p) => p.eventType === 'UPDATE' && (p.new as any).status === 'going'),
      () => borisSees.rsvps,
    );
    expect(borisSees.rsvps.every((p) => (p.new as any).user_id !== anna!.id)).toBe(true);
    expect(
      annaSees.rsvps.every((p) => ((p.new as any).user_id ?? (p.old as any).user_id) !== boris!.id),
    ).toBe(true);
  });
});
