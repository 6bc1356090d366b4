import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers, deleteMembers, insertEvent, type Member } from './events-fixtures';
import { chatOf, sent } from './messages-fixtures';
import { addMembers, insertGroup } from './support/groups';
import { serviceClient } from './support/stack';

/**
 * A deleted person (issue 18) as every answer that names people gives them after
 * delete_account_data: flagged deleted, with no name and no picture, wherever they were (an
 * event's attendees and organiser, a group's discussions, a group chat's authors, a direct
 * conversation's peer, a notification's actor). The screens write «Удалённый пользователь» from
 * the flag.
 */

const HOUR = 3_600_000;
const past = (hoursAgo: number) => ({
  starts_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  ends_at: new Date(Date.now() - (hoursAgo - 2) * HOUR).toISOString(),
});

const GONE = { deleted: true, full_name: null, avatar_url: null };

describe('a deleted person in every answer that names people', () => {
  let gone: Member;
  let anna: Member;
  let boris: Member;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [gone, anna, boris] = (await createMembers('deleted-people', 3)) as [Member, Member, Member];
    const service = serviceClient();
    await service
      .from('profiles')
      .update({ avatar_url: 'https://example.com/gone.png' })
      .eq('id', gone.id);

    // Events: one they organised and one they went to, both past (history stays).
    const theirs = await insertEvent(gone.id, { title: 'Их прошедшая встреча', ...past(48) });
    const annas = await insertEvent(anna.id, { title: 'Встреча Анны', ...past(72) });
    expect(
      (
        await service.from('rsvps').insert([
          { event_id: annas.id, user_id: gone.id, status: 'going' },
          { event_id: theirs.id, user_id: anna.id, status: 'going' },
        ])
      ).error,
    ).toBeNull();
    ids.theirs = theirs.id;
    ids.annas = annas.id;

    // Notifications: one where they are the one named, one where Борис came after them.
    const alone = await insertEvent(anna.id, { title: 'Только они' });
    const both = await insertEvent(anna.id, { title: 'Они и Борис' });
    for (const [c, eventId] of [
      [gone.client, alone.id],
      [gone.client, both.id],
      [boris.client, both.id],
    ] as const) {
      expect((await c.rpc('rsvp', { p_event_id: eventId })).error).toBeNull();
    }
    ids.alone = alone.id;
    ids.both = both.id;

    // A group's discussion and chat.
    const group = await insertGroup(anna.id, { privacy: 'public', name: 'Группа с ушедшим' });
    await addMembers(group.id, [[gone, 'member']]);
    const { data: thread, error: threadError } = await service
      .from('group_threads')
      .insert({ group_id: group.id, author_id: gone.id, title: 'Их тема' })
      .select('id')
      .single();
    expect(threadError).toBeNull();
    expect(
      (
        await service.from('group_comments').insert({
          group_id: group.id,
          thread_id: thread!.id,
          author_id: gone.id,
          body: 'Их комментарий',
        })
      ).error,
    ).toBeNull();
    ids.group = group.id;
    ids.thread = thread!.id;
    ids.groupChat = await chatOf({ group_id: group.id });
    await sent(gone.client, ids.groupChat, 'Сообщение в группе');

    // A direct conversation.
    const { data: direct, error } = await gone.client.rpc('start_direct_conversation', {
      p_user_id: anna.id,
    });
    expect(error).toBeNull();
    ids.direct = direct as unknown as string;
    await sent(gone.client, ids.direct, 'Лично Анне');

    expect((await service.rpc('delete_account_data', { p_user_id: gone.id })).error).toBeNull();
  });

  afterAll(() => deleteMembers([gone, anna, boris]));

  it("an event's attendees and organiser", async () => {
    const { data, error } = await anna.client.rpc('event_attendees', { p_event_id: ids.annas! });
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: gone.id, ...GONE }]);

    const { data: event } = await anna.client
      .from('events')
      .select('organizer:profiles!organizer_id(id, full_name, avatar_url, deleted_at)')
      .eq('id', ids.theirs!)
      .single();
    expect(event!.organizer).toEqual({
      id: gone.id,
      full_name: null,
      avatar_url: null,
      deleted_at: expect.any(String),
    });
  });

  it("a group's page and a discussion's page", async () => {
    const { data: page } = await anna.client.rpc('group_page', { p_group_id: ids.group! });
    const content = (page as { content: { members: unknown[]; threads: unknown[] } }).content;
    // They left the group with their account: only the owner is a member.
    expect(content.members).toEqual([expect.objectContaining({ user_id: anna.id })]);
    expect(content.threads).toEqual([
      expect.objectContaining({ author: { id: gone.id, ...GONE } }),
    ]);

    const { data: threadPage } = await anna.client.rpc('group_thread_page', {
      p_group_id: ids.group!,
      p_thread_id: ids.thread!,
    });
    const { thread, comments } = threadPage as { thread: unknown; comments: unknown[] };
    expect(thread).toMatchObject({ author: { id: gone.id, ...GONE } });
    expect(comments).toEqual([expect.objectContaining({ author: { id: gone.id, ...GONE } })]);
  });

  it("a chat's authors and a direct conversation's peer", async () => {
    const { data: messages } = await anna.client.rpc('conversation_messages', {
      p_conversation_id: ids.groupChat!,
    });
    const authors = [
      ...new Set((messages ?? []).flatMap((m) => (m.author_id ? [m.author_id] : []))),
    ];
    expect(authors).toEqual([gone.id]);
    const { data: people } = await anna.client
      .from('profiles')
      .select('id, full_name, avatar_url, deleted_at')
      .in('id', authors);
    expect(people).toEqual([
      { id: gone.id, full_name: null, avatar_url: null, deleted_at: expect.any(String) },
    ]);

    const { data: conversations, error } = await anna.client.rpc('my_conversations');
    expect(error).toBeNull();
    expect(conversations!.find((c) => c.id === ids.direct)).toMatchObject({
      peer_id: gone.id,
      peer_deleted: true,
      title: null,
      picture_url: null,
    });
  });

  it("a notification's actor: named as deleted where they were the one named, only there", async () => {
    const rsvpNotices = async () => {
      const { data, error } = await anna.client.rpc('notifications_page', {});
      expect(error).toBeNull();
      return Object.fromEntries(
        data!
          .filter((n) => n.type === 'rsvp.created')
          .map((n) => [(n.params as { eventId: string }).eventId, n]),
      );
    };
    const byEvent = await rsvpNotices();
    expect(byEvent[ids.alone!]).toMatchObject({
      actor_deleted: true,
      actor_id: null,
      actor_name: null,
    });
    expect(byEvent[ids.both!]).toMatchObject({
      actor_deleted: false,
      actor_id: boris.id,
      actor_name: 'Участник deleted-people2',
    });
    expect(byEvent[ids.both!]!.actor_ids).toEqual([boris.id]);

    // Someone else's notice folded into the row names them instead.
    expect((await boris.client.rpc('rsvp', { p_event_id: ids.alone! })).error).toBeNull();
    expect((await rsvpNotices())[ids.alone!]).toMatchObject({
      actor_deleted: false,
      actor_id: boris.id,
    });
  });
});
