import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AdminRole, Tristate, UserFilters } from '../../../../machines/admin/users.types';
import { USER_SORTS } from '../../../../machines/admin/users.types';
import type {
  AdminUserRow,
  AdminUsersView,
  UserActionView,
  UserCreateView,
} from '../../../../machines/admin/users.selectors';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { adminErrorOf } from '../admin.messages';
import { AdminFailed, AdminLoading, AdminPager, adminColumn, adminHead } from '../admin-parts';
import { BanDialog, CreateDialog, DeleteDialog, type DialogHandlers } from './user-dialogs';
import { type RowAction, RowActions } from './user-row-actions';
import {
  bannedMessages,
  confirmedMessages,
  roleMessages,
  sortMessages,
  usersMessages as m,
  usersValueMessages as v,
} from './users.messages';

export interface UsersViewProps extends DialogHandlers {
  list: AdminUsersView;
  action: UserActionView;
  create: UserCreateView;
  onQueryChange: (value: string) => void;
  onQuerySubmit: () => void;
  onFilterChange: (patch: Partial<Omit<UserFilters, 'query'>>) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onAction: (row: AdminUserRow, action: RowAction) => void;
  onCreateOpen: () => void;
}

const toolbar = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: '2fr 1fr 1fr 1fr 1fr',
  },
  gap: '3',
  alignItems: 'end',
});
// One table: on a phone each row stacks into a card, each cell under its column's name.
const table = css({
  w: 'full',
  display: { base: 'block', md: 'table' },
  // Collapsed borders spill half a border past a stacked card's edge on a phone.
  borderCollapse: { base: 'separate', md: 'collapse' },
  borderSpacing: 0,
  '& tbody': { display: { base: 'block', md: 'table-row-group' } },
  '& th': {
    textAlign: 'start',
    fontWeight: 'semibold',
    color: 'fg.muted',
    fontSize: 'sm',
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& td': { px: { base: '0', md: '3' }, py: '2', verticalAlign: 'top' },
  '& thead': { display: { base: 'none', md: 'table-header-group' } },
  '& tr': {
    display: { base: 'flex', md: 'table-row' },
    flexDirection: 'column',
    gap: '1',
    p: { base: '4', md: '0' },
    mb: { base: '3', md: '0' },
    borderWidth: { base: '1px', md: '0' },
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    rounded: { base: 'xl', md: 'none' },
  },
});
const cellLabel = css({
  display: { base: 'block', md: 'none' },
  fontSize: 'xs',
  color: 'fg.muted',
});
const muted = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1' });

const TRISTATES: readonly Tristate[] = ['any', 'yes', 'no'];
const ROLES: readonly AdminRole[] = ['admin', 'member'];

function Row({
  row,
  busy,
  onAction,
}: {
  row: AdminUserRow;
  busy: boolean;
  onAction: UsersViewProps['onAction'];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const name = row.deleted ? t(m.deletedName) : (row.name ?? t(m.noName));
  return (
    <tr>
      <td>
        <div className={css({ fontWeight: 'medium' })}>{name}</div>
        <div className={muted}>{row.email}</div>
      </td>
      <td>
        <span className={cellLabel} aria-hidden="true">
          {t(m.columnRole)}
        </span>
        {t(roleMessages[row.role])}
      </td>
      <td>
        <span className={cellLabel} aria-hidden="true">
          {t(m.columnStatus)}
        </span>
        <span className={badges}>
          <Badge variant={row.confirmed ? 'success' : 'outline'}>
            {t(row.confirmed ? m.confirmed : m.unconfirmed)}
          </Badge>
          {row.banned && (
            <Badge variant="destructive">
              {t(v.bannedUntil, {
                until: intl.formatDate(row.bannedUntil!, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                }),
              })}
            </Badge>
          )}
        </span>
      </td>
      <td>
        <span className={cellLabel} aria-hidden="true">
          {t(m.columnCreated)}
        </span>
        {date(row.createdAt)}
      </td>
      <td>
        <span className={cellLabel} aria-hidden="true">
          {t(m.columnLastSignIn)}
        </span>
        {row.lastSignInAt ? date(row.lastSignInAt) : t(m.neverSignedIn)}
      </td>
      <td>{!row.deleted && <RowActions row={row} busy={busy} onAction={onAction} />}</td>
    </tr>
  );
}

/**
 * /admin/users: search, filters and sort over the server's list, a page at a time; each person's
 * actions in a menu on their row, the dialogs for a ban, a deletion and a new person.
 */
export function UsersView(props: UsersViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { list, action } = props;
  const failedUser = action.failed ? action.user : null;
  return (
    <section aria-labelledby="admin-users-title" className={adminColumn}>
      <div className={adminHead}>
        <h2
          id="admin-users-title"
          className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
        >
          {t(m.title)}
        </h2>
        <Button onClick={props.onCreateOpen}>{t(m.create)}</Button>
      </div>
      <form
        role="search"
        aria-label={t(m.filters)}
        className={toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          props.onQuerySubmit();
        }}
      >
        <Field label={t(m.searchLabel)}>
          <Input
            type="search"
            name="query"
            maxLength={100}
            autoComplete="off"
            placeholder={t(m.searchPlaceholder)}
            value={list.typed}
            onChange={(e) => props.onQueryChange(e.target.value)}
          />
        </Field>
        <NativeSelect
          label={t(m.roleFilter)}
          options={[
            { value: 'any' as const, label: t(m.anyRole) },
            ...ROLES.map((r) => ({ value: r, label: t(roleMessages[r]) })),
          ]}
          value={list.filters.role}
          onChange={(role) => props.onFilterChange({ role })}
        />
        <NativeSelect
          label={t(m.confirmedFilter)}
          options={TRISTATES.map((x) => ({ value: x, label: t(confirmedMessages[x]) }))}
          value={list.filters.confirmed}
          onChange={(confirmed) => props.onFilterChange({ confirmed })}
        />
        <NativeSelect
          label={t(m.bannedFilter)}
          options={TRISTATES.map((x) => ({ value: x, label: t(bannedMessages[x]) }))}
          value={list.filters.banned}
          onChange={(banned) => props.onFilterChange({ banned })}
        />
        <NativeSelect
          label={t(m.sortLabel)}
          options={USER_SORTS.map((x) => ({ value: x, label: t(sortMessages[x]) }))}
          value={list.filters.sort}
          onChange={(sort) => props.onFilterChange({ sort })}
        />
      </form>

      {failedUser && action.failureCode && (
        <Alert
          variant="destructive"
          title={t(v.actionFailed, { email: failedUser.email })}
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {t(adminErrorOf(action.failureCode))}
        </Alert>
      )}

      {list.status === 'failed' ? (
        <AdminFailed
          title={m.loadFailed}
          retry={m.retry}
          code={list.errorCode}
          onRetry={props.onRetry}
        />
      ) : list.status === 'empty' ? (
        <div role="status">
          <p className={css({ fontWeight: 'semibold' })}>{t(m.empty)}</p>
          <p className={muted}>{t(m.emptyHint)}</p>
        </div>
      ) : list.rows.length === 0 ? (
        <AdminLoading label={m.loading} count={3} block={css({ h: '12' })} />
      ) : (
        <>
          <p role="status" className={muted}>
            {list.busy ? t(m.loading) : t(v.total, { count: list.total ?? list.rows.length })}
          </p>
          <table className={table} aria-labelledby="admin-users-title" aria-busy={list.busy}>
            <thead>
              <tr>
                <th scope="col">{t(m.columnPerson)}</th>
                <th scope="col">{t(m.columnRole)}</th>
                <th scope="col">{t(m.columnStatus)}</th>
                <th scope="col">{t(m.columnCreated)}</th>
                <th scope="col">{t(m.columnLastSignIn)}</th>
                <th scope="col">{t(m.columnActions)}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <Row
                  key={row.id}
                  row={row}
                  busy={action.busyUserId === row.id}
                  onAction={props.onAction}
                />
              ))}
            </tbody>
          </table>
          {list.pageCount > 1 && (
            <AdminPager
              label={t(m.pagination)}
              previous={t(m.previous)}
              next={t(m.next)}
              position={t(v.pageOf, { page: list.page + 1, pages: list.pageCount })}
              hasPrevious={list.canPrevious}
              hasNext={list.canNext}
              onPrevious={() => props.onPage(list.page - 1)}
              onNext={() => props.onPage(list.page + 1)}
            />
          )}
        </>
      )}

      <BanDialog {...props} />
      <DeleteDialog {...props} />
      <CreateDialog {...props} />
    </section>
  );
}
