import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, clientWithToken, serviceClient, type Client } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

/** The demo data in supabase/seed.sql's events section, as a visitor and the seed members see it. */

const seedId = (n: number) => `e1000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SAMPLES = [1, 2, 3, 4, 5].map(seedId);

let visitor: Client;
let service: Client;

beforeAll(() => {
  visitor = anonClient();
  service = serviceClient();
});

describe('seeded events', () => {
  it('include the spec’s five samples, three of them featured, one per spec category', async () => {
    const { data, error } = await visitor
      .from('events')
      .select('id, category_id, featured, status, cover_url')
      .in('id', SAMPLES)
      .order('id');
    expect(error).toBeNull();
    expect(data!.map((e) => e.category_id)).toEqual([
      'technology',
      'health',
      'art',
      'business',
      'food',
    ]);
    expect(data!.filter((e) => e.featured)).toHaveLength(3);
    expect(data!.every((e) => e.status === 'published')).toBe(true);
    expect(data!.every((e) => e.cover_url === `/images/events/${e.category_id}.svg`)).toBe(true);
  });

  it('give a visitor a catalogue to page through: upcoming, in every category and city', async () => {
    const { data, count, error } = await visitor
      .from('events')
      .select('id, category_id, city, is_online, price, max_attendees, starts_at', {
        count: 'exact',
      })
      .eq('status', 'published')
      .gte('id', seedId(0))
      .lte('id', seedId(999))
      .gt('starts_at', new Date().toISOString())
      .order('starts_at');
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(40);
    const categories = new Set(data!.map((e) => e.category_id));
    expect(categories.size).toBe(6);
    const cities = new Set(data!.map((e) => (e.is_online ? 'online' : e.city)));
    expect([...cities].sort()).toEqual(
      ['online', 'Екатеринбург', 'Казань', 'Москва', 'Новосибирск', 'Санкт-Петербург'].sort(),
    );
    expect(data!.some((e) => Number(e.price) === 0)).toBe(true);
    expect(data!.some((e) => Number(e.price) > 0)).toBe(true);
    expect(data!.some((e) => e.max_attendees === null)).toBe(true);
  });

  it('keep the draft from visitors and show the cancelled event as cancelled', async () => {
    const { data } = await visitor
      .from('events')
      .select('id, status')
      .in('id', [seedId(44), seedId(45)]);
    expect(data).toEqual([{ id: seedId(45), status: 'cancelled' }]);
    const dmitry = clientWithToken(await userToken(SEED_USERS.dmitry.id));
    const own = await dmitry.from('events').select('status').eq('id', seedId(44)).single();
    expect(own.data).toEqual({ status: 'draft' });
  });

  it('have counters equal to the seeded RSVPs, a full event and one with a seat left', async () => {
    const { data: events } = await service
      .from('events')
      .select('id, going_count, waitlist_count, max_attendees')
      .gte('id', seedId(0))
      .lte('id', seedId(999));
    const { data: rsvps } = await service
      .from('rsvps')
      .select('event_id, status')
      .gte('event_id', seedId(0))
      .lte('event_id', seedId(999));
    for (const e of events!) {
      const mine = rsvps!.filter((r) => r.event_id === e.id);
      expect(e.going_count, e.id).toBe(mine.filter((r) => r.status === 'going').length);
      expect(e.waitlist_count, e.id).toBe(mine.filter((r) => r.status === 'waitlisted').length);
    }
    const byId = new Map(events!.map((e) => [e.id, e]));
    expect(byId.get(seedId(24))).toMatchObject({ max_attendees: 2, going_count: 2 });
    expect(byId.get(seedId(31))).toMatchObject({ max_attendees: 3, going_count: 2 });
  });

  it('give the going attendee of an online event its join link', async () => {
    const ekaterina = clientWithToken(await userToken(SEED_USERS.ekaterina.id));
    const { data } = await ekaterina
      .from('event_private')
      .select('online_url')
      .eq('event_id', seedId(7))
      .single();
    expect(data!.online_url).toMatch(/^https:\/\/meet\.example\.com\//);
  });

  it('start at the intended local hour in the event’s own time zone', async () => {
    const { data } = await visitor
      .from('events')
      .select('starts_at, time_zone')
      .in('id', [seedId(2), seedId(8), seedId(10)])
      .order('id');
    const hour = (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(
        new Date(iso),
      );
    expect(data!.map((e) => [e.time_zone, hour(e.starts_at, e.time_zone)])).toEqual([
      ['Europe/Moscow', '08:00'],
      ['Asia/Novosibirsk', '18:30'],
      ['Asia/Yekaterinburg', '11:00'],
    ]);
  });
});
