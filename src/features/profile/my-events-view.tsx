import { ChevronDown, ChevronUp, Pencil, Plus, Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { EventsFailure } from '../../../machines/events/events.types';
import type {
  MyEventsListView,
  MyEventsStatus,
  MyEventsTabView,
} from '../../../machines/profile/my-events.selectors';
import type { MyEventsList, MyEventsTab } from '../../../machines/profile/my-events.types';
import { EventCard, EventCardSkeleton, cardGrid } from '../../components/event-card/event-card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { Tabs } from '../../components/ui/tabs';
import { myEventsMessages as m } from './my-events.messages';
import { ProfileList } from './profile-list';

export interface MyEventsViewProps {
  status: MyEventsStatus;
  tab: MyEventsTab;
  organizing: MyEventsTabView;
  attending: MyEventsTabView;
  failure: EventsFailure | null;
  /** Items each "show more" adds, so the button can say how many come. */
  pageSize: number;
  onTabSelect: (tab: MyEventsTab) => void;
  onPastToggle: () => void;
  onMore: (list: MyEventsList) => void;
  onRetry: () => void;
}

const subheading = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  display: 'flex',
  alignItems: 'baseline',
  gap: '2',
  flexWrap: 'wrap',
});
const muted = css({ color: 'fg.muted', fontSize: 'sm', fontWeight: 'normal' });
const panel = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });

/** The profile's events: what the person organises and attends, upcoming first, past folded. */
export function MyEventsView(props: MyEventsViewProps) {
  const { status } = props;
  const t = useIntl().formatMessage;
  const titleId = useId();

  return (
    <ProfileList
      titleId={titleId}
      title={t(m.title)}
      status={status}
      texts={m}
      onRetry={props.onRetry}
      loadingClassName={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      placeholders={
        <ul className={cardGrid} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      }
      emptyLinks={[
        { href: '/events/create', icon: Plus, label: t(m.create) },
        { href: '/events', icon: Search, label: t(m.browse) },
      ]}
    >
      <Tabs.Root
        value={props.tab}
        onValueChange={({ value }) => props.onTabSelect(value as MyEventsTab)}
      >
        <Tabs.List aria-label={t(m.title)}>
          {(['organizing', 'attending'] as const).map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(m[tab])}
              <Badge aria-hidden>{props[tab].total}</Badge>
              <span className={css({ srOnly: true })}>
                {t(m.count, { count: props[tab].total })}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {(['organizing', 'attending'] as const).map((tab) => (
          // Ark hides a closed panel only once its exit animation ends (never, in jsdom); the machine's tab decides.
          <Tabs.Content key={tab} value={tab} className={panel} hidden={tab !== props.tab}>
            <TabPanel {...props} tab={tab} view={props[tab]} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ProfileList>
  );
}

function TabPanel({
  tab,
  view,
  pageSize,
  onPastToggle,
  onMore,
}: MyEventsViewProps & { tab: MyEventsTab; view: MyEventsTabView }) {
  const t = useIntl().formatMessage;
  const pastId = useId();
  const organizing = tab === 'organizing';
  const lists = { tab, pageSize, onMore };
  const callToAction = organizing ? (
    <LinkButton href="/events/create" variant="outline" size="sm">
      <Plus aria-hidden />
      {t(m.create)}
    </LinkButton>
  ) : (
    <LinkButton href="/events" variant="outline" size="sm">
      <Search aria-hidden />
      {t(m.browse)}
    </LinkButton>
  );

  if (view.total === 0) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={css({ color: 'fg.muted' })}>
          {t(organizing ? m.organizingEmpty : m.attendingEmpty)}
        </p>
        <div className={row}>{callToAction}</div>
      </div>
    );
  }

  return (
    <>
      <div className={row}>{callToAction}</div>
      <EventList {...lists} title={t(m.upcoming)} view={view.upcoming} empty={t(m.noUpcoming)} />
      {view.past.total > 0 && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div>
            <Button
              variant="ghost"
              aria-expanded={view.pastOpen}
              aria-controls={pastId}
              onClick={onPastToggle}
            >
              {view.pastOpen ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
              {view.pastOpen ? t(m.hidePast) : t(m.showPast, { count: view.past.total })}
            </Button>
          </div>
          <div id={pastId} hidden={!view.pastOpen}>
            {view.pastOpen && <EventList {...lists} title={t(m.past)} view={view.past} />}
          </div>
        </div>
      )}
    </>
  );
}

function EventList({
  title,
  view,
  tab,
  pageSize,
  onMore,
  empty,
}: {
  title: string;
  view: MyEventsListView;
  tab: MyEventsTab;
  pageSize: number;
  onMore: (list: MyEventsList) => void;
  empty?: string;
}) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  const upcoming = view.list.endsWith('.upcoming');

  // "Show more" may vanish with the last page: focus moves to the first card it revealed.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || view.items.length <= index) return;
    firstNew.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li h4 a')[index]?.focus();
  }, [view.items.length]);

  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h3 id={headingId} className={subheading}>
        {title}
        <span className={muted}>{t(m.count, { count: view.total })}</span>
      </h3>
      {view.items.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{empty}</p>
      ) : (
        <ul className={cardGrid} ref={listRef}>
          {view.items.map((event) => (
            <li key={event.id} className={css({ display: 'flex', '& > *': { flex: '1' } })}>
              <EventCard
                event={event}
                headingLevel={4}
                extraBadges={
                  'rsvp' in event ? (
                    <Badge variant={event.rsvp === 'going' ? 'success' : 'accent'}>
                      {t(event.rsvp === 'going' ? m.going : m.waitlisted)}
                    </Badge>
                  ) : undefined
                }
                actions={
                  tab === 'organizing' && upcoming && event.status !== 'cancelled' ? (
                    <LinkButton
                      href={`/events/${event.id}/edit`}
                      variant="outline"
                      size="sm"
                      aria-label={t(m.editLabel, { title: event.title })}
                    >
                      <Pencil aria-hidden />
                      {t(m.edit)}
                    </LinkButton>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      {view.remaining > 0 && (
        <div>
          <Button
            variant="outline"
            onClick={() => {
              firstNew.current = view.items.length;
              onMore(view.list);
            }}
          >
            {t(m.more, { count: Math.min(pageSize, view.remaining) })}
          </Button>
        </div>
      )}
    </section>
  );
}
