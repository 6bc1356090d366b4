import { SlidersHorizontal } from 'lucide-react';
import { Suspense, lazy, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type {
  CatalogueFiltersView,
  CatalogueResultsView,
  CatalogueSummary,
} from '../../../machines/events/catalogue.selectors';
import { CATEGORY_IDS } from '../../../machines/events/events.types';
import {
  type DatePreset,
  type EventFilters,
  type EventFormat,
  type EventSort,
  type PriceFilter,
} from '../../../machines/events/filters';
import {
  CatalogueCards,
  CatalogueEmpty,
  CatalogueListEnd,
  CatalogueSearch,
  cataloguePage,
} from '../../components/catalogue/catalogue-parts';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { PRIORITY_CARDS } from '../../components/event-card/cover-preload';
import { EventCard, EventCardSkeleton } from '../../components/event-card/event-card';
import { catalogueMessages as m, categoryMessages, errorMessages } from './events.messages';
import { LoadFailedAlert } from './load-failed-alert';
import { FilterChips } from './filter-chips';
import { useMediaQuery } from '../../components/use-media-query';

export interface CatalogueViewProps extends CatalogueFiltersView, CatalogueResultsView {
  onFilterChange: (patch: Partial<EventFilters>) => void;
  onReset: () => void;
  onLoadMore: () => void;
  onRetry: () => void;
  /** The phone's filter dialog asks to open or close; the machine decides. */
  onFiltersOpenChange: (open: boolean) => void;
}

const summaryMessages = {
  loading: m.loading,
  loadingMore: m.loadingMore,
  found: m.found,
  foundMore: m.foundMore,
} satisfies Record<NonNullable<CatalogueSummary>, unknown>;

const loadFilterDialog = () => import('./filter-dialog');
const FilterDialog = lazy(loadFilterDialog);
const preloadFilterDialog = () => void loadFilterDialog();

// A grid item is at least as wide as its content unless told otherwise
const dateField = css({ minW: 0, '& input': { minW: 0 } });

/** Panda's `lg` breakpoint, from which the side panel shows (the tokens module is 50 KB). */
const SIDE_PANEL_QUERY = '(min-width: 1024px)';

function FilterPanel({
  filters,
  range,
  rangeError,
  onFilterChange,
}: Pick<CatalogueViewProps, 'filters' | 'range' | 'rangeError' | 'onFilterChange'>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <FilterChips
        legend={t(m.category)}
        name="category"
        value={filters.category}
        onChange={(category) => onFilterChange({ category })}
        options={[
          { value: null, label: t(m.anyCategory) },
          ...CATEGORY_IDS.map((id) => ({ value: id, label: t(categoryMessages[id]) })),
        ]}
      />
      <FilterChips<DatePreset>
        legend={t(m.date)}
        name="date"
        value={filters.date}
        onChange={(date) => onFilterChange({ date })}
        options={[
          { value: null, label: t(m.anyDate) },
          { value: 'today', label: t(m.today) },
          { value: 'weekend', label: t(m.weekend) },
          { value: 'week', label: t(m.week) },
          { value: 'range', label: t(m.range) },
        ]}
      />
      {filters.date === 'range' && (
        // Side by side where both fit (the phone dialog on a tablet), else one above the other:
        // a date input is wider than half the side panel and would run under the cards.
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
            gap: '3',
          })}
        >
          <Field label={t(m.from)} className={dateField} invalid={rangeError !== null}>
            <Input
              type="date"
              value={range.from ?? ''}
              max={range.to ?? undefined}
              onChange={(e) => onFilterChange({ from: e.target.value || null })}
            />
          </Field>
          {/* The reason sits under the end date, which is the one out of place either way */}
          <Field
            label={t(m.to)}
            className={dateField}
            invalid={rangeError !== null}
            errorText={t(m.rangeReversed)}
          >
            <Input
              type="date"
              value={range.to ?? ''}
              min={range.from ?? undefined}
              onChange={(e) => onFilterChange({ to: e.target.value || null })}
            />
          </Field>
        </div>
      )}
      <FilterChips<EventFormat>
        legend={t(m.format)}
        name="format"
        value={filters.format}
        onChange={(format) => onFilterChange({ format })}
        options={[
          { value: null, label: t(m.anyFormat) },
          { value: 'online', label: t(m.online) },
          { value: 'offline', label: t(m.offline) },
        ]}
      />
      <FilterChips<PriceFilter>
        legend={t(m.price)}
        name="price"
        value={filters.price}
        onChange={(price) => onFilterChange({ price })}
        options={[
          { value: null, label: t(m.anyPrice) },
          { value: 'free', label: t(m.free) },
          { value: 'paid', label: t(m.paid) },
        ]}
      />
      <Field label={t(m.city)}>
        <Input
          // Applied when the person is done typing (Enter or leaving the field), not per letter.
          key={filters.city}
          defaultValue={filters.city}
          autoComplete="address-level2"
          enterKeyHint="search"
          onBlur={(e) => onFilterChange({ city: e.target.value.trim() })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onFilterChange({ city: e.currentTarget.value.trim() });
          }}
        />
      </Field>
    </div>
  );
}

/** Sends `more.load` when the end of the list scrolls into view; the button does the same. */
function useSentinel(enabled: boolean, onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) visible();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

export function CatalogueView(props: CatalogueViewProps) {
  const {
    status,
    filters,
    items,
    error,
    range,
    rangeError,
    activeFilters,
    canReset,
    filtersOpen,
    summary,
    found,
    busy,
    listEnd,
    onFilterChange,
    onReset,
    onLoadMore,
    onRetry,
    onFiltersOpenChange,
  } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const sentinel = useSentinel(status === 'loaded' && props.hasMore, onLoadMore);
  // Mounted from the first open on, so closing keeps Ark's exit and focus return
  const [filtersRequested, setFiltersRequested] = useState(filtersOpen);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const wide = useMediaQuery(SIDE_PANEL_QUERY, true);

  const sortItems: { value: EventSort; label: string }[] = [
    { value: 'soonest', label: t(m.soonest) },
    { value: 'newest', label: t(m.newest) },
    { value: 'price', label: t(m.cheapest) },
  ];

  const statusText = summary ? t(summaryMessages[summary], { count: found }) : '';

  return (
    <div className={cataloguePage}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mb: '6' })}>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          {t(m.title)}
        </h1>
        <CatalogueSearch
          q={filters.q}
          label={t(m.searchLabel)}
          placeholder={t(m.searchPlaceholder)}
          submit={t(m.searchSubmit)}
          onSearch={(q) => onFilterChange({ q })}
        />
      </div>

      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' },
          gap: { base: '4', lg: '8' },
          alignItems: 'start',
        })}
      >
        {/* Phones filter in a dialog (below): the side panel is not even rendered there. */}
        {wide && (
          <aside
            aria-label={t(m.filters)}
            className={css({
              display: { base: 'none', lg: 'block' },
              position: 'sticky',
              top: '4',
            })}
          >
            <FilterPanel
              filters={filters}
              range={range}
              rangeError={rangeError}
              onFilterChange={onFilterChange}
            />
            {canReset && (
              <Button variant="ghost" className={css({ mt: '4' })} onClick={onReset}>
                {t(m.filtersReset)}
              </Button>
            )}
          </aside>
        )}

        <section aria-labelledby="events-results-title" aria-busy={busy}>
          <h2 id="events-results-title" className={css({ srOnly: true })}>
            {t(m.results)}
          </h2>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              gap: '3',
              mb: '4',
            })}
          >
            <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm', minH: '5' })}>
              {statusText}
            </p>
            <div
              className={css({
                display: 'flex',
                gap: '2',
                alignItems: 'flex-end',
                flexWrap: 'wrap',
              })}
            >
              <div className={css({ display: { base: 'block', lg: 'none' } })}>
                <Button
                  ref={filtersButton}
                  variant="outline"
                  aria-haspopup="dialog"
                  aria-expanded={filtersOpen}
                  // Fetch the dialog's chunk as soon as the person heads for the button
                  onPointerEnter={preloadFilterDialog}
                  onFocus={preloadFilterDialog}
                  onClick={() => {
                    setFiltersRequested(true);
                    onFiltersOpenChange(true);
                  }}
                >
                  <SlidersHorizontal aria-hidden />
                  {t(m.filtersOpen, { count: activeFilters })}
                </Button>
                {filtersRequested && (
                  <Suspense fallback={null}>
                    <FilterDialog
                      title={t(m.filters)}
                      open={filtersOpen}
                      onOpenChange={onFiltersOpenChange}
                      finalFocusEl={() => filtersButton.current}
                      footer={
                        <>
                          {canReset && (
                            <Button variant="ghost" onClick={onReset}>
                              {t(m.filtersReset)}
                            </Button>
                          )}
                          <Button onClick={() => onFiltersOpenChange(false)}>
                            {t(m.filtersApply)}
                          </Button>
                        </>
                      }
                    >
                      <FilterPanel
                        filters={filters}
                        range={range}
                        rangeError={rangeError}
                        onFilterChange={onFilterChange}
                      />
                    </FilterDialog>
                  </Suspense>
                )}
              </div>
              <NativeSelect
                label={t(m.sort)}
                className={css({ minW: '52' })}
                value={filters.sort}
                options={sortItems}
                onChange={(sort) => onFilterChange({ sort })}
              />
            </div>
          </div>

          {status === 'failed' && (
            <LoadFailedAlert title={m.errorTitle} retry={m.retry} error={error} onRetry={onRetry} />
          )}

          {status === 'empty' && (
            <CatalogueEmpty
              title={t(m.emptyTitle)}
              text={t(m.emptyText)}
              canReset={canReset}
              reset={t(m.filtersReset)}
              onReset={onReset}
              create={t(m.emptyCreate)}
              createHref="/events/create"
            />
          )}

          <CatalogueCards
            status={status}
            items={items}
            // Two covers fill a phone's first screen; further down they load lazily.
            card={(event, index) => (
              <EventCard event={event} headingLevel={3} priority={index < PRIORITY_CARDS} />
            )}
            skeleton={<EventCardSkeleton />}
          />

          <CatalogueListEnd
            status={status}
            listEnd={listEnd}
            loadMore={t(m.loadMore)}
            loadingMore={t(m.loadingMore)}
            allShown={t(m.allShown)}
            moreFailed={`${t(m.moreFailed)} ${t(errorMessages[error ?? 'unknown'])}`}
            onLoadMore={onLoadMore}
          />
          <div ref={sentinel} aria-hidden="true" />
        </section>
      </div>
    </div>
  );
}
