import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { EventPageData, Viewer } from '../../machines/events/events.types';
import { rsvpMachine } from '../../machines/events/rsvp.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { cardMessages } from '../../src/components/event-card/event-card.messages';
import { EventPage } from '../../src/features/events/event-page';
import { pageMessages as m } from '../../src/features/events/events.messages';
import {
  ADMIN,
  CANCELLED,
  EVENT_ID,
  GOING,
  MEMBER,
  NOW,
  OPEN,
  ORGANIZER,
  MALFORMED_ID,
  VISITOR,
  PROMOTED,
  REFRESH_AFTER,
  REOPEN_AFTER,
  WAITLISTED,
  answerFor,
  liveJoinModel,
  liveModel,
  malformedModel,
  memberModel,
  organizerModel,
  visitorModel,
  rsvpFakes,
} from '../machines/events/rsvp.model';
import { flush, logicOf, settlers } from '../support/controllable';
import { channelFake } from '../machines/events/channel-fake';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof rsvpMachine>;

const panel = () => screen.getByTestId('rsvp-panel');
/** The phone's sticky bar (hidden from md up by CSS, which jsdom does not apply): its action. */
const barAction = (name: string | RegExp | null) => {
  if (name === null) return expect(screen.queryByTestId('rsvp-bar')).toBeNull();
  const bar = screen.getByRole('region', { name: text(m.rsvpBar) });
  expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
};
const ADMIN_TEXT = text(m.adminText);
/** Any of the buttons that join (or send a visitor to sign in). */
const JOIN = new RegExp(
  [m.join, m.joinWaitlist, m.signInToJoin].map((d) => textPattern(d).source).join('|'),
);
const CANCEL = new RegExp(
  [m.cancelRsvp, m.leaveWaitlist].map((d) => textPattern(d).source).join('|'),
);
const button = (name: string | RegExp) => within(panel()).getByRole('button', { name });
const noButton = (name: string | RegExp) =>
  expect(within(panel()).queryByRole('button', { name })).toBeNull();

function setup(viewer: Viewer = MEMBER, eventId = EVENT_ID, ownClock = true) {
  const user = setupUser();
  const fakes = rsvpFakes();
  const channel = channelFake();
  const clock = new SimulatedClock();
  const toasts: ToastRequest[] = [];
  const page = renderPage(
    <EventPage
      logic={rsvpMachine.provide({
        actors: { ...logicOf(fakes), eventChannel: channel.logic },
      })}
      eventId={eventId}
      viewer={viewer}
      notify={(t) => void toasts.push(t)}
      now={NOW}
      clock={ownClock ? clock : undefined}
    />,
    { path: `/events/${eventId}` },
  );
  const settle = (fn: () => Promise<void>) => act(fn);
  const liveLine = (message: { id: string; defaultMessage: string }) => () => {
    expect(within(panel()).getByTestId('live-status')).toHaveTextContent(text(message));
  };
  const report = (e: Parameters<typeof channel.report>[0]) => settle(async () => channel.report(e));
  const tick = (ms: number) =>
    settle(async () => {
      clock.increment(ms);
      await flush();
    });
  const shows = (expected: any) => {
    const data = expected.context.data as EventPageData;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data.event.title);
    expect(screen.getByText(data.event.organizer.fullName)).toBeInTheDocument();
    // Members, visitors and the organizer never see the admins' moderation note.
    expect(within(panel()).queryByText(ADMIN_TEXT)).toBeNull();
    if (expected.context.rsvpError) {
      expect(within(panel()).getByText(text(m.rsvpFailed))).toBeInTheDocument();
    } else {
      expect(within(panel()).queryByText(text(m.rsvpFailed))).toBeNull();
    }
  };
  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text(m.loading));
        expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      },
      notFound: () => {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.notFoundTitle));
        // The tab says so too, never «Загружаем событие…» (issue 21 item 7).
        expect(document.title).toContain(text(m.notFoundTitle));
        if (eventId === MALFORMED_ID) expect(fakes.loadEvent.calls).toHaveLength(0);
        expect(screen.getByRole('link', { name: text(m.backToCatalogue) })).toHaveAttribute(
          'href',
          '/events',
        );
      },
      failed: () => {
        expect(screen.getByText(text(m.errorTitle))).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text(m.retry) })).toBeEnabled();
      },
      'ready.rsvp.cancelled': (s) => {
        shows(s);
        expect(screen.getByText(text(m.cancelledTitle))).toBeInTheDocument();
        noButton(JOIN);
        barAction(null);
      },
      'ready.rsvp.past': (s) => {
        shows(s);
        expect(screen.getByText(text(m.pastTitle))).toBeInTheDocument();
        noButton(JOIN);
        barAction(null);
      },
      'ready.rsvp.organizer': (s) => {
        shows(s);
        expect(within(panel()).getByRole('link', { name: text(m.edit) })).toHaveAttribute(
          'href',
          `/events/${EVENT_ID}/edit`,
        );
        noButton(text(m.join));
        barAction(null);
      },
      'ready.rsvp.visitor': (s) => {
        shows(s);
        expect(button(text(m.signInToJoin))).toBeEnabled();
        barAction(text(m.signInToJoin));
      },
      'ready.rsvp.open': (s) => {
        shows(s);
        expect(button(text(m.join))).toBeEnabled();
        barAction(text(m.join));
        expect(within(panel()).getByText(text(m.seatsLeft, { count: 3 }))).toBeInTheDocument();
        expect(within(panel()).queryByRole('link', { name: text(m.joinLink) })).toBeNull();
      },
      'ready.rsvp.full': (s) => {
        shows(s);
        expect(within(panel()).getByText(text(m.noSeatsLeft))).toBeInTheDocument();
        expect(within(panel()).getByText(text(m.waitlistCount, { count: 2 }))).toBeInTheDocument();
        expect(button(text(m.joinWaitlist))).toBeEnabled();
        barAction(text(m.joinWaitlist));
      },
      'ready.rsvp.joining': () => {
        expect(button(textPattern(m.joining))).toBeDisabled();
        barAction(textPattern(m.joining));
      },
      'ready.rsvp.going': (s) => {
        shows(s);
        expect(within(panel()).getByText(text(m.going))).toBeInTheDocument();
        expect(button(text(m.cancelRsvp))).toBeEnabled();
        barAction(text(m.cancelRsvp));
        // Online event, going: the join link is there (none for an event in a hall).
        const link = within(panel()).queryByRole('link', { name: text(m.joinLink) });
        if (s.context.data!.joinUrl === null) expect(link).toBeNull();
        else expect(link).toHaveAttribute('href', 'https://meet.example.com/react');
      },
      'ready.rsvp.waitlisted': (s) => {
        shows(s);
        expect(within(panel()).getByText(text(m.waitlisted))).toBeInTheDocument();
        expect(button(text(m.leaveWaitlist))).toBeEnabled();
        barAction(text(m.leaveWaitlist));
        expect(within(panel()).queryByRole('link', { name: text(m.joinLink) })).toBeNull();
      },
      'ready.rsvp.cancelling': () => {
        expect(button(textPattern(m.cancelling))).toBeDisabled();
        barAction(textPattern(m.cancelling));
      },
      'ready.updates.off': () => {
        expect(screen.queryByTestId('live-status')).toBeNull();
        expect(channel.opened).toHaveLength(0);
      },
      'ready.updates.on.connecting': liveLine(m.liveConnecting),
      'ready.updates.on.live': liveLine(m.liveOn),
      // The page stays as it is while the change is read: no flicker, no spinner.
      'ready.updates.on.pending': liveLine(m.liveOn),
      'ready.updates.on.refreshing': liveLine(m.liveOn),
      'ready.updates.on.reconnecting': liveLine(m.liveReconnecting),
      'ready.updates.closed': () => {
        liveLine(m.liveReconnecting)();
        expect(channel.opened.every((c) => c.closed)).toBe(true);
      },
    },
    events: {
      retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      'rsvp.join': () => user.click(button(JOIN)),
      'rsvp.cancel': () => user.click(button(CANCEL)),
      'error.dismiss': () => user.click(button(text(m.dismiss))),
      share: () => user.click(screen.getByRole('button', { name: text(m.share) })),
      'calendar.add': () => user.click(screen.getByRole('button', { name: text(m.addToCalendar) })),
      ...settlers(
        {
          loadEvent: fakes.loadEvent,
          joinEvent: fakes.joinEvent,
          leaveEvent: fakes.leaveEvent,
          refreshEvent: fakes.loadEvent,
        },
        settle,
      ),
      'channel.subscribed': report,
      'channel.changed': report,
      'channel.failed': report,
      'channel.closed': report,
      [REFRESH_AFTER]: () => tick(150),
      [REOPEN_AFTER]: () => tick(3000),
    } as Sut['events'],
  };
  return {
    sut,
    page,
    user,
    load: fakes.loadEvent,
    join: fakes.joinEvent,
    toasts,
    channel,
    tick,
    report,
  };
}

// jsdom has no object URLs (user-event brings its own clipboard).
URL.createObjectURL = vi.fn(() => 'blob:ics');
URL.revokeObjectURL = vi.fn();
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('event page (model-based)', () => {
  for (const [name, model, viewer] of [
    ['member', memberModel, MEMBER],
    ['visitor', visitorModel, VISITOR],
    ['organizer', organizerModel, ORGANIZER],
    ['malformed id', malformedModel, MEMBER],
    ['live updates', liveModel, MEMBER],
    ['live updates while joining', liveJoinModel, MEMBER],
  ] as const) {
    const eventId = model === malformedModel ? MALFORMED_ID : EVENT_ID;
    describe(name, () => {
      modelTests(model, {
        setup: () => setup(viewer, eventId),
        // the three viewers together cover the machine, as its own test checks
        coverage: 'edges',
      });
    });
  }
});

describe('event page (details)', () => {
  it('shows the date in the event zone, the place, the price and the attendees', async () => {
    const { load } = setup();
    await act(() => load.resolve({ ...OPEN, event: { ...OPEN.event, price: 1500 } }));
    expect(screen.getByText(/четверг, 5 декабря 2030/)).toBeInTheDocument();
    expect(screen.getByText(/19:00 – 22:00/)).toBeInTheDocument();
    expect(
      screen.getByText('Технопарк «Сколково», Большой бульвар, 42, Москва'),
    ).toBeInTheDocument();
    // In the details, and again in the phone's RSVP bar.
    expect(screen.getAllByText(/1\s500\s₽/).map((e) => e.tagName)).toEqual(['DD', 'P']);
    expect(screen.getByText(text(cardMessages.attendees, { count: 7 }))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Анна Петрова' })).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const { load, user, toasts } = setup();
    await act(() => load.resolve(OPEN));
    await user.click(screen.getByRole('button', { name: text(m.share) }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/events/${EVENT_ID}`,
    );
    expect(toasts.at(-1)?.title).toEqual({ id: m.linkCopied.id });
  });

  it('downloads an .ics file named after the event', async () => {
    const { load, user } = setup();
    await act(() => load.resolve(GOING));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: text(m.addToCalendar) }));
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('Митап-по-React-и-TypeScript.ics');
    const blob = (URL.createObjectURL as any).mock.calls.at(-1)[0] as Blob;
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const ics = await readBlob(blob);
    expect(ics).toContain('LOCATION:https://meet.example.com/react');
    click.mockRestore();
  });

  it('shows what the join answered: the new attendee, counts and join link, with no reload', async () => {
    const { load, join, user } = setup();
    await act(() => load.resolve(OPEN));
    await user.click(button(text(m.join)));
    const me = { userId: 'me', fullName: 'Вера Новикова', avatarUrl: '' };
    await act(() =>
      join.resolve({
        ...answerFor(GOING),
        goingCount: 9,
        attendees: [...OPEN.attendees, me],
      }),
    );
    expect(load.calls).toHaveLength(1);
    expect(screen.getByRole('img', { name: me.fullName })).toBeInTheDocument();
    expect(screen.getByText(text(cardMessages.attendees, { count: 9 }))).toBeInTheDocument();
    expect(within(panel()).getByText(text(m.seatsLeft, { count: 1 }))).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: text(m.joinLink) })).toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    const { load, user, page } = setup(VISITOR);
    await act(() => load.resolve(OPEN));
    await user.click(button(text(m.signInToJoin)));
    // …and back here afterwards (issue 20).
    expect(page.location()).toBe(`/auth/login?next=%2Fevents%2F${EVENT_ID}`);
  });
});

describe('event page (an admin on someone else’s event)', () => {
  it('offers the edit action the organizer has, beside the admin’s own RSVP', async () => {
    const { load } = setup(ADMIN);
    await act(() => load.resolve(OPEN));
    expect(within(panel()).getByText(ADMIN_TEXT)).toBeVisible();
    expect(within(panel()).getByRole('link', { name: text(m.edit) })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/edit`,
    );
    expect(button(text(m.join))).toBeEnabled();
  });

  it('offers nothing to edit once the event is cancelled', async () => {
    const { load } = setup(ADMIN);
    await act(() => load.resolve(CANCELLED));
    expect(within(panel()).queryByText(ADMIN_TEXT)).toBeNull();
    expect(within(panel()).queryByRole('link', { name: text(m.edit) })).toBeNull();
  });

  it('offers a member no edit action', async () => {
    const { load } = setup(MEMBER);
    await act(() => load.resolve(OPEN));
    expect(within(panel()).queryByRole('link', { name: text(m.edit) })).toBeNull();
  });
});

describe('event page (the description and the .ics file, issue 21 item 14)', () => {
  it('makes http(s) addresses in the description links, and markup stays text', async () => {
    const { load } = setup();
    const description =
      'Программа: https://example.com/program. <a href="javascript:alert(1)">клик</a>';
    await act(() => load.resolve({ ...OPEN, event: { ...OPEN.event, description } }));
    const link = screen.getByRole('link', { name: 'https://example.com/program' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'клик' })).toBeNull();
    expect(screen.getByText(/<a href="javascript:alert\(1\)">клик<\/a>/)).toBeInTheDocument();
  });

  it('names the .ics file from the title as read, without its markup', async () => {
    const { load, user } = setup();
    await act(() =>
      load.resolve({ ...GOING, event: { ...GOING.event, title: 'Лекция <i>курсив</i>' } }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: text(m.addToCalendar) }));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'Лекция-курсив.ics',
    );
    click.mockRestore();
  });
});

describe('event page (live updates, issue 14)', () => {
  it('moves the count, the seats left and the viewer’s status as others RSVP, without a reload', async () => {
    const { load, report, tick, toasts } = setup();
    await act(() => load.resolve(WAITLISTED));
    expect(within(panel()).getByText(text(m.waitlistCount, { count: 3 }))).toBeInTheDocument();
    await report({ type: 'channel.subscribed' });
    await report({ type: 'channel.changed' });
    await report({ type: 'channel.changed' });
    await tick(150);
    await act(() => load.resolve(PROMOTED));
    expect(load.calls).toHaveLength(2);
    expect(within(panel()).getByText(text(m.going))).toBeInTheDocument();
    expect(within(panel()).getByText(text(m.waitlistCount, { count: 2 }))).toBeInTheDocument();
    expect(toasts.at(-1)?.title).toEqual({ id: m.promotedToast.id });
  });

  it('announces the seats left politely as they change', async () => {
    const { load, report, tick } = setup(VISITOR);
    await act(() => load.resolve(OPEN));
    const seats = within(panel()).getByText(text(m.seatsLeft, { count: 3 }));
    expect(seats).toHaveAttribute('aria-live', 'polite');
    await report({ type: 'channel.subscribed' });
    await report({ type: 'channel.changed' });
    await tick(150);
    await act(() => load.resolve({ ...OPEN, event: { ...OPEN.event, goingCount: 9 } }));
    expect(seats).toHaveTextContent(text(m.seatsLeft, { count: 1 }));
  });

  it('reads the page again on the machine’s own clock, as in the app (no clock given)', async () => {
    const { load, report } = setup(MEMBER, EVENT_ID, false);
    await act(() => load.resolve(OPEN));
    await report({ type: 'channel.subscribed' });
    await report({ type: 'channel.changed' });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(load.calls).toHaveLength(2);
  });

  it('closes the channel when the page is left', async () => {
    const { load, page, channel } = setup();
    await act(() => load.resolve(OPEN));
    expect(channel.opened.map((c) => c.closed)).toEqual([false]);
    page.unmount();
    expect(channel.opened.map((c) => c.closed)).toEqual([true]);
  });
});
