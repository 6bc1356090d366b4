// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import {
  type ChatInput,
  bodyProblem,
  chatMachine,
  clientIdOf,
  mergeMessages,
} from '../../../machines/messages/chat.machine';
import { selectChatView } from '../../../machines/messages/chat.selectors';
import type {
  AttachQuery,
  AttachedImage,
  CatchUpQuery,
  ChatMessage,
  ChatOpening,
  EditQuery,
  HistoryQuery,
  LiveCommand,
  LiveQuery,
  OlderPage,
  ReadQuery,
  SendQuery,
} from '../../../machines/messages/chat.types';
import { controllable } from '../../support/controllable';
import { machineStartsTests } from '../../support/model-tests';
import type { SystemUnderTest } from '../../support/model';
import {
  AT,
  CATCH_UP_AGAIN,
  CHAT_MODELS,
  CONVERSATION_ID,
  FIRST,
  INPUT,
  MINE,
  NEWER,
  RESEND,
  SEED,
  THEIRS,
  THEIRS_EDITED,
  WHOLE,
  message,
  DMITRY,
  IMAGE_PATH,
  PICTURE,
  PREVIEW_URL,
} from './chat.model';

type Sut = SystemUnderTest<typeof chatMachine>;

/** The chat on controllable fakes: every call the test settles, the channel's commands recorded. */
export function chatSetup(input: ChatInput) {
  const load = controllable<ChatOpening, LiveQuery>();
  const older = controllable<OlderPage, HistoryQuery>();
  const catchUp = controllable<ChatMessage[], CatchUpQuery>();
  const send = controllable<ChatMessage, SendQuery>();
  const edit = controllable<ChatMessage, EditQuery>();
  const remove = controllable<ChatMessage, { messageId: string }>();
  const markRead = controllable<number, ReadQuery>();
  const attach = controllable<AttachedImage, AttachQuery>();
  /** Pictures the chat asked to remove from the bucket (nothing waits for that). */
  const discarded: string[] = [];
  const discard = { fails: false };
  const channel = { opened: [] as LiveQuery[], commands: [] as LiveCommand[], open: false };
  const clock = new SimulatedClock();
  const actor = createActor(
    chatMachine.provide({
      actors: {
        loadChat: load.logic,
        loadOlder: older.logic,
        catchUp: catchUp.logic,
        sendMessage: send.logic,
        editMessage: edit.logic,
        removeMessage: remove.logic,
        markRead: markRead.logic,
        attachImage: attach.logic,
        discardImage: fromPromise<void, AttachedImage>(async ({ input }) => {
          discarded.push(input.path);
          if (discard.fails) throw new Error('Failed to fetch');
        }),
        liveChannel: fromCallback<LiveCommand, LiveQuery>(({ input, receive }) => {
          channel.opened.push(input);
          channel.open = true;
          receive((command) => channel.commands.push(command));
          return () => {
            channel.open = false;
          };
        }),
      },
    }),
    { input, clock },
  ).start();
  const view = () => selectChatView(actor.getSnapshot());
  const same = (expected: any) => {
    expect(actor.getSnapshot().value).toEqual(expected.value);
    expect(view()).toEqual(selectChatView(expected));
  };
  const ready = (expected: any) => {
    same(expected);
    expect(channel.open).toBe(true);
    expect(channel.opened.at(-1)).toEqual({
      conversationId: CONVERSATION_ID,
      userId: INPUT.userId,
    });
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        same(s);
        expect(load.lastInput).toEqual({ conversationId: CONVERSATION_ID, userId: INPUT.userId });
      },
      unavailable: (s) => {
        same(s);
        if (input.conversationId !== CONVERSATION_ID) expect(load.calls).toHaveLength(0);
        expect(channel.opened).toHaveLength(0);
      },
      failed: (s) => {
        same(s);
        expect(view().errorCode).toBe('network');
      },
      'ready.history.idle': (s) => {
        ready(s);
        expect(view().history).toBe('more');
      },
      'ready.history.loadingOlder': (s) => {
        ready(s);
        expect(older.lastInput).toEqual({
          conversationId: CONVERSATION_ID,
          before: s.context.before,
        });
      },
      'ready.history.olderFailed': (s) => {
        ready(s);
        expect(view().history).toBe('failed');
      },
      'ready.history.exhausted': (s) => {
        ready(s);
        expect(view().history).toBe('exhausted');
      },
      'ready.connection.connecting': (s) => {
        ready(s);
        expect(view().connection).toBe('connecting');
      },
      'ready.connection.catchingUp': (s) => {
        ready(s);
        // After a message shown (the newest when it asked): the gap since the page or the drop.
        const { conversationId, afterSeq } = catchUp.lastInput;
        expect(conversationId).toBe(CONVERSATION_ID);
        expect(s.context.messages.map((m) => m.seq)).toContain(afterSeq);
      },
      'ready.connection.online': (s) => {
        ready(s);
        expect(view().connection).toBe('online');
      },
      'ready.connection.offline': (s) => {
        ready(s);
        expect(view().connection).toBe('offline');
      },
      'ready.connection.stalled': (s) => ready(s),
      'ready.outbox.idle': (s) => ready(s),
      'ready.outbox.sending': (s) => {
        ready(s);
        const o = s.context.outbox.find((x) => x.status === 'sending')!;
        expect(send.lastInput).toEqual({
          conversationId: CONVERSATION_ID,
          clientId: o.clientId,
          body: o.body,
          replyTo: o.replyTo,
          imagePath: o.imagePath,
        });
      },
      // Its message may have come back over the channel meanwhile: then nothing waits.
      'ready.outbox.waiting': (s) => ready(s),
      'ready.composer.writing': (s) => ready(s),
      'ready.composer.editing': (s) => {
        ready(s);
        expect(view().editing?.saving).toBe(false);
      },
      'ready.composer.saving': (s) => {
        ready(s);
        expect(edit.lastInput).toEqual({ messageId: MINE.id, body: s.context.draft });
      },
      'ready.removal.idle': (s) => ready(s),
      'ready.removal.confirming': (s) => {
        ready(s);
        expect(view().removal).toEqual({ messageId: s.context.removal, removing: false });
      },
      'ready.removal.removing': (s) => {
        ready(s);
        expect(remove.lastInput).toEqual({ messageId: s.context.removal });
      },
      'ready.attachment.empty': (s) => {
        ready(s);
        expect(view().attachment).toBeNull();
      },
      'ready.attachment.uploading': (s) => {
        ready(s);
        expect(attach.lastInput).toEqual({
          conversationId: CONVERSATION_ID,
          userId: INPUT.userId,
          file: PICTURE,
        });
        expect(view().attachment).toEqual({ previewUrl: PREVIEW_URL, status: 'uploading' });
        // Sending waits for the picture.
        expect(view().canSend).toBe(false);
      },
      'ready.attachment.attached': (s) => {
        ready(s);
        expect(view().attachment).toEqual({ previewUrl: PREVIEW_URL, status: 'attached' });
        expect(view().canSend).toBe(true);
      },
      'ready.attachment.failed': (s) => {
        ready(s);
        expect(view().attachmentError).toBe('too_large');
        expect(view().attachment).toBeNull();
        // The words written stay.
        expect(view().draft).toBe(s.context.draft);
      },
      'ready.reading.idle': (s) => ready(s),
      'ready.reading.marking': (s) => {
        ready(s);
        const seq = s.context.markingSeq;
        expect(markRead.lastInput).toEqual({
          messageId: s.context.messages.find((m) => m.seq === seq)!.id,
        });
      },
    },
    events: {
      'xstate.done.actor.loadChat': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadChat': (e: any) => load.reject(e.error),
      'xstate.done.actor.loadOlder': (e: any) => older.resolve(e.output),
      'xstate.error.actor.loadOlder': (e: any) => older.reject(e.error),
      'xstate.done.actor.catchUp': (e: any) => catchUp.resolve(e.output),
      'xstate.error.actor.catchUp': (e: any) => catchUp.reject(e.error),
      'xstate.done.actor.sendMessage': (e: any) => send.resolve(e.output),
      'xstate.error.actor.sendMessage': (e: any) => send.reject(e.error),
      'xstate.done.actor.editMessage': (e: any) => edit.resolve(e.output),
      'xstate.error.actor.editMessage': (e: any) => edit.reject(e.error),
      'xstate.done.actor.removeMessage': (e: any) => remove.resolve(e.output),
      'xstate.error.actor.removeMessage': (e: any) => remove.reject(e.error),
      'xstate.done.actor.attachImage': (e: any) => attach.resolve(e.output),
      'xstate.error.actor.attachImage': (e: any) => attach.reject(e.error),
      'image.attach': (e) => dropping(e),
      'image.remove': (e) => dropping(e),
      'xstate.error.actor.discardImage': (e: any) => void actor.send(e),
      'xstate.done.actor.markRead': (e: any) => markRead.resolve(e.output),
      'xstate.error.actor.markRead': (e: any) => markRead.reject(e.error),
      [CATCH_UP_AGAIN]: () => clock.increment(3000),
      [RESEND]: () => clock.increment(3000),
      retry: (e) => void actor.send(e),
      'history.older': (e) => void actor.send(e),
      'live.subscribed': (e) => void actor.send(e),
      'live.lost': (e) => void actor.send(e),
      'live.message': (e) => void actor.send(e),
      'live.presence': (e) => void actor.send(e),
      'draft.change': (e) => void actor.send(e),
      'message.send': (e) => dropping(e),
      'message.retry': (e) => void actor.send(e),
      'message.discard': (e) => void actor.send(e),
      'reply.start': (e) => void actor.send(e),
      'message.edit': (e) => void actor.send(e),
      'composer.cancel': (e) => void actor.send(e),
      'message.delete': (e) => void actor.send(e),
      'removal.confirm': (e) => void actor.send(e),
      'removal.cancel': (e) => void actor.send(e),
      'read.seen': (e) => void actor.send(e),
      'error.dismiss': (e) => void actor.send(e),
    } as Sut['events'],
  };
  /**
   * An uploaded picture replaced or taken away is removed from the bucket, once; one sent with
   * the message, or still uploading (no path yet), is not.
   */
  function dropping(e: Parameters<typeof actor.send>[0]) {
    const before = actor.getSnapshot();
    const path = before.matches({ ready: { attachment: 'attached' } })
      ? before.context.attachment!.path
      : null;
    const count = discarded.length;
    actor.send(e);
    const dropped =
      e.type !== 'message.send' &&
      actor.getSnapshot().context.attachment !== before.context.attachment;
    expect(discarded.slice(count)).toEqual(path && dropped ? [path] : []);
  }
  return { actor, sut, view, load, catchUp, send, attach, channel, clock, discarded, discard };
}

describe('chat machine (model-based)', () => {
  machineStartsTests(
    chatMachine,
    CHAT_MODELS.map(([name, model, input]) => [name, model, () => chatSetup(input)] as const),
  );
});

describe('chat machine', () => {
  it('shows a message once, whichever way it comes, in seq order', () => {
    const edited = { ...THEIRS_EDITED };
    expect(mergeMessages([FIRST, THEIRS], [MINE, THEIRS, edited, FIRST]).map((m) => m.seq)).toEqual(
      [1, 2, 3],
    );
    expect(mergeMessages([THEIRS_EDITED], [THEIRS])[0]!.body).toBe('Поправил');
  });

  it('makes every message written a uuid of its own from the seed', () => {
    const ids = [1, 2, 4096].map((n) => clientIdOf(SEED, n));
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('refuses a blank body and one over 4,000 characters', () => {
    expect(bodyProblem('  \n')).toBe('required');
    expect(bodyProblem('ё'.repeat(4000))).toBeNull();
    expect(bodyProblem('ё'.repeat(4001))).toBe('tooLong');
  });

  it('queues what is written while away and sends it in order, once, after catching up', async () => {
    const t = chatSetup(INPUT);
    await t.load.resolve(WHOLE);
    t.actor.send({ type: 'live.subscribed' });
    await t.catchUp.resolve([]);
    t.actor.send({ type: 'live.lost' });
    for (const text of ['раз', 'два']) {
      t.actor.send({ type: 'draft.change', value: text });
      t.actor.send({ type: 'message.send', at: AT });
    }
    expect(t.send.calls).toHaveLength(0);
    expect(t.view().waiting).toBe(2);
    expect(t.view().connection).toBe('offline');
    t.actor.send({ type: 'live.subscribed' });
    const missed = message(5, DMITRY);
    await t.catchUp.resolve([missed]);
    expect(t.catchUp.lastInput.afterSeq).toBe(4);
    expect(t.send.calls.map((c) => c.input.body)).toEqual(['раз']);
    const [first] = t.actor.getSnapshot().context.outbox;
    // The answer comes back over the channel too, before the send's own answer.
    const sent = {
      ...message(6, DMITRY),
      authorId: INPUT.userId,
      clientId: first!.clientId,
      body: 'раз',
    };
    t.actor.send({ type: 'live.message', message: sent });
    await t.send.resolve(sent);
    expect(t.send.calls.map((c) => c.input.body)).toEqual(['раз', 'два']);
    const bodies = t.view().rows.flatMap((r) => (r.kind === 'message' ? [r.body] : []));
    expect(bodies.filter((b) => b === 'раз')).toHaveLength(1);
    expect(bodies.at(-1)).toBe('два');
    expect(t.actor.getSnapshot().context.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('goes on when removing a picture taken away fails (the sweep takes the file)', async () => {
    const t = chatSetup(INPUT);
    await t.load.resolve(WHOLE);
    t.discard.fails = true;
    t.actor.send({ type: 'image.attach', file: PICTURE, previewUrl: PREVIEW_URL });
    await t.attach.resolve({ path: IMAGE_PATH });
    t.actor.send({ type: 'image.remove' });
    // The removal's rejection settles on the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.discarded).toEqual([IMAGE_PATH]);
    expect(t.actor.getSnapshot().status).toBe('active');
    t.actor.send({ type: 'draft.change', value: 'Без фото' });
    expect(t.view().draft).toBe('Без фото');
  });

  it('sends a picture with the words, or alone, and shows it sized from its name', async () => {
    const t = chatSetup(INPUT);
    await t.load.resolve(WHOLE);
    t.actor.send({ type: 'live.subscribed' });
    await t.catchUp.resolve([]);
    t.actor.send({ type: 'image.attach', file: PICTURE, previewUrl: PREVIEW_URL });
    t.actor.send({ type: 'message.send', at: AT });
    expect(t.send.calls).toHaveLength(0);
    await t.attach.resolve({ path: IMAGE_PATH });
    t.actor.send({ type: 'draft.change', value: '  ' });
    t.actor.send({ type: 'message.send', at: AT });
    expect(t.send.lastInput).toMatchObject({ body: '', imagePath: IMAGE_PATH });
    const row = t.view().rows.at(-1);
    expect(row).toMatchObject({
      delivery: 'sending',
      image: { url: PREVIEW_URL, width: 800, height: 600 },
    });
    expect(t.view().attachment).toBeNull();
  });

  it('tells the channel when the viewer types and stops', async () => {
    const t = chatSetup(INPUT);
    await t.load.resolve(WHOLE);
    t.actor.send({ type: 'draft.change', value: 'При' });
    t.actor.send({ type: 'draft.change', value: '' });
    expect(t.channel.commands).toEqual([
      { type: 'typing', typing: true },
      { type: 'typing', typing: false },
    ]);
  });

  it('offers deleting others’ messages only to those who moderate', async () => {
    const t = chatSetup(INPUT);
    await t.load.resolve(WHOLE);
    t.actor.send({ type: 'message.delete', messageId: THEIRS.id });
    expect(t.view().removal).toBeNull();
    const row = t.view().rows.find((r) => r.kind === 'message' && r.id === THEIRS.id);
    expect(row).toMatchObject({ canDelete: false, canEdit: false, canReply: true });
    t.actor.send({ type: 'message.delete', messageId: MINE.id });
    expect(t.view().removal).toEqual({ messageId: MINE.id, removing: false });
  });

  it('leaves out the messages of people the viewer blocked', async () => {
    const t = chatSetup(INPUT);
    await t.load.resolve({ ...WHOLE, blocked: [DMITRY.id] });
    const rows = t.view().rows.flatMap((r) => (r.kind === 'message' ? [r.id] : []));
    expect(rows).toEqual([MINE.id]);
    expect(t.view().unread).toBe(0);
  });

  it('puts the unread marker after where the viewer had read, and days apart', async () => {
    const t = chatSetup(INPUT);
    await t.load.resolve({ ...WHOLE, messages: [...WHOLE.messages, { ...NEWER, createdAt: AT }] });
    const kinds = t.view().rows.map((r) => (r.kind === 'message' ? r.seq : r.kind));
    expect(kinds).toEqual(['day', 1, 2, 'unread', 3, 4, 'day', 5]);
  });
});
