import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { unreadMachine } from '../../machines/messages/unread.machine';
import { selectUnreadCount } from '../../machines/messages/unread.selectors';
import { layoutMessages, unreadMessages } from '../../src/features/layout/layout.messages';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { PageFrame } from '../pages/page-frame';

const logic = (load: AnyActorLogic) =>
  unreadMachine.provide({ actors: { loadUnread: load as never } });

/** The app's frame with the badge's machine running, as the shell runs it for a member. */
function Frame({ load }: { load: AnyActorLogic }) {
  const actor = useActorRef(logic(load));
  const count = useSelector(actor, selectUnreadCount);
  return (
    <PageFrame
      session={{ status: 'signedIn', isAdmin: false, fullName: 'Дмитрий Соколов' }}
      unreadCount={count}
    >
      <p style={{ padding: '2rem' }}>…</p>
    </PageFrame>
  );
}

/** The header's messages link, named by its text and, with unread messages, their count. */
const messagesLink = async (canvas: ReturnType<typeof within>, count?: number) => {
  const name =
    count === undefined
      ? text(layoutMessages.messages)
      : `${text(layoutMessages.messages)} ${text(unreadMessages, { count })}`;
  const banner = within(await canvas.findByRole('banner'));
  const link = await waitFor(() =>
    banner
      .getAllByRole('link', { hidden: true })
      .find((l) => l.getAttribute('href') === '/messages')!,
  );
  await waitFor(() => expect(link).toHaveAccessibleName(name));
  return link;
};

const meta = {
  title: 'Messages/Unread badge',
  component: Frame,
  parameters: { machine: { id: 'unread' }, layout: 'fullscreen' },
  args: { load: resolved(5) },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total not known yet: the link, no badge. */
export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { load: pending() },
  play: async ({ canvas }) => {
    await expect(await messagesLink(canvas)).toHaveAttribute('href', '/messages');
    await expect(canvas.queryByTestId('unread-badge')).toBeNull();
  },
};

/** Five unread: the number on the link, read out after its name. */
export const Unread: Story = {
  parameters: { machine: { state: 'idle' } },
  play: async ({ canvas }) => {
    const link = await messagesLink(canvas, 5);
    await expect(within(link).getByTestId('unread-badge')).toHaveTextContent('5');
  },
};

/** Past 99 the badge says 99+, the screen reader the whole number. */
export const Many: Story = {
  parameters: { machine: { state: 'idle' } },
  args: { load: resolved(150) },
  play: async ({ canvas }) => {
    const link = await messagesLink(canvas, 150);
    await expect(within(link).getByTestId('unread-badge')).toHaveTextContent('99+');
  },
};

/** Nothing unread, or the total could not be read: the link alone. */
export const NothingUnread: Story = {
  parameters: { machine: { state: 'idle' } },
  args: { load: rejected() },
  play: async ({ canvas }) => {
    await messagesLink(canvas);
    await waitFor(() => expect(canvas.queryByTestId('unread-badge')).toBeNull());
  },
};

/** On a phone the messages link is in the menu, with the same count. */
export const PhoneMenu: Story = {
  parameters: { machine: { state: 'idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text(layoutMessages.menuOpen) }),
    );
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(
      await within(menu).findByRole('link', {
        name: `${text(layoutMessages.messages)} ${text(unreadMessages, { count: 5 })}`,
      }),
    ).toHaveAttribute('href', '/messages');
  },
};
