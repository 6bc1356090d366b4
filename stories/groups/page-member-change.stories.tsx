import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GroupPage, loadGroupTools } from '../../src/features/groups/page/group-page';
import {
  groupPageMessages as m,
  memberActionMessages,
} from '../../src/features/groups/page/group-page.messages';
import { PUBLIC_OWNED } from '../../tests/machines/groups/page.model';
import { text } from '../../tests/support/messages';
import { pending } from '../events/fakes';
import { inPageFrame } from '../pages/page-frame';
import { OWNER, logic, membership } from './group-page-fakes';

/**
 * A member's role or place being changed, in a file of its own: each story file gets a fresh
 * document, and after another story's member menu and confirmation in the same document this
 * one's confirmation never opened (page.stories.tsx's ConfirmingHandOver runs there).
 */
const meta = {
  title: 'Groups/Group page, changing a member',
  component: GroupPage,
  parameters: { machine: { id: 'groupPage' }, layout: 'fullscreen' },
  loaders: [loadGroupTools],
  args: {
    logic: logic({ change: pending() }),
    membershipLogic: membership(),
    groupId: PUBLIC_OWNED.group.id,
    viewer: OWNER,
    notify: fn(),
    notFound: <p>404</p>,
  },
  render: inPageFrame(GroupPage),
} satisfies Meta<typeof GroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner bans a member: asked first, then the member's row is busy while the change runs. */
export const Changing: Story = {
  parameters: {
    machine: { state: ['ready.manage.idle', 'ready.manage.confirming', 'ready.manage.changing'] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Анна Петрова/ }));
    const body = within(document.body);
    await userEvent.click(
      await body.findByRole('menuitem', { name: text(memberActionMessages.ban) }),
    );
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: text(m.confirm) }),
    );
    const row = (await canvas.findAllByTestId('member')).find((r) =>
      r.textContent?.includes('Анна Петрова'),
    )!;
    await waitFor(() => expect(row.querySelector('button[aria-busy="true"]')).not.toBeNull());
  },
};
