import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { InspectionEvent } from 'xstate';
import type { EventSummary } from '../../../machines/events/events.types';
import type { featuredMachine } from '../../../machines/events/featured.machine';
import { cardGrid } from '../../components/event-card/card-grid';
import { EventCard } from '../../components/event-card/event-card';
import { Button } from '../../components/ui/button';
import { RecommendedFrame, RecommendedPlaceholders, cardSlot } from './recommended-frame';
import { recommendedMessages as m } from './recommended.messages';

export type RecommendedStatus = 'loading' | 'loaded' | 'empty' | 'failed';

const note = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
});

export function RecommendedEventsView({
  status,
  items,
  onRetry,
}: {
  status: RecommendedStatus;
  items: EventSummary[];
  onRetry?: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <RecommendedFrame busy={status === 'loading'}>
      {status === 'loading' && <RecommendedPlaceholders />}
      {status === 'loaded' && (
        <ul className={cardGrid}>
          {/* The first covers are in view on a phone and usually the page's largest paint:
              loaded at once and first, like the catalogue's. */}
          {items.map((event, index) => (
            <li key={event.id} className={cardSlot}>
              <EventCard event={event} headingLevel={3} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
      {/* A side section: a calm line in its place, the rest of the page unaffected. */}
      {status === 'empty' && <p className={note}>{t(m.empty)}</p>}
      {status === 'failed' && (
        <div className={note} role="status">
          <p className={css({ flex: '1', minW: '48' })}>{t(m.failed)}</p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t(m.retry)}
            </Button>
          )}
        </div>
      )}
    </RecommendedFrame>
  );
}

const MemoView = memo(RecommendedEventsView);

export interface RecommendedEventsProps {
  logic: typeof featuredMachine;
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

export function RecommendedEvents({ logic, inspect }: RecommendedEventsProps) {
  const actor = useActorRef(logic, { inspect });
  const status = useSelector(actor, (s) => s.value as RecommendedStatus);
  const items = useSelector(actor, (s) => s.context.items);
  // A machine's update renders at once, in one task; the cards (dates, plurals, prices) are drawn
  // in a transition instead, which yields to the browser between them. The data usually arrives
  // just as the app starts, when a phone is busiest.
  const shown = useDeferredValue(useMemo(() => ({ status, items }), [status, items]));
  const retry = useCallback(() => actor.send({ type: 'retry' }), [actor]);
  return <MemoView status={shown.status} items={shown.items} onRetry={retry} />;
}
