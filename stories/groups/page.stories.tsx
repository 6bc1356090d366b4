import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GroupPage, loadGroupTools } from '../../src/features/groups/page/group-page';
import {
  groupPageMessages as m,
  memberActionMessages,
  membershipMessages as mm,
} from '../../src/features/groups/page/group-page.messages';
import { CONTENT, VISITOR, head } from '../../tests/machines/groups/page.fixtures';
import { personMessages } from '../../src/components/person/person-name';
import type { Thread } from '../../machines/groups/group-page.types';
import { PUBLIC_OWNED } from '../../tests/machines/groups/page.model';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { inPageFrame } from '../pages/page-frame';
import { MEMBER, OWNER, logic, membership } from './group-page-fakes';
import { expectBusy, showsStatus, showsText } from '../support/plays';

const meta = {
  title: 'Groups/Group page',
  component: GroupPage,
  parameters: { machine: { id: 'groupPage' }, layout: 'fullscreen' },
  // A member's tools are a chunk of their own: loaded first, so each state shows as it settles.
  loaders: [loadGroupTools],
  args: {
    logic: logic(),
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

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic({ group: pending() }) },
  play: showsStatus(m.loading),
};

export const NotFound: Story = {
  parameters: { machine: { state: 'notFound' } },
  args: { groupId: 'not-a-uuid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic({ group: rejected() }) },
  play: showsText(m.errorTitle),
};

/** The owner's page: members with their actions, events, discussions. */
export const Owner: Story = {
  parameters: {
    machine: { state: ['ready.content.shown', 'ready.manage.idle', 'ready.composer.closed'] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text(m.members) })).toBeVisible();
    await expect(canvas.getByText(text(mm.owner))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'https://front.example.com/plan' }),
    ).toHaveAttribute('href', 'https://front.example.com/plan');
  },
};

/** Discussions started by someone who has since deleted their account. */
const byGone = (t: Thread): Thread => ({
  ...t,
  author: { id: t.author.id, fullName: null, avatarUrl: null, deleted: true },
});
export const DeletedThreadAuthor: Story = {
  parameters: {
    machine: { state: ['ready.content.shown', 'ready.manage.idle', 'ready.composer.closed'] },
  },
  args: {
    logic: logic({
      content: resolved({
        ...CONTENT,
        pinned: CONTENT.pinned.map(byGone),
        threads: { ...CONTENT.threads, items: CONTENT.threads.items.map(byGone) },
      }),
    }),
  },
  play: async ({ canvas }) => {
    const threads = await canvas.findAllByTestId('thread');
    await expect(threads).toHaveLength(2);
    for (const thread of threads)
      await expect(thread).toHaveTextContent(text(personMessages.deleted));
  },
};

export const ContentLoading: Story = {
  parameters: { machine: { state: 'ready.content.loading' } },
  args: { logic: logic({ content: pending() }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: text(m.contentLoading) }),
    ).toBeInTheDocument();
  },
};

export const ContentFailed: Story = {
  parameters: { machine: { state: 'ready.content.failed' } },
  args: { logic: logic({ content: rejected() }) },
  play: showsText(m.contentFailed),
};

/** An outsider of a private group: the card, the request button and why the rest is hidden. */
export const Locked: Story = {
  parameters: { machine: { state: 'ready.content.locked' } },
  args: { viewer: MEMBER, logic: logic({ group: resolved(head({ privacy: 'private' })) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.lockedTitle))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(mm.request) })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: text(m.members) })).toBeNull();
  },
};

/** A group an admin closed, to someone not in it: why, and no join or new-thread button. */
export const Closed: Story = {
  parameters: {
    machine: { state: ['ready.content.shown', 'ready.manage.idle', 'ready.composer.closed'] },
  },
  args: { viewer: MEMBER, logic: logic({ group: resolved(head({ closed: true })) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.closedTitle))).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: text(m.members) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(mm.join) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text(m.newThread) })).toBeNull();
  },
};

export const LoadingMoreThreads: Story = {
  parameters: { machine: { state: ['ready.content.shown', 'ready.content.loadingMore'] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.moreThreads) }));
    await expectBusy(canvas, m.loadingMore);
  },
};

/** Handing over asks first; the dialog names the person. */
export const ConfirmingHandOver: Story = {
  parameters: { machine: { state: ['ready.manage.idle', 'ready.manage.confirming'] } },
  play: async ({ canvas }) => {
    const actions = await canvas.findByRole('button', { name: new RegExp(`Анна Петрова`) });
    await userEvent.click(actions);
    const body = within(document.body);
    await userEvent.click(
      await body.findByRole('menuitem', { name: text(memberActionMessages.transfer) }),
    );
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Анна Петрова');
    // Cancelled, nothing changes; and the modal does not outlive the story (it hides the rest).
    await userEvent.click(within(dialog).getByRole('button', { name: text(m.cancel) }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** A member starts a discussion: the form checks the topic before anything is sent. */
export const NewThread: Story = {
  parameters: { machine: { state: ['ready.composer.closed', 'ready.composer.open'] } },
  args: { viewer: MEMBER, logic: logic({ group: resolved(head({}, { role: 'member' })) }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.newThread) }));
    await userEvent.click(canvas.getByRole('button', { name: text(m.publish) }));
    await expect(await canvas.findByText(text(m.titleRequired))).toBeVisible();
  },
};

export const Posting: Story = {
  parameters: { machine: { state: ['ready.composer.open', 'ready.composer.posting'] } },
  args: { viewer: MEMBER, logic: logic({ group: resolved(head({}, { role: 'member' })) }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.newThread) }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(text(m.threadTitle)) }),
      'Новая тема',
    );
    await userEvent.click(canvas.getByRole('button', { name: text(m.publish) }));
    await expectBusy(canvas, m.publishing);
  },
};

/** The join button in each state it can be in, on a public and a private group. */

export const Visitor: Story = {
  parameters: { machine: { id: 'membership', state: 'visitor' } },
  args: { viewer: VISITOR, logic: logic({ group: resolved(head()) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: text(mm.signIn) })).toBeVisible();
  },
};

export const JoinOpen: Story = {
  parameters: { machine: { id: 'membership', state: ['open', 'joining'] } },
  args: { viewer: MEMBER, logic: logic({ group: resolved(head()) }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(mm.join) }));
    await expectBusy(canvas, mm.joining);
  },
};

export const RequestComposing: Story = {
  parameters: { machine: { id: 'membership', state: ['closed', 'composing', 'requesting'] } },
  args: { viewer: MEMBER, logic: logic({ group: resolved(head({ privacy: 'private' })) }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(mm.request) }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: text(mm.requestMessage) }),
      'Хочу к вам',
    );
    await userEvent.click(canvas.getByRole('button', { name: text(mm.requestSend) }));
    await expectBusy(canvas, mm.requesting);
  },
};

const REQUESTED = head(
  { privacy: 'private' },
  { request: { id: 'f1000000-0000-4000-8000-000000000001', status: 'pending', message: null } },
);

export const RequestSent: Story = {
  parameters: { machine: { id: 'membership', state: ['requested', 'cancelling'] } },
  args: { viewer: MEMBER, logic: logic({ group: resolved(REQUESTED) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(mm.requested))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text(mm.cancelRequest) }));
    await expectBusy(canvas, mm.cancelling);
  },
};

export const Member: Story = {
  parameters: { machine: { id: 'membership', state: ['member', 'leaving'] } },
  args: { viewer: MEMBER, logic: logic({ group: resolved(head({}, { role: 'member' })) }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(mm.leave) }));
    await expectBusy(canvas, mm.leaving);
  },
};

export const LeaveRefused: Story = {
  parameters: { machine: { id: 'membership', state: 'member' } },
  args: {
    viewer: MEMBER,
    membershipLogic: membership('rejected'),
    logic: logic({ group: resolved(head({}, { role: 'member' })) }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(mm.leave) }));
    await expect(await canvas.findByText(text(mm.failed))).toBeVisible();
  },
};

export const OwnerCannotLeave: Story = {
  parameters: { machine: { id: 'membership', state: 'owner' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(mm.ownerText))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(mm.leave) })).toBeNull();
  },
};

export const Banned: Story = {
  parameters: { machine: { id: 'membership', state: 'banned' } },
  args: {
    viewer: MEMBER,
    logic: logic({ group: resolved(head({ privacy: 'private' }, { banned: true })) }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(mm.banned))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(mm.request) })).toBeNull();
  },
};

/** On a phone the page is one column; the member's actions stay reachable. */
export const Phone: Story = {
  parameters: { machine: { state: 'ready.content.shown' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};
