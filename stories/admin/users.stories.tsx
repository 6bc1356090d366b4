import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { userActionMachine } from '../../machines/admin/user-actions.machine';
import { userCreateMachine } from '../../machines/admin/user-create.machine';
import { adminUsersMachine } from '../../machines/admin/users.machine';
import type { AdminUser, UsersPage, UsersQuery } from '../../machines/admin/users.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { UsersPage as UsersScreen } from '../../src/features/admin/users/users-page';
import {
  createFieldMessages,
  usersMessages as m,
  usersValueMessages as v,
} from '../../src/features/admin/users/users.messages';
import { ANNA, ANNA_CONFIRMED, NOBODY, PAGE } from '../../tests/machines/admin/users.fixtures';
import { text } from '../../tests/support/messages';
import { answers } from '../support/answers';
import { pending, resolved } from '../events/fakes';
import { AdminFrame } from './admin-frame';

type Answer = UsersPage | 'pending' | 'error';

/** The users tab on a fake `admin-users`: the list's reads in turn, and how changes answer. */
const logic = (
  reads: Answer[] = [PAGE],
  change: AnyActorLogic = resolved<AdminUser>(ANNA_CONFIRMED),
  remove: AnyActorLogic = resolved<void>(undefined),
  create: AnyActorLogic = resolved<AdminUser>(ANNA),
) => ({
  list: adminUsersMachine.provide({
    actors: { listUsers: answers<UsersPage, UsersQuery>(...reads) },
  }),
  action: userActionMachine.provide({
    actors: {
      confirmUser: change as never,
      setRole: change as never,
      banUser: change as never,
      unbanUser: change as never,
      deleteUser: remove as never,
    },
  }),
  create: userCreateMachine.provide({ actors: { createUser: create as never } }),
});

const body = () => within(document.body);

const meta = {
  title: 'Admin/Users',
  component: UsersScreen,
  parameters: { machine: { id: 'adminUsers' }, layout: 'fullscreen', route: '/admin/users' },
  args: { logic: logic() },
  render: (args) => (
    <AdminFrame tab="users">
      <UsersScreen {...args} />
    </AdminFrame>
  ),
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(['pending']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
  },
};

/** A page of three, one unconfirmed and one banned; the first of two pages. */
export const Loaded: Story = {
  parameters: { machine: { state: 'loaded' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text(m.title) });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText(text(m.noName))).toBeVisible();
    await expect(canvas.getByText(text(v.total, { count: PAGE.total }))).toBeVisible();
    await expect(canvas.getByText(text(v.pageOf, { page: 1, pages: 2 }))).toBeVisible();
  },
};

/** Typing: the rows stay, dimmed, until the pause sends the search. */
export const Typing: Story = {
  parameters: { machine: { state: 'typing' } },
  args: { logic: logic([PAGE, 'pending']) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text(m.title) });
    await userEvent.type(canvas.getByRole('searchbox', { name: text(m.searchLabel) }), 'ан');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(text(m.loading))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic([NOBODY]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.empty))).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(['error', PAGE]) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text(m.loadFailed));
    await expect(alert).toHaveTextContent(text(adminErrorOf('network')));
    await userEvent.click(canvas.getByRole('button', { name: text(m.retry) }));
    await canvas.findByRole('table', { name: text(m.title) });
  },
};

/** At phone width each row stacks into a card; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { machine: { state: 'loaded' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: text(m.title) });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** «Новый пользователь»: sent empty, each field says what it needs. */
export const Create: Story = {
  parameters: { machine: { id: 'adminUserCreate', state: 'editing' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.create) }));
    const dialog = within(await body().findByRole('dialog', { name: text(m.createTitle) }));
    await userEvent.click(dialog.getByRole('button', { name: text(m.createSubmit) }));
    await expect(await dialog.findByText(text(createFieldMessages.name_required))).toBeVisible();
  },
};

export const CreateSaving: Story = {
  parameters: { machine: { id: 'adminUserCreate', state: 'saving' } },
  args: { logic: logic([PAGE], undefined, undefined, pending()) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.create) }));
    const dialog = within(await body().findByRole('dialog', { name: text(m.createTitle) }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'new@vstrechi.test');
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(text(m.createName)) }),
      'Новый',
    );
    await userEvent.click(dialog.getByRole('button', { name: text(m.createSubmit) }));
    await expect(await dialog.findByRole('button', { name: text(m.creating) })).toBeDisabled();
  },
};

/** The dialog closed: the table as before. */
export const CreateClosed: Story = {
  parameters: { machine: { id: 'adminUserCreate', state: 'closed' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: text(m.create) })).toBeEnabled();
  },
};
