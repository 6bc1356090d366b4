import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessagesService } from '../../src/services/messages';
import { deleteMembers, type Member } from './events-fixtures';
import { CHAT_ROLES, roleChats, roleClients } from './messages-fixtures';
import { asBlob, samples } from './storage-fixtures';
import { serviceClient, type Client } from './support/stack';

/**
 * A deleted photo is gone (README "Messaging (data)"): who may remove a message's file from the
 * message-images bucket (exactly who may delete the message), an unsent picture's (its uploader),
 * the service's delete taking the file with it, and the 24 h sweep of files no message names
 * (supabase/functions/sweep-message-images).
 */

const cast = [...CHAT_ROLES, 'alsoGoing'] as const;
type Person = (typeof cast)[number];
type Who = Person | 'visitor' | 'admin';
let people: Record<Person, Member>;
let as: (who: Who) => Client;

let groupId: string;
let groupChat: string;
let eventChat: string;

beforeAll(async () => {
  ({ people, as } = await roleClients(cast));
  const p = people;
  ({ groupId, groupChat, eventChat } = await roleChats(p, [p.going, p.alsoGoing], {
    group: 'Фотокружок',
    event: 'Фотопрогулка',
  }));
});

afterAll(async () => {
  await serviceClient().from('groups').delete().eq('id', groupId);
  await deleteMembers(Object.values(people));
});

const bucket = (c: Client) => c.storage.from('message-images');

/** Uploads a picture into the person's folder of the conversation; answers its path. */
async function uploaded(who: Person, conversation: string) {
  const path = `${conversation}/${people[who].id}/${randomUUID()}.png`;
  expect((await bucket(as(who)).upload(path, asBlob(samples.png(), 'image/png'))).error).toBeNull();
  return path;
}

/** A message with a picture, sent by `who`; answers its id and the picture's path. */
async function pictured(who: Person, conversation: string) {
  const path = await uploaded(who, conversation);
  const { data, error } = await as(who).rpc('send_message', {
    p_conversation_id: conversation,
    p_client_id: randomUUID(),
    p_body: '',
    p_image_path: path,
  });
  expect(error).toBeNull();
  return { id: data!.id, path };
}

/** Whether the file is still in the bucket, as the service role sees it. */
async function exists(path: string) {
  const slash = path.lastIndexOf('/');
  const { data, error } = await bucket(serviceClient()).list(path.slice(0, slash), {
    search: path.slice(slash + 1),
  });
  expect(error).toBeNull();
  return data!.some((f) => f.name === path.slice(slash + 1));
}

/** Tries to remove the file as `who`; answers whether it is gone. */
async function removes(who: Who, path: string) {
  await bucket(as(who)).remove([path]);
  return !(await exists(path));
}

describe('removing a message picture', () => {
  it('is allowed to exactly those who may delete the message, while it names the file', async () => {
    // Removed from the group after writing: no longer deletes their message, nor its file.
    const removedOwn = await pictured('removed', groupChat);
    expect(
      (
        await as('owner').rpc('remove_member', {
          p_group_id: groupId,
          p_user_id: people.removed.id,
        })
      ).error,
    ).toBeNull();
    const group: Record<string, boolean> = {};
    for (const who of [
      'visitor',
      'outsider',
      'other',
      'author',
      'moderator',
      'owner',
      'admin',
    ] as const) {
      group[who] = await removes(who, (await pictured('author', groupChat)).path);
    }
    group.removed = await removes('removed', removedOwn.path);
    expect(group).toEqual({
      visitor: false,
      outsider: false,
      other: false,
      author: true,
      moderator: true,
      owner: true,
      admin: true,
      removed: false,
    });
    const event: Record<string, boolean> = {};
    for (const who of ['alsoGoing', 'organizer'] as const) {
      event[who] = await removes(who, (await pictured('going', eventChat)).path);
    }
    expect(event).toEqual({ alsoGoing: false, organizer: true });
  });

  it('of an unsent upload is allowed to its uploader only', async () => {
    const seen: Record<string, boolean> = {};
    for (const who of ['other', 'moderator', 'owner', 'author'] as const) {
      seen[who] = await removes(who, await uploaded('author', groupChat));
    }
    expect(seen).toEqual({ other: false, moderator: false, owner: false, author: true });
  });

  it('goes with the message when the service deletes it, by its author or a moderator', async () => {
    for (const who of ['author', 'moderator'] as const) {
      const message = await pictured('author', groupChat);
      const deleted = await createMessagesService(as(who)).remove(message.id);
      expect(deleted).toMatchObject({ deleted: true, imagePath: null });
      expect(await exists(message.path)).toBe(false);
    }
  });

  it('stays when the deletion is refused', async () => {
    const message = await pictured('author', groupChat);
    await expect(createMessagesService(as('other')).remove(message.id)).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(await exists(message.path)).toBe(true);
  });
});

describe('the 24 h sweep', () => {
  const sweep = (c: Client, body: Record<string, unknown>) =>
    c.functions.invoke<{ removed: number }>('sweep-message-images', { body });

  async function createdAt(path: string) {
    const slash = path.lastIndexOf('/');
    const { data } = await bucket(serviceClient()).list(path.slice(0, slash), {
      search: path.slice(slash + 1),
    });
    return Date.parse(data![0]!.created_at!);
  }

  it('removes files no message names a day after their upload; fresh or named ones stay', async () => {
    // The event's chat: the tests above leave files in the group's.
    const { path: named } = await pictured('going', eventChat);
    // Deleted through the database alone, as a client that lost the network would leave it.
    const deleted = await pictured('alsoGoing', eventChat);
    expect(
      (await as('alsoGoing').rpc('delete_message', { p_message_id: deleted.id })).error,
    ).toBeNull();
    const abandoned = await uploaded('going', eventChat);
    const fresh = await uploaded('organizer', eventChat);
    const [from, to] = await Promise.all([createdAt(abandoned), createdAt(fresh)]);
    expect(to).toBeGreaterThan(from);
    // "Now" a day after a moment between the abandoned upload and the fresh one.
    const now = new Date((from + to) / 2 + 24 * 60 * 60 * 1000).toISOString();

    const refused = await sweep(as('owner'), { now, conversationId: eventChat });
    expect(refused.error).not.toBeNull();
    expect(await exists(abandoned)).toBe(true);

    const { data, error } = await sweep(serviceClient(), { now, conversationId: eventChat });
    expect(error).toBeNull();
    expect(data).toEqual({ removed: 2 });
    expect({
      named: await exists(named),
      deleted: await exists(deleted.path),
      abandoned: await exists(abandoned),
      fresh: await exists(fresh),
    }).toEqual({ named: true, deleted: false, abandoned: false, fresh: true });
  });
});
