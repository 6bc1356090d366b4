import {
  CalendarDays,
  CalendarPlus,
  ExternalLink,
  ImageOff,
  MapPin,
  Pencil,
  Share2,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PersonLink, usePersonName } from '../../components/person/person-name';
import { css } from 'styled-system/css';
import type { Capacity, EventPageView } from '../../../machines/events/rsvp.selectors';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { ReportButton } from '../../components/report/report-button';
import { WriteLink } from '../../components/write-link/write-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Skeleton } from '../../components/ui/skeleton';
import { LinkifiedText } from '../../components/linkified-text/linkified-text';
import { cardMessages } from '../../components/event-card/event-card.messages';
import { formatPrice } from '../../components/event-card/format';
import { categoryMessages, errorMessages, pageMessages as m } from './events.messages';
import { LoadFailedAlert } from './load-failed-alert';

export interface EventViewProps extends EventPageView {
  onRetry: () => void;
  onJoin: () => void;
  onCancel: () => void;
  onDismissError: () => void;
  onShare: () => void;
  onAddToCalendar: () => void;
}

const page = css({
  maxW: '5xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
});
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: '5',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  boxShadow: 'card',
});
const detailTerm = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  fontSize: 'sm',
  color: 'fg.muted',
  '& svg': { flexShrink: 0, w: '5', h: '5' },
});

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={detailTerm}>
        {icon}
        {term}
      </dt>
      <dd className={css({ fontWeight: 'medium', pl: '7' })}>{children}</dd>
    </div>
  );
}

/** The one RSVP button the view model offers, the same in the panel and in the phone's bar. */
function RsvpAction({
  action,
  onJoin,
  onCancel,
}: Pick<EventViewProps, 'action' | 'onJoin' | 'onCancel'>) {
  const t = useIntl().formatMessage;
  switch (action) {
    case 'signIn':
      return <Button onClick={onJoin}>{t(m.signInToJoin)}</Button>;
    case 'join':
      return <Button onClick={onJoin}>{t(m.join)}</Button>;
    case 'joinWaitlist':
      return <Button onClick={onJoin}>{t(m.joinWaitlist)}</Button>;
    case 'joining':
      return (
        <Button loading loadingText={t(m.joining)}>
          {t(m.join)}
        </Button>
      );
    case 'cancel':
    case 'leaveWaitlist':
      return (
        <Button variant="outline" onClick={onCancel}>
          {t(action === 'cancel' ? m.cancelRsvp : m.leaveWaitlist)}
        </Button>
      );
    case 'cancelling':
      return (
        <Button variant="outline" loading loadingText={t(m.cancelling)}>
          {t(m.cancelRsvp)}
        </Button>
      );
    default:
      return null;
  }
}

function SeatsLeft({ seatsLeft }: { seatsLeft: number }) {
  const t = useIntl().formatMessage;
  return <>{seatsLeft > 0 ? t(m.seatsLeft, { count: seatsLeft }) : t(m.noSeatsLeft)}</>;
}

function CapacityMeter({ capacity }: { capacity: Capacity }) {
  const t = useIntl().formatMessage;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {/* Polite: as other people RSVP the count changes under the reader, who hears it once. */}
      <p className={css({ fontWeight: 'semibold', fontSize: 'lg' })} aria-live="polite">
        <SeatsLeft seatsLeft={capacity.seatsLeft} />
      </p>
      <ProgressBar
        size="sm"
        value={capacity.taken}
        max={capacity.max}
        label={t(cardMessages.seats)}
        valueText={t(cardMessages.seatsValue, { going: capacity.going, max: capacity.max })}
      />
      {capacity.waitlist !== null && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
          {t(m.waitlistCount, { count: capacity.waitlist })}
        </p>
      )}
    </div>
  );
}

const LIVE_TEXT = {
  connecting: m.liveConnecting,
  live: m.liveOn,
  reconnecting: m.liveReconnecting,
} as const;

/** A quiet line saying whether the counts follow other people's RSVPs. */
function LiveStatus({ live }: { live: EventViewProps['live'] }) {
  const t = useIntl().formatMessage;
  if (live === null || live === 'off') return null;
  return (
    <p
      data-testid="live-status"
      data-live={live}
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        fontSize: 'xs',
        color: 'fg.muted',
      })}
    >
      <span
        aria-hidden
        className={css({
          w: '2',
          h: '2',
          borderRadius: 'full',
          flexShrink: 0,
          bg: live === 'live' ? 'success.text' : 'fg.muted',
        })}
      />
      {t(LIVE_TEXT[live])}
    </p>
  );
}

function RsvpPanel(props: EventViewProps) {
  const { status, data, capacity, myRsvp, action, editor, joinUrl, rsvpError } = props;
  const t = useIntl().formatMessage;
  const event = data!.event;
  return (
    <div className={panel} data-testid="rsvp-panel" data-state={status}>
      {capacity && <CapacityMeter capacity={capacity} />}

      {action === 'joinWaitlist' && <p className={css({ fontSize: 'sm' })}>{t(m.fullText)}</p>}
      {myRsvp && (
        <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={css({ fontWeight: 'semibold', color: 'success.text' })}>
            {t(myRsvp === 'going' ? m.going : m.waitlisted)}
          </p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t(myRsvp === 'going' ? m.goingText : m.waitlistedText)}
          </p>
        </div>
      )}
      <RsvpAction action={action} onJoin={props.onJoin} onCancel={props.onCancel} />
      {(myRsvp === 'going' || editor === 'organizer') && (
        <LinkButton href={`/events/${event.id}/chat`} variant="outline">
          {t(m.chat)}
        </LinkButton>
      )}
      {editor && (
        <>
          <p
            className={
              editor === 'organizer'
                ? css({ fontSize: 'sm' })
                : css({ fontSize: 'sm', color: 'fg.muted' })
            }
          >
            {t(editor === 'organizer' ? m.organizerText : m.adminText)}
          </p>
          <LinkButton href={`/events/${event.id}/edit`} variant="outline">
            <Pencil aria-hidden />
            {t(m.edit)}
          </LinkButton>
        </>
      )}

      {rsvpError && (
        <Alert
          variant="destructive"
          title={t(m.rsvpFailed)}
          action={
            <Button size="sm" variant="ghost" onClick={props.onDismissError}>
              {t(m.dismiss)}
            </Button>
          }
        >
          {t(errorMessages[rsvpError])}
        </Alert>
      )}

      {joinUrl && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <a
            href={joinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={css({
              display: 'inline-flex',
              gap: '2',
              alignItems: 'center',
              fontWeight: 'semibold',
              color: 'accent.text',
              wordBreak: 'break-all',
            })}
          >
            <ExternalLink aria-hidden size={18} />
            {t(m.joinLink)}
          </a>
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t(m.joinLinkHint)}</p>
        </div>
      )}
      <LiveStatus live={props.live} />
    </div>
  );
}

const bar = css({
  display: { base: 'flex', md: 'none' },
  position: 'sticky',
  bottom: 0,
  zIndex: 'sticky',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  // Edge to edge on a phone: the page's own padding is 4.
  mx: '-4',
  mt: '6',
  px: '4',
  pt: '3',
  pb: 'max(token(spacing.3), env(safe-area-inset-bottom))',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
});

/**
 * On a phone the RSVP panel sits below the whole description; this bar keeps its one action in
 * reach at the bottom of the screen while the event is in view (Meetup and Luma do the same).
 * From md up the panel itself is sticky beside the text, and the bar is not shown at all.
 */
function RsvpBar({ bar: view, action, onJoin, onCancel }: EventViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (!view) return null;
  return (
    <section aria-label={t(m.rsvpBar)} className={bar} data-testid="rsvp-bar">
      <div className={css({ minW: 0 })}>
        <p className={css({ fontWeight: 'semibold' })}>
          {view.kind === 'mine'
            ? t(view.rsvp === 'waitlisted' ? m.waitlisted : m.going)
            : formatPrice(intl, view.price)}
        </p>
        {view.kind === 'offer' && view.seatsLeft !== null && (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <SeatsLeft seatsLeft={view.seatsLeft} />
          </p>
        )}
      </div>
      <RsvpAction action={action} onJoin={onJoin} onCancel={onCancel} />
    </section>
  );
}

export function EventView(props: EventViewProps) {
  const { status, data, error, notice, isDraft, onRetry, onShare, onAddToCalendar } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = usePersonName();

  if (status === 'loading') {
    return (
      <div className={page} aria-busy="true">
        <p role="status" className={css({ srOnly: true })}>
          {t(m.loading)}
        </p>
        <Skeleton className={css({ aspectRatio: '16 / 9', maxH: '96', w: 'full' })} />
        <Skeleton shape="text" className={css({ mt: '6', h: '8', w: '2/3' })} />
        <Skeleton shape="text" className={css({ mt: '4', w: '1/2' })} />
        <Skeleton shape="text" className={css({ mt: '2', w: '1/3' })} />
      </div>
    );
  }

  if (status === 'notFound') {
    return (
      <div className={page}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t(m.notFoundTitle)}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{t(m.notFoundText)}</p>
        <LinkButton href="/events" className={css({ mt: '6' })}>
          {t(m.backToCatalogue)}
        </LinkButton>
      </div>
    );
  }

  if (status === 'failed' || !data) {
    return (
      <div className={page}>
        <LoadFailedAlert title={m.errorTitle} retry={m.retry} error={error} onRetry={onRetry} />
      </div>
    );
  }

  const { event, attendees } = data;
  const zone = event.timeZone;
  const dateText = intl.formatDate(event.startsAt, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  });
  const timeText = t(m.timeRange, {
    start: intl.formatTime(event.startsAt, { timeStyle: 'short', timeZone: zone }),
    end: intl.formatTime(event.endsAt, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }),
  });

  return (
    <article className={page} aria-labelledby="event-title">
      <div
        className={css({
          aspectRatio: '16 / 9',
          maxH: '28rem',
          w: 'full',
          borderRadius: '2xl',
          overflow: 'hidden',
          bg: 'bg.muted',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'fg.subtle',
        })}
      >
        {event.coverUrl ? (
          <img
            src={event.coverUrl}
            alt=""
            // The page's largest paint: fetched first, in a reserved 16:9 box
            width={1280}
            height={720}
            loading="eager"
            fetchPriority="high"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          <ImageOff aria-hidden size={48} />
        )}
      </div>

      {notice === 'cancelled' && (
        <Alert variant="destructive" title={t(m.cancelledTitle)} className={css({ mt: '6' })}>
          {t(m.cancelledText)}
        </Alert>
      )}
      {notice === 'past' && (
        <Alert title={t(m.pastTitle)} className={css({ mt: '6' })}>
          {t(m.pastText)}
        </Alert>
      )}
      {isDraft && (
        <Alert title={t(m.draftTitle)} className={css({ mt: '6' })}>
          {t(m.draftText)}
        </Alert>
      )}

      <div
        className={css({
          mt: '6',
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '1fr 20rem' },
          gap: { base: '6', md: '10' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: 0 })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              <Badge variant="accent">{t(categoryMessages[event.categoryId])}</Badge>
              <Badge variant="outline">
                {t(event.isOnline ? cardMessages.online : cardMessages.offline)}
              </Badge>
            </div>
            <h1
              id="event-title"
              className={css({
                fontSize: { base: '2xl', md: '4xl' },
                fontWeight: 'extrabold',
                lineHeight: 'tight',
                overflowWrap: 'anywhere',
              })}
            >
              {event.title}
            </h1>
          </div>

          <dl className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Detail icon={<CalendarDays aria-hidden />} term={t(m.when)}>
              <time dateTime={event.startsAt}>{dateText}</time>
              <br />
              {timeText}
            </Detail>
            <Detail icon={<MapPin aria-hidden />} term={t(m.where)}>
              {event.isOnline
                ? t(cardMessages.onlineLocation)
                : [event.venueName, event.address, event.city].filter(Boolean).join(', ')}
            </Detail>
            <Detail icon={<Wallet aria-hidden />} term={t(m.price)}>
              {formatPrice(intl, event.price)}
            </Detail>
          </dl>

          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Button variant="outline" onClick={onShare}>
              <Share2 aria-hidden />
              {t(m.share)}
            </Button>
            <Button variant="outline" onClick={onAddToCalendar}>
              <CalendarPlus aria-hidden />
              {t(m.addToCalendar)}
            </Button>
            {!isDraft && props.editor !== 'organizer' && (
              <ReportButton target={{ type: 'event', id: event.id }} />
            )}
          </div>

          <section aria-labelledby="event-about">
            <h2 id="event-about" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
              {t(m.about)}
            </h2>
            <LinkifiedText
              text={event.description}
              className={css({
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                lineHeight: '1.7',
              })}
            />
          </section>

          <section aria-labelledby="event-organizer">
            <h2
              id="event-organizer"
              className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}
            >
              {t(m.organizer)}
            </h2>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <Avatar src={event.organizer.avatarUrl} fullName={nameOf(event.organizer)} />
              <span className={css({ fontWeight: 'medium' })}>{nameOf(event.organizer)}</span>
            </div>
          </section>

          <section aria-labelledby="event-attendees">
            <h2
              id="event-attendees"
              className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '1' })}
            >
              {t(m.attendees)}
            </h2>
            <p className={css({ color: 'fg.muted', mb: '3' })}>
              {t(cardMessages.attendees, { count: event.goingCount })}
            </p>
            {attendees.length === 0 ? (
              <p>{t(m.noAttendees)}</p>
            ) : (
              <ul
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '2',
                  listStyle: 'none',
                  p: 0,
                })}
              >
                {attendees.map((a) => (
                  <li
                    key={a.userId}
                    className={css({ display: 'inline-flex', alignItems: 'center' })}
                  >
                    <PersonLink
                      id={a.userId}
                      deleted={a.deleted}
                      className={css({
                        display: 'inline-flex',
                        rounded: 'full',
                        _focusVisible: {
                          outline: '2px solid',
                          outlineColor: 'focusRing',
                          outlineOffset: '2px',
                        },
                      })}
                    >
                      <Avatar src={a.avatarUrl} fullName={nameOf(a)} label={nameOf(a)} />
                    </PersonLink>
                    {props.viewerId && a.userId !== props.viewerId && (
                      <WriteLink userId={a.userId} name={nameOf(a)} deleted={a.deleted} compact />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside
          aria-label={t(m.attendees)}
          className={css({ position: { md: 'sticky' }, top: '4' })}
        >
          <RsvpPanel {...props} />
        </aside>
      </div>
      <RsvpBar {...props} />
    </article>
  );
}
