import { Suspense, lazy, useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { TrendSeries } from '../../../../machines/admin/dashboard.selectors';
import { Skeleton } from '../../../components/ui/skeleton';
import { dashboardMessages as m, periodSumMessage, trendTitles } from './dashboard.messages';

const TrendPlot = lazy(() => import('./trend-plot'));

// uPlot watches the screen's pixel ratio through matchMedia: where there is none (jsdom) the
// table alone tells the figures.
const canDraw = () => typeof globalThis.matchMedia === 'function';

const figure = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'xl',
  bg: 'bg.surface',
  minW: 0,
});
const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'start', py: '1', px: '2' },
  '& td:last-child, & th:last-child': { textAlign: 'end' },
  '& tbody tr': { borderTopWidth: '1px', borderColor: 'border.default' },
});

/**
 * One trend: its title and period sum, the line (drawn for sighted people, hidden from screen
 * readers) and the same figures as a table under «Таблица», for anyone who wants the numbers.
 */
export function TrendChart({ series }: { series: TrendSeries }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const formatDate = useCallback(
    (date: string) =>
      intl.formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [intl],
  );
  const formatNumber = useCallback((value: number) => intl.formatNumber(value), [intl]);
  const title = t(trendTitles[series.metric]);
  return (
    <figure className={figure} aria-labelledby={titleId} data-testid={`trend-${series.metric}`}>
      <figcaption
        className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between' })}
      >
        <span id={titleId} className={css({ fontWeight: 'semibold' })}>
          {title}
        </span>
        <span className={css({ color: 'fg.muted' })}>
          {t(periodSumMessage, { count: series.sum })}
        </span>
      </figcaption>
      {canDraw() && (
        <Suspense fallback={<Skeleton className={css({ h: '180px' })} />}>
          <TrendPlot points={series.points} formatDate={formatDate} formatNumber={formatNumber} />
        </Suspense>
      )}
      <details>
        <summary className={css({ cursor: 'pointer', color: 'accent.text', w: 'fit-content' })}>
          {t(m.table)}
        </summary>
        <table className={table}>
          <caption className={css({ srOnly: true })}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.date)}</th>
              <th scope="col">{t(m.count)}</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((point) => (
              <tr key={point.date}>
                <th scope="row" className={css({ fontWeight: 'normal' })}>
                  {formatDate(point.date)}
                </th>
                <td>{intl.formatNumber(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
