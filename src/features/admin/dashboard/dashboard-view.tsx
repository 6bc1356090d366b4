import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { DashboardView as DashboardViewModel } from '../../../../machines/admin/dashboard.selectors';
import { STATS_PERIODS, type StatsPeriod } from '../../../../machines/admin/dashboard.types';
import { categoryMessages } from '../../../components/category/category.messages';
import { Button } from '../../../components/ui/button';
import { AdminFailed, AdminLoading, adminColumn, adminHead } from '../admin-parts';
import {
  dashboardMessages as m,
  eventsCountMessage,
  periodMessage,
  statLabels,
} from './dashboard.messages';
import { TrendChart } from './trend-chart';

export interface DashboardViewProps extends DashboardViewModel {
  onPeriod: (days: StatsPeriod) => void;
  onRetry: () => void;
}

const subheading = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });
const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  m: 0,
});
const statCard = css({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '1',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'xl',
  bg: 'bg.surface',
});
const chartGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
});
const topList = css({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});

/** A top list: each name with its events, a bar as long as its share of the first. */
function TopList({
  title,
  items,
}: {
  title: string;
  items: { key: string; name: string; count: number }[];
}) {
  const t = useIntl().formatMessage;
  const most = Math.max(1, ...items.map((item) => item.count));
  return (
    <section aria-label={title}>
      <h3 className={subheading}>{title}</h3>
      {items.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t(m.noEvents)}</p>
      ) : (
        <ol className={topList}>
          {items.map((item) => (
            <li key={item.key}>
              <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
                <span>{item.name}</span>
                <span className={css({ color: 'fg.muted' })}>
                  {t(eventsCountMessage, { count: item.count })}
                </span>
              </div>
              <div
                aria-hidden="true"
                className={css({ h: '1.5', rounded: 'full', bg: 'accent.default', mt: '1' })}
                style={{ width: `${(item.count / most) * 100}%` }}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /admin: the community in figures. Totals as cards, the period's new users, events, RSVPs and
 * messages per day as charts (each with its table), and the top categories and cities.
 */
export function DashboardView(props: DashboardViewProps) {
  const t = useIntl().formatMessage;
  const intl = useIntl();
  const shown = props.status === 'loaded' || props.status === 'switching';
  const categoryName = (category: string) =>
    category in categoryMessages
      ? t(categoryMessages[category as keyof typeof categoryMessages])
      : category;
  return (
    <section aria-labelledby="admin-dashboard-title" className={adminColumn}>
      <div className={adminHead}>
        <h2
          id="admin-dashboard-title"
          className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
        >
          {t(m.title)}
        </h2>
        <div role="group" aria-label={t(m.period)} className={css({ display: 'flex', gap: '2' })}>
          {STATS_PERIODS.map((days) => (
            <Button
              key={days}
              size="sm"
              variant={props.days === days ? 'solid' : 'outline'}
              aria-pressed={props.days === days}
              onClick={() => props.onPeriod(days)}
            >
              {t(periodMessage, { days })}
            </Button>
          ))}
        </div>
      </div>
      {props.status === 'loading' && (
        <AdminLoading
          label={m.loading}
          count={8}
          block={css({ h: '20', rounded: 'xl' })}
          className={cardGrid}
        />
      )}
      {props.status === 'failed' && (
        <AdminFailed
          title={m.failedTitle}
          retry={m.retry}
          code={props.errorCode}
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'switching' && (
        <p role="status" className={css({ srOnly: true })}>
          {t(m.switching)}
        </p>
      )}
      {shown && (
        <div aria-busy={props.status === 'switching'} className={adminColumn}>
          <section aria-labelledby="admin-dashboard-totals">
            <h3 id="admin-dashboard-totals" className={subheading}>
              {t(m.totals)}
            </h3>
            <dl className={cardGrid}>
              {props.cards.map((card) => (
                <div key={card.key} className={statCard} data-testid={`stat-${card.key}`}>
                  <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                    {t(statLabels[card.key])}
                  </dt>
                  <dd className={css({ fontSize: '2xl', fontWeight: 'bold', m: 0 })}>
                    {intl.formatNumber(card.value)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="admin-dashboard-trends">
            <h3 id="admin-dashboard-trends" className={subheading}>
              {t(m.trends)} · {t(periodMessage, { days: props.days })}
            </h3>
            <div className={chartGrid}>
              {props.trends.map((series) => (
                <TrendChart key={series.metric} series={series} />
              ))}
            </div>
          </section>
          <div className={chartGrid}>
            <TopList
              title={t(m.topCategories)}
              items={props.topCategories.map(({ category, count }) => ({
                key: category,
                name: categoryName(category),
                count,
              }))}
            />
            <TopList
              title={t(m.topCities)}
              items={props.topCities.map(({ city, count }) => ({ key: city, name: city, count }))}
            />
          </div>
        </div>
      )}
    </section>
  );
}
