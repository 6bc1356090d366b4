import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type ChatInput, chatMachine } from '../../machines/messages/chat.machine';
import { selectChatView } from '../../machines/messages/chat.selectors';
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
  OlderPage,
  SendQuery,
} from '../../machines/messages/chat.types';
import { ChatPanel } from '../../src/features/messages/chat-panel';
import { chatMessages as m } from '../../src/features/messages/chat.messages';
import {
  CHAT_PAGE_MODELS,
  IMAGE_PATH,
  PICTURE,
  PREVIEW_URL,
  SEED,
} from '../machines/messages/chat.model';
import { controllable, settlers } from '../support/controllable';
import { text } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';
import { messagingErrorOf } from '../../src/features/messages/messaging-errors';

type Sut = SystemUnderTest<typeof chatMachine>;
type S = Parameters<Sut['states'][string]>[0];

/** The chat panel on controllable fakes; the channel's reports come from the test. */
function setup(input: ChatInput) {
  const user = setupUser();
  const fakes = {
    loadChat: controllable<ChatOpening, LiveQuery>(),
    loadOlder: controllable<OlderPage, HistoryQuery>(),
    catchUp: controllable<ChatMessage[], CatchUpQuery>(),
    sendMessage: controllable<ChatMessage, SendQuery>(),
    editMessage: controllable<ChatMessage, EditQuery>(),
    removeMessage: controllable<ChatMessage, { messageId: string }>(),
    attachImage: controllable<AttachedImage, AttachQuery>(),
  };
  let report: ((e: LiveEvent) => void) | null = null;
  /** Pictures the chat removed from the bucket; nothing on the page waits for that. */
  const discarded: string[] = [];
  const logic = chatMachine.provide({
    actors: {
      ...Object.fromEntries(Object.entries(fakes).map(([id, f]) => [id, f.logic])),
      // The page writes the read position as the newest message shows: answered at once here.
      markRead: fromPromise(async () => 0),
      discardImage: fromPromise<void, AttachedImage>(async ({ input }) => {
        discarded.push(input.path);
      }),
      liveChannel: fromCallback<LiveCommand, LiveQuery>(({ sendBack }) => {
        report = sendBack;
      }),
    } as never,
  });
  // jsdom makes no object URLs: the model's preview stands in for the picture's local copy.
  URL.createObjectURL = () => PREVIEW_URL;
  URL.revokeObjectURL = () => {};
  // The seed the model's ids grow from: the page's own would be random.
  const randomUUID = crypto.randomUUID.bind(crypto);
  crypto.randomUUID = () => SEED as ReturnType<typeof randomUUID>;
  renderPage(
    <ChatPanel
      logic={logic}
      conversationId={input.conversationId}
      userId={input.userId}
      canModerate={input.canModerate}
    />,
  );
  crypto.randomUUID = randomUUID;

  const all = { hidden: true } as const;
  const box = () => screen.getByRole('textbox', { name: text(m.composer), ...all });
  const itemOf = (id: string) => within(document.getElementById(`message-${id}`)!);
  const actionIn = (id: string, label: { id: string }) =>
    user.click(
      itemOf(id).getByRole('button', { name: new RegExp(`^${text(label as never)}:`), ...all }),
    );

  /** What the view model says, checked against the page: messages, marks, banners, composer. */
  const ready = (s: S) => {
    const view = selectChatView(s as never);
    const rows = view.rows.flatMap((r) => (r.kind === 'message' ? [r] : []));
    const items = screen.queryAllByTestId('chat-message');
    expect(items.map((li) => li.dataset.delivery)).toEqual(rows.map((r) => r.delivery));
    rows.forEach((r, i) => {
      if (r.deleted || r.body)
        expect(items[i]).toHaveTextContent(r.deleted ? text(m.deleted) : r.body!);
      const img = items[i]!.querySelector('img');
      expect(img?.getAttribute('src') ?? null).toBe(r.image?.url ?? null);
    });
    expect(screen.queryByTestId('chat-unread') !== null).toBe(
      view.rows.some((r) => r.kind === 'unread'),
    );
    const banner = screen.queryByTestId('chat-connection');
    if (view.connection === 'online') expect(banner).toBeNull();
    else expect(banner).toHaveAttribute('data-connection', view.connection);
    expect(box()).toHaveValue(view.draft);
    const composerBanner = screen.queryByTestId('composer-banner');
    if (view.editing) expect(composerBanner).toHaveTextContent(text(m.editing));
    else if (view.replyTo) expect(composerBanner).not.toBeNull();
    else expect(composerBanner).toBeNull();
    expect(screen.getByTestId('chat-online')).toHaveTextContent(
      text(m.online, { count: view.onlineCount }),
    );
    if (view.actionError)
      expect(screen.getByText(text(messagingErrorOf(view.actionError)))).toBeInTheDocument();
    const dialog = screen.queryByRole('alertdialog');
    expect(dialog !== null).toBe(view.removal !== null);
  };

  /** An uploaded picture taken away or replaced leaves the bucket too; one uploading has no file. */
  async function droppingUpload(run: () => Promise<unknown>) {
    const attached = screen.queryByTestId('chat-attachment')?.dataset.status === 'attached';
    const count = discarded.length;
    await run();
    expect(discarded.slice(count)).toEqual(attached ? [IMAGE_PATH] : []);
  }

  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
      },
      unavailable: () => {
        expect(screen.getByText(text(m.unavailable))).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('button', { name: text(m.retry) })).toBeInTheDocument();
      },
      'ready.history.idle': (s) => {
        ready(s);
        expect(screen.getByRole('button', { name: text(m.older), ...all })).toBeEnabled();
      },
      'ready.history.loadingOlder': (s) => {
        ready(s);
        expect(screen.getByRole('button', { name: text(m.loadingOlder), ...all })).toBeDisabled();
      },
      'ready.history.olderFailed': (s) => {
        ready(s);
        expect(screen.getByText(text(m.olderFailed))).toBeInTheDocument();
      },
      'ready.history.exhausted': (s) => {
        ready(s);
        expect(screen.queryByRole('button', { name: text(m.older), ...all })).toBeNull();
      },
      'ready.connection': () => {},
      'ready.outbox': () => {},
      'ready.composer.writing': () => {
        expect(screen.getByRole('button', { name: text(m.send), ...all })).toBeInTheDocument();
      },
      'ready.composer.editing': () => {
        expect(screen.getByRole('button', { name: text(m.save), ...all })).toBeEnabled();
      },
      'ready.composer.saving': () => {
        expect(screen.getByRole('button', { name: text(m.saving), ...all })).toBeDisabled();
      },
      'ready.removal.idle': () => {},
      'ready.removal.confirming': () => {
        expect(screen.getByRole('alertdialog')).toHaveTextContent(text(m.deleteTitle));
      },
      'ready.removal.removing': () => {
        expect(screen.getByRole('button', { name: text(m.deleting), ...all })).toBeDisabled();
      },
      'ready.reading': () => {},
      'ready.attachment.empty': () => {
        expect(screen.queryByTestId('chat-attachment')).toBeNull();
        expect(screen.queryByText(text(m.attachFailed))).toBeNull();
      },
      'ready.attachment.uploading': () => {
        expect(screen.getByTestId('chat-attachment')).toHaveAttribute('data-status', 'uploading');
        expect(within(screen.getByTestId('chat-attachment')).getByRole('status')).toHaveTextContent(
          text(m.attaching),
        );
      },
      'ready.attachment.attached': () => {
        const attachment = screen.getByTestId('chat-attachment');
        expect(attachment).toHaveAttribute('data-status', 'attached');
        expect(
          within(attachment).getByRole('img', { name: text(m.attachmentPreview), ...all }),
        ).toHaveAttribute('src', PREVIEW_URL);
      },
      'ready.attachment.failed': () => {
        expect(screen.getByText(text(m.attachFailed))).toBeInTheDocument();
        expect(screen.queryByTestId('chat-attachment')).toBeNull();
      },
    },
    events: {
      ...settlers(fakes, (fn) => act(fn)),
      retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      'history.older': () =>
        user.click(screen.getByRole('button', { name: text(m.older), ...all })),
      'live.subscribed': (e) => act(async () => report!(e)),
      'live.lost': (e) => act(async () => report!(e)),
      'live.message': (e) => act(async () => report!(e)),
      'live.presence': (e) => act(async () => report!(e)),
      'draft.change': (e) => void fireEvent.change(box(), { target: { value: e.value } }),
      'message.send': async () => {
        box().focus();
        await user.keyboard('{Enter}');
      },
      'composer.cancel': async () => {
        box().focus();
        await user.keyboard('{Escape}');
      },
      'reply.start': (e) => actionIn(e.messageId, m.reply),
      'message.edit': (e) => actionIn(e.messageId, m.edit),
      'message.delete': (e) => actionIn(e.messageId, m.delete),
      'removal.confirm': () =>
        user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: text(m.delete) }),
        ),
      'removal.cancel': () =>
        user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: text(m.cancel) }),
        ),
      'message.retry': () =>
        user.click(screen.getByRole('button', { name: text(m.resend), ...all })),
      'message.discard': () =>
        user.click(screen.getByRole('button', { name: text(m.discard), ...all })),
      'image.attach': () =>
        droppingUpload(
          async () =>
            void fireEvent.change(screen.getByTestId('chat-attach-input'), {
              target: { files: [new File([PICTURE], 'photo.png', { type: 'image/png' })] },
            }),
        ),
      'image.remove': () =>
        droppingUpload(() =>
          user.click(
            screen.queryByRole('button', { name: text(m.removeImage), ...all }) ??
              screen.getByRole('button', { name: text(m.dismiss), ...all }),
          ),
        ),
      'error.dismiss': () =>
        user.click(screen.getByRole('button', { name: text(m.dismiss), ...all })),
    } as Sut['events'],
  };
  return { sut };
}

describe('chat panel (model-based, rendered)', () => {
  for (const [name, model, input] of CHAT_PAGE_MODELS) {
    describe(name, () =>
      modelTests(model as never, {
        setup: () => setup(input),
        initial: () => createActor(chatMachine, { input }).getSnapshot(),
        // The starts cover what the page offers; the machine test covers every transition.
        coverage: 'edges',
        cover: { by: 'transitions' },
      }),
    );
  }
});
