/**
 * The recommended section's frame and its reserved space. Light on purpose: the home page's first
 * chunk renders it while the cards' chunk and the data are on their way, and the cards then take
 * exactly the space the placeholders held, so nothing below moves.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { cardGrid } from '../../components/event-card/card-grid';
import { EventCardSkeleton } from '../../components/event-card/event-card-skeleton';
import { SectionHead } from '../../components/section/section-head';
import { recommendedMessages as m } from './recommended.messages';

/** As many as the section shows in a row at its widest. */
export const RECOMMENDED_PLACEHOLDERS = 3;

/**
 * A card's slot: at least as tall as a card (the cover at 16:9 of the slot's width, then the
 * title on two lines, three detail rows and the seats bar), whether it holds a placeholder or the
 * card, so the cards arriving move nothing.
 */
export const cardSlot = css({
  containerType: 'inline-size',
  display: 'flex',
  '& > *': { flex: '1', minH: 'calc(56.25cqw + 14rem)' },
});

export function RecommendedFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useIntl().formatMessage;
  return (
    <section
      aria-labelledby="home-recommended-title"
      aria-busy={busy}
      className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, pt: '12' })}
    >
      <SectionHead
        id="home-recommended-title"
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        href="/events"
        viewAll={t(m.viewAll)}
      />
      {children}
    </section>
  );
}

/** The loading state: placeholders of the cards' final size, named once for screen readers. */
export function RecommendedPlaceholders() {
  const t = useIntl().formatMessage;
  return (
    <>
      <p role="status" className={css({ srOnly: true })}>
        {t(m.loading)}
      </p>
      <ul className={cardGrid} aria-hidden="true">
        {Array.from({ length: RECOMMENDED_PLACEHOLDERS }, (_, i) => (
          <li key={i} className={cardSlot}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The whole section while its chunk loads: the same frame and placeholders as its loading state. */
export function RecommendedFallback() {
  return (
    <RecommendedFrame busy>
      <RecommendedPlaceholders />
    </RecommendedFrame>
  );
}
