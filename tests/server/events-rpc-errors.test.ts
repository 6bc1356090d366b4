import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  createMember,
  deleteMembers,
  insertEvent,
  type Member,
} from './events-fixtures';
import { toEventsFailure } from '../../src/services/event-errors';
import { anonClient, serviceClient, type Client } from './support/stack';

/**
 * Every error a caller can cause in the events functions and triggers is a 4xx with its key as
 * message and its code, never a 500 (issue 22: rpc/rsvp on an unknown event answered 500,
 * since PostgREST maps P0002 to 500). The status is what supabase-js hands the app.
 */

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const HOUR = 3_600_000;

let visitor: Client;
let admin: Client;
let organizer: Member;
let other: Member;
let published: { id: string };
let draft: { id: string };
let cancelled: { id: string };
let started: { id: string };

beforeAll(async () => {
  visitor = anonClient();
  admin = await adminClient();
  [organizer, other] = await Promise.all([
    createMember('err-organizer'),
    createMember('err-other'),
  ]);
  [published, draft, cancelled, started] = await Promise.all([
    insertEvent(organizer.id, { title: 'Встреча для ошибок' }),
    insertEvent(organizer.id, { title: 'Черновик для ошибок', status: 'draft' }),
    insertEvent(organizer.id, { title: 'Отменённая для ошибок', status: 'cancelled' }),
    insertEvent(organizer.id, {
      title: 'Начавшаяся встреча',
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      ends_at: new Date(Date.now() + HOUR).toISOString(),
    }),
  ]);
});

afterAll(async () => {
  await deleteMembers([organizer, other]);
});

type Answer = {
  status: number;
  error: { code: string; message: string; details?: string | null } | null;
};
const shape = ({ status, error }: Answer) => ({
  status,
  code: error?.code,
  message: error?.message,
});

describe('rpc/rsvp and rpc/cancel_rsvp errors', () => {
  it('answer a visitor 401 not_authenticated', async () => {
    for (const fn of ['rsvp', 'cancel_rsvp'] as const) {
      const answer = await visitor.rpc(fn, { p_event_id: published.id });
      expect(shape(answer), fn).toEqual({
        status: 401,
        code: '42501',
        message: 'not_authenticated',
      });
    }
  });

  it('answer 404 event_not_found for an event that does not exist', async () => {
    for (const fn of ['rsvp', 'cancel_rsvp'] as const) {
      for (const who of [other.client, admin]) {
        const answer = await who.rpc(fn, { p_event_id: UNKNOWN });
        expect(shape(answer), fn).toEqual({
          status: 404,
          code: 'P0002',
          message: 'event_not_found',
        });
      }
    }
  });

  it('answer 404 for someone else’s draft, which the caller cannot see either', async () => {
    const answer = await other.client.rpc('rsvp', { p_event_id: draft.id });
    expect(shape(answer)).toEqual({ status: 404, code: 'P0002', message: 'event_not_found' });
    const seen = await other.client.from('events').select('id').eq('id', draft.id);
    expect(seen.data).toEqual([]);
  });

  it('answer 409 when the event takes no RSVPs: a draft, cancelled, started', async () => {
    const cases = [
      [organizer.client, draft.id, 'event_not_open'],
      [admin, draft.id, 'event_not_open'],
      [other.client, cancelled.id, 'event_cancelled'],
      [other.client, started.id, 'event_past'],
    ] as const;
    for (const [who, id, message] of cases) {
      const answer = await who.rpc('rsvp', { p_event_id: id });
      expect(shape(answer), message).toEqual({ status: 409, code: 'P0001', message });
      expect(answer.error?.details, message).toBeTypeOf('string');
    }
  });

  it('answer 400 to an id that is not a uuid', async () => {
    const answer = await other.client.rpc('rsvp', { p_event_id: 'not-a-uuid' });
    expect(shape(answer)).toMatchObject({ status: 400, code: '22P02' });
  });

  it('still work: an RSVP and its cancellation answer 200/204', async () => {
    const join = await other.client.rpc('rsvp', { p_event_id: published.id });
    expect([join.status, join.data]).toEqual([200, 'going']);
    const leave = await other.client.rpc('cancel_rsvp', { p_event_id: published.id });
    expect(leave.error).toBeNull();
    expect(leave.status).toBeLessThan(300);
  });
});

describe('the events trigger’s errors on PATCH /events', () => {
  it('answer 403 featured_admin_only to a member featuring their event', async () => {
    const answer = await organizer.client
      .from('events')
      .update({ featured: true })
      .eq('id', published.id);
    expect(shape(answer)).toEqual({ status: 403, code: '42501', message: 'featured_admin_only' });
  });

  it('answer 409 event_has_rsvps and event_status_final', async () => {
    const event = await insertEvent(organizer.id, { title: 'Встреча с гостем' });
    expect((await other.client.rpc('rsvp', { p_event_id: event.id })).error).toBeNull();
    const toDraft = await organizer.client
      .from('events')
      .update({ status: 'draft' })
      .eq('id', event.id);
    expect(shape(toDraft)).toEqual({ status: 409, code: 'P0001', message: 'event_has_rsvps' });
    await organizer.client.from('events').update({ status: 'cancelled' }).eq('id', event.id);
    const reopen = await organizer.client
      .from('events')
      .update({ status: 'published' })
      .eq('id', event.id);
    expect(shape(reopen)).toEqual({ status: 409, code: 'P0001', message: 'event_status_final' });
    await serviceClient().from('events').delete().eq('id', event.id);
  });
});

describe('rpc/event_catalogue_page and rpc/event_attendees', () => {
  it('answer 400 catalogue_page_invalid to bad arguments', async () => {
    const answer = await visitor.rpc('event_catalogue_page', {
      p_from: new Date().toISOString(),
      p_limit: 1000,
    });
    expect(shape(answer)).toEqual({
      status: 400,
      code: '22023',
      message: 'catalogue_page_invalid',
    });
  });

  it('answer an empty list, not an error, for an unknown event', async () => {
    const answer = await visitor.rpc('event_attendees', { p_event_id: UNKNOWN });
    expect([answer.status, answer.data, answer.error]).toEqual([200, [], null]);
  });
});

describe('the app’s error codes for these answers (src/services/event-errors.ts)', () => {
  it('map each answer to the code the machines and texts know', async () => {
    const codeOf = async (answer: PromiseLike<{ error: unknown }>) =>
      toEventsFailure((await answer).error).code;
    expect(await codeOf(visitor.rpc('rsvp', { p_event_id: published.id }))).toBe('not_signed_in');
    expect(await codeOf(other.client.rpc('rsvp', { p_event_id: UNKNOWN }))).toBe('not_found');
    expect(await codeOf(other.client.rpc('cancel_rsvp', { p_event_id: UNKNOWN }))).toBe(
      'not_found',
    );
    expect(await codeOf(other.client.rpc('rsvp', { p_event_id: draft.id }))).toBe('not_found');
    expect(await codeOf(organizer.client.rpc('rsvp', { p_event_id: draft.id }))).toBe(
      'event_not_open',
    );
    expect(await codeOf(other.client.rpc('rsvp', { p_event_id: cancelled.id }))).toBe(
      'event_not_open',
    );
    expect(await codeOf(other.client.rpc('rsvp', { p_event_id: started.id }))).toBe(
      'event_not_open',
    );
    expect(
      await codeOf(
        organizer.client.from('events').update({ featured: true }).eq('id', published.id),
      ),
    ).toBe('forbidden');
    expect(
      await codeOf(
        organizer.client.from('events').update({ status: 'published' }).eq('id', cancelled.id),
      ),
    ).toBe('invalid');
  });
});
