import { ListFilter, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type {
  AuditLine,
  AuditView as AuditViewModel,
} from '../../../../machines/admin/audit.selectors';
import {
  AUDIT_KINDS,
  AUDIT_TARGET_TYPES,
  type AuditFilters,
  type AuditKind,
  type AuditTargetType,
} from '../../../../machines/admin/audit.types';
import { Button, IconButton } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { AdminFailed, AdminLoading, AdminPager, adminColumn } from '../admin-parts';
import {
  actorFilterMessage,
  auditKindLabels,
  auditMessages as m,
  auditTargetLabels,
  changeMessage,
  onlyActorMessage,
  rangeMessage,
  removeActorFilterMessage,
} from './audit.messages';

export interface AuditViewProps extends AuditViewModel {
  onFilters: (filters: Partial<AuditFilters>) => void;
  onClearFilters: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onRetry: () => void;
}

const filterBar = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'end',
  '& input': { minW: 0 },
});
/**
 * A table on wide screens; below md each row stacks into a card whose cells name their column
 * (data-label), so a phone never scrolls sideways through five columns.
 */
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'start', verticalAlign: 'top', py: '2', px: { md: '3' } },
  '& thead': { srOnly: { base: true, md: false } },
  '& thead th': { color: 'fg.muted', fontWeight: 'medium' },
  '& tbody tr': {
    display: { base: 'block', md: 'table-row' },
    borderTopWidth: '1px',
    borderColor: 'border.default',
    py: { base: '3', md: 0 },
  },
  '& tbody td': {
    display: { base: 'grid', md: 'table-cell' },
    gridTemplateColumns: '7rem minmax(0, 1fr)',
    gap: '2',
    py: { base: '1', md: '2' },
    _before: {
      content: { base: 'attr(data-label)', md: 'none' },
      color: 'fg.muted',
    },
  },
});
const muted = css({ color: 'fg.muted' });
const emptyBox = css({
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  rounded: 'xl',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
});

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return <td data-label={label}>{children}</td>;
}

function AuditRow({
  line,
  onActor,
}: {
  line: AuditLine;
  onActor: (actor: { id: string; label: string }) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = line.actor.deleted ? t(m.deletedActor) : (line.actor.name ?? line.actor.email);
  const kind =
    line.kind in auditKindLabels ? t(auditKindLabels[line.kind as AuditKind]) : line.kind;
  const targetType =
    line.targetType in auditTargetLabels
      ? t(auditTargetLabels[line.targetType as AuditTargetType])
      : line.targetType;
  const target = `${targetType} · ${line.targetId.slice(0, 8)}`;
  return (
    <tr data-testid="audit-row" data-id={line.id}>
      <Cell label={t(m.when)}>
        <time dateTime={line.at}>
          {intl.formatDate(line.at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </Cell>
      <Cell label={t(m.who)}>
        <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '1', minW: 0 })}>
          <div className={css({ minW: 0, overflowWrap: 'anywhere' })}>
            <div>{name}</div>
            {!line.actor.deleted && line.actor.name && (
              <div className={muted}>{line.actor.email}</div>
            )}
          </div>
          <IconButton
            size="sm"
            aria-label={t(onlyActorMessage, { name })}
            onClick={() => onActor({ id: line.actor.id, label: name })}
          >
            <ListFilter aria-hidden />
          </IconButton>
        </div>
      </Cell>
      <Cell label={t(m.what)}>{kind}</Cell>
      <Cell label={t(m.target)}>
        {line.targetHref ? (
          <Link href={line.targetHref} className={css({ color: 'accent.text' })}>
            {target}
          </Link>
        ) : (
          target
        )}
      </Cell>
      <Cell label={t(m.changes)}>
        {line.changes.length === 0 ? (
          <span className={muted}>{t(m.noChanges)}</span>
        ) : (
          <ul className={css({ listStyle: 'none', m: 0, p: 0, overflowWrap: 'anywhere' })}>
            {line.changes.map((change) => (
              <li key={change.field}>
                {t(changeMessage, {
                  field: change.field,
                  before: change.before ?? t(m.noChanges),
                  after: change.after ?? t(m.noChanges),
                })}
              </li>
            ))}
          </ul>
        )}
      </Cell>
    </tr>
  );
}

/**
 * /admin/audit: what admins did, newest first, narrowed by action, target, dates and admin, a
 * page at a time.
 */
export function AuditView(props: AuditViewProps) {
  const t = useIntl().formatMessage;
  const { filters } = props;
  const listed = props.status === 'loaded' || props.status === 'paging';
  return (
    <section aria-labelledby="admin-audit-title" className={adminColumn}>
      <h2
        id="admin-audit-title"
        className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
      >
        {t(m.title)}
      </h2>
      <div role="group" aria-label={t(m.filters)} className={adminColumn}>
        <div className={filterBar}>
          <NativeSelect
            label={t(m.kind)}
            value={filters.kind ?? ''}
            options={[
              { value: '', label: t(m.anyKind) },
              ...AUDIT_KINDS.map((kind) => ({ value: kind, label: t(auditKindLabels[kind]) })),
            ]}
            onChange={(kind) => props.onFilters({ kind: (kind || null) as AuditKind | null })}
          />
          <NativeSelect
            label={t(m.targetType)}
            value={filters.targetType ?? ''}
            options={[
              { value: '', label: t(m.anyTarget) },
              ...AUDIT_TARGET_TYPES.map((type) => ({
                value: type,
                label: t(auditTargetLabels[type]),
              })),
            ]}
            onChange={(type) =>
              props.onFilters({ targetType: (type || null) as AuditTargetType | null })
            }
          />
          <Field label={t(m.from)}>
            <Input
              type="date"
              value={filters.from ?? ''}
              max={filters.to ?? undefined}
              onChange={(e) => props.onFilters({ from: e.target.value || null })}
            />
          </Field>
          <Field label={t(m.to)}>
            <Input
              type="date"
              value={filters.to ?? ''}
              min={filters.from ?? undefined}
              onChange={(e) => props.onFilters({ to: e.target.value || null })}
            />
          </Field>
        </div>
        {(filters.actor || props.filtered) && (
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}
          >
            {filters.actor && (
              <span
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1',
                  pl: '3',
                  rounded: 'full',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                })}
              >
                {t(actorFilterMessage, { name: filters.actor.label })}
                <IconButton
                  size="sm"
                  aria-label={t(removeActorFilterMessage, { name: filters.actor.label })}
                  onClick={() => props.onFilters({ actor: null })}
                >
                  <X aria-hidden />
                </IconButton>
              </span>
            )}
            {props.filtered && (
              <Button variant="ghost" size="sm" onClick={props.onClearFilters}>
                {t(m.clear)}
              </Button>
            )}
          </div>
        )}
      </div>
      {props.status === 'loading' && (
        <AdminLoading label={m.loading} count={4} block={css({ h: '12', rounded: 'lg' })} />
      )}
      {props.status === 'failed' && (
        <AdminFailed
          title={m.failedTitle}
          retry={m.retry}
          code={props.errorCode}
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'empty' && (
        <section aria-labelledby="admin-audit-empty" className={emptyBox}>
          <h3 id="admin-audit-empty" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            {t(props.filtered ? m.emptyFilteredTitle : m.emptyTitle)}
          </h3>
          <p className={muted}>{t(props.filtered ? m.emptyFilteredText : m.emptyText)}</p>
        </section>
      )}
      {listed && (
        <>
          {props.status === 'paging' && (
            <p role="status" className={css({ srOnly: true })}>
              {t(m.paging)}
            </p>
          )}
          <table className={table} aria-busy={props.status === 'paging'}>
            <caption className={css({ srOnly: true })}>{t(m.table)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(m.when)}</th>
                <th scope="col">{t(m.who)}</th>
                <th scope="col">{t(m.what)}</th>
                <th scope="col">{t(m.target)}</th>
                <th scope="col">{t(m.changes)}</th>
              </tr>
            </thead>
            <tbody>
              {props.lines.map((line) => (
                <AuditRow
                  key={line.id}
                  line={line}
                  onActor={(actor) => props.onFilters({ actor })}
                />
              ))}
            </tbody>
          </table>
          <AdminPager
            label={t(m.pages)}
            previous={t(m.previous)}
            next={t(m.next)}
            position={t(rangeMessage, { first: props.first, last: props.last, total: props.total })}
            hasPrevious={props.hasPrevious}
            hasNext={props.hasNext}
            onPrevious={props.onPrevious}
            onNext={props.onNext}
          />
        </>
      )}
    </section>
  );
}
