import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, fn, userEvent } from 'storybook/test';
import { joinRequestsMachine } from '../../machines/groups/join-requests.machine';
import { requestsMessages as m } from '../../src/features/groups/page/group-page.messages';
import { RequestsPage } from '../../src/features/groups/page/requests-page';
import { GROUP_ID } from '../../tests/machines/groups/page.fixtures';
import { NOT_MANAGER, QUEUE } from '../../tests/machines/groups/requests.model';
import { text } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { inPageFrame } from '../pages/page-frame';
import { expectBusy, showsStatus, showsText } from '../support/plays';

const logic = (load: AnyActorLogic = resolved(QUEUE), decide = resolved<void>(undefined)) =>
  joinRequestsMachine.provide({
    actors: { loadRequests: load as never, decideRequest: decide as never },
  });

const meta = {
  title: 'Groups/Requests',
  component: RequestsPage,
  parameters: { machine: { id: 'joinRequests' }, layout: 'fullscreen' },
  args: { logic: logic(), groupId: GROUP_ID, notify: fn() },
  render: inPageFrame(RequestsPage),
} satisfies Meta<typeof RequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending()) },
  play: showsStatus(m.loading),
};

export const Pending: Story = {
  parameters: { machine: { state: 'ready.idle' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Пишу на Vue, хочу к вам')).toBeVisible();
    await expect(canvas.getByText(text(m.noMessage))).toBeVisible();
  },
};

export const Approving: Story = {
  parameters: { machine: { state: ['ready.idle', 'ready.deciding'] } },
  args: { logic: logic(resolved(QUEUE), pending()) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `${text(m.approve)}: Игорь Волков` }),
    );
    await expectBusy(canvas, m.approving);
  },
};

export const DeclineRefused: Story = {
  parameters: { machine: { state: ['ready.deciding', 'ready.idle'] } },
  args: { logic: logic(resolved(QUEUE), rejected('request_not_pending')) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `${text(m.decline)}: Игорь Волков` }),
    );
    await expect(await canvas.findByText(text(m.declineFailed))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'ready.idle' } },
  args: { logic: logic(resolved({ ...QUEUE, requests: [] })) },
  play: showsText(m.empty),
};

export const Forbidden: Story = {
  parameters: { machine: { state: 'forbidden' } },
  args: { logic: logic(resolved(NOT_MANAGER)) },
  play: showsText(m.forbiddenTitle),
};

export const NotFound: Story = {
  parameters: { machine: { state: 'notFound' } },
  args: { groupId: 'not-a-uuid' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: text(m.backToGroup) })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: showsText(m.errorTitle),
};
