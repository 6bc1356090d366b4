import { type MessageDescriptor, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AdminPerson } from '../../../../machines/admin/admin.types';
import type { AdminReportsView } from '../../../../machines/admin/reports.selectors';
import type { ReportOutcome, ReportStatus } from '../../../../machines/admin/reports.types';
import type { ReportTargetType } from '../../../../machines/reports/report.types';
import { reportReasonMessages } from '../../../components/report/report.messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { AdminFailed, AdminLoading, AdminPager, adminHead as head } from '../admin-parts';
import {
  ConfirmAction,
  moderationCard as card,
  moderationColumn as column,
  moderationMuted as muted,
  moderationRow as row,
} from '../moderation-parts';
import {
  actionOn,
  adminReportsMessages as m,
  banHoursMessage,
  confirmMessages,
  outcomeDoneMessages,
  outcomeMessages,
  pageOf,
  reportCount,
  resolvedNotice,
  statusMessages,
  targetTypeMessages,
} from './reports.messages';

export interface ReportsViewProps extends AdminReportsView {
  onFilter: (status: ReportStatus) => void;
  onRetry: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onResolve: (targetType: ReportTargetType, targetId: string, outcome: ReportOutcome) => void;
  onHours: (hours: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Where an admin reads the reported thing: events, groups and people have pages of their own. */
const targetHref = (type: ReportTargetType, id: string) =>
  type === 'event'
    ? `/events/${id}`
    : type === 'group'
      ? `/groups/${id}`
      : type === 'person'
        ? `/users/${id}`
        : null;

function usePersonName() {
  const t = useIntl().formatMessage;
  return (person: AdminPerson | null) =>
    !person ? t(m.noName) : person.deleted ? t(m.deletedPerson) : (person.name ?? t(m.noName));
}

/** /admin/reports: the queue, one card per reported target, most reported first. */
export function ReportsView(props: ReportsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = usePersonName();
  const statuses: ReportStatus[] = ['open', 'resolved'];
  return (
    <section aria-labelledby="admin-reports-title" className={column}>
      <div className={head}>
        <h2
          id="admin-reports-title"
          className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
        >
          {t(m.title)}
        </h2>
        <div role="group" aria-label={t(m.filter)} className={row}>
          {statuses.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={props.filter === status ? 'solid' : 'outline'}
              aria-pressed={props.filter === status}
              onClick={() => props.onFilter(status)}
            >
              {t(statusMessages[status])}
            </Button>
          ))}
        </div>
      </div>
      {props.resolved !== null && (
        <p role="status">{t(resolvedNotice, { count: props.resolved })}</p>
      )}
      {props.status === 'loading' && (
        <AdminLoading label={m.loading} count={3} block={css({ h: '28', rounded: 'xl' })} />
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
        <p className={muted}>{t(props.filter === 'open' ? m.emptyOpen : m.emptyResolved)}</p>
      )}
      {props.status === 'loaded' && (
        <>
          <ul className={column} aria-label={t(m.title)}>
            {props.groups.map((g) => {
              const label = g.targetLabel ?? t(m.noLabel);
              const href = targetHref(g.targetType, g.targetId);
              return (
                <li
                  key={`${g.targetType}:${g.targetId}`}
                  className={card}
                  data-testid="report-group"
                >
                  <div className={row}>
                    <Badge variant="outline">{t(targetTypeMessages[g.targetType])}</Badge>
                    <Badge variant="accent">{t(reportCount, { count: g.count })}</Badge>
                    {g.outcome && <Badge>{t(outcomeDoneMessages[g.outcome])}</Badge>}
                    <time dateTime={g.latestAt} className={muted}>
                      {intl.formatDate(g.latestAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </div>
                  <h3 className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                    {href ? <a href={href}>{label}</a> : label}
                  </h3>
                  {g.targetAuthor && g.targetType !== 'person' && (
                    <p className={muted}>
                      {t(m.author)}: {nameOf(g.targetAuthor)}
                    </p>
                  )}
                  <ul className={row} aria-label={t(m.reportsList)}>
                    {g.reasons.map((r) => (
                      <li key={r.reason}>
                        <Badge variant="outline">
                          {t(reportReasonMessages[r.reason])} · {r.count}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                  {g.reports.length > 0 && (
                    <details>
                      <summary className={css({ cursor: 'pointer', fontSize: 'sm' })}>
                        {t(m.reportsList)}
                      </summary>
                      <ul
                        className={css({
                          display: 'flex',
                          flexDirection: 'column',
                          gap: '2',
                          mt: '2',
                        })}
                      >
                        {g.reports.map((r) => (
                          <li key={r.id} className={css({ fontSize: 'sm' })}>
                            <span className={css({ fontWeight: 'medium' })}>
                              {nameOf(r.reporter)}
                            </span>
                            {' · '}
                            {t(reportReasonMessages[r.reason])}
                            {' · '}
                            <time dateTime={r.createdAt}>{intl.formatDate(r.createdAt)}</time>
                            {r.details && (
                              <p
                                className={css({
                                  whiteSpace: 'pre-wrap',
                                  overflowWrap: 'anywhere',
                                })}
                              >
                                {r.details}
                              </p>
                            )}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                  {g.outcomes.length > 0 && (
                    <div className={row}>
                      {g.outcomes.map((outcome) => (
                        <Button
                          key={outcome}
                          size="sm"
                          variant={outcome === 'dismiss' ? 'outline' : 'destructive'}
                          aria-haspopup="dialog"
                          aria-label={t(actionOn, { action: t(outcomeMessages[outcome]), label })}
                          onClick={() => props.onResolve(g.targetType, g.targetId, outcome)}
                        >
                          {t(outcomeMessages[outcome])}
                        </Button>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {props.pageCount > 1 && (
            <AdminPager
              label={t(m.paging)}
              previous={t(m.previous)}
              next={t(m.next)}
              position={t(pageOf, { page: props.page + 1, pages: props.pageCount })}
              hasPrevious={props.hasPrevious}
              hasNext={props.hasNext}
              onPrevious={props.onPrevious}
              onNext={props.onNext}
            />
          )}
        </>
      )}
      <Confirmation {...props} />
    </section>
  );
}

function Confirmation(props: ReportsViewProps) {
  const t = useIntl().formatMessage;
  const nameOf = usePersonName();
  const c = props.confirmation;
  if (!c) return null;
  const label = c.targetLabel ?? t(m.noLabel);
  const question: MessageDescriptor = confirmMessages[c.outcome];
  return (
    <ConfirmAction
      title={t(actionOn, { action: t(outcomeMessages[c.outcome]), label })}
      action={t(outcomeMessages[c.outcome])}
      cancel={t(m.cancel)}
      destructive={c.outcome !== 'dismiss'}
      busy={c.busy}
      failedTitle={t(m.confirmFailed)}
      errorCode={c.errorCode}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <p>{t(question, { label, author: nameOf(c.author) })}</p>
      {c.outcome === 'ban' && (
        <fieldset
          disabled={c.busy}
          className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
        >
          <legend className={css({ fontWeight: 'medium', mb: '1' })}>{t(m.banFor)}</legend>
          {c.banHours.map((hours) => (
            <label key={hours} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input
                type="radio"
                name="ban-hours"
                value={hours}
                checked={c.hours === hours}
                onChange={() => props.onHours(hours)}
              />
              {t(banHoursMessage, { hours })}
            </label>
          ))}
        </fieldset>
      )}
    </ConfirmAction>
  );
}
