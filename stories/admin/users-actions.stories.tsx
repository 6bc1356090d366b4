import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type StateValue, createActor } from 'xstate';
import {
  NO_ACTION,
  type UserActionContext,
  userActionMachine,
} from '../../machines/admin/user-actions.machine';
import { adminUsersMachine } from '../../machines/admin/users.machine';
import {
  selectAdminUsersView,
  selectUserActionView,
  selectUserCreateView,
} from '../../machines/admin/users.selectors';
import { userCreateMachine } from '../../machines/admin/user-create.machine';
import { DEFAULT_USER_FILTERS } from '../../machines/admin/users.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { UsersView } from '../../src/features/admin/users/users-view';
import {
  usersMessages as m,
  usersValueMessages as v,
} from '../../src/features/admin/users/users.messages';
import { ANNA, PAGE, VERA } from '../../tests/machines/admin/users.fixtures';
import { text } from '../../tests/support/messages';
import { AdminFrame } from './admin-frame';

/** The table loaded, and the row actions' machine resting in `value` with `context`. */
const argsIn = (value: StateValue, context: Partial<UserActionContext>) => ({
  list: selectAdminUsersView(
    adminUsersMachine.resolveState({
      value: 'loaded',
      context: {
        filters: DEFAULT_USER_FILTERS,
        typed: '',
        page: 0,
        items: PAGE.items,
        total: PAGE.total,
        error: null,
      },
    }),
  ),
  action: selectUserActionView(
    userActionMachine.resolveState({ value, context: { ...NO_ACTION, ...context } }),
  ),
  create: selectUserCreateView(createActor(userCreateMachine).getSnapshot()),
});

const handlers = Object.fromEntries(
  [
    'onQueryChange',
    'onQuerySubmit',
    'onFilterChange',
    'onPage',
    'onRetry',
    'onAction',
    'onCreateOpen',
    'onBanDuration',
    'onBanHours',
    'onDeleteTyped',
    'onDialogSubmit',
    'onDialogClose',
    'onDismissError',
    'onCreateField',
    'onCreateSubmit',
    'onCreateClose',
    'onCreateDismiss',
  ].map((name) => [name, fn()]),
) as unknown as Omit<Parameters<typeof UsersView>[0], 'list' | 'action' | 'create'>;

/** The users table with a row action in each of its states: the view from args. */
const meta = {
  title: 'Admin/Users/Row actions',
  component: UsersView,
  parameters: { machine: { id: 'adminUserAction' }, layout: 'fullscreen', route: '/admin/users' },
  args: { ...handlers, ...argsIn('idle', {}) },
  render: (args) => (
    <AdminFrame tab="users">
      <UsersView {...args} />
    </AdminFrame>
  ),
} satisfies Meta<typeof UsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rowOf = (canvas: ReturnType<typeof within>, email: string) =>
  canvas.getAllByRole('row').find((row: HTMLElement) => row.textContent?.includes(email))!;

export const Idle: Story = {
  parameters: { machine: { state: 'idle' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: text(v.actionsFor, { email: ANNA.email }) }),
    ).toBeEnabled();
  },
};

/** An action on its way: its row's menu gives way to «Выполняется…». */
export const Busy: Story = {
  parameters: { machine: { state: ['confirming', 'settingRole'] } },
  args: argsIn('confirming', { user: ANNA, action: 'confirm' }),
  play: async ({ canvas }) => {
    const row = within(rowOf(canvas, ANNA.email));
    await expect(row.getByRole('button', { name: text(m.busy) })).toBeDisabled();
  },
};

export const Unbanning: Story = {
  parameters: { machine: { state: 'unbanning' } },
  args: argsIn('unbanning', { user: VERA, action: 'unban' }),
  play: async ({ canvas }) => {
    const row = within(rowOf(canvas, VERA.email));
    await expect(row.getByRole('button', { name: text(m.busy) })).toBeDisabled();
  },
};

/** The server's «self» refusal, in words, above the table. */
export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: argsIn('failed', {
    user: ANNA,
    action: 'role',
    failure: { code: 'self', message: 'self' },
  }),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(text(v.actionFailed, { email: ANNA.email }));
    await expect(alert).toHaveTextContent(text(adminErrorOf('self')));
  },
};

/** A custom length, refused: hours out of range. */
export const Ban: Story = {
  parameters: { machine: { state: 'banning.choosing' } },
  args: argsIn(
    { banning: 'choosing' },
    {
      user: ANNA,
      action: 'ban',
      duration: 'custom',
      hours: '0',
      hoursInvalid: true,
    },
  ),
  play: async () => {
    const dialog = within(
      await body().findByRole('alertdialog', { name: text(v.banTitle, { email: ANNA.email }) }),
    );
    await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const BanSaving: Story = {
  parameters: { machine: { state: 'banning.saving' } },
  args: argsIn({ banning: 'saving' }, { user: ANNA, action: 'ban', duration: '168' }),
  play: async () => {
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: text(m.banning) })).toBeDisabled();
  },
};

/** The deletion waits for the address; the server's refusal shows in the dialog. */
export const Delete: Story = {
  parameters: { machine: { state: 'deleting.confirming' } },
  args: argsIn(
    { deleting: 'confirming' },
    {
      user: ANNA,
      action: 'delete',
      typed: 'anna@',
      failure: { code: 'not_found', message: 'not_found' },
    },
  ),
  play: async () => {
    const dialog = within(
      await body().findByRole('alertdialog', { name: text(v.deleteTitle, { email: ANNA.email }) }),
    );
    await expect(dialog.getByRole('button', { name: text(m.deleteSubmit) })).toBeDisabled();
    await expect(dialog.getByRole('alert')).toHaveTextContent(text(adminErrorOf('not_found')));
  },
};

export const DeleteSaving: Story = {
  parameters: { machine: { state: 'deleting.saving' } },
  args: argsIn({ deleting: 'saving' }, { user: ANNA, action: 'delete', typed: ANNA.email }),
  play: async () => {
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: text(m.deleting) })).toBeDisabled();
  },
};
