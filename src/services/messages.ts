/**
 * Messaging over supabase-js (issue 16): the conversation list with unread counts, history pages,
 * sending with the client's own id (a retry finds the first message), edits, deletion for
 * everyone, read positions, direct conversations, blocks, message images and the live channel of
 * a conversation. Rules live in the database (supabase/migrations/20261127000200_messaging.sql);
 * these functions only ask, map rows to the app's shapes and turn refusals into MessagesFailure
 * (codes in ./messages-errors.ts). Made over the client it speaks through
 * (`createMessagesService(supabase)`), so the server tests call it exactly as the app does.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { Message, Person, Present } from '../../machines/messages/chat.types';
import type {
  BlockedPerson,
  ConversationCursor,
  ConversationKind,
  ConversationSummary,
} from '../../machines/messages/conversations.types';
import type { Database } from './database.types';
import { type MessagesFailure, toMessagesFailure } from './messages-errors';
import { PERSON_COLUMNS, type PersonRow, toPersonOf } from './person-rows';

export type Db = SupabaseClient<Database>;
type MessageRow = Database['public']['Tables']['messages']['Row'];

/** A message's shape is the chat machine's: the service's rows fit it as they are. */
export type { Message };
/** The list's shapes are the conversations machine's. */
export type { BlockedPerson, ConversationCursor, ConversationKind, ConversationSummary };

export interface Page<T, C> {
  items: T[];
  /** Where the next page starts; null when this one was the last. */
  next: C | null;
}

export interface NewMessage {
  conversationId: string;
  /** The sender's id for this message (crypto.randomUUID()): sent again on every retry. */
  clientId: string;
  body: string;
  imagePath?: string | null;
  replyTo?: string | null;
}

export interface ReadState {
  userId: string;
  lastReadSeq: number;
  readAt: string;
}

/** What a live conversation delivers: a new message, or a changed one (edited or deleted). */
export interface LiveMessage {
  type: 'INSERT' | 'UPDATE';
  message: Message;
}

export type ChannelStatus = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

export interface ChannelWatch {
  me: { userId: string; name: string | null };
  onMessage: (m: LiveMessage) => void;
  onPresence: (present: Present[]) => void;
  onStatus: (status: ChannelStatus) => void;
}

export interface ChannelHandle {
  typing: (typing: boolean) => void;
  leave: () => void;
}

interface SummaryRow {
  id: string;
  kind: ConversationKind;
  group_id: string | null;
  event_id: string | null;
  peer_id: string | null;
  peer_deleted?: boolean;
  title: string | null;
  picture_url: string | null;
  last_activity_at: string;
  last_seq: number;
  last_read_seq: number;
  unread_count: number;
  last_message_id: string | null;
  last_message_author_id: string | null;
  last_message_body: string | null;
  last_message_has_image: boolean | null;
  last_message_deleted: boolean | null;
  last_message_at: string | null;
}

interface BlockRow {
  created_at: string;
  person: PersonRow;
}

const PERSON = PERSON_COLUMNS;

export const MESSAGE_BUCKET = 'message-images';
export const MAX_BODY = 4000;

/** The private realtime topic of a conversation (its policies are on realtime.messages). */
export const conversationTopic = (id: string) => `conversation:${id}`;

export const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  conversationId: r.conversation_id,
  seq: Number(r.seq),
  authorId: r.author_id,
  clientId: r.client_id,
  body: r.body,
  imagePath: r.image_path,
  replyTo: r.reply_to,
  createdAt: r.created_at,
  editedAt: r.edited_at,
  deleted: r.deleted_at !== null,
});

const toSummary = (r: SummaryRow): ConversationSummary => ({
  id: r.id,
  kind: r.kind,
  groupId: r.group_id,
  eventId: r.event_id,
  peerId: r.peer_id,
  peerDeleted: r.peer_deleted === true,
  title: r.title,
  pictureUrl: r.picture_url,
  lastActivityAt: r.last_activity_at,
  lastSeq: Number(r.last_seq),
  lastReadSeq: Number(r.last_read_seq),
  unreadCount: r.unread_count,
  lastMessage: r.last_message_id
    ? {
        id: r.last_message_id,
        authorId: r.last_message_author_id,
        body: r.last_message_body,
        hasImage: r.last_message_has_image === true,
        deleted: r.last_message_deleted === true,
        createdAt: r.last_message_at!,
      }
    : null,
});

interface Answer<T> {
  data: T | null;
  error: unknown;
}

/** The data of an answer, or the refusal as a MessagesFailure. */
function ok<T>({ data, error }: Answer<T>): T {
  if (error) throw toMessagesFailure(error);
  return data as T;
}

function found<T>(answer: Answer<T>, what: string): NonNullable<T> {
  const data = ok(answer);
  if (data == null) throw { code: 'not_found', message: `No ${what}` } satisfies MessagesFailure;
  return data;
}

export function createMessagesService(db: Db) {
  const rpc = <T>(fn: string, args: Record<string, unknown>) =>
    db.rpc(fn as never, args as never) as unknown as PromiseLike<Answer<T>>;

  return {
    /** The viewer's conversations, latest activity first, each with its unread count. */
    async listConversations({
      after = null as ConversationCursor | null,
      limit = 30,
    } = {}): Promise<Page<ConversationSummary, ConversationCursor>> {
      const rows = ok(
        await rpc<SummaryRow[]>('my_conversations', {
          p_limit: limit + 1,
          ...(after && { p_before_activity: after.lastActivityAt, p_before_id: after.id }),
        }),
      );
      const items = rows.slice(0, limit).map(toSummary);
      const last = items[items.length - 1];
      return {
        items,
        next:
          rows.length > limit && last ? { lastActivityAt: last.lastActivityAt, id: last.id } : null,
      };
    },

    /** Unread messages over all the viewer's conversations: the header's badge. */
    async unreadTotal(): Promise<number> {
      return ok(await rpc<number>('unread_total', {}));
    },

    /**
     * A page of history, newest first, before `before` (the smallest seq of the page shown);
     * `next` is the seq to ask before for the page above, null at the beginning.
     */
    async history(
      conversationId: string,
      { before = null as number | null, limit = 50 } = {},
    ): Promise<Page<Message, number>> {
      const rows = ok(
        await db.rpc('conversation_messages', {
          p_conversation_id: conversationId,
          p_limit: limit + 1,
          ...(before !== null && { p_before_seq: before }),
        }),
      );
      const items = rows.slice(0, limit).map(toMessage);
      const last = items[items.length - 1];
      return { items, next: rows.length > limit && last ? last.seq : null };
    },

    /** Messages after `afterSeq`, oldest first: what a reconnecting chat missed. */
    async catchUp(conversationId: string, afterSeq: number, limit = 200): Promise<Message[]> {
      const rows = ok(
        await db.rpc('conversation_messages', {
          p_conversation_id: conversationId,
          p_after_seq: afterSeq,
          p_limit: limit,
        }),
      );
      return rows.map(toMessage);
    },

    /** Sends once: the same clientId again answers the message the first call made. */
    async send(m: NewMessage): Promise<Message> {
      return toMessage(
        found(
          await db.rpc('send_message', {
            p_conversation_id: m.conversationId,
            p_client_id: m.clientId,
            p_body: m.body,
            ...(m.imagePath && { p_image_path: m.imagePath }),
            ...(m.replyTo && { p_reply_to: m.replyTo }),
          }),
          'message sent',
        ),
      );
    },

    /** Edits the body of the viewer's own message. */
    async edit(messageId: string, body: string): Promise<Message> {
      return toMessage(
        found(
          await db.from('messages').update({ body }).eq('id', messageId).select().maybeSingle(),
          `message ${messageId} of yours`,
        ),
      );
    },

    /**
     * Deletes a message for everyone (author, the chat's moderators, admins), its picture first:
     * the bucket lets whoever may delete the message remove the file only while the message still
     * names it, so the file cannot go after the message.
     */
    async remove(messageId: string): Promise<Message> {
      const named = ok<{ image_path: string | null } | null>(
        await db.from('messages').select('image_path').eq('id', messageId).maybeSingle(),
      );
      if (named?.image_path) await this.discardImage(named.image_path);
      return toMessage(
        found(await db.rpc('delete_message', { p_message_id: messageId }), `message ${messageId}`),
      );
    },

    /** Moves the viewer's read position to a message (never back); answers what is left unread. */
    async markRead(messageId: string): Promise<number> {
      return ok(await rpc<number>('mark_read', { p_message_id: messageId }));
    },

    /** Where each participant has read to (read markers). */
    async readStates(conversationId: string): Promise<ReadState[]> {
      const rows = ok(
        await db
          .from('message_reads')
          .select('user_id, last_read_seq, read_at')
          .eq('conversation_id', conversationId),
      );
      return rows.map((r) => ({
        userId: r.user_id,
        lastReadSeq: Number(r.last_read_seq),
        readAt: r.read_at,
      }));
    },

    /** The chat of a group or an event (every group and event has one). */
    async chatOf(of: { groupId: string } | { eventId: string }): Promise<string> {
      const query = db.from('conversations').select('id');
      const row = found(
        await (
          'groupId' in of ? query.eq('group_id', of.groupId) : query.eq('event_id', of.eventId)
        ).maybeSingle<{ id: string }>(),
        'chat you take part in',
      );
      return row.id;
    },

    /** The direct conversation with a person, started when there is none. */
    async startDirect(userId: string): Promise<string> {
      return ok(await rpc<string>('start_direct_conversation', { p_user_id: userId }));
    },

    async block(userId: string): Promise<void> {
      const { error } = await db.from('user_blocks').insert({ blocked_id: userId });
      // Blocked already: the same outcome.
      if (error && (error as { code?: string }).code !== '23505') throw toMessagesFailure(error);
    },

    async unblock(userId: string): Promise<void> {
      ok(await db.from('user_blocks').delete().eq('blocked_id', userId));
    },

    /** The people the viewer has blocked, latest first (settings). */
    async listBlocked(): Promise<BlockedPerson[]> {
      // Both keys of user_blocks name profiles, so the embed names its foreign key; supabase-js's
      // types do not follow such a hint on a table keyed by two references to one table.
      const rows = ok(
        (await db
          .from('user_blocks')
          .select(`created_at, person:profiles!user_blocks_blocked_id_fkey(${PERSON})`)
          .order('created_at', { ascending: false })) as Answer<BlockRow[]>,
      );
      return rows.map((r) => ({
        id: r.person.id,
        fullName: r.person.full_name,
        avatarUrl: r.person.avatar_url,
        blockedAt: r.created_at,
      }));
    },

    /** Uploads a message's image under the sender's folder; answers the path to send with it. */
    async uploadImage(
      conversationId: string,
      userId: string,
      file: Blob,
      extension: string,
      size?: { width: number; height: number },
    ): Promise<string> {
      // The size in the name: the chat sizes the picture's box before it loads (imageSizeOf).
      const name = size ? `${Date.now()}-${size.width}x${size.height}` : `${Date.now()}`;
      const path = `${conversationId}/${userId}/${name}.${extension}`;
      ok(await db.storage.from(MESSAGE_BUCKET).upload(path, file, { upsert: false }));
      return path;
    },

    /**
     * Removes a picture from the bucket: one taken out of the composer before sending (its
     * uploader's), or a message's before the message is deleted. A file the caller may not remove
     * stays (the storage API answers it as not removed, not as an error).
     */
    async discardImage(path: string): Promise<void> {
      ok(await db.storage.from(MESSAGE_BUCKET).remove([path]));
    },

    /** A URL to show a message's image for `seconds` (the bucket is private). */
    async imageUrl(path: string, seconds = 3600): Promise<string> {
      const { signedUrl } = found(
        await db.storage.from(MESSAGE_BUCKET).createSignedUrl(path, seconds),
        `image ${path}`,
      );
      return signedUrl;
    },

    /** URLs for several images at once (one request), by path; a path refused is left out. */
    async imageUrls(paths: string[], seconds = 3600): Promise<Map<string, string>> {
      if (paths.length === 0) return new Map();
      const signed = ok(await db.storage.from(MESSAGE_BUCKET).createSignedUrls(paths, seconds));
      return new Map(
        signed.flatMap((x) => (x.path && x.signedUrl && !x.error ? [[x.path, x.signedUrl]] : [])),
      );
    },

    /** The people who wrote messages, by id (profiles are public), for names and pictures. */
    async people(ids: string[]): Promise<Person[]> {
      if (ids.length === 0) return [];
      const rows = ok(await db.from('profiles').select(PERSON).in('id', ids));
      return rows.map(toPersonOf);
    },

    /**
     * The chat's side of a conversation's channel: its messages, who has it open and who types
     * (presence, keyed by person: several tabs of one person count once), and the channel's
     * state. Subscribes at once; `typing` updates the viewer's presence; `leave` unsubscribes.
     */
    join(conversationId: string, watch: ChannelWatch): ChannelHandle {
      const channel = this.live(conversationId, watch.onMessage, watch.me.userId);
      let me: Present = { ...watch.me, typing: false };
      const present = () =>
        Object.values(channel.presenceState<Present>()).flatMap((metas) =>
          metas.map(({ userId, name, typing }) => ({ userId, name, typing })),
        );
      channel.on('presence', { event: 'sync' }, () => watch.onPresence(present()));
      let left = false;
      void db.realtime
        .setAuth()
        .catch(() => {})
        .then(() => {
          if (left) return;
          channel.subscribe((status) => {
            if (status === 'SUBSCRIBED') void channel.track(me);
            watch.onStatus(status as ChannelStatus);
          });
        });
      return {
        typing(typing: boolean) {
          if (me.typing === typing) return;
          me = { ...me, typing };
          if (channel.state === 'joined') void channel.track(me);
        },
        leave() {
          left = true;
          void db.removeChannel(channel);
        },
      };
    },

    /**
     * Joins a conversation's private channel: new and changed messages as the database broadcasts
     * them. Presence (online, typing) is tracked on the same channel by the caller.
     */
    live(
      conversationId: string,
      onMessage: (m: LiveMessage) => void,
      presenceKey?: string,
    ): RealtimeChannel {
      const deliver =
        (type: LiveMessage['type']) =>
        ({ payload }: { payload: { record?: MessageRow } }) => {
          if (payload.record) onMessage({ type, message: toMessage(payload.record) });
        };
      return db
        .channel(conversationTopic(conversationId), {
          config: {
            private: true,
            ...(presenceKey && { presence: { key: presenceKey, enabled: true } }),
          },
        })
        .on('broadcast', { event: 'INSERT' }, deliver('INSERT'))
        .on('broadcast', { event: 'UPDATE' }, deliver('UPDATE'));
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
