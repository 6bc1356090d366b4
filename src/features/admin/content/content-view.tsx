import { type FormEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AdminPerson } from '../../../../machines/admin/admin.types';
import type { AdminContentView } from '../../../../machines/admin/content.selectors';
import type { AdminEventStatus, ContentSection } from '../../../../machines/admin/content.types';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { adminErrorOf } from '../admin.messages';
import { AdminFailed, AdminLoading, AdminPager } from '../admin-parts';
import {
  actionOn,
  adminContentMessages as m,
  eventStatusMessages,
  goingCount,
  memberCount,
  pageOf,
  sectionMessages,
} from './content.messages';

export interface ContentViewProps extends AdminContentView {
  onSection: (section: ContentSection) => void;
  onQuery: (value: string) => void;
  onSearch: () => void;
  onStatus: (status: AdminEventStatus | null) => void;
  onFeaturedFilter: (featured: boolean | null) => void;
  onRetry: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onFeature: (eventId: string) => void;
  onUnpublish: (eventId: string) => void;
  onClose: (groupId: string) => void;
  onReason: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const card = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'xl',
  p: { base: '3', md: '4' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minW: 0,
});
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const select = css({
  borderWidth: '1px',
  borderColor: 'border.control',
  rounded: 'md',
  px: '2',
  h: '10',
  bg: 'bg.default',
});
const label = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' });
const STATUSES: AdminEventStatus[] = ['published', 'draft', 'cancelled'];
const SECTIONS: ContentSection[] = ['events', 'groups'];

/** /admin/content: events and groups as admins moderate them. */
export function ContentView(props: ContentViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const ids = useId();
  const personName = (p: AdminPerson) => (p.deleted ? t(m.deletedPerson) : (p.name ?? t(m.noName)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch();
  };
  const featuredValue = props.filters.featured === null ? '' : String(props.filters.featured);
  return (
    <section aria-labelledby="admin-content-title" className={column}>
      <div className={row}>
        <h2
          id="admin-content-title"
          className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', flex: '1' })}
        >
          {t(m.title)}
        </h2>
        <div role="group" aria-label={t(m.sections)} className={row}>
          {SECTIONS.map((section) => (
            <Button
              key={section}
              size="sm"
              variant={props.section === section ? 'solid' : 'outline'}
              aria-pressed={props.section === section}
              onClick={() => props.onSection(section)}
            >
              {t(sectionMessages[section])}
            </Button>
          ))}
        </div>
      </div>
      <form
        role="search"
        onSubmit={submit}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}
      >
        <Field label={t(props.section === 'events' ? m.searchEvents : m.searchGroups)}>
          <Input
            type="search"
            name="query"
            maxLength={100}
            value={props.draftQuery}
            onChange={(e) => props.onQuery(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline">
          {t(m.search)}
        </Button>
        {props.section === 'events' && (
          <>
            <label className={label} htmlFor={`${ids}-status`}>
              {t(m.status)}
              <select
                id={`${ids}-status`}
                className={select}
                value={props.filters.status ?? ''}
                onChange={(e) =>
                  props.onStatus((e.target.value || null) as AdminEventStatus | null)
                }
              >
                <option value="">{t(m.anyStatus)}</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(eventStatusMessages[s])}
                  </option>
                ))}
              </select>
            </label>
            <label className={label} htmlFor={`${ids}-featured`}>
              {t(m.featured)}
              <select
                id={`${ids}-featured`}
                className={select}
                value={featuredValue}
                onChange={(e) =>
                  props.onFeaturedFilter(e.target.value === '' ? null : e.target.value === 'true')
                }
              >
                <option value="">{t(m.featuredAny)}</option>
                <option value="true">{t(m.featuredOnly)}</option>
                <option value="false">{t(m.featuredNot)}</option>
              </select>
            </label>
          </>
        )}
      </form>
      {props.status === 'loading' && (
        <AdminLoading label={m.loading} count={3} block={css({ h: '20', rounded: 'xl' })} />
      )}
      {props.status === 'failed' && (
        <AdminFailed
          title={m.failedTitle}
          retry={m.retry}
          code={props.errorCode}
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'empty' && <p className={muted}>{t(m.empty)}</p>}
      {props.status === 'loaded' && (
        <>
          <ul className={column} aria-label={t(sectionMessages[props.section])}>
            {props.section === 'events' &&
              props.events.map((e) => (
                <li key={e.id} className={card} data-testid="content-item" aria-busy={e.busy}>
                  <div className={row}>
                    <Badge variant="outline">{t(eventStatusMessages[e.status])}</Badge>
                    {e.featured && <Badge variant="accent">{t(m.featuredBadge)}</Badge>}
                    <time dateTime={e.startsAt} className={muted}>
                      {intl.formatDate(e.startsAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                    <span className={muted}>{t(goingCount, { count: e.goingCount })}</span>
                  </div>
                  <h3 className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                    <a href={`/events/${e.id}`}>{e.title}</a>
                  </h3>
                  <p className={muted}>
                    {t(m.organiser)}: {personName(e.organiser)}
                  </p>
                  <div className={row}>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={e.busy}
                      disabled={props.locked && !e.busy}
                      aria-label={t(actionOn, {
                        action: t(e.featured ? m.unfeature : m.feature),
                        name: e.title,
                      })}
                      onClick={() => props.onFeature(e.id)}
                    >
                      {t(e.featured ? m.unfeature : m.feature)}
                    </Button>
                    {e.canUnpublish && (
                      <Button
                        size="sm"
                        variant="destructive"
                        aria-haspopup="dialog"
                        disabled={props.locked}
                        aria-label={t(actionOn, { action: t(m.unpublish), name: e.title })}
                        onClick={() => props.onUnpublish(e.id)}
                      >
                        {t(m.unpublish)}
                      </Button>
                    )}
                  </div>
                  {e.errorCode && (
                    <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
                      {t(adminErrorOf(e.errorCode))}
                    </p>
                  )}
                </li>
              ))}
            {props.section === 'groups' &&
              props.groups.map((g) => (
                <li key={g.id} className={card} data-testid="content-item" aria-busy={g.busy}>
                  <div className={row}>
                    <Badge variant="outline">
                      {t(g.visibility === 'private' ? m.private : m.public)}
                    </Badge>
                    {g.closed && <Badge>{t(m.closed)}</Badge>}
                    <span className={muted}>{t(memberCount, { count: g.memberCount })}</span>
                  </div>
                  <h3 className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                    <a href={`/groups/${g.id}`}>{g.name}</a>
                  </h3>
                  <p className={muted}>
                    {t(m.owner)}: {personName(g.owner)}
                  </p>
                  {!g.closed && (
                    <div className={row}>
                      <Button
                        size="sm"
                        variant="destructive"
                        aria-haspopup="dialog"
                        disabled={props.locked}
                        aria-label={t(actionOn, { action: t(m.close), name: g.name })}
                        onClick={() => props.onClose(g.id)}
                      >
                        {t(m.close)}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
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

function Confirmation(props: ContentViewProps) {
  const t = useIntl().formatMessage;
  const c = props.confirmation;
  if (!c) return null;
  const action = t(c.kind === 'unpublish' ? m.unpublish : m.close);
  return (
    <Dialog
      role="alertdialog"
      open
      title={t(actionOn, { action, name: c.name })}
      description={t(c.kind === 'unpublish' ? m.confirmUnpublish : m.confirmClose)}
      onOpenChange={(open) => !open && !c.busy && props.onCancel()}
      footer={
        <>
          <Button variant="outline" disabled={c.busy} onClick={props.onCancel}>
            {t(m.cancel)}
          </Button>
          <Button
            variant="destructive"
            loading={c.busy}
            disabled={c.tooLong}
            onClick={props.onConfirm}
          >
            {action}
          </Button>
        </>
      }
    >
      <Field
        label={t(m.reason)}
        invalid={c.tooLong}
        errorText={c.tooLong ? t(m.reasonTooLong) : undefined}
        disabled={c.busy}
      >
        <Textarea
          name="reason"
          rows={3}
          value={c.reason}
          onChange={(e) => props.onReason(e.target.value)}
        />
      </Field>
      {c.errorCode && (
        <Alert variant="destructive" title={t(m.actionFailed)}>
          {t(adminErrorOf(c.errorCode))}
        </Alert>
      )}
    </Dialog>
  );
}
