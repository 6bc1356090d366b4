import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers, deleteMembers, type Member } from './events-fixtures';
import { send, sent } from './messages-fixtures';
import { asBlob, samples } from './storage-fixtures';
import { outcome } from './support/groups';
import { serviceClient } from './support/stack';

/**
 * Nobody writes to a deleted account (issue 18,
 * supabase/migrations/20261128060100_no_messages_to_deleted.sql): starting a direct conversation
 * with them, sending in one and uploading a picture into one are refused with
 * message_peer_deleted, as a block is; the conversation already there still opens with its history.
 */

describe('a direct conversation with a deleted account', () => {
  let gone: Member;
  let anna: Member;
  let boris: Member;
  let direct: string;

  beforeAll(async () => {
    [gone, anna, boris] = (await createMembers('deleted-peer', 3)) as [Member, Member, Member];
    const started = await anna.client.rpc('start_direct_conversation', { p_user_id: gone.id });
    expect(started.error).toBeNull();
    direct = started.data!;
    await sent(anna.client, direct, 'Привет!');
    expect(
      (await serviceClient().rpc('delete_account_data', { p_user_id: gone.id })).error,
    ).toBeNull();
  });

  afterAll(() => deleteMembers([gone, anna, boris]));

  it('is neither started, written to nor given a picture; it still opens with its history', async () => {
    expect({
      send: outcome(await send(anna.client, direct, 'Ты здесь?')),
      start: outcome(await boris.client.rpc('start_direct_conversation', { p_user_id: gone.id })),
      upload:
        (
          await anna.client.storage
            .from('message-images')
            .upload(`${direct}/${anna.id}/${randomUUID()}.png`, asBlob(samples.png(), 'image/png'))
        ).error !== null,
    }).toEqual({
      send: '403 message_peer_deleted',
      start: '403 message_peer_deleted',
      upload: true,
    });

    const reopened = await anna.client.rpc('start_direct_conversation', { p_user_id: gone.id });
    expect(reopened.data).toBe(direct);
    const history = await anna.client.rpc('conversation_messages', { p_conversation_id: direct });
    expect(history.data?.map((m) => m.body)).toEqual(['Привет!']);

    // Only the deleted account is refused: the others still write to each other.
    const theirs = await anna.client.rpc('start_direct_conversation', { p_user_id: boris.id });
    expect(theirs.error).toBeNull();
    expect(outcome(await send(boris.client, theirs.data!, 'Привет, Анна'))).toBe('ok');
  });
});
