import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessagesService, type MessagesService } from '../../src/services/messages';
import { deleteMembers, type Member } from './events-fixtures';
import { liveClient, close } from './messages-fixtures';
import { eventually, joined } from './realtime-support';
import { asBlob, samples } from './storage-fixtures';
import { addMembers, createCast, insertGroup } from './support/groups';
import { anonClient, clientWithToken, serviceClient } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

/**
 * src/services/messages.ts as the screens will call it, against the stack, and the messaging
 * section of supabase/seed.sql as the demo accounts meet it (README "Messaging (data)").
 */

const cast = ['owner', 'ann', 'outsider'] as const;
let people: Record<(typeof cast)[number], Member>;
const as = (m: Member): MessagesService => createMessagesService(m.client);
let groupId: string;

beforeAll(async () => {
  people = await createCast(cast);
  const group = await insertGroup(people.owner.id, { name: 'Сервис сообщений' });
  groupId = group.id;
  await addMembers(groupId, [[people.ann, 'member']]);
});

afterAll(async () => {
  await serviceClient().from('groups').delete().eq('id', groupId);
  await deleteMembers(Object.values(people));
});

describe('the messages service', () => {
  it('sends once per client id, pages history, edits, deletes and reads', async () => {
    const owner = as(people.owner);
    const ann = as(people.ann);
    const chat = await ann.chatOf({ groupId });
    const clientId = randomUUID();
    const first = await ann.send({ conversationId: chat, clientId, body: 'Привет' });
    const retry = await ann.send({ conversationId: chat, clientId, body: 'Привет' });
    expect(retry).toEqual(first);
    expect(first).toMatchObject({
      seq: 1,
      body: 'Привет',
      deleted: false,
      authorId: people.ann.id,
    });
    const reply = await owner.send({
      conversationId: chat,
      clientId: randomUUID(),
      body: 'Здравствуйте',
      replyTo: first.id,
    });
    expect(reply.replyTo).toBe(first.id);
    const page = await ann.history(chat, { limit: 1 });
    expect(page.items.map((m) => m.seq)).toEqual([2]);
    expect(page.next).toBe(2);
    const older = await ann.history(chat, { before: page.next, limit: 1 });
    expect(older).toEqual({ items: [first], next: null });
    expect((await ann.catchUp(chat, 1)).map((m) => m.id)).toEqual([reply.id]);
    const edited = await ann.edit(first.id, 'Привет всем');
    expect(edited.editedAt).not.toBeNull();
    await expect(ann.edit(reply.id, 'Чужое')).rejects.toMatchObject({ code: 'not_found' });
    expect(await ann.unreadTotal()).toBeGreaterThanOrEqual(1);
    expect(await ann.markRead(reply.id)).toBe(0);
    expect(await ann.readStates(chat)).toEqual([
      expect.objectContaining({ userId: people.ann.id, lastReadSeq: 2 }),
    ]);
    const removed = await owner.remove(first.id);
    expect(removed).toMatchObject({ deleted: true, body: null });
    const [summary] = (await ann.listConversations({ limit: 1 })).items;
    expect(summary).toMatchObject({
      id: chat,
      kind: 'group',
      title: 'Сервис сообщений',
      lastSeq: 2,
      unreadCount: 0,
      lastMessage: { id: reply.id, body: 'Здравствуйте', deleted: false },
    });
  });

  it('turns refusals into codes', async () => {
    const outsider = as(people.outsider);
    const chat = await as(people.ann).chatOf({ groupId });
    await expect(
      outsider.send({ conversationId: chat, clientId: randomUUID(), body: 'Можно?' }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(outsider.chatOf({ groupId })).rejects.toMatchObject({ code: 'not_found' });
    await expect(outsider.startDirect(people.outsider.id)).rejects.toMatchObject({ code: 'self' });
    await expect(
      as(people.ann).send({ conversationId: chat, clientId: randomUUID(), body: ' ' }),
    ).rejects.toMatchObject({ code: 'invalid', field: 'body' });
    await expect(
      createMessagesService(anonClient()).startDirect(people.ann.id),
    ).rejects.toMatchObject({ code: 'not_signed_in' });
  });

  it('starts one direct conversation per pair, blocks and unblocks', async () => {
    const ann = as(people.ann);
    const outsider = as(people.outsider);
    const id = await ann.startDirect(people.outsider.id);
    expect(await outsider.startDirect(people.ann.id)).toBe(id);
    await outsider.block(people.ann.id);
    await outsider.block(people.ann.id);
    expect((await outsider.listBlocked()).map((b) => b.id)).toEqual([people.ann.id]);
    await expect(
      ann.send({ conversationId: id, clientId: randomUUID(), body: 'Эй' }),
    ).rejects.toMatchObject({ code: 'blocked' });
    await outsider.unblock(people.ann.id);
    expect(await outsider.listBlocked()).toEqual([]);
    const message = await ann.send({ conversationId: id, clientId: randomUUID(), body: 'Мир' });
    expect(message.seq).toBe(1);
  });

  it('uploads an image named by its size, sends it and shows it to participants through signed URLs', async () => {
    const ann = as(people.ann);
    const chat = await ann.chatOf({ groupId });
    const path = await ann.uploadImage(
      chat,
      people.ann.id,
      asBlob(samples.png(), 'image/png'),
      'png',
      { width: 800, height: 600 },
    );
    expect(path).toMatch(new RegExp(`^${chat}/${people.ann.id}/\\d+-800x600\\.png$`));
    const message = await ann.send({
      conversationId: chat,
      clientId: randomUUID(),
      body: '',
      imagePath: path,
    });
    expect(message.imagePath).toBe(path);
    const url = await as(people.owner).imageUrl(path);
    expect((await fetch(url)).status).toBe(200);
    await expect(as(people.outsider).imageUrl(path)).rejects.toMatchObject({
      code: expect.any(String),
    });
    // A page's images in one request.
    const urls = await as(people.owner).imageUrls([path]);
    expect((await fetch(urls.get(path)!)).status).toBe(200);
    expect(
      (
        await as(people.outsider)
          .imageUrls([path])
          .catch(() => new Map())
      ).size,
    ).toBe(0);
  });

  it('delivers live messages through live()', async () => {
    const socket = await liveClient(people.owner);
    try {
      const heard: string[] = [];
      const chat = await as(people.ann).chatOf({ groupId });
      await joined(
        createMessagesService(socket).live(chat, ({ type, message }) =>
          heard.push(`${type} ${message.body}`),
        ),
      );
      await as(people.ann).send({ conversationId: chat, clientId: randomUUID(), body: 'Живое' });
      await eventually(
        () => heard.length === 1,
        () => heard,
      );
      expect(heard).toEqual(['INSERT Живое']);
    } finally {
      await close([socket]);
    }
  });
});

describe('the seed', () => {
  const seedClient = async (id: string) =>
    createMessagesService(clientWithToken(await userToken(id)));

  it('gives Дмитрий group, event and direct chats with unread messages', async () => {
    const dmitry = await seedClient(SEED_USERS.dmitry.id);
    const { items } = await dmitry.listConversations({ limit: 100 });
    const withMessages = items.filter((c) => c.lastMessage);
    expect(new Set(withMessages.map((c) => c.kind))).toEqual(new Set(['group', 'event', 'direct']));
    const byTitle = Object.fromEntries(withMessages.map((c) => [c.title, c]));
    expect(byTitle['Фронтенд Москва']).toMatchObject({ unreadCount: 1, lastReadSeq: 3 });
    expect(byTitle['Екатерина Петрова']).toMatchObject({ kind: 'direct', unreadCount: 2 });
    expect(await dmitry.unreadTotal()).toBe(5);
    const history = await dmitry.history(byTitle['Фронтенд Москва']!.id);
    expect(history.items.find((m) => m.deleted)).toMatchObject({ body: null });
    expect(history.items.find((m) => m.editedAt)).toBeTruthy();
  });

  it('has Анна blocking Екатерина: neither starts a conversation with the other', async () => {
    const ekaterina = await seedClient(SEED_USERS.ekaterina.id);
    await expect(ekaterina.startDirect(SEED_USERS.admin.id)).rejects.toMatchObject({
      code: 'blocked',
    });
  });
});
