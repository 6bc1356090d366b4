import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  createMember,
  deleteMembers,
  eventRow,
  expectCountersTrue,
  insertEvent,
  type Member,
} from './events-fixtures';
import { anonClient, clientWithToken, serviceClient, type Client } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

/**
 * Row-level security and grants of the events tables, per role: visitor (anon), organizer,
 * attendee (going), waitlisted member, other member, admin. Every table, every operation.
 */

let visitor: Client;
let service: Client;
let admin: Client;
let organizer: Member;
let attendee: Member;
let waitlisted: Member;
let other: Member;

type EventRow = Awaited<ReturnType<typeof insertEvent>>;
let published: EventRow;
let draft: EventRow;
let cancelled: EventRow;
let online: EventRow;
const JOIN_LINK = 'https://meet.example.test/vstrechi-react';

beforeAll(async () => {
  visitor = anonClient();
  service = serviceClient();
  admin = await adminClient();
  [organizer, attendee, waitlisted, other] = await Promise.all([
    createMember('organizer'),
    createMember('attendee'),
    createMember('waitlisted'),
    createMember('other'),
  ]);
  [published, draft, cancelled, online] = await Promise.all([
    insertEvent(organizer.id, { title: 'Открытая встреча' }),
    insertEvent(organizer.id, { title: 'Черновик встречи', status: 'draft' }),
    insertEvent(organizer.id, { title: 'Отменённая встреча', status: 'cancelled' }),
    insertEvent(organizer.id, {
      title: 'Онлайн-встреча',
      is_online: true,
      venue_name: null,
      address: null,
      city: null,
      max_attendees: 1,
    }),
  ]);
  const link = await service
    .from('event_private')
    .insert({ event_id: online.id, online_url: JOIN_LINK });
  expect(link.error).toBeNull();
  expect((await attendee.client.rpc('rsvp', { p_event_id: online.id })).data).toBe('going');
  expect((await waitlisted.client.rpc('rsvp', { p_event_id: online.id })).data).toBe('waitlisted');
});

afterAll(async () => {
  await deleteMembers([organizer, attendee, waitlisted, other]);
});

const ids = (rows: { id: string | null }[] | null) => (rows ?? []).map((r) => r.id);

describe('categories', () => {
  it('are readable by everyone, six in order, named in four languages', async () => {
    for (const who of [visitor, other.client, admin]) {
      const { data, error } = await who.from('categories').select('*').order('position');
      expect(error).toBeNull();
      expect(data!.map((c) => c.id)).toEqual([
        'technology',
        'health',
        'art',
        'business',
        'food',
        'education',
      ]);
      expect(data![0]).toMatchObject({
        name_ru: 'Технологии',
        name_en: 'Technology',
        name_fr: 'Technologie',
        name_de: 'Technologie',
        icon: 'cpu',
      });
    }
  });

  it('refuse every write from visitors, members and admins', async () => {
    for (const who of [visitor, other.client, admin]) {
      const insert = await who.from('categories').insert({
        id: 'music',
        name_ru: 'Музыка',
        name_en: 'Music',
        name_fr: 'Musique',
        name_de: 'Musik',
      });
      expect(insert.error?.code).toBe('42501');
      const update = await who.from('categories').update({ name_ru: 'Взлом' }).eq('id', 'food');
      expect(update.error?.code).toBe('42501');
      const del = await who.from('categories').delete().eq('id', 'food');
      expect(del.error?.code).toBe('42501');
    }
    const { data } = await visitor.from('categories').select('name_ru').eq('id', 'food').single();
    expect(data).toEqual({ name_ru: 'Еда' });
  });
});

describe('events: reading', () => {
  const mine = () => [published.id, draft.id, cancelled.id, online.id];

  it('shows a visitor published and cancelled events, never drafts', async () => {
    const { data, error } = await visitor.from('events').select('id').in('id', mine());
    expect(error).toBeNull();
    expect(ids(data).sort()).toEqual([published.id, cancelled.id, online.id].sort());
  });

  it('hides drafts from other members and attendees', async () => {
    for (const who of [other, attendee]) {
      const { data } = await who.client.from('events').select('id').in('id', mine());
      expect(ids(data)).not.toContain(draft.id);
      expect(ids(data)).toHaveLength(3);
    }
  });

  it('shows the organizer their own drafts, and admins every event', async () => {
    for (const who of [organizer.client, admin]) {
      const { data } = await who.from('events').select('id').in('id', mine());
      expect(ids(data).sort()).toEqual(mine().sort());
    }
  });

  it('embeds the organizer profile as the catalogue asks for it', async () => {
    const { data, error } = await visitor
      .from('events')
      .select(
        'id, title, organizer:profiles(id, full_name, avatar_url), category:categories(name_ru)',
      )
      .eq('id', published.id)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      organizer: { id: organizer.id, full_name: 'Участник organizer' },
      category: { name_ru: 'Технологии' },
    });
  });

  it('finds events by full-text search (simple config, case-insensitive Cyrillic)', async () => {
    const { data, error } = await visitor
      .from('events')
      .select('id')
      .textSearch('search', 'открытая', { config: 'simple', type: 'websearch' })
      .in('id', mine());
    expect(error).toBeNull();
    expect(ids(data)).toEqual([published.id]);
  });
});

describe('events: creating', () => {
  const created: string[] = [];
  afterAll(async () => {
    if (created.length) await service.from('events').delete().in('id', created);
  });

  it('refuses a visitor', async () => {
    const { error } = await visitor.from('events').insert(eventRow(organizer.id));
    expect(error?.code).toBe('42501');
  });

  it('lets a member create an event as its organizer, with zero counters and a draft default', async () => {
    const row = eventRow(other.id);
    delete row.status;
    const { data, error } = await other.client.from('events').insert(row).select().single();
    expect(error).toBeNull();
    created.push(data!.id);
    expect(data).toMatchObject({
      organizer_id: other.id,
      status: 'draft',
      featured: false,
      going_count: 0,
      waitlist_count: 0,
      time_zone: 'Europe/Moscow',
      price: 0,
    });
  });

  it('refuses an event on someone else’s behalf', async () => {
    const { error } = await other.client.from('events').insert(eventRow(organizer.id));
    expect(error?.code).toBe('42501');
  });

  it('refuses featured from a member but takes it from an admin', async () => {
    const member = await other.client.from('events').insert(eventRow(other.id, { featured: true }));
    expect(member.error?.code).toBe('42501');
    expect(member.error?.message).toBe('featured_admin_only');
    const byAdmin = await admin
      .from('events')
      .insert(eventRow(SEED_USERS.admin.id, { featured: true }))
      .select('id, featured')
      .single();
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data!.featured).toBe(true);
    created.push(byAdmin.data!.id);
  });

  it('refuses counters and timestamps written by a client', async () => {
    for (const extra of [{ going_count: 5 }, { waitlist_count: 1 }, { created_at: '2020-01-01' }]) {
      const { error } = await other.client
        .from('events')
        .insert({ ...eventRow(other.id), ...extra });
      expect(error?.code).toBe('42501');
    }
  });

  it('checks the fields', async () => {
    const starts = eventRow(other.id).starts_at;
    const bad = [
      { title: 'ab' },
      { title: 'я'.repeat(141) },
      { description: 'д'.repeat(10_001) },
      { ends_at: starts },
      { is_online: false, city: null },
      { is_online: false, venue_name: '  ' },
      { max_attendees: 0 },
      { price: -1 },
      { time_zone: 'MSK' },
      { time_zone: 'Europe/Nowhere' },
      { cover_url: 'javascript:alert(1)' },
      { status: 'archived' },
    ];
    for (const overrides of bad) {
      const { error } = await other.client.from('events').insert(eventRow(other.id, overrides));
      expect(error?.code, JSON.stringify(overrides)).toBe('23514');
    }
    const unknownCategory = await other.client
      .from('events')
      .insert(eventRow(other.id, { category_id: 'music' }));
    expect(unknownCategory.error?.code).toBe('23503');
    const fine = await other.client
      .from('events')
      .insert(
        eventRow(other.id, {
          is_online: true,
          venue_name: null,
          city: null,
          time_zone: 'Asia/Novosibirsk',
          cover_url: '/images/events/technology.svg',
          price: 1500.5,
        }),
      )
      .select('id, price')
      .single();
    expect(fine.error).toBeNull();
    expect(fine.data!.price).toBe(1500.5);
    created.push(fine.data!.id);
  });
});

describe('events: editing', () => {
  let event: EventRow;
  beforeAll(async () => {
    event = await insertEvent(organizer.id, { title: 'Редактируемая встреча' });
  });

  it('lets the organizer edit their event and moves updated_at', async () => {
    const { data, error } = await organizer.client
      .from('events')
      .update({ title: 'Новое название', max_attendees: 30, price: 500 })
      .eq('id', event.id)
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: 'Новое название', max_attendees: 30, price: 500 });
    expect(Date.parse(data!.updated_at)).toBeGreaterThan(Date.parse(event.updated_at));
  });

  it('silently changes nothing for another member; refuses a visitor', async () => {
    const byOther = await other.client
      .from('events')
      .update({ title: 'Взлом' })
      .eq('id', event.id)
      .select();
    expect(byOther.error).toBeNull();
    expect(byOther.data).toEqual([]);
    const byVisitor = await visitor.from('events').update({ title: 'Взлом' }).eq('id', event.id);
    expect(byVisitor.error?.code).toBe('42501');
    const { data } = await service.from('events').select('title').eq('id', event.id).single();
    expect(data!.title).not.toBe('Взлом');
  });

  it('refuses the organizer changing the organizer, the counters or the timestamps', async () => {
    for (const patch of [
      { organizer_id: other.id },
      { going_count: 100 },
      { waitlist_count: 3 },
      { created_at: '2020-01-01T00:00:00Z' },
      { updated_at: '2020-01-01T00:00:00Z' },
    ]) {
      const { error } = await organizer.client.from('events').update(patch).eq('id', event.id);
      expect(error?.code, JSON.stringify(patch)).toBe('42501');
    }
  });

  it('lets only admins feature an event, on anyone’s event', async () => {
    const byOrganizer = await organizer.client
      .from('events')
      .update({ featured: true })
      .eq('id', event.id);
    expect(byOrganizer.error?.code).toBe('42501');
    expect(byOrganizer.error?.message).toBe('featured_admin_only');
    const byAdmin = await admin
      .from('events')
      .update({ featured: true })
      .eq('id', event.id)
      .select('featured')
      .single();
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data!.featured).toBe(true);
    // The organizer keeps editing the featured event, but cannot unfeature it either.
    const edit = await organizer.client
      .from('events')
      .update({ title: 'Всё ещё в рекомендациях', featured: true })
      .eq('id', event.id)
      .select('featured')
      .single();
    expect(edit.error).toBeNull();
    const unfeature = await organizer.client
      .from('events')
      .update({ featured: false })
      .eq('id', event.id);
    expect(unfeature.error?.message).toBe('featured_admin_only');
  });

  it('ignores a forged admin role in user_metadata', async () => {
    const forged = clientWithToken(await userToken(other.id, { user_metadata: { role: 'admin' } }));
    const { data } = await forged.from('events').select('id').eq('id', draft.id);
    expect(data).toEqual([]);
    const own = await insertEvent(other.id);
    const feature = await forged.from('events').update({ featured: true }).eq('id', own.id);
    expect(feature.error?.message).toBe('featured_admin_only');
    await service.from('events').delete().eq('id', own.id);
  });

  it('lets an admin moderate anyone’s event: edit it, its join link, and cancel it', async () => {
    const target = await insertEvent(organizer.id, {
      title: 'Встреча под модерацией',
      is_online: true,
      venue_name: null,
      city: null,
    });
    const edit = await admin
      .from('events')
      .update({ title: 'Исправлено модератором', max_attendees: 50 })
      .eq('id', target.id)
      .select('title, max_attendees, organizer_id')
      .single();
    expect(edit.error).toBeNull();
    // The event stays the organizer's: an admin edits, never takes over.
    expect(edit.data).toEqual({
      title: 'Исправлено модератором',
      max_attendees: 50,
      organizer_id: organizer.id,
    });
    const link = await admin
      .from('event_private')
      .upsert(
        { event_id: target.id, online_url: 'https://meet.example.test/moderated' },
        { onConflict: 'event_id' },
      )
      .select('online_url');
    expect(link.data).toEqual([{ online_url: 'https://meet.example.test/moderated' }]);

    // Another member and a visitor cannot cancel it; the admin can.
    const byOther = await other.client
      .from('events')
      .update({ status: 'cancelled' })
      .eq('id', target.id)
      .select('id');
    expect(byOther.data).toEqual([]);
    const byVisitor = await visitor
      .from('events')
      .update({ status: 'cancelled' })
      .eq('id', target.id);
    expect(byVisitor.error?.code).toBe('42501');
    const cancel = await admin
      .from('events')
      .update({ status: 'cancelled' })
      .eq('id', target.id)
      .select('status')
      .single();
    expect(cancel.data).toEqual({ status: 'cancelled' });
    // Cancelled is final for admins too.
    const reopen = await admin.from('events').update({ status: 'published' }).eq('id', target.id);
    expect(reopen.error?.message).toBe('event_status_final');
    await service.from('events').delete().eq('id', target.id);
  });

  it('lets the organizer cancel, never reopen; no return to draft once people RSVP’d', async () => {
    const withRsvp = await insertEvent(organizer.id, { title: 'Встреча с гостями' });
    expect((await attendee.client.rpc('rsvp', { p_event_id: withRsvp.id })).error).toBeNull();
    const toDraft = await organizer.client
      .from('events')
      .update({ status: 'draft' })
      .eq('id', withRsvp.id);
    expect(toDraft.error?.message).toBe('event_has_rsvps');
    const cancel = await organizer.client
      .from('events')
      .update({ status: 'cancelled' })
      .eq('id', withRsvp.id)
      .select('status')
      .single();
    expect(cancel.data).toEqual({ status: 'cancelled' });
    const reopen = await organizer.client
      .from('events')
      .update({ status: 'published' })
      .eq('id', withRsvp.id);
    expect(reopen.error?.message).toBe('event_status_final');
  });
});

describe('events: deleting', () => {
  it('lets the organizer delete their own draft only', async () => {
    const ownDraft = await insertEvent(organizer.id, { status: 'draft' });
    const ownPublished = await insertEvent(organizer.id);
    const del = await organizer.client
      .from('events')
      .delete()
      .in('id', [ownDraft.id, ownPublished.id])
      .select('id');
    expect(del.error).toBeNull();
    expect(ids(del.data)).toEqual([ownDraft.id]);
    await service.from('events').delete().eq('id', ownPublished.id);
  });

  it('deletes nothing for another member, refuses a visitor, lets an admin delete anything', async () => {
    const target = await insertEvent(organizer.id, { status: 'draft' });
    const byOther = await other.client.from('events').delete().eq('id', target.id).select('id');
    expect(byOther.data).toEqual([]);
    const byVisitor = await visitor.from('events').delete().eq('id', target.id);
    expect(byVisitor.error?.code).toBe('42501');
    const byAdmin = await admin.from('events').delete().eq('id', target.id).select('id');
    expect(ids(byAdmin.data)).toEqual([target.id]);
  });
});

describe('event_private (the join link)', () => {
  const read = (who: Client) =>
    who.from('event_private').select('online_url').eq('event_id', online.id);

  it('is readable by the organizer, a going attendee and an admin', async () => {
    for (const who of [organizer.client, attendee.client, admin]) {
      const { data, error } = await read(who);
      expect(error).toBeNull();
      expect(data).toEqual([{ online_url: JOIN_LINK }]);
    }
  });

  it('is hidden from waitlisted and other members, and refused to a visitor', async () => {
    for (const who of [waitlisted.client, other.client]) {
      const { data, error } = await read(who);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { error } = await read(visitor);
    expect(error?.code).toBe('42501');
  });

  it('cannot be embedded by a visitor through events either', async () => {
    const { error } = await visitor
      .from('events')
      .select('id, event_private(online_url)')
      .eq('id', online.id);
    expect(error?.code).toBe('42501');
  });

  it('lets the organizer write it and nobody else', async () => {
    const mine = await insertEvent(organizer.id, { is_online: true, city: null, venue_name: null });
    const byOther = await other.client
      .from('event_private')
      .insert({ event_id: mine.id, online_url: 'https://evil.test/' });
    expect(byOther.error?.code).toBe('42501');
    const byAttendee = await attendee.client
      .from('event_private')
      .update({ online_url: 'https://evil.test/' })
      .eq('event_id', online.id)
      .select();
    expect(byAttendee.data).toEqual([]);
    const delByAttendee = await attendee.client
      .from('event_private')
      .delete()
      .eq('event_id', online.id)
      .select();
    expect(delByAttendee.data).toEqual([]);
    const byVisitor = await visitor
      .from('event_private')
      .insert({ event_id: mine.id, online_url: 'https://evil.test/' });
    expect(byVisitor.error?.code).toBe('42501');

    const upsert = await organizer.client
      .from('event_private')
      .upsert({ event_id: mine.id, online_url: 'https://meet.example.test/a' })
      .select()
      .single();
    expect(upsert.error).toBeNull();
    const again = await organizer.client
      .from('event_private')
      .upsert({ event_id: mine.id, online_url: 'https://meet.example.test/b' })
      .select()
      .single();
    expect(again.data).toEqual({ event_id: mine.id, online_url: 'https://meet.example.test/b' });
    const badUrl = await organizer.client
      .from('event_private')
      .update({ online_url: 'javascript:alert(1)' })
      .eq('event_id', mine.id);
    expect(badUrl.error?.code).toBe('23514');
    const byAdmin = await admin
      .from('event_private')
      .update({ online_url: 'https://meet.example.test/c' })
      .eq('event_id', mine.id)
      .select('online_url');
    expect(byAdmin.data).toEqual([{ online_url: 'https://meet.example.test/c' }]);
    const del = await organizer.client
      .from('event_private')
      .delete()
      .eq('event_id', mine.id)
      .select('event_id');
    expect(del.data).toEqual([{ event_id: mine.id }]);
    await service.from('events').delete().eq('id', mine.id);
  });

  it('stops being readable once the attendee cancels', async () => {
    const extra = await insertEvent(organizer.id, {
      is_online: true,
      city: null,
      venue_name: null,
    });
    await service.from('event_private').insert({ event_id: extra.id, online_url: JOIN_LINK });
    await other.client.rpc('rsvp', { p_event_id: extra.id });
    const before = await other.client
      .from('event_private')
      .select('online_url')
      .eq('event_id', extra.id);
    expect(before.data).toEqual([{ online_url: JOIN_LINK }]);
    await other.client.rpc('cancel_rsvp', { p_event_id: extra.id });
    const after = await other.client
      .from('event_private')
      .select('online_url')
      .eq('event_id', extra.id);
    expect(after.data).toEqual([]);
    await service.from('events').delete().eq('id', extra.id);
  });
});

describe('rsvps', () => {
  it('are refused to a visitor', async () => {
    const { error } = await visitor.from('rsvps').select('*').eq('event_id', online.id);
    expect(error?.code).toBe('42501');
  });

  it('show members their own RSVPs only', async () => {
    const mine = await attendee.client.from('rsvps').select('user_id, status');
    expect(mine.data).toEqual(expect.arrayContaining([{ user_id: attendee.id, status: 'going' }]));
    expect(mine.data!.every((r) => r.user_id === attendee.id)).toBe(true);
    const theirs = await other.client.from('rsvps').select('user_id').eq('event_id', online.id);
    expect(theirs.data).toEqual([]);
  });

  it('show the organizer and admins the whole list, waitlist included', async () => {
    for (const who of [organizer.client, admin]) {
      const { data } = await who
        .from('rsvps')
        .select('user_id, status')
        .eq('event_id', online.id)
        .order('created_at');
      expect(data).toEqual([
        { user_id: attendee.id, status: 'going' },
        { user_id: waitlisted.id, status: 'waitlisted' },
      ]);
    }
  });

  it('cannot be written directly by anyone but the service role', async () => {
    for (const who of [visitor, other.client, attendee.client, organizer.client, admin]) {
      const insert = await who
        .from('rsvps')
        .insert({ event_id: published.id, user_id: other.id, status: 'going' });
      expect(insert.error?.code).toBe('42501');
      const update = await who
        .from('rsvps')
        .update({ status: 'going' })
        .eq('event_id', online.id)
        .eq('user_id', waitlisted.id);
      expect(update.error?.code).toBe('42501');
      const del = await who.from('rsvps').delete().eq('event_id', online.id);
      expect(del.error?.code).toBe('42501');
    }
    await expectCountersTrue(online.id);
    const { data } = await organizer.client
      .from('rsvps')
      .select('status')
      .eq('event_id', online.id)
      .eq('user_id', waitlisted.id)
      .single();
    expect(data).toEqual({ status: 'waitlisted' });
  });
});

describe('the RSVP functions', () => {
  it('refuse a visitor with not_authenticated', async () => {
    for (const fn of ['rsvp', 'cancel_rsvp'] as const) {
      const { error } = await visitor.rpc(fn, { p_event_id: published.id });
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('not_authenticated');
    }
  });

  it('refuse drafts, cancelled, started and unknown events with their codes', async () => {
    // Someone else's draft is as unknown to the caller as it is everywhere else (RLS hides it).
    const past = await insertEvent(organizer.id, {
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const cases = [
      [draft.id, 'P0002', 'event_not_found'],
      [cancelled.id, 'P0001', 'event_cancelled'],
      [past.id, 'P0001', 'event_past'],
      ['00000000-0000-4000-8000-00000000dead', 'P0002', 'event_not_found'],
    ] as const;
    for (const [id, code, message] of cases) {
      const { error } = await other.client.rpc('rsvp', { p_event_id: id });
      expect(error, message).toMatchObject({ code, message });
    }
    const gone = await other.client.rpc('cancel_rsvp', {
      p_event_id: '00000000-0000-4000-8000-00000000dead',
    });
    expect(gone.error).toMatchObject({ code: 'P0002', message: 'event_not_found' });
    // Even the organizer cannot RSVP to their own draft; nor can an admin, who sees drafts.
    for (const who of [organizer.client, admin]) {
      const own = await who.rpc('rsvp', { p_event_id: draft.id });
      expect(own.error).toMatchObject({ code: 'P0001', message: 'event_not_open' });
    }
    await service.from('events').delete().eq('id', past.id);
  });

  it('are idempotent, and keep the counters equal to the rows', async () => {
    const first = await other.client.rpc('rsvp', { p_event_id: published.id });
    const second = await other.client.rpc('rsvp', { p_event_id: published.id });
    expect([first.data, second.data]).toEqual(['going', 'going']);
    expect(await expectCountersTrue(published.id)).toEqual({ going_count: 1, waitlist_count: 0 });
    const onFull = await other.client.rpc('rsvp', { p_event_id: online.id });
    expect(onFull.data).toBe('waitlisted');
    expect(await expectCountersTrue(online.id)).toEqual({ going_count: 1, waitlist_count: 2 });
    for (let i = 0; i < 2; i++) {
      const cancel = await other.client.rpc('cancel_rsvp', { p_event_id: published.id });
      expect(cancel.error).toBeNull();
    }
    await other.client.rpc('cancel_rsvp', { p_event_id: online.id });
    expect(await expectCountersTrue(published.id)).toEqual({ going_count: 0, waitlist_count: 0 });
    expect(await expectCountersTrue(online.id)).toEqual({ going_count: 1, waitlist_count: 1 });
  });

  it('keep the internal helpers out of reach', async () => {
    for (const who of [visitor, other.client, admin]) {
      const { error } = await who.rpc('promote_waitlist', { p_event_id: online.id });
      expect(error?.code).toBe('42501');
    }
  });

  it('list going attendees publicly, never those of a draft', async () => {
    const { data, error } = await visitor.rpc('event_attendees', { p_event_id: online.id });
    expect(error).toBeNull();
    expect(data).toEqual([
      { user_id: attendee.id, full_name: 'Участник attendee', avatar_url: null, deleted: false },
    ]);
    const hidden = await other.client.rpc('event_attendees', { p_event_id: draft.id });
    expect(hidden.data).toEqual([]);
    const capped = await visitor.rpc('event_attendees', { p_event_id: online.id, p_limit: 0 });
    expect(capped.data).toEqual([]);
  });

  it('let the service role fix data, with the counters following', async () => {
    const { error } = await service
      .from('rsvps')
      .insert({ event_id: published.id, user_id: waitlisted.id, status: 'going' });
    expect(error).toBeNull();
    expect(await expectCountersTrue(published.id)).toEqual({ going_count: 1, waitlist_count: 0 });
    await service.from('rsvps').delete().eq('event_id', published.id);
    expect(await expectCountersTrue(published.id)).toEqual({ going_count: 0, waitlist_count: 0 });
  });
});

describe('event_catalogue (the read-only view for catalogue search)', () => {
  const mine = () => [published.id, draft.id, cancelled.id, online.id];

  it('shows everyone exactly what public.events shows a visitor: never a draft', async () => {
    for (const who of [visitor, other.client, organizer.client, admin]) {
      const { data, error } = await who.from('event_catalogue').select('id').in('id', mine());
      expect(error).toBeNull();
      expect(ids(data).sort()).toEqual([published.id, cancelled.id, online.id].sort());
    }
  });

  it('searches and embeds the organizer like public.events', async () => {
    const { data, error } = await visitor
      .from('event_catalogue')
      .select('id, organizer:profiles(id, full_name)')
      .textSearch('search', 'открытая', { config: 'simple', type: 'websearch' })
      .in('id', mine());
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: published.id, organizer: { id: organizer.id, full_name: 'Участник organizer' } },
    ]);
  });

  it('refuses every write, whoever asks', async () => {
    for (const who of [visitor, other.client, organizer.client, admin]) {
      // The generated types already say the view takes no writes (never); the server must agree.
      const insert = await who.from('event_catalogue').insert(eventRow(organizer.id) as never);
      expect(insert.error?.code).toBe('42501');
      const update = await who
        .from('event_catalogue')
        .update({ title: 'Взлом через представление' } as never)
        .eq('id', published.id);
      expect(update.error?.code).toBe('42501');
      const del = await who.from('event_catalogue').delete().eq('id', published.id);
      expect(del.error?.code).toBe('42501');
    }
    const { data } = await service.from('events').select('title').eq('id', published.id).single();
    expect(data!.title).toBe('Открытая встреча');
  });
});
