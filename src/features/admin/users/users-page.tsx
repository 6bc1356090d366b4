import { useActorRef, useSelector } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import type { userActionMachine } from '../../../../machines/admin/user-actions.machine';
import type { userCreateMachine } from '../../../../machines/admin/user-create.machine';
import type { adminUsersMachine } from '../../../../machines/admin/users.machine';
import {
  selectAdminUsersView,
  selectUserActionView,
  selectUserCreateView,
} from '../../../../machines/admin/users.selectors';
import { actionEventOf } from './user-row-actions';
import { UsersView } from './users-view';

export interface UsersLogic {
  list: typeof adminUsersMachine;
  action: typeof userActionMachine;
  create: typeof userCreateMachine;
}

export interface UsersPageProps {
  logic: UsersLogic;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * /admin/users: the table's machine, the row actions' and the creation dialog's; what an action
 * or a creation answers goes to the table, which changes that row only.
 */
export function UsersPage({ logic, inspect }: UsersPageProps) {
  const list = useActorRef(logic.list, { inspect });
  const action = useActorRef(
    logic.action.provide({
      actions: {
        userChanged: (_, { user }) => list.send({ type: 'user.changed', user }),
        userDeleted: (_, { userId }) => list.send({ type: 'user.deleted', userId }),
      },
    }),
    { inspect },
  );
  const create = useActorRef(
    logic.create.provide({
      actions: { userCreated: (_, { user }) => list.send({ type: 'user.created', user }) },
    }),
    { inspect },
  );
  const listView = useSelector(list, selectAdminUsersView);
  const actionView = useSelector(action, selectUserActionView);
  const createView = useSelector(create, selectUserCreateView);

  return (
    <UsersView
      list={listView}
      action={actionView}
      create={createView}
      onQueryChange={(value) => list.send({ type: 'query.change', value })}
      onQuerySubmit={() => list.send({ type: 'query.submit' })}
      onFilterChange={(patch) => list.send({ type: 'filter.change', patch })}
      onPage={(page) => list.send({ type: 'page.change', page })}
      onRetry={() => list.send({ type: 'retry' })}
      onAction={(row, kind) => action.send(actionEventOf(row, kind))}
      onBanDuration={(duration) => action.send({ type: 'ban.duration', duration })}
      onBanHours={(value) => action.send({ type: 'ban.hours', value })}
      onDeleteTyped={(value) => action.send({ type: 'field.change', value })}
      onDialogSubmit={() => action.send({ type: 'form.submit' })}
      onDialogClose={() => action.send({ type: 'dialog.close' })}
      onDismissError={() => action.send({ type: 'error.dismiss' })}
      onCreateOpen={() => create.send({ type: 'create.open' })}
      onCreateField={(field, value) => create.send({ type: 'field.change', field, value })}
      onCreateSubmit={() => create.send({ type: 'form.submit' })}
      onCreateClose={() => create.send({ type: 'dialog.close' })}
      onCreateDismiss={() => create.send({ type: 'error.dismiss' })}
    />
  );
}
