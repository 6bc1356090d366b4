import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { userActionMachine } from '../../../machines/admin/user-actions.machine';
import { userCreateMachine } from '../../../machines/admin/user-create.machine';
import { adminUsersMachine } from '../../../machines/admin/users.machine';
import type { AdminUser, UsersQuery } from '../../../machines/admin/users.types';
import { UsersPage } from '../../../src/features/admin/users/users-page';
import {
  usersMessages as m,
  usersValueMessages as v,
} from '../../../src/features/admin/users/users.messages';
import { ANNA, BORIS, VERA } from '../../../tests/machines/admin/users.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

/**
 * A fake `admin-users` over 30 people held in memory: it searches, filters, sorts by email and
 * pages as the function does, and changes people as asked. Boris is the admin using the page, so
 * banning, deleting or demoting him is refused as «self»; «taken@example.com» is in use.
 */
function fakeUsers() {
  const others = Array.from({ length: 27 }, (_, i) => ({
    ...ANNA,
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    email: `member${i + 1}@vstrechi.test`,
    name: `Участник ${i + 1}`,
    confirmedAt: i % 3 ? ANNA.createdAt : null,
  }));
  let people: AdminUser[] = [ANNA, BORIS, VERA, ...others];
  const change = (userId: string, patch: Partial<AdminUser>) => {
    people = people.map((p) => (p.id === userId ? { ...p, ...patch } : p));
    return people.find((p) => p.id === userId)!;
  };
  const notSelf = (userId: string) => {
    if (userId === BORIS.id) refuse('self')();
  };
  const flag = (value: string, has: boolean) => value === 'any' || (value === 'yes') === has;
  return {
    listUsers: slow(
      inTurn<{ items: AdminUser[]; total: number }, UsersQuery>(
        refuse(),
        ({ filters, page, pageSize }) => {
          const q = filters.query.toLowerCase();
          const found = people.filter(
            (p) =>
              (!q || p.email.includes(q) || (p.name ?? '').toLowerCase().includes(q)) &&
              (filters.role === 'any' || p.role === filters.role) &&
              flag(filters.confirmed, p.confirmedAt !== null) &&
              flag(filters.banned, p.bannedUntil !== null),
          );
          return {
            items: found.slice(page * pageSize, (page + 1) * pageSize),
            total: found.length,
          };
        },
      ),
    ),
    confirmUser: slow(({ userId }: { userId: string }) =>
      change(userId, { confirmedAt: new Date().toISOString() }),
    ),
    setRole: slow(({ userId, role }: { userId: string; role: AdminUser['role'] }) => {
      if (role === 'member') notSelf(userId);
      return change(userId, { role });
    }),
    banUser: slow(({ userId, hours }: { userId: string; hours: number }) => {
      notSelf(userId);
      return change(userId, {
        bannedUntil: new Date(Date.now() + hours * 3_600_000).toISOString(),
      });
    }),
    unbanUser: slow(({ userId }: { userId: string }) => change(userId, { bannedUntil: null })),
    deleteUser: slow(({ userId }: { userId: string }) => {
      notSelf(userId);
      people = people.filter((p) => p.id !== userId);
    }),
    createUser: slow(
      ({ email, name, role }: { email: string; name: string; role: AdminUser['role'] }) => {
        if (email === 'taken@example.com') refuse('email_taken')();
        const user = {
          ...ANNA,
          id: crypto.randomUUID(),
          email,
          name,
          role,
          createdAt: new Date().toISOString(),
        };
        people = [user, ...people];
        return user;
      },
    ),
  };
}

/** The users tab running its three machines on the fake; made on mount, so a remount starts over. */
function Live({ id }: { id: string }) {
  const [logic] = useState(() => {
    const fake = fakeUsers();
    return {
      list: adminUsersMachine.provide({ actors: { listUsers: fake.listUsers } }),
      action: userActionMachine.provide({
        actors: {
          confirmUser: fake.confirmUser,
          setRole: fake.setRole,
          banUser: fake.banUser,
          unbanUser: fake.unbanUser,
          deleteUser: fake.deleteUser,
        } as never,
      }),
      create: userCreateMachine.provide({ actors: { createUser: fake.createUser as never } }),
    };
  });
  const [inspect] = useState(() => liveInspector(id));
  return <UsersPage logic={logic} inspect={inspect} />;
}

/**
 * /admin/users on a fake `admin-users` whose first read fails: «Повторить», then search, filter,
 * page and act on people while the «Machine» panel follows the table, a row's action or the
 * creation dialog (one story each).
 */
const meta = {
  title: 'Machines/Live/Admin users',
  parameters: liveParameters('adminUsers', '/admin/users'),
  render: () => <Live id="adminUsers" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 5000 };

export const RetryAndSearch: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(await canvas.findByRole('button', { name: text(m.retry) }, LONG));
    await canvas.findByText(text(v.total, { count: 30 }), {}, LONG);
    await userEvent.type(canvas.getByRole('searchbox', { name: text(m.searchLabel) }), 'вера');
    await expectPanelLastTold(seen, { id: 'adminUsers', lastEvent: 'xstate.done.actor.listUsers' });
    await expect(await canvas.findByText(text(v.total, { count: 1 }), {}, LONG)).toBeVisible();
  },
};

/** Boris is the admin at the page: banning him is refused, in words. */
export const RowAction: Story = {
  parameters: liveParameters('adminUserAction', '/admin/users'),
  render: () => <Live id="adminUserAction" />,
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(await canvas.findByRole('button', { name: text(m.retry) }, LONG));
    await userEvent.click(
      await canvas.findByRole('button', { name: text(v.actionsFor, { email: BORIS.email }) }, LONG),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: text(m.ban) }),
    );
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: text(m.banSubmit) }));
    await expectPanelLastTold(seen, {
      id: 'adminUserAction',
      lastEvent: 'xstate.error.actor.banUser',
    });
  },
};

/** A new person: «taken@example.com» is in use, any other address is created. */
export const Create: Story = {
  parameters: liveParameters('adminUserCreate', '/admin/users'),
  render: () => <Live id="adminUserCreate" />,
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(await canvas.findByRole('button', { name: text(m.create) }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'taken@example.com');
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(text(m.createName)) }),
      'Ирина',
    );
    await userEvent.click(dialog.getByRole('button', { name: text(m.createSubmit) }));
    await expectPanelLastTold(seen, {
      id: 'adminUserCreate',
      lastEvent: 'xstate.error.actor.createUser',
    });
  },
};
