import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type BanDuration, userActionMachine } from '../../machines/admin/user-actions.machine';
import { userCreateMachine } from '../../machines/admin/user-create.machine';
import { adminUsersMachine } from '../../machines/admin/users.machine';
import type { AdminUser, UsersPage } from '../../machines/admin/users.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { UsersPage as UsersScreen } from '../../src/features/admin/users/users-page';
import {
  durationMessages,
  usersMessages as m,
  usersValueMessages as v,
} from '../../src/features/admin/users/users.messages';
import { userActionFakes, USER_ACTION_PAGE_MODELS } from '../machines/admin/user-actions.model';
import { userCreateFakes, userCreateModel } from '../machines/admin/user-create.model';
import { ANNA, NEW_USER, PAGE, VERA } from '../machines/admin/users.fixtures';
import { adminUsersFakes, adminUsersPageModel } from '../machines/admin/users.model';
import { logicOf, settlers } from '../support/controllable';
import { text } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { pointAt, setupUser } from './support/user';

type User = ReturnType<typeof setupUser>;

function renderUsers(listed?: UsersPage) {
  const list = adminUsersFakes();
  const action = userActionFakes();
  const create = userCreateFakes();
  const logic = {
    list: adminUsersMachine.provide({
      actors: {
        // The action and creation walks start from a listed page; the table's walks settle each read.
        listUsers: listed ? fromPromise(async () => listed) : list.listUsers.logic,
      },
    }),
    action: userActionMachine.provide({ actors: logicOf(action) }),
    create: userCreateMachine.provide({ actors: logicOf(create) }),
  };
  renderPage(<UsersScreen logic={logic} />, { path: '/admin/users' });
  return { list, action, create };
}

const table = () => screen.getByRole('table', { name: text(m.title) });
const rowOf = (user: AdminUser) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(user.email))!;
const dialog = () => screen.queryByRole('alertdialog') ?? screen.queryByRole('dialog');

/** Chooses `item` from the menu on `user`'s row, as a mouse does. */
async function choose(user: User, person: AdminUser, item: keyof typeof m) {
  await user.click(
    await screen.findByRole('button', { name: text(v.actionsFor, { email: person.email }) }),
  );
  const menuitem = within(await screen.findByRole('menu')).getByRole('menuitem', {
    name: text(m[item]),
  });
  await pointAt(user, menuitem);
  await user.click(menuitem);
}

describe('/admin/users table (model-based, through the page)', () => {
  function setup() {
    const user = setupUser();
    const { list, action, create } = renderUsers();
    const listed = (s: any) =>
      expect(
        within(table())
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual(s.context.items.map((u: AdminUser) => expect.stringContaining(u.email)));
    const sut: SystemUnderTest<typeof adminUsersMachine> = {
      states: {
        loading: (s) => {
          expect(list.listUsers.lastInput).toMatchObject({
            filters: s.context.filters,
            page: s.context.page,
          });
          if (s.context.items.length === 0)
            expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
          else expect(table()).toHaveAttribute('aria-busy', 'true');
        },
        typing: () => void expect(table()).toHaveAttribute('aria-busy', 'true'),
        loaded: (s) => {
          expect(table()).toHaveAttribute('aria-busy', 'false');
          listed(s);
          expect(screen.getByText(text(v.total, { count: s.context.total }))).toBeVisible();
        },
        empty: () => void expect(screen.getByText(text(m.empty))).toBeVisible(),
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent(text(m.loadFailed));
          expect(screen.getByRole('alert')).toHaveTextContent(text(adminErrorOf('network')));
        },
      },
      events: {
        retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
        'filter.change': () =>
          user.selectOptions(screen.getByRole('combobox', { name: text(m.bannedFilter) }), 'yes'),
        'page.change': () => user.click(screen.getByRole('button', { name: text(m.next) })),
        'user.changed': async (e) => {
          await choose(user, ANNA, 'confirm');
          await act(() => action.confirmUser.resolve(e.user));
        },
        'user.deleted': async () => {
          await choose(user, ANNA, 'delete');
          const box = within(dialog()!);
          fireEvent.change(box.getByRole('textbox'), { target: { value: ANNA.email } });
          await user.click(box.getByRole('button', { name: text(m.deleteSubmit) }));
          await act(() => action.deleteUser.resolve(undefined));
        },
        'user.created': async (e) => {
          await user.click(screen.getByRole('button', { name: text(m.create) }));
          const box = within(dialog()!);
          fireEvent.change(box.getByRole('textbox', { name: /Email/ }), {
            target: { value: e.user.email },
          });
          fireEvent.change(box.getByRole('textbox', { name: new RegExp(text(m.createName)) }), {
            target: { value: e.user.name },
          });
          await user.click(box.getByRole('button', { name: text(m.createSubmit) }));
          await act(() => create.createUser.resolve(e.user));
        },
        ...settlers({ listUsers: list.listUsers }, (fn) => act(fn)),
      } as SystemUnderTest<typeof adminUsersMachine>['events'],
    };
    return { sut };
  }
  modelTests(adminUsersPageModel, {
    setup,
    initial: () => createActor(adminUsersMachine).getSnapshot(),
    // The search box's own model is walked on the machine (its pause on a simulated clock).
    coverage: 'edges',
    cover: { by: 'transitions' },
  });
});

function actionSetup() {
  const user = setupUser();
  const { action } = renderUsers(PAGE);
  // Each answer leaves the row as it was, so every action stays on its menu for the next step:
  // the table's own walk checks that an answer replaces the row.
  const unchanged = (fn: () => Promise<void>) => act(fn);
  const busy = (person: AdminUser) =>
    void expect(within(rowOf(person)).getByRole('button', { name: text(m.busy) })).toBeDisabled();
  // A dialog just closed may stay a moment for its exit animation, closed.
  const closed = () => void expect(dialog()?.dataset.state ?? 'closed').toBe('closed');
  const sut: SystemUnderTest<typeof userActionMachine> = {
    states: {
      idle: async () => {
        await screen.findByRole('table', { name: text(m.title) });
        closed();
        expect(screen.queryByRole('alert')).toBeNull();
      },
      confirming: () => busy(ANNA),
      settingRole: () => busy(ANNA),
      unbanning: () => busy(VERA),
      failed: (s) => {
        closed();
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent(text(v.actionFailed, { email: s.context.user!.email }));
        expect(alert).toHaveTextContent(text(adminErrorOf(s.context.failure!.code)));
      },
      'banning.choosing': (s) => {
        const box = within(
          screen.getByRole('alertdialog', { name: text(v.banTitle, { email: ANNA.email }) }),
        );
        expect(box.getByRole('combobox', { name: text(m.banDuration) })).toHaveValue(
          s.context.duration,
        );
        if (s.context.hoursInvalid)
          expect(box.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
        if (s.context.failure)
          expect(box.getByRole('alert')).toHaveTextContent(
            text(adminErrorOf(s.context.failure.code)),
          );
      },
      'banning.saving': () =>
        void expect(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: text(m.banning) }),
        ).toBeDisabled(),
      'deleting.confirming': (s) => {
        const box = within(
          screen.getByRole('alertdialog', { name: text(v.deleteTitle, { email: ANNA.email }) }),
        );
        expect(box.getByRole('textbox')).toHaveValue(s.context.typed);
        if (s.context.failure)
          expect(box.getByRole('alert')).toHaveTextContent(
            text(adminErrorOf(s.context.failure.code)),
          );
      },
      'deleting.saving': () =>
        void expect(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: text(m.deleting) }),
        ).toBeDisabled(),
    },
    events: {
      'user.confirm': () => choose(user, ANNA, 'confirm'),
      'user.role': () => choose(user, ANNA, 'makeAdmin'),
      'user.ban': () => choose(user, ANNA, 'ban'),
      'user.unban': () => choose(user, VERA, 'unban'),
      'user.delete': () => choose(user, ANNA, 'delete'),
      'ban.duration': (e: { duration: BanDuration }) =>
        user.selectOptions(
          screen.getByRole('combobox', { name: text(m.banDuration) }),
          text(durationMessages[e.duration]),
        ),
      'ban.hours': (e: { value: string }) =>
        fireEvent.change(screen.getByRole('textbox', { name: new RegExp(text(m.banHours)) }), {
          target: { value: e.value },
        }),
      'field.change': (e: { value: string }) =>
        fireEvent.change(within(screen.getByRole('alertdialog')).getByRole('textbox'), {
          target: { value: e.value },
        }),
      'form.submit': () =>
        user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', {
            name: new RegExp(`^(${text(m.banSubmit)}|${text(m.deleteSubmit)})$`),
          }),
        ),
      'dialog.close': () =>
        user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: text(m.cancel) }),
        ),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(m.dismiss) })),
      'xstate.done.actor.confirmUser': () => unchanged(() => action.confirmUser.resolve(ANNA)),
      'xstate.done.actor.setRole': () => unchanged(() => action.setRole.resolve(ANNA)),
      'xstate.done.actor.unbanUser': () => unchanged(() => action.unbanUser.resolve(VERA)),
      'xstate.done.actor.banUser': () => unchanged(() => action.banUser.resolve(ANNA)),
      'xstate.done.actor.deleteUser': () => unchanged(() => action.deleteUser.resolve(undefined)),
      ...Object.fromEntries(
        Object.entries(settlers(action, (fn) => act(fn))).filter(([k]) => k.includes('.error.')),
      ),
    } as unknown as SystemUnderTest<typeof userActionMachine>['events'],
  };
  return { sut };
}

describe('/admin/users row actions (model-based, through the page)', () => {
  for (const [name, model] of USER_ACTION_PAGE_MODELS) {
    describe(name, () => {
      modelTests(model, {
        setup: actionSetup,
        initial: () => createActor(userActionMachine).getSnapshot(),
        coverage: 'edges',
        cover: { by: 'transitions' },
      });
    });
  }
});

describe('/admin/users creation (model-based, through the page)', () => {
  function setup() {
    const user = setupUser();
    const { create } = renderUsers(PAGE);
    const box = () => within(screen.getByRole('dialog', { name: text(m.createTitle) }));
    const sut: SystemUnderTest<typeof userCreateMachine> = {
      states: {
        closed: () =>
          void expect(screen.queryByRole('dialog')?.dataset.state ?? 'closed').toBe('closed'),
        editing: (s) => {
          const form = screen.getByRole('dialog', { name: text(m.createTitle) });
          for (const field of ['email', 'name', 'password'] as const) {
            const control = form.querySelector(`input[name=${field}]`);
            // The password's field is there only when a password is chosen.
            expect(control === null).toBe(field === 'password' && s.context.method !== 'password');
            if (control)
              expect(control.getAttribute('aria-invalid') === 'true').toBe(
                field in s.context.errors,
              );
          }
          if (s.context.failure)
            expect(box().getByRole('alert')).toHaveTextContent(
              text(adminErrorOf(s.context.failure.code)),
            );
        },
        saving: () =>
          void expect(box().getByRole('button', { name: text(m.creating) })).toBeDisabled(),
      },
      events: {
        'create.open': () => user.click(screen.getByRole('button', { name: text(m.create) })),
        'field.change': async (e) => {
          if (e.field === 'method' || e.field === 'role')
            await user.selectOptions(
              box().getByRole('combobox', {
                name: text(e.field === 'role' ? m.createRole : m.createMethod),
              }),
              e.value,
            );
          else {
            const input = screen
              .getByRole('dialog', { name: text(m.createTitle) })
              .querySelector(`input[name=${e.field}]`)!;
            fireEvent.change(input, { target: { value: e.value } });
          }
        },
        'form.submit': () => user.click(box().getByRole('button', { name: text(m.createSubmit) })),
        'dialog.close': () => user.click(box().getByRole('button', { name: text(m.cancel) })),
        'error.dismiss': () => user.click(box().getByRole('button', { name: text(m.dismiss) })),
        ...settlers(create, (fn) => act(fn)),
      } as SystemUnderTest<typeof userCreateMachine>['events'],
    };
    return { sut };
  }
  modelTests(userCreateModel, {
    setup,
    initial: () => createActor(userCreateMachine).getSnapshot(),
    cover: { by: 'transitions' },
  });
});

describe('/admin/users search', () => {
  it('sends the search on Enter from the first page, trimmed', async () => {
    const user = setupUser();
    const { list } = renderUsers();
    await act(() => list.listUsers.resolve(PAGE));
    await user.type(screen.getByRole('searchbox', { name: text(m.searchLabel) }), ' анна {Enter}');
    expect(list.listUsers.lastInput).toMatchObject({ filters: { query: 'анна' }, page: 0 });
    await act(() => list.listUsers.resolve({ items: [NEW_USER], total: 1 }));
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  });
});
