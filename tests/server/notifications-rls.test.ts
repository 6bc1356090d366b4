import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, insertEvent, type Member } from './events-fixtures';
import { liveClient, close } from './messages-fixtures';
import { noticesOf, outboxOf, typesOf } from './notifications-fixtures';
import { eventually, joined } from './realtime-support';
import { anonClient } from './support/stack';

/**
 * Whose notifications are whose (issue 17): a person sees and marks only their own, nobody writes
 * them or the outbox from a client, preferences decide the channels, and the live unread count
 * reaches its owner's private topic only.
 */
let owner: Member;
let other: Member;
let guest: Member;

const rsvp = async (m: Member, eventId: string) => {
  const { error } = await m.client.rpc('rsvp', { p_event_id: eventId });
  expect(error).toBeNull();
};

beforeAll(async () => {
  [owner, other, guest] = (await Promise.all(
    ['rls-owner', 'rls-other', 'rls-guest'].map((l) => createMember(`notify-${l}`)),
  )) as [Member, Member, Member];
  await rsvp(guest, (await insertEvent(owner.id)).id);
  await rsvp(guest, (await insertEvent(owner.id)).id);
});

describe('reading', () => {
  it('shows people their own notifications and nobody else’s', async () => {
    const own = await owner.client.from('notifications').select('id, type, user_id');
    expect(own.error).toBeNull();
    expect(own.data!.map((r) => [r.type, r.user_id])).toEqual([
      ['rsvp.created', owner.id],
      ['rsvp.created', owner.id],
    ]);
    const theirs = await other.client.from('notifications').select('id').eq('user_id', owner.id);
    expect(theirs.data).toEqual([]);
    const visitor = await anonClient().from('notifications').select('id');
    expect(visitor.error).not.toBeNull();
  });

  it('pages newest first by id, unread only on request', async () => {
    const { data: page, error } = await owner.client.rpc('notifications_page', { p_limit: 1 });
    expect(error).toBeNull();
    expect(page).toHaveLength(1);
    const { data: next } = await owner.client.rpc('notifications_page', {
      p_before: page![0]!.id,
      p_limit: 10,
    });
    expect(next).toHaveLength(1);
    expect(next![0]!.id).toBeLessThan(page![0]!.id);
    expect((await other.client.rpc('notifications_page', {})).data).toEqual([]);
    expect((await anonClient().rpc('notifications_page', {})).status).toBe(401);
  });
});

describe('writing', () => {
  it('lets nobody insert, change or delete a notification from a client', async () => {
    const [row] = (await owner.client.from('notifications').select('id')).data!;
    const insert = await owner.client
      .from('notifications')
      .insert({ user_id: owner.id, type: 'admin.action', group_key: 'forged' });
    expect(insert.error).not.toBeNull();
    for (const change of [
      { read_at: new Date().toISOString() },
      { params: { forged: true } },
      { user_id: other.id },
    ]) {
      const update = await owner.client.from('notifications').update(change).eq('id', row!.id);
      expect(update.error).not.toBeNull();
    }
    const remove = await owner.client.from('notifications').delete().eq('id', row!.id);
    expect(remove.error).not.toBeNull();
    expect(await typesOf(owner.id)).toEqual(['rsvp.created', 'rsvp.created']);
  });

  it('marks one’s own read through mark_notifications_read, never another’s', async () => {
    const ids = (await noticesOf(owner.id)).length;
    expect(ids).toBe(2);
    const [first] = (await owner.client.rpc('notifications_page', {})).data!;
    expect((await other.client.rpc('mark_notifications_read', { p_ids: [first!.id] })).data).toBe(
      0,
    );
    expect((await owner.client.rpc('notifications_unread_count')).data).toBe(2);
    expect((await owner.client.rpc('mark_notifications_read', { p_ids: [first!.id] })).data).toBe(
      1,
    );
    expect((await owner.client.rpc('notifications_unread_count')).data).toBe(1);
    const unread = (await owner.client.rpc('notifications_page', { p_unread_only: true })).data!;
    expect(unread.map((r) => r.id)).not.toContain(first!.id);
    expect((await owner.client.rpc('mark_notifications_read', {})).data).toBe(1);
    expect((await owner.client.rpc('notifications_unread_count')).data).toBe(0);
  });

  it('keeps the unread count equal to the unread rows through new rows, folds and reads', async () => {
    const counter = await createMember('notify-rls-counter');
    const realUnread = async () => (await noticesOf(counter.id)).filter((n) => !n.read).length;
    const kept = async () => (await counter.client.rpc('notifications_unread_count')).data;
    const first = await insertEvent(counter.id);
    await rsvp(guest, first.id);
    await rsvp(other, first.id); // folds into the unread row
    await rsvp(owner, (await insertEvent(counter.id)).id);
    expect([await kept(), await realUnread()]).toEqual([2, 2]);
    const [newest] = (await counter.client.rpc('notifications_page', { p_limit: 1 })).data!;
    await counter.client.rpc('mark_notifications_read', { p_ids: [newest!.id] });
    await counter.client.rpc('mark_notifications_read', { p_ids: [newest!.id] }); // no-op
    expect([await kept(), await realUnread()]).toEqual([1, 1]);
    await other.client.rpc('cancel_rsvp', { p_event_id: first.id });
    expect([await kept(), await realUnread()]).toEqual([2, 2]);
  });

  it('keeps the outbox and its sender’s functions from every client', async () => {
    for (const c of [owner.client, anonClient()]) {
      expect((await c.from('notification_outbox').select('id')).error).not.toBeNull();
      expect((await c.rpc('notification_outbox_claim', {})).error).not.toBeNull();
    }
  });
});

describe('preferences', () => {
  it('lists every type with its defaults, and refuses an unknown type', async () => {
    const { data } = await other.client.rpc('notification_preferences');
    expect(data).toHaveLength(15);
    expect(data!.at(-1)).toEqual({ type: 'report.resolved', in_app: true, email: false });
    expect(data!.find((p) => p.type === 'rsvp.created')).toEqual({
      type: 'rsvp.created',
      in_app: true,
      email: false,
    });
    expect(data!.find((p) => p.type === 'event.cancelled')).toMatchObject({ email: true });
    const bad = await other.client.rpc('set_notification_preference', {
      p_type: 'spam',
      p_in_app: true,
      p_email: true,
    });
    expect([bad.status, bad.error?.message]).toEqual([400, 'notification_preference_invalid']);
    const direct = await other.client
      .from('notification_preferences')
      .insert({ user_id: other.id, type: 'rsvp.created', in_app: false, email: false });
    expect(direct.error).not.toBeNull();
  });

  it('obeys them: in-app off makes no row, email on fills the outbox', async () => {
    const set = (type: string, inApp: boolean, email: boolean) =>
      other.client.rpc('set_notification_preference', {
        p_type: type,
        p_in_app: inApp,
        p_email: email,
      });
    expect((await set('rsvp.created', false, true)).error).toBeNull();
    const event = await insertEvent(other.id);
    await rsvp(guest, event.id);
    expect(await typesOf(other.id)).toEqual([]);
    expect((await outboxOf(other.id)).map((r) => r.type)).toEqual(['rsvp.created']);
    expect((await owner.client.from('notification_preferences').select('type')).data).toEqual([]);

    expect((await set('rsvp.created', true, false)).error).toBeNull();
    await rsvp(guest, (await insertEvent(other.id)).id);
    expect(await typesOf(other.id)).toEqual(['rsvp.created']);
    expect(await outboxOf(other.id)).toHaveLength(1);
  });
});

describe('live unread count', () => {
  const clients: Awaited<ReturnType<typeof liveClient>>[] = [];
  afterAll(() => close(clients));

  it('reaches the owner’s private topic only', async () => {
    const mine = await liveClient(owner);
    const intruder = await liveClient(other);
    clients.push(mine, intruder);
    const heard: unknown[] = [];
    await joined(
      mine
        .channel(`notifications:${owner.id}`, { config: { private: true } })
        .on('broadcast', { event: 'changed' }, ({ payload }) => heard.push(payload)),
    );
    await expect(
      joined(intruder.channel(`notifications:${owner.id}`, { config: { private: true } })),
    ).rejects.toBeDefined();

    await rsvp(other, (await insertEvent(owner.id)).id);
    await eventually(
      () => heard.some((p) => (p as { unread: number }).unread === 1),
      () => heard,
    );
    await owner.client.rpc('mark_notifications_read', {});
    await eventually(
      () => (heard.at(-1) as { unread: number } | undefined)?.unread === 0,
      () => heard,
    );
  });

  it('refuses a visitor’s join', async () => {
    const visitor = anonClient();
    const channel: RealtimeChannel = visitor.channel(`notifications:${owner.id}`, {
      config: { private: true },
    });
    await expect(joined(channel)).rejects.toBeDefined();
    await visitor.removeAllChannels();
    visitor.realtime.disconnect();
  });
});
