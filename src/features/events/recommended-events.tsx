import { useActorRef, useSelector } from '@xstate/react';
import { ArrowRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { EventSummary } from '../../../machines/events/events.types';
import type { featuredMachine } from '../../../machines/events/featured.machine';
import { LinkButton } from '../../components/ui/link-button';
import { EventCard, EventCardSkeleton, cardGrid } from '../../components/event-card/event-card';
import { recommendedMessages as m } from './events.messages';

export type RecommendedStatus = 'loading' | 'loaded' | 'empty' | 'failed';

export function RecommendedEventsView({
  status,
  items,
}: {
  status: RecommendedStatus;
  items: EventSummary[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // No featured events (or none reachable): the home page simply goes on without the section.
  if (status === 'empty' || status === 'failed') return null;
  return (
    <section
      aria-labelledby="home-recommended-title"
      aria-busy={status === 'loading'}
      className={css({ maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' }, pt: '12' })}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: '3',
          mb: '6',
        })}
      >
        <div>
          <h2 id="home-recommended-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {t(m.title)}
          </h2>
          <p className={css({ mt: '1', color: 'fg.muted' })}>{t(m.subtitle)}</p>
        </div>
        <LinkButton href="/events" variant="ghost">
          {t(m.viewAll)}
          <ArrowRight aria-hidden />
        </LinkButton>
      </div>
      {status === 'loading' ? (
        <>
          <p role="status" className={css({ srOnly: true })}>
            {t(m.loading)}
          </p>
          <ul className={cardGrid} aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <EventCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className={cardGrid}>
          {items.map((event) => (
            <li key={event.id} className={css({ display: 'flex', '& > *': { flex: '1' } })}>
              <EventCard event={event} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RecommendedEvents({ logic }: { logic: typeof featuredMachine }) {
  const actor = useActorRef(logic);
  const status = useSelector(actor, (s) => s.value as RecommendedStatus);
  const items = useSelector(actor, (s) => s.context.items);
  return <RecommendedEventsView status={status} items={items} />;
}
