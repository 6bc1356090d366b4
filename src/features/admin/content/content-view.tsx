import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AdminPerson } from '../../../../machines/admin/admin.types';
import type { AdminContentView } from '../../../../machines/admin/content.selectors';
import type { AdminEventStatus, ContentSection } from '../../../../machines/admin/content.types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { adminErrorOf } from '../admin.messages';
import { AdminFailed, AdminLoading, AdminPager } from '../admin-parts';
import {
  ConfirmAction,
  moderationCard as card,
  moderationColumn as column,
  moderationMuted as muted,
  moderationRow as row,
} from '../moderation-parts';
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

const STATUSES: AdminEventStatus[] = ['published', 'draft', 'cancelled'];
const SECTIONS: ContentSection[] = ['events', 'groups'];

/** /admin/content: events and groups as admins moderate them. */
export function ContentView(props: ContentViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
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
            <NativeSelect
              label={t(m.status)}
              value={props.filters.status ?? ''}
              options={[
                { value: '', label: t(m.anyStatus) },
                ...STATUSES.map((value) => ({ value, label: t(eventStatusMessages[value]) })),
              ]}
              onChange={(value) => props.onStatus(value || null)}
            />
            <NativeSelect
              label={t(m.featured)}
              value={featuredValue}
              options={[
                { value: '', label: t(m.featuredAny) },
                { value: 'true', label: t(m.featuredOnly) },
                { value: 'false', label: t(m.featuredNot) },
              ]}
              onChange={(value) => props.onFeaturedFilter(value === '' ? null : value === 'true')}
            />
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
    <ConfirmAction
      title={t(actionOn, { action, name: c.name })}
      description={t(c.kind === 'unpublish' ? m.confirmUnpublish : m.confirmClose)}
      action={action}
      cancel={t(m.cancel)}
      busy={c.busy}
      disabled={c.tooLong}
      failedTitle={t(m.actionFailed)}
      errorCode={c.errorCode}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
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
    </ConfirmAction>
  );
}
