import { CalendarDays, EyeOff, MapPin, MessageCircle, Pencil } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { EventSummary } from '../../../machines/events/events.types';
import type { ProfileFailure } from '../../../machines/profile/profile.machine';
import type { PublicProfileStatus } from '../../../machines/profile/public-profile.selectors';
import type { PublicProfilePage } from '../../../machines/profile/public-profile.types';
import { EventCard, cardGrid } from '../../components/event-card/event-card';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { ReportButton } from '../../components/report/report-button';
import { LoadFailedAlert } from './load-failed-alert';
import { MembershipRow, groupRows } from './my-groups-view';
import { myGroupsMessages } from './my-groups.messages';
import { profileFailureMessage } from './profile-failure';
import { publicProfileMessages as m } from './public-profile.messages';

export interface PublicProfileViewProps {
  status: Exclude<PublicProfileStatus, 'notFound'>;
  page: PublicProfilePage | null;
  failure: ProfileFailure | null;
  isSelf: boolean;
  canMessage: boolean;
  onRetry: () => void;
}

const page = css({ maxW: '4xl', mx: 'auto', px: '4', py: { base: '8', md: '12' } });
const head = css({
  display: 'flex',
  gap: { base: '4', md: '6' },
  alignItems: 'center',
  flexWrap: 'wrap',
});
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '4',
  rowGap: '1',
  color: 'fg.muted',
  fontSize: 'sm',
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: '1' },
  '& svg': { flexShrink: 0, w: '4', h: '4' },
});
const section = css({ mt: '10', display: 'flex', flexDirection: 'column', gap: '4' });
const heading = css({ fontSize: 'xl', fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted' });

/** A person's public page: who they are, where they belong, what they organise and attended. */
export function PublicProfileView(props: PublicProfileViewProps) {
  const { status, page: data } = props;
  const t = useIntl().formatMessage;
  if (status === 'loading') {
    return (
      <div className={page} aria-busy="true">
        <div className={head}>
          <Skeleton className={css({ w: '24', h: '24', rounded: 'full' })} />
          <div className={css({ flex: 1, display: 'flex', flexDirection: 'column', gap: '2' })}>
            <Skeleton className={css({ h: '8', w: '1/2' })} />
            <Skeleton className={css({ h: '4', w: '1/3' })} />
          </div>
        </div>
        <span role="status" className={css({ srOnly: true })}>
          {t(m.loading)}
        </span>
      </div>
    );
  }
  if (status === 'failed' || !data) {
    return (
      <div className={page}>
        <LoadFailedAlert title={t(m.loadFailedTitle)} onRetry={props.onRetry}>
          {t(profileFailureMessage(props.failure ?? { code: 'unknown' }))}
        </LoadFailedAlert>
      </div>
    );
  }
  return <Loaded {...props} data={data} />;
}

function Loaded({
  data,
  isSelf,
  canMessage,
}: PublicProfileViewProps & { data: PublicProfilePage }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { person } = data;
  const name = person.fullName || t(m.noName);
  const since = intl.formatDate(person.memberSince, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const categories = myGroupsMessages.categories as Record<string, MessageDescriptor | undefined>;
  return (
    <div className={page}>
      <div className={head}>
        <Avatar
          size="xl"
          src={person.avatarUrl}
          fullName={person.fullName}
          label={t(m.avatar, { name })}
        />
        <div
          className={css({ flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          <h1
            className={css({
              fontSize: { base: '2xl', md: '3xl' },
              fontWeight: 'bold',
              overflowWrap: 'anywhere',
            })}
          >
            {name}
          </h1>
          <p className={facts}>
            {person.city && (
              <span>
                <MapPin aria-hidden />
                {person.city}
              </span>
            )}
            <span>
              <CalendarDays aria-hidden />
              {t(m.memberSince, { date: since })}
            </span>
          </p>
        </div>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          {canMessage && (
            <LinkButton href={`/messages/${person.id}`} aria-label={t(m.writeLabel, { name })}>
              <MessageCircle aria-hidden />
              {t(m.write)}
            </LinkButton>
          )}
          {isSelf && (
            <LinkButton href="/profile" variant="outline">
              <Pencil aria-hidden />
              {t(m.editOwn)}
            </LinkButton>
          )}
          {!isSelf && <ReportButton target={{ type: 'person', id: person.id }} />}
        </div>
      </div>

      {person.bio && (
        <Section title={t(m.about)}>
          <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{person.bio}</p>
        </Section>
      )}

      {person.interests.length > 0 && (
        <Section title={t(m.interests)}>
          {(id) => (
            <ul
              aria-labelledby={id}
              className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}
            >
              {person.interests.map((interest) => {
                const label = categories[interest];
                return (
                  <li key={interest}>
                    <Badge variant="accent">{label ? t(label) : interest}</Badge>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>
      )}

      <Section title={t(m.groups)}>
        {(id) =>
          data.groups.length === 0 ? (
            <p className={muted}>{t(m.noGroups)}</p>
          ) : (
            <ul className={groupRows} aria-labelledby={id}>
              {data.groups.map((group) => (
                <li key={group.id}>
                  <MembershipRow group={group} headingLevel={3} />
                </li>
              ))}
            </ul>
          )
        }
      </Section>

      <Section title={t(m.organising)}>
        {(id) => <Events id={id} events={data.organising} empty={t(m.noOrganising)} />}
      </Section>

      <Section title={t(m.attended)}>
        {(id) =>
          person.hideAttended ? (
            <p
              className={css({
                color: 'fg.muted',
                display: 'flex',
                gap: '2',
                alignItems: 'center',
              })}
            >
              <EyeOff aria-hidden size={16} />
              {t(m.attendedHidden)}
            </p>
          ) : (
            <Events id={id} events={data.attended} empty={t(m.noAttended)} />
          )
        }
      </Section>
    </div>
  );
}

function Section({
  title,
  children,
}: {
  title: string;
  /** The content, or a function of the heading's id for a list it names. */
  children: ReactNode | ((headingId: string) => ReactNode);
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={section}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {typeof children === 'function' ? children(id) : children}
    </section>
  );
}

function Events({ id, events, empty }: { id: string; events: EventSummary[]; empty: string }) {
  if (events.length === 0) return <p className={muted}>{empty}</p>;
  return (
    <ul className={cardGrid} aria-labelledby={id}>
      {events.map((event) => (
        <li key={event.id} className={css({ display: 'flex', '& > *': { flex: '1' } })}>
          <EventCard event={event} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
