import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';
import type { EventPageData, Viewer } from '../../../machines/events/events.types';
import { buildIcs, icsFileName } from '../../../machines/events/ics';
import type { rsvpMachine } from '../../../machines/events/rsvp.machine';
import { signInPathFor } from '../../../machines/auth/return-path';
import { selectEventPageView } from '../../../machines/events/rsvp.selectors';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { PageMeta } from '../../components/meta/page-meta';
import { toastOf } from '../../components/toast/toast-request';
import { errorMessages, pageMessages as m } from './events.messages';
import { EventView } from './event-view';

export interface EventPageProps {
  logic: typeof rsvpMachine;
  eventId: string;
  viewer: Viewer;
  notify: (toast: ToastRequest) => void;
  /** Where "now" comes from: stories and tests fix it so past events stay past. */
  now?: number;
  /** The machine's timers (the live refresh's delay): tests step them by hand. */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** XState inspection of the actor (the app's `?inspect`, Storybook's machine panel). */
  inspect?: (event: InspectionEvent) => void;
}

export function eventUrl(id: string): string {
  return `${window.location.origin}/events/${id}`;
}

function downloadIcs(data: EventPageData) {
  const text = buildIcs(data.event, { url: eventUrl(data.event.id), joinUrl: data.joinUrl });
  const href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = href;
  a.download = icsFileName(data.event.title);
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the file to the browser; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

async function share(data: EventPageData, notify: (toast: ToastRequest) => void) {
  const url = eventUrl(data.event.id);
  // A phone's own share sheet where there is one; copying the link everywhere else.
  if (typeof navigator.share === 'function' && navigator.maxTouchPoints > 0) {
    try {
      await navigator.share({ title: data.event.title, url });
      return;
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify(toastOf(m.linkCopied, m.linkCopiedText));
  } catch {
    notify({ variant: 'destructive', title: { id: m.copyFailed.id }, description: { text: url } });
  }
}

export function EventPage({ logic, eventId, viewer, notify, now, clock, inspect }: EventPageProps) {
  // Read once, when the page opens: whether the event is over does not flip under someone's eyes.
  const [openedAt] = useState(() => now ?? Date.now());
  const intl = useIntl();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    logic.provide({
      actions: {
        goToSignIn: () => navigate(signInPathFor(`/events/${eventId}`)),
        share: (_, { data }) => void share(data, notify),
        downloadCalendar: (_, { data }) => downloadIcs(data),
        notifyRsvp: (_, { status }) =>
          notify(
            toastOf(
              status === 'going'
                ? m.joinedToast
                : status === 'waitlisted'
                  ? m.waitlistedToast
                  : m.cancelledToast,
            ),
          ),
        notifyPromoted: () => notify(toastOf(m.promotedToast)),
        notifyRsvpFailed: (_, { failure }) =>
          notify(toastOf(m.rsvpFailed, errorMessages[failure.code], { variant: 'destructive' })),
      },
    }),
    // Only when given: xstate spreads its options, so `clock: undefined` would replace its own.
    { input: { eventId, viewer, now: openedAt }, inspect, ...(clock && { clock }) },
  );
  // Drawn in a transition, which yields to the browser, rather than in the one blocking render a
  // machine's update gets: the event usually arrives while a phone is still starting the app.
  const view = useDeferredValue(useSelector(actor, selectEventPageView));
  const event = view.data?.event;
  return (
    <>
      <PageMeta
        title={
          event?.title ??
          intl.formatMessage(
            view.status === 'notFound'
              ? m.notFoundTitle
              : view.status === 'failed'
                ? m.errorTitle
                : m.loading,
          )
        }
        description={event?.description.slice(0, 160) ?? ''}
        path={`/events/${eventId}`}
        image={event?.coverUrl ?? undefined}
        type="article"
        noIndex={view.status === 'notFound'}
      />
      <EventView
        {...view}
        onRetry={() => actor.send({ type: 'retry' })}
        onJoin={() => actor.send({ type: 'rsvp.join' })}
        onCancel={() => actor.send({ type: 'rsvp.cancel' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
        onShare={() => actor.send({ type: 'share' })}
        onAddToCalendar={() => actor.send({ type: 'calendar.add' })}
      />
    </>
  );
}
