import { MoreHorizontal } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { UserActionEvent } from '../../../../machines/admin/user-actions.machine';
import type { AdminUserRow } from '../../../../machines/admin/users.selectors';
import { Button } from '../../../components/ui/button';
import { Menu } from '../../../components/ui/menu';
import { usersMessages as m, usersValueMessages as v } from './users.messages';

export type RowAction = 'confirm' | 'makeAdmin' | 'makeMember' | 'ban' | 'unban' | 'delete';

/** What a row offers: only what would change something for this person. */
export function rowActionsOf(row: AdminUserRow): RowAction[] {
  return [
    ...(row.confirmed ? [] : (['confirm'] as const)),
    row.role === 'admin' ? 'makeMember' : 'makeAdmin',
    row.banned ? 'unban' : 'ban',
    'delete',
  ];
}

/** The action machine's event a menu item starts. */
export function actionEventOf(user: AdminUserRow, action: RowAction): UserActionEvent {
  switch (action) {
    case 'confirm':
      return { type: 'user.confirm', user };
    case 'makeAdmin':
      return { type: 'user.role', user, role: 'admin' };
    case 'makeMember':
      return { type: 'user.role', user, role: 'member' };
    case 'ban':
      return { type: 'user.ban', user };
    case 'unban':
      return { type: 'user.unban', user };
    case 'delete':
      return { type: 'user.delete', user };
  }
}

/** A person's actions in the users table: one menu, or the action on its way. */
export function RowActions({
  row,
  busy,
  onAction,
}: {
  row: AdminUserRow;
  busy: boolean;
  onAction: (row: AdminUserRow, action: RowAction) => void;
}) {
  const t = useIntl().formatMessage;
  if (busy) {
    return (
      <Button size="sm" variant="ghost" loading loadingText={t(m.busy)}>
        {t(m.actions)}
      </Button>
    );
  }
  return (
    <Menu.Root onSelect={({ value }) => onAction(row, value as RowAction)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label={t(v.actionsFor, { email: row.email })}>
          <MoreHorizontal aria-hidden size={16} />
          {t(m.actions)}
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        {rowActionsOf(row).map((action) => (
          <Menu.Item
            key={action}
            value={action}
            destructive={action === 'delete' || action === 'ban'}
          >
            {t(m[action])}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}
