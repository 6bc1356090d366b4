import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, insertEvent, type Member } from './events-fixtures';
import { noticesOf, typesOf } from './notifications-fixtures';
import { addMembers, insertGroup } from './support/groups';
import { serviceClient } from './support/stack';

/**
 * Each source of issue 17 makes exactly the expected notifications for exactly the expected
 * people, never for whoever acted, through the same calls the app makes (supabase-js as each
 * person); unread repeats fold. One cast per describe, fresh accounts, so the shared database's
 * other rows never count.
 */
const HOUR = 3_600_000;

async function cast<const L extends readonly string[]>(labels: L) {
  const people = await Promise.all(labels.map((l) => createMember(`notify-${l}`)));
  return Object.fromEntries(labels.map((l, i) => [l, people[i]])) as Record<L[number], Member>;
}

const ok = <T extends { error: unknown }>(answer: T) => {
  expect(answer.error).toBeNull();
  return answer;
};

describe('events and RSVPs', () => {
  let p: Record<'organiser' | 'anna' | 'boris' | 'vera' | 'waiting', Member>;

  beforeAll(async () => {
    p = await cast(['organiser', 'anna', 'boris', 'vera', 'waiting'] as const);
  });

  it('tells the organiser of RSVPs, folding unread repeats into one with the latest name', async () => {
    const event = await insertEvent(p.organiser.id);
    ok(await p.anna.client.rpc('rsvp', { p_event_id: event.id }));
    expect(await noticesOf(p.organiser.id)).toEqual([
      {
        type: 'rsvp.created',
        actor: p.anna.id,
        others: 0,
        params: expect.objectContaining({ eventId: event.id, eventTitle: event.title }),
        read: false,
      },
    ]);
    ok(await p.boris.client.rpc('rsvp', { p_event_id: event.id }));
    ok(await p.vera.client.rpc('rsvp', { p_event_id: event.id }));
    const [folded] = await noticesOf(p.organiser.id);
    expect(await typesOf(p.organiser.id)).toEqual(['rsvp.created']);
    expect(folded).toMatchObject({ actor: p.vera.id, others: 2 });

    // Read, then a new RSVP starts a new row instead of reopening the old one.
    ok(await p.organiser.client.rpc('mark_notifications_read', {}));
    ok(await p.vera.client.rpc('cancel_rsvp', { p_event_id: event.id }));
    ok(await p.vera.client.rpc('rsvp', { p_event_id: event.id }));
    expect(await noticesOf(p.organiser.id)).toMatchObject([
      { type: 'rsvp.created', read: true, others: 2 },
      { type: 'rsvp.cancelled', actor: p.vera.id, read: false },
      { type: 'rsvp.created', actor: p.vera.id, others: 0, read: false },
    ]);
    for (const m of [p.anna, p.boris, p.vera]) expect(await typesOf(m.id)).toEqual([]);
  });

  it('never tells the organiser of their own RSVP, and tells the first in the queue of a freed seat', async () => {
    const event = await insertEvent(p.organiser.id, { max_attendees: 1 });
    ok(await p.organiser.client.rpc('rsvp', { p_event_id: event.id }));
    expect(await typesOf(p.organiser.id)).not.toContain('waitlist.promoted');
    const before = (await typesOf(p.organiser.id)).length;
    ok(await p.waiting.client.rpc('rsvp', { p_event_id: event.id }));
    ok(await p.organiser.client.rpc('cancel_rsvp', { p_event_id: event.id }));
    expect(await noticesOf(p.waiting.id)).toEqual([
      {
        type: 'waitlist.promoted',
        actor: null,
        others: 0,
        params: expect.objectContaining({ eventId: event.id }),
        read: false,
      },
    ]);
    // The waiting person's RSVP is news to the organiser; the organiser's own doings are not.
    expect((await typesOf(p.organiser.id)).slice(before)).toEqual(['rsvp.created']);
  });

  it('tells everyone with an RSVP that the time, the place or the link changed, adding the changes up', async () => {
    const event = await insertEvent(p.organiser.id, { max_attendees: 1 });
    const others = await cast(['changed-going', 'changed-waiting'] as const);
    ok(await others['changed-going'].client.rpc('rsvp', { p_event_id: event.id }));
    ok(await others['changed-waiting'].client.rpc('rsvp', { p_event_id: event.id }));
    const starts = new Date(Date.parse(event.starts_at) + HOUR).toISOString();
    const ends = new Date(Date.parse(event.ends_at) + HOUR).toISOString();
    ok(
      await p.organiser.client
        .from('events')
        .update({ starts_at: starts, ends_at: ends })
        .eq('id', event.id),
    );
    ok(await p.organiser.client.from('events').update({ city: 'Казань' }).eq('id', event.id));
    for (const m of Object.values(others)) {
      expect(await noticesOf(m.id)).toEqual([
        {
          type: 'event.changed',
          actor: p.organiser.id,
          others: 0,
          params: expect.objectContaining({ eventId: event.id, changed: ['place', 'time'] }),
          read: false,
        },
      ]);
    }
    // The description is no news; the join link is, to the people going only (they alone read it).
    ok(await p.organiser.client.from('events').update({ description: 'Новое' }).eq('id', event.id));
    await others['changed-going'].client.rpc('mark_notifications_read', {});
    await others['changed-waiting'].client.rpc('mark_notifications_read', {});
    ok(
      await p.organiser.client
        .from('event_private')
        .insert({ event_id: event.id, online_url: 'https://meet.example/room' }),
    );
    expect(await noticesOf(others['changed-going'].id, 'event.changed')).toMatchObject([
      { read: true },
      { read: false, params: expect.objectContaining({ changed: ['link'] }) },
    ]);
    expect(await typesOf(others['changed-waiting'].id)).toEqual(['event.changed']);
    expect(await typesOf(p.organiser.id)).not.toContain('event.changed');
  });

  it('tells everyone with an RSVP that the event is cancelled, and the organiser nothing', async () => {
    const event = await insertEvent(p.organiser.id);
    const guests = await cast(['cancel-1', 'cancel-2'] as const);
    for (const g of Object.values(guests)) ok(await g.client.rpc('rsvp', { p_event_id: event.id }));
    const before = await typesOf(p.organiser.id);
    ok(await p.organiser.client.from('events').update({ status: 'cancelled' }).eq('id', event.id));
    for (const g of Object.values(guests)) {
      expect(await noticesOf(g.id)).toEqual([
        expect.objectContaining({ type: 'event.cancelled', actor: p.organiser.id }),
      ]);
    }
    expect(await typesOf(p.organiser.id)).toEqual(before);
  });

  it('reminds the people going a day before, once however often the job runs', async () => {
    // A day of its own far ahead, so no other test's events fall in the window.
    const starts = Date.now() + (400 + Math.floor(Math.random() * 300)) * 24 * HOUR;
    const event = await insertEvent(p.organiser.id, {
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + HOUR).toISOString(),
      max_attendees: 1,
    });
    const guests = await cast(['remind-going', 'remind-waiting'] as const);
    ok(await guests['remind-going'].client.rpc('rsvp', { p_event_id: event.id }));
    ok(await guests['remind-waiting'].client.rpc('rsvp', { p_event_id: event.id }));
    const service = serviceClient();
    const tooEarly = new Date(starts - 25 * HOUR).toISOString();
    const dayBefore = new Date(starts - 23 * HOUR).toISOString();
    expect((await service.rpc('notify_event_reminders', { p_now: tooEarly })).data).toBe(0);
    expect((await service.rpc('notify_event_reminders', { p_now: dayBefore })).data).toBe(1);
    expect((await service.rpc('notify_event_reminders', { p_now: dayBefore })).data).toBe(0);
    expect(await noticesOf(guests['remind-going'].id)).toEqual([
      expect.objectContaining({ type: 'event.reminder', actor: null }),
    ]);
    expect(await typesOf(guests['remind-waiting'].id)).toEqual([]);
    // Only the service role (the scheduled job) runs it.
    const refused = await guests['remind-going'].client.rpc('notify_event_reminders', {});
    expect(refused.error).not.toBeNull();
  });
});

describe('groups and discussions', () => {
  let p: Record<'owner' | 'moderator' | 'member' | 'asker' | 'other', Member>;
  let groupId: string;

  beforeAll(async () => {
    p = await cast(['owner', 'moderator', 'member', 'asker', 'other'] as const);
    groupId = (await insertGroup(p.owner.id, { privacy: 'private', name: 'Группа уведомлений' }))
      .id;
    await addMembers(groupId, [
      [p.moderator, 'moderator'],
      [p.member, 'member'],
    ]);
  });

  async function requestOf(m: Member): Promise<string> {
    const { data } = ok(
      await serviceClient()
        .from('group_join_requests')
        .select('id')
        .eq('group_id', groupId)
        .eq('user_id', m.id)
        .single(),
    );
    return data!.id;
  }

  it('tells the owner and moderators of a request, and the asker of the answer', async () => {
    ok(await p.asker.client.rpc('request_to_join', { p_group_id: groupId }));
    for (const m of [p.owner, p.moderator]) {
      expect(await noticesOf(m.id)).toEqual([
        {
          type: 'group.join_requested',
          actor: p.asker.id,
          others: 0,
          params: expect.objectContaining({ groupId, groupName: 'Группа уведомлений' }),
          read: false,
        },
      ]);
    }
    expect(await typesOf(p.member.id)).toEqual([]);
    ok(
      await p.moderator.client.rpc('approve_join_request', {
        p_request_id: await requestOf(p.asker),
      }),
    );
    expect(await noticesOf(p.asker.id)).toEqual([
      expect.objectContaining({ type: 'group.join_approved', actor: p.moderator.id }),
    ]);

    ok(await p.other.client.rpc('request_to_join', { p_group_id: groupId }));
    ok(
      await p.owner.client.rpc('decline_join_request', { p_request_id: await requestOf(p.other) }),
    );
    expect(await typesOf(p.other.id)).toEqual(['group.join_declined']);
    // Two requests, one unread row each for the owner: the second folded into the first.
    expect(await noticesOf(p.owner.id, 'group.join_requested')).toMatchObject([
      { actor: p.other.id, others: 1 },
    ]);
  });

  it('tells a member their new role, and the owner who changed it nothing', async () => {
    const before = await typesOf(p.owner.id);
    ok(
      await p.owner.client.rpc('set_member_role', {
        p_group_id: groupId,
        p_user_id: p.member.id,
        p_role: 'moderator',
      }),
    );
    expect(await noticesOf(p.member.id)).toEqual([
      expect.objectContaining({
        type: 'group.role_changed',
        actor: p.owner.id,
        params: expect.objectContaining({ role: 'moderator' }),
      }),
    ]);
    expect(await typesOf(p.owner.id)).toEqual(before);
    ok(
      await p.owner.client.rpc('set_member_role', {
        p_group_id: groupId,
        p_user_id: p.member.id,
        p_role: 'member',
      }),
    );
  });

  it('tells the members of an upcoming event in their group, not its organiser or outsiders', async () => {
    const memberBefore = await typesOf(p.member.id);
    const { data: event, error } = await p.owner.client
      .from('events')
      .insert({
        organizer_id: p.owner.id,
        group_id: groupId,
        title: 'Встреча группы',
        starts_at: new Date(Date.now() + 48 * HOUR).toISOString(),
        ends_at: new Date(Date.now() + 50 * HOUR).toISOString(),
        is_online: true,
        category_id: 'technology',
        status: 'published',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    for (const m of [p.moderator, p.member, p.asker]) {
      expect(await noticesOf(m.id, 'group.event_created')).toEqual([
        expect.objectContaining({
          actor: p.owner.id,
          params: expect.objectContaining({ groupId, eventId: event!.id }),
        }),
      ]);
    }
    expect(await typesOf(p.owner.id)).not.toContain('group.event_created');
    expect(await typesOf(p.other.id)).toEqual(['group.join_declined']);
    expect((await typesOf(p.member.id)).length).toBe(memberBefore.length + 1);
  });

  it('tells a thread’s author of comments and a comment’s author of replies, once per thread', async () => {
    const { data: thread } = ok(
      await p.member.client
        .from('group_threads')
        .insert({ group_id: groupId, author_id: p.member.id, title: 'Что обсудим?' })
        .select('id')
        .single(),
    );
    const comment = async (by: Member, replyTo?: string) =>
      ok(
        await by.client
          .from('group_comments')
          // No group_id: the database copies the thread's.
          .insert({
            thread_id: thread!.id,
            author_id: by.id,
            body: `Комментарий ${randomUUID()}`,
            reply_to: replyTo ?? null,
          } as never)
          .select('id')
          .single(),
      ).data!.id;
    const first = await comment(p.moderator);
    await comment(p.member, first); // the author answering: only the moderator hears of it
    await comment(p.owner, first);
    expect(await noticesOf(p.member.id, 'discussion.reply')).toEqual([
      {
        type: 'discussion.reply',
        actor: p.owner.id,
        others: 1,
        params: expect.objectContaining({ threadId: thread!.id, threadTitle: 'Что обсудим?' }),
        read: false,
      },
    ]);
    expect(await noticesOf(p.moderator.id, 'discussion.reply')).toMatchObject([
      { actor: p.owner.id, others: 1 },
    ]);
    expect(await typesOf(p.owner.id)).not.toContain('discussion.reply');
  });
});

describe('direct messages', () => {
  it('tells the recipient of a message still unread after 10 minutes, once', async () => {
    const p = await cast(['writer', 'reader'] as const);
    const { data: conversationId } = ok(
      await p.writer.client.rpc('start_direct_conversation', { p_user_id: p.reader.id }),
    );
    const send = async (body: string) =>
      ok(
        await p.writer.client.rpc('send_message', {
          p_conversation_id: conversationId!,
          p_client_id: randomUUID(),
          p_body: body,
        }),
      );
    await send('Привет!');
    await send('Ты придёшь?');
    const service = serviceClient();
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    await service.rpc('notify_unread_messages', { p_now: at(5) });
    expect(await typesOf(p.reader.id)).toEqual([]);
    await service.rpc('notify_unread_messages', { p_now: at(11) });
    await service.rpc('notify_unread_messages', { p_now: at(12) });
    expect(await noticesOf(p.reader.id)).toEqual([
      {
        type: 'message.unread',
        actor: p.writer.id,
        others: 0,
        params: { conversationId, conversationUserId: p.writer.id },
        read: false,
      },
    ]);
    expect(await typesOf(p.writer.id)).toEqual([]);
  });

  it('says nothing of a message read in time', async () => {
    const p = await cast(['quick-writer', 'quick-reader'] as const);
    const { data: conversationId } = ok(
      await p['quick-writer'].client.rpc('start_direct_conversation', {
        p_user_id: p['quick-reader'].id,
      }),
    );
    const { data: message } = ok(
      await p['quick-writer'].client.rpc('send_message', {
        p_conversation_id: conversationId!,
        p_client_id: randomUUID(),
        p_body: 'Уже прочитано',
      }),
    );
    ok(
      await p['quick-reader'].client.rpc('mark_read', {
        p_message_id: (message as { id: string }).id,
      }),
    );
    await serviceClient().rpc('notify_unread_messages', {
      p_now: new Date(Date.now() + 11 * 60_000).toISOString(),
    });
    expect(await typesOf(p['quick-reader'].id)).toEqual([]);
  });
});
