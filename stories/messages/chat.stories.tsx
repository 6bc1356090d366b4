import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnyActorLogic, fromCallback } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatMachine } from '../../machines/messages/chat.machine';
import type { LiveCommand, LiveEvent, LiveQuery } from '../../machines/messages/chat.types';
import { chatMessages as m } from '../../src/features/messages/chat.messages';
import { conversationsMessages as c } from '../../src/features/messages/conversations.messages';
import { personMessages } from '../../src/components/person/person-name';
import { ChatPanel } from '../../src/features/messages/chat-panel';
import {
  ANNA,
  CONVERSATION_ID,
  DMITRY,
  IMAGE_PATH,
  message,
  MINE,
  OPENING,
  PRESENT,
  THEIRS,
  WHOLE,
} from '../../tests/machines/messages/chat.model';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { showsStatus, showsText } from '../support/plays';

/** A 4×3 picture (the shape the model's path names, 800×600). */
const PICTURE_URL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
      '<rect width="800" height="600" fill="#cbd5e1"/><circle cx="400" cy="300" r="150" fill="#64748b"/></svg>',
  );

/** Chooses a picture in the composer, as a person does through the file picker. */
async function attach(canvas: Canvas) {
  await canvas.findByRole('button', { name: text(m.attach) });
  const input = canvas.getByTestId('chat-attach-input') as HTMLInputElement;
  const svg = await (await fetch(PICTURE_URL)).blob();
  await userEvent.upload(input, new File([svg], 'photo.svg', { type: 'image/svg+xml' }));
}

/** Someone who has since deleted their account: the profile keeps no name or picture. */
const GONE = {
  id: 'a0000000-0000-4000-8000-00000000000d',
  fullName: null,
  avatarUrl: null,
  deleted: true,
};

/** A channel that reports these at once, then stays open. */
const channel = (...events: LiveEvent[]) =>
  fromCallback<LiveCommand, LiveQuery>(({ sendBack }) => {
    for (const e of events) sendBack(e);
  });
const ONLINE: LiveEvent[] = [
  { type: 'live.subscribed' },
  { type: 'live.presence', present: PRESENT },
];

interface Fakes {
  loadChat?: AnyActorLogic;
  loadOlder?: AnyActorLogic;
  catchUp?: AnyActorLogic;
  sendMessage?: AnyActorLogic;
  editMessage?: AnyActorLogic;
  removeMessage?: AnyActorLogic;
  markRead?: AnyActorLogic;
  liveChannel?: AnyActorLogic;
  attachImage?: AnyActorLogic;
}

/** The chat on fakes: what a story does not settle stays pending, holding its state. */
const logic = (fakes: Fakes = {}) =>
  chatMachine.provide({
    actors: {
      loadChat: (fakes.loadChat ?? resolved(OPENING)) as never,
      loadOlder: (fakes.loadOlder ?? pending()) as never,
      catchUp: (fakes.catchUp ?? resolved([])) as never,
      sendMessage: (fakes.sendMessage ?? pending()) as never,
      editMessage: (fakes.editMessage ?? pending()) as never,
      removeMessage: (fakes.removeMessage ?? pending()) as never,
      markRead: (fakes.markRead ?? resolved(0)) as never,
      liveChannel: (fakes.liveChannel ?? channel()) as never,
      attachImage: (fakes.attachImage ?? pending()) as never,
    },
  });

const meta = {
  title: 'Messages/Chat',
  component: ChatPanel,
  parameters: { machine: { id: 'chat' } },
  args: { logic: logic(), conversationId: CONVERSATION_ID, userId: ANNA.id },
  render: (args) => (
    <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '1rem' }}>
      <ChatPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const log = (canvas: Canvas) => canvas.findByRole('log', { name: text(m.log) });

async function write(canvas: Canvas, body: string) {
  const box = await canvas.findByRole('textbox', { name: text(m.composer) });
  await userEvent.type(box, `${body}{Enter}`);
}

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic({ loadChat: pending() }) },
  play: showsStatus(m.loading),
};

export const Unavailable: Story = {
  parameters: { machine: { state: 'unavailable' } },
  args: { logic: logic({ loadChat: rejected('forbidden') }) },
  play: showsText(m.unavailable),
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic({ loadChat: rejected('network') }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: text(m.retry) })).toBeVisible();
  },
};

/** Joining the channel: the history is shown, older pages above, the unread marker. */
export const Connecting: Story = {
  parameters: {
    machine: {
      state: [
        'ready.history.idle',
        'ready.connection.connecting',
        'ready.outbox.idle',
        'ready.composer.writing',
        'ready.attachment.empty',
        'ready.removal.idle',
        'ready.reading.idle',
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await log(canvas)).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByText(text(m.connecting))).toBeVisible();
    await expect(canvas.getByText(text(m.unread))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.older) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://example.com/3' })).toBeVisible();
  },
};

/** Live: who is here, who types; the conversation's start is shown. */
export const Online: Story = {
  parameters: {
    machine: { state: ['ready.connection.online', 'ready.history.exhausted'] },
  },
  args: { logic: logic({ loadChat: resolved(WHOLE), liveChannel: channel(...ONLINE) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.online, { count: 1 }))).toBeVisible();
    await expect(canvas.getByText(text(m.typingOne, { name: PRESENT[1]!.name! }))).toBeVisible();
    await expect(canvas.getByText(text(m.start))).toBeVisible();
    await expect(canvas.getByText(text(m.deleted))).toBeVisible();
  },
};

/** Nobody writes here any more (a direct conversation with a deleted account): the log, no composer. */
export const ReadOnly: Story = {
  parameters: { machine: { state: 'ready.composer.writing' } },
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(await log(canvas)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: text(m.composer) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text(m.send) })).toBeNull();
  },
};

export const CatchingUp: Story = {
  parameters: { machine: { state: 'ready.connection.catchingUp' } },
  args: { logic: logic({ catchUp: pending(), liveChannel: channel(...ONLINE) }) },
  play: showsText(m.connecting),
};

export const Stalled: Story = {
  parameters: { machine: { state: 'ready.connection.stalled' } },
  args: { logic: logic({ catchUp: rejected(), liveChannel: channel(...ONLINE) }) },
  play: showsText(m.connecting),
};

/** No connection: what is written waits, in order, and says so. */
export const Offline: Story = {
  parameters: { machine: { state: ['ready.connection.offline', 'ready.outbox.idle'] } },
  args: { logic: logic({ liveChannel: channel({ type: 'live.lost' }) }) },
  play: async ({ canvas }) => {
    await write(canvas, 'Пока без сети');
    await expect(await canvas.findByText(text(m.offline, { waiting: 1 }))).toBeVisible();
    await expect(canvas.getAllByText(text(m.queued)).length).toBeGreaterThan(0);
  },
};

export const Sending: Story = {
  parameters: { machine: { state: 'ready.outbox.sending' } },
  args: { logic: logic({ liveChannel: channel(...ONLINE) }) },
  play: async ({ canvas }) => {
    await write(canvas, 'Привет всем!');
    await expect(await canvas.findByText(text(m.sending))).toBeInTheDocument();
  },
};

/** No answer: the message waits and goes again by itself. */
export const Waiting: Story = {
  parameters: { machine: { state: 'ready.outbox.waiting' } },
  args: { logic: logic({ sendMessage: rejected('network'), liveChannel: channel(...ONLINE) }) },
  play: async ({ canvas }) => {
    await write(canvas, 'Привет всем!');
    await expect(await canvas.findByText(text(m.queued))).toBeInTheDocument();
  },
};

/** Refused: «Повторить» sends it again under the same id. */
export const NotSent: Story = {
  parameters: { machine: { state: 'ready.outbox.idle' } },
  args: {
    logic: logic({ sendMessage: rejected('rate_limited'), liveChannel: channel(...ONLINE) }),
  },
  play: async ({ canvas }) => {
    await write(canvas, 'Привет всем!');
    await expect(await canvas.findByRole('button', { name: text(m.resend) })).toBeVisible();
  },
};

export const LoadingOlder: Story = {
  parameters: { machine: { state: 'ready.history.loadingOlder' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.older) }));
    await expect(canvas.getByRole('button', { name: text(m.loadingOlder) })).toBeDisabled();
  },
};

export const OlderFailed: Story = {
  parameters: { machine: { state: 'ready.history.olderFailed' } },
  args: { logic: logic({ loadOlder: rejected() }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.older) }));
    await expect(await canvas.findByText(text(m.olderFailed))).toBeVisible();
  },
};

const ownAction = (action: string) =>
  text(m.actionsOf, { action, name: text(m.you), time: '' }).replace(/, $/, '');

/** Editing one's own message: the box holds it, Escape puts the draft back. */
export const Editing: Story = {
  parameters: { machine: { state: 'ready.composer.editing' } },
  play: async ({ canvas }) => {
    await (await log(canvas)).focus();
    const edit = canvas.getAllByRole('button', { name: new RegExp(ownAction(text(m.edit))) });
    await userEvent.click(edit[0]!);
    await expect(canvas.getByText(text(m.editing))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text(m.composer) })).toHaveValue(MINE.body);
  },
};

export const Saving: Story = {
  parameters: { machine: { state: 'ready.composer.saving' } },
  play: async ({ canvas }) => {
    const edit = await canvas.findAllByRole('button', {
      name: new RegExp(ownAction(text(m.edit))),
    });
    await userEvent.click(edit[0]!);
    await userEvent.click(canvas.getByRole('button', { name: text(m.save) }));
    await expect(await canvas.findByRole('button', { name: text(m.saving) })).toBeDisabled();
  },
};

/** Presses «Удалить» under Дмитрий's message; the dialog opens over the whole page. */
async function askToDeleteTheirs(canvasElement: HTMLElement) {
  const canvas = within(canvasElement.ownerDocument.body);
  const del = await canvas.findAllByRole('button', {
    name: new RegExp(`${text(m.delete)}: ${THEIRS.author!.fullName!}`),
  });
  await userEvent.click(del.at(-1)!);
  return canvas;
}

/** A moderator deletes someone else's message, after confirming. */
export const Confirming: Story = {
  parameters: { machine: { state: 'ready.removal.confirming' } },
  args: { canModerate: true },
  play: async ({ canvasElement }) => {
    const canvas = await askToDeleteTheirs(canvasElement);
    await expect(await canvas.findByRole('alertdialog')).toBeVisible();
  },
};

export const Removing: Story = {
  parameters: { machine: { state: 'ready.removal.removing' } },
  args: { canModerate: true },
  play: async ({ canvasElement }) => {
    const canvas = await askToDeleteTheirs(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text(m.delete) }));
    await expect(await canvas.findByRole('button', { name: text(m.deleting) })).toBeDisabled();
  },
};

/** The read position being written as the newest message shows. */
export const Marking: Story = {
  parameters: { machine: { state: 'ready.reading.marking' } },
  args: { logic: logic({ markRead: pending() }) },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await log(canvas)).toBeVisible());
  },
};

/** A picture chosen: it uploads while the person goes on writing; sending waits for it. */
export const Attaching: Story = {
  parameters: { machine: { state: 'ready.attachment.uploading' } },
  args: { logic: logic({ liveChannel: channel(...ONLINE) }) },
  play: async ({ canvas }) => {
    await attach(canvas);
    await expect(await canvas.findByText(text(m.attaching))).toBeVisible();
    await expect(canvas.getByRole('img', { name: text(m.attachmentPreview) })).toBeVisible();
  },
};

/** Uploaded: previewed above the box, sent with the words (or alone). */
export const Attached: Story = {
  parameters: { machine: { state: 'ready.attachment.attached' } },
  args: {
    logic: logic({ attachImage: resolved({ path: IMAGE_PATH }), liveChannel: channel(...ONLINE) }),
  },
  play: async ({ canvas }) => {
    await attach(canvas);
    await expect(await canvas.findByRole('button', { name: text(m.removeImage) })).toBeVisible();
    await expect(canvas.queryByText(text(m.attaching))).toBeNull();
  },
};

/** Not taken (too large here): says why; the words written stay in the box. */
export const AttachFailed: Story = {
  parameters: { machine: { state: 'ready.attachment.failed' } },
  args: {
    logic: logic({ attachImage: rejected('too_large'), liveChannel: channel(...ONLINE) }),
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: text(m.composer) });
    await userEvent.type(box, 'Смотрите, что нашла');
    await attach(canvas);
    await expect(await canvas.findByText(text(m.attachFailed))).toBeVisible();
    await expect(box).toHaveValue('Смотрите, что нашла');
  },
};

/** The whole history and these after it, online. */
const onlineWith = (...more: ReturnType<typeof message>[]) =>
  logic({
    loadChat: resolved({ ...WHOLE, messages: [...WHOLE.messages, ...more] }),
    liveChannel: channel(...ONLINE),
  });

/** Pictures in the log: sized before they load, named, opening full size. */
export const WithPictures: Story = {
  parameters: { machine: { state: 'ready.connection.online' } },
  args: {
    logic: onlineWith(
      message(5, ANNA, { body: '', imagePath: IMAGE_PATH, imageUrl: PICTURE_URL }),
      message(6, DMITRY, {
        body: 'А это со вчерашней встречи',
        imagePath: IMAGE_PATH,
        imageUrl: PICTURE_URL,
        replyTo: message(5, ANNA).id,
      }),
    ),
  },
  play: async ({ canvas }) => {
    const theirs = await canvas.findByRole('link', {
      name: text(m.openImage, { name: DMITRY.fullName! }),
    });
    await expect(
      canvas.getByRole('link', { name: text(m.openImage, { name: text(m.you) }) }),
    ).toHaveAttribute('href', PICTURE_URL);
    const img = within(theirs).getByRole('img', {
      name: text(m.imageOf, { name: DMITRY.fullName! }),
    });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '320');
    await expect(img).toHaveAttribute('height', '240');
    // A reply to a picture with no words quotes it as «Фото».
    await expect(
      canvas.getByText(`${text(m.replyTo, { name: ANNA.fullName! })}: ${text(c.photo)}`),
    ).toBeVisible();
  },
};

/** Messages of someone who has since deleted their account: named so, their picture too. */
export const DeletedAuthor: Story = {
  parameters: { machine: { state: 'ready.connection.online' } },
  args: {
    logic: onlineWith(
      message(5, GONE, {
        body: 'Фото с прошлой встречи',
        imagePath: IMAGE_PATH,
        imageUrl: PICTURE_URL,
      }),
    ),
  },
  play: async ({ canvas }) => {
    const deleted = text(personMessages.deleted);
    await expect(
      await canvas.findByRole('link', { name: text(m.openImage, { name: deleted }) }),
    ).toBeVisible();
    await expect(canvas.getByText(deleted)).toBeVisible();
  },
};

/** At phone width the log, its actions and the composer fit without sideways scrolling. */
export const Phone: Story = {
  parameters: { machine: { state: 'ready.connection.online' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { logic: logic({ loadChat: resolved(WHOLE), liveChannel: channel(...ONLINE) }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: text(m.send) })).toBeVisible();
    const chat = canvas.getByRole('region', { name: text(m.title) });
    await expect(chat.scrollWidth).toBeLessThanOrEqual(chat.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
