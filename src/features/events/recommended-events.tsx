import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import type { EventSummary } from '../../../machines/events/events.types';
import type { featuredMachine } from '../../../machines/events/featured.machine';
import { cardGrid } from '../../components/event-card/card-grid';
import { EventCard } from '../../components/event-card/event-card';
import { SideFailure, SideNote } from '../../components/section/side-note';
import { RecommendedFrame, RecommendedPlaceholders, cardSlot } from './recommended-frame';
import { recommendedMessages as m } from './recommended.messages';

export type RecommendedStatus = 'loading' | 'loaded' | 'empty' | 'failed';

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
      {status === 'empty' && <SideNote text={t(m.empty)} />}
      {status === 'failed' && (
        <SideFailure text={t(m.failed)} retry={t(m.retry)} onRetry={onRetry} />
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
