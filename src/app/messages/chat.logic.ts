/**
 * The chat machine with its real actors: the one place they are provided. Everything goes
 * through the messaging service (supabase-js, loaded with this chunk's first request); authors
 * are looked up once per chat page load and kept, so a live message shows its author's name
 * without a request of its own after the first.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import { chatMachine } from '../../../machines/messages/chat.machine';
import type { UploadActorEvent } from '../../../machines/upload/image-upload.machine';
import type {
  AttachQuery,
  AttachedImage,
  CatchUpQuery,
  ChatMessage,
  ChatOpening,
  EditQuery,
  HistoryQuery,
  LiveCommand,
  LiveEvent,
  LiveQuery,
  Message,
  OlderPage,
  Person,
  ReadQuery,
  SendQuery,
} from '../../../machines/messages/chat.types';
import type { MessagesService } from '../../services/messages';
import { imageUploadLogic } from '../upload/image-upload.logic';
import { announceRead } from './read-event';
import { messagesService } from './service';

/** The newest page and every page above: one request each. */
const PAGE = 50;
/** Typing shows for this long after the last key, unless the draft is sent or emptied first. */
const TYPING_MS = 5000;

const people = new Map<string, Promise<Person | null>>();

function personOf(s: MessagesService, id: string): Promise<Person | null> {
  let known = people.get(id);
  if (!known) {
    known = s.people([id]).then(
      (found) => found[0] ?? null,
      () => {
        // Asked again next time: a name is worth a second try.
        people.delete(id);
        return null;
      },
    );
    people.set(id, known);
  }
  return known;
}

/** Messages as the chat shows them: with their authors, and their pictures' signed URLs. */
async function withAuthors(s: MessagesService, messages: Message[]): Promise<ChatMessage[]> {
  const paths = messages.flatMap((m) => (m.imagePath ? [m.imagePath] : []));
  const [shown, urls] = await Promise.all([
    authored(s, messages),
    // A picture that cannot be signed now shows as unavailable; its message still shows.
    s.imageUrls(paths).catch(() => new Map<string, string>()),
  ]);
  return shown.map((m) => (m.imagePath ? { ...m, imageUrl: urls.get(m.imagePath) ?? null } : m));
}

async function authored(s: MessagesService, messages: Message[]): Promise<ChatMessage[]> {
  const missing = [
    ...new Set(
      messages.flatMap((m) => (m.authorId && !people.has(m.authorId) ? [m.authorId] : [])),
    ),
  ];
  if (missing.length > 1) {
    // One request for a page's authors rather than one each.
    const found = s.people(missing).catch(() => [] as Person[]);
    for (const id of missing)
      people.set(
        id,
        found.then((list) => list.find((p) => p.id === id) ?? null),
      );
  }
  return Promise.all(
    messages.map(async (m) => ({
      ...m,
      author: m.authorId ? await personOf(s, m.authorId) : null,
    })),
  );
}

/** Oldest first, as the chat keeps them (the service pages newest first). */
const oldestFirst = (messages: Message[]) => [...messages].sort((a, b) => a.seq - b.seq);

/**
 * The conversation's channel: messages as the database broadcasts them, presence, and the
 * connection. The browser going offline is said at once (the socket would notice only at its
 * next heartbeat); coming back joins a new channel, whose join makes the chat catch up.
 */
const liveChannel = fromCallback<LiveCommand, LiveQuery>(({ input, sendBack, receive }) => {
  let stopped = false;
  let handle: ReturnType<MessagesService['join']> | null = null;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;

  // Each join counts: a channel left on reconnecting may still report (CLOSED) after the new
  // one has joined, and must not take the chat offline again.
  let joins = 0;
  const open = async () => {
    const join = ++joins;
    const s = await messagesService();
    const me = await personOf(s, input.userId);
    if (stopped || join !== joins) return;
    handle = s.join(input.conversationId, {
      me: { userId: input.userId, name: me?.fullName ?? null },
      onMessage: ({ message }) =>
        void withAuthors(s, [message]).then(([m]) => {
          if (!stopped) sendBack({ type: 'live.message', message: m! } satisfies LiveEvent);
        }),
      onPresence: (present) => {
        if (join === joins) sendBack({ type: 'live.presence', present });
      },
      onStatus: (status) => {
        if (join !== joins) return;
        sendBack(status === 'SUBSCRIBED' ? { type: 'live.subscribed' } : { type: 'live.lost' });
      },
    });
  };
  const offline = () => sendBack({ type: 'live.lost' });
  const online = () => {
    const left = handle;
    handle = null;
    void open();
    left?.leave();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  void open().catch(() => sendBack({ type: 'live.lost' }));

  receive(({ typing }) => {
    clearTimeout(typingTimer);
    handle?.typing(typing);
    if (typing) typingTimer = setTimeout(() => handle?.typing(false), TYPING_MS);
  });
  return () => {
    stopped = true;
    clearTimeout(typingTimer);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    handle?.leave();
  };
});

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** The re-encoded picture into the conversation's folder of the viewer, its size in the name. */
const conversationUpload = ({ conversationId, userId }: Omit<AttachQuery, 'file'>) =>
  fromCallback<UploadActorEvent, { image: Blob; name: string }>(({ input, sendBack }) => {
    let stopped = false;
    void (async () => {
      try {
        const bitmap = await createImageBitmap(input.image);
        const size = { width: bitmap.width, height: bitmap.height };
        bitmap.close();
        const s = await messagesService();
        const ext = EXTENSIONS[input.image.type] ?? 'jpg';
        const path = await s.uploadImage(conversationId, userId, input.image, ext, size);
        if (!stopped) sendBack({ type: 'upload.done', url: path });
      } catch (error) {
        if (stopped) return;
        const message = (error as { message?: string } | null)?.message ?? String(error);
        sendBack({ type: 'upload.failed', code: 'upload_failed', message });
      }
    })();
    return () => {
      stopped = true;
    };
  });

/**
 * A picture for a message, through the image-upload machine (its checks of size and type, its
 * re-encoding, which drops EXIF and GPS, kept whole: `free`): answers where it was uploaded, or
 * rejects with the machine's code.
 */
const attachImage = fromPromise<AttachedImage, AttachQuery>(({ input, signal }) => {
  let upload: { stop: () => void } | undefined;
  return new Promise<AttachedImage>((resolve, reject) => {
    const actor = createActor(
      imageUploadLogic(conversationUpload(input)).provide({
        actions: {
          reportChange: (_, { url }) => resolve({ path: url }),
          notifyFailed: (_, { code, message }) => reject({ code, message }),
        },
      }),
      { input: { aspect: 'free' } },
    ).start();
    upload = actor;
    // Another picture chosen, or this one taken away: the transfer stops.
    signal.addEventListener('abort', () => actor.stop());
    actor.send({ type: 'file.select', file: input.file as File });
  }).finally(() => upload?.stop());
});

export const chatLogic = chatMachine.provide({
  actors: {
    loadChat: fromPromise<ChatOpening, LiveQuery>(async ({ input }) => {
      const s = await messagesService();
      const [page, reads, blocked] = await Promise.all([
        s.history(input.conversationId, { limit: PAGE }),
        s.readStates(input.conversationId),
        // Whom the viewer blocked only hides messages: the chat opens without it.
        s.listBlocked().catch(() => []),
      ]);
      return {
        messages: await withAuthors(s, oldestFirst(page.items)),
        before: page.next,
        readSeq: reads.find((r) => r.userId === input.userId)?.lastReadSeq ?? 0,
        blocked: blocked.map((b) => b.id),
      };
    }),
    loadOlder: fromPromise<OlderPage, HistoryQuery>(async ({ input }) => {
      const s = await messagesService();
      const page = await s.history(input.conversationId, { before: input.before, limit: PAGE });
      return { messages: await withAuthors(s, oldestFirst(page.items)), before: page.next };
    }),
    catchUp: fromPromise<ChatMessage[], CatchUpQuery>(async ({ input }) => {
      const s = await messagesService();
      return withAuthors(s, await s.catchUp(input.conversationId, input.afterSeq));
    }),
    sendMessage: fromPromise<ChatMessage, SendQuery>(async ({ input }) => {
      const s = await messagesService();
      return (await withAuthors(s, [await s.send(input)]))[0]!;
    }),
    editMessage: fromPromise<ChatMessage, EditQuery>(async ({ input }) => {
      const s = await messagesService();
      return (await withAuthors(s, [await s.edit(input.messageId, input.body)]))[0]!;
    }),
    removeMessage: fromPromise<ChatMessage, { messageId: string }>(async ({ input }) => {
      const s = await messagesService();
      return (await withAuthors(s, [await s.remove(input.messageId)]))[0]!;
    }),
    markRead: fromPromise<number, ReadQuery>(async ({ input }) => {
      const left = await (await messagesService()).markRead(input.messageId);
      announceRead();
      return left;
    }),
    attachImage,
    // A file left behind by a refused or failed removal goes with the 24 h sweep.
    discardImage: fromPromise<void, AttachedImage>(async ({ input }) => {
      await (await messagesService()).discardImage(input.path).catch(() => {});
    }),
    liveChannel,
  },
});
