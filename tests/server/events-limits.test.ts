/**
 * The form's limits (machines/events/event-limits.ts) are the database's: each one is written at
 * its edge (accepted) and one past it (refused) by a member through supabase-js, as the app
 * writes, and the refusal maps to the form's field (src/services/event-errors.ts), so a migration
 * that moves a limit fails here, and a refusal the form did not foresee still names its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LIMITS } from '../../machines/events/event-limits';
import type { EventField } from '../../machines/events/events.types';
import { toEventsFailure } from '../../src/services/event-errors';
import { createMember, deleteMembers, eventRow, type Member } from './events-fixtures';
import { serviceClient } from './support/stack';

let member: Member;
const created: string[] = [];

beforeAll(async () => {
  member = await createMember('limits');
});

afterAll(async () => {
  if (created.length) await serviceClient().from('events').delete().in('id', created);
  await deleteMembers([member]);
});

type Row = Parameters<typeof eventRow>[1];

async function write(overrides: Row) {
  const { data, error } = await member.client
    .from('events')
    .insert(eventRow(member.id, overrides))
    .select('id')
    .single();
  if (data) created.push(data.id);
  return error;
}

async function expectEdge(field: EventField, ok: Row, refused: Row) {
  expect(await write(ok), `${field} at its limit`).toBeNull();
  const error = await write(refused);
  expect(error, `${field} past its limit`).not.toBeNull();
  expect(toEventsFailure(error)).toMatchObject({ code: 'invalid', field });
}

const L = EVENT_LIMITS;
// Four-byte letters count once, as char_length counts them.
const text = (n: number) => 'я'.repeat(n - 1) + '😀';

describe('the database keeps the limits the form shows (event-limits.ts)', () => {
  it('title', async () => {
    await expectEdge('title', { title: text(L.title.max) }, { title: text(L.title.max + 1) });
    await expectEdge('title', { title: text(L.title.min) }, { title: text(L.title.min - 1) });
  });

  it('description', async () => {
    await expectEdge(
      'description',
      { description: text(L.description.max) },
      { description: text(L.description.max + 1) },
    );
  });

  it('venue, address and city', async () => {
    await expectEdge(
      'venueName',
      { venue_name: text(L.venueName.max) },
      { venue_name: text(L.venueName.max + 1) },
    );
    await expectEdge(
      'address',
      { address: text(L.address.max) },
      { address: text(L.address.max + 1) },
    );
    await expectEdge('city', { city: text(L.city.max) }, { city: text(L.city.max + 1) });
  });

  it('seats', async () => {
    await expectEdge(
      'maxAttendees',
      { max_attendees: L.maxAttendees.max },
      { max_attendees: L.maxAttendees.max + 1 },
    );
    await expectEdge(
      'maxAttendees',
      { max_attendees: L.maxAttendees.min },
      { max_attendees: L.maxAttendees.min - 1 },
    );
  });

  it('price: numeric(10,2), never below zero (the issue’s 99999999999 too)', async () => {
    await expectEdge('price', { price: L.price.max }, { price: L.price.max + 0.01 });
    await expectEdge('price', { price: L.price.min }, { price: L.price.min - 0.01 });
    expect(toEventsFailure(await write({ price: 99_999_999_999 }))).toMatchObject({
      field: 'price',
    });
  });

  it('the end after the start, and a venue for an offline event', async () => {
    const starts = '2031-01-01T10:00:00.000Z';
    await expectEdge(
      'endsAt',
      { starts_at: starts, ends_at: '2031-01-01T10:00:01.000Z' },
      { starts_at: starts, ends_at: starts },
    );
    await expectEdge('venueName', { venue_name: 'Зал' }, { venue_name: '  ' });
  });

  it('the join link', async () => {
    const error = await write({ is_online: true, venue_name: null, city: null, address: null });
    expect(error).toBeNull();
    const id = created.at(-1)!;
    const link = (n: number) => `https://meet.example.test/${'a'.repeat(n - 26)}`;
    expect(link(L.onlineUrl.max)).toHaveLength(L.onlineUrl.max);
    const ok = await member.client
      .from('event_private')
      .upsert({ event_id: id, online_url: link(L.onlineUrl.max) }, { onConflict: 'event_id' });
    expect(ok.error).toBeNull();
    const refused = await member.client
      .from('event_private')
      .upsert({ event_id: id, online_url: link(L.onlineUrl.max + 1) }, { onConflict: 'event_id' });
    expect(toEventsFailure(refused.error)).toMatchObject({ code: 'invalid', field: 'onlineUrl' });
  });
});
