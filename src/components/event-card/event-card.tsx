import { CalendarDays, ImageOff, MapPin, Users } from 'lucide-react';
import { type ReactNode, memo } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { EventSummary } from '../../../machines/events/events.types';
import { CardCover, CardTitle, linkedCard } from '../card/linked-card';
import { Badge } from '../ui/badge';
import { ProgressBar } from '../ui/progress-bar';
import { cardMessages as m } from './event-card.messages';
import { formatLocation, formatPrice, formatStart } from './format';

export interface EventCardProps {
  event: EventSummary;
  /** The heading level that fits the page outline: h2 on its own list, h3 under a section. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Badges beside the event's status, e.g. the viewer's RSVP on their profile. */
  extraBadges?: ReactNode;
  /** Links under the details; they sit above the link that covers the card. */
  actions?: ReactNode;
  /**
   * For the first cards of a list, whose cover is above the fold and likely the page's largest
   * paint: fetched at once and first, instead of lazily once layout finds it in view.
   */
  priority?: boolean;
}

const media = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  bg: 'bg.muted',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'fg.subtle',
});
const badges = css({
  position: 'absolute',
  top: '3',
  left: '3',
  right: '3',
  display: 'flex',
  // In a narrow column (the profile's three at 1280 px) a long price and the format badge cannot
  // share a row: the second goes under the first rather than past the card's edge.
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2',
});
const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  '& svg': { flexShrink: 0, mt: '0.5', w: '4', h: '4' },
});

/**
 * The spec's event card; the title links to the event and stretches over the whole card. Memoized:
 * a list re-rendered for its filters or status keeps the cards it already drew.
 */
export const EventCard = memo(function EventCard({
  event,
  headingLevel = 3,
  className,
  extraBadges,
  actions,
  priority = false,
}: EventCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const capped = event.maxAttendees !== null && event.maxAttendees > 0;
  return (
    <article className={linkedCard(className)} data-testid="event-card">
      <div className={media}>
        {event.coverUrl ? (
          <CardCover src={event.coverUrl} priority={priority} />
        ) : (
          <ImageOff aria-hidden size={32} />
        )}
        <div className={badges}>
          <Badge variant={event.price > 0 ? 'solid' : 'success'}>
            {formatPrice(intl, event.price)}
          </Badge>
          <Badge variant="outline">{t(event.isOnline ? m.online : m.offline)}</Badge>
        </div>
      </div>
      <div
        className={css({ display: 'flex', flexDirection: 'column', gap: '2.5', p: '4', flex: '1' })}
      >
        {(event.status !== 'published' || extraBadges) && (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {event.status !== 'published' && (
              <Badge variant="destructive">
                {t(event.status === 'cancelled' ? m.cancelled : m.draft)}
              </Badge>
            )}
            {extraBadges}
          </div>
        )}
        <CardTitle level={headingLevel} href={`/events/${event.id}`}>
          {event.title}
        </CardTitle>
        <p className={row}>
          <CalendarDays aria-hidden />
          <time dateTime={event.startsAt}>{formatStart(intl, event)}</time>
        </p>
        <p className={row}>
          <MapPin aria-hidden />
          <span>{formatLocation(intl, event)}</span>
        </p>
        <p className={row}>
          <Users aria-hidden />
          <span>{t(m.attendees, { count: event.goingCount })}</span>
        </p>
        {capped && (
          <ProgressBar
            size="sm"
            value={Math.min(event.goingCount, event.maxAttendees!)}
            max={event.maxAttendees!}
            label={t(m.seats)}
            valueText={t(m.seatsValue, { going: event.goingCount, max: event.maxAttendees! })}
            className={css({ mt: 'auto' })}
          />
        )}
        {actions && (
          <div
            className={css({
              position: 'relative',
              zIndex: 1,
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              pt: '1',
            })}
          >
            {actions}
          </div>
        )}
      </div>
    </article>
  );
});

export { cardGrid } from './card-grid';
export { EventCardSkeleton } from './event-card-skeleton';
