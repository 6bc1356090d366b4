import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EventPageData, RsvpAnswer } from '../../machines/events/events.types';
import { rsvpMachine } from '../../machines/events/rsvp.machine';
import { EventPage } from '../../src/features/events/event-page';
import { pageMessages as m } from '../../src/features/events/events.messages';
import { personMessages } from '../../src/components/person/person-name';
import {
  ADMIN,
  CANCELLED,
  EVENT_ID,
  FULL,
  GOING,
  MEMBER,
  NOW,
  OPEN,
  ORGANIZER,
  PAST,
  VISITOR,
  WAITLISTED,
  PROMOTED,
  answerFor,
} from '../../tests/machines/events/rsvp.model';
import { text, textPattern } from '../../tests/support/messages';
import { inPageFrame } from '../pages/page-frame';
import {
  notify,
  pageLoader,
  pageReads,
  pending,
  rejected,
  reportingChannel,
  resolved,
} from './fakes';
import type { PageQuery, RsvpQuery } from '../../machines/events/rsvp.machine';
import { showsText } from '../support/plays';

const withCover = (d: EventPageData): EventPageData => ({
  ...d,
  event: { ...d.event, coverUrl: '/images/events/technology.svg' },
});

/** A live channel that joined at once: the page follows changes (none come). */
const joined = reportingChannel('channel.subscribed');

const logic = (
  load: ReturnType<typeof pageLoader>,
  after: EventPageData = GOING,
  channel = joined,
) =>
  rsvpMachine.provide({
    actors: {
      loadEvent: load,
      joinEvent: resolved<RsvpAnswer, RsvpQuery>(answerFor(after)),
      leaveEvent: resolved<RsvpAnswer, RsvpQuery>(answerFor(OPEN)),
      eventChannel: channel,
    },
  });

const meta = {
  title: 'Events/Event page',
  component: EventPage,
  parameters: { machine: { id: 'rsvp' }, layout: 'fullscreen', route: `/events/${EVENT_ID}` },
  args: {
    logic: logic(pageLoader(withCover(OPEN))),
    eventId: EVENT_ID,
    viewer: MEMBER,
    notify,
    now: NOW,
  },
  render: inPageFrame(EventPage),
} satisfies Meta<typeof EventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Texts the panel and the phone's bar share are asked of the panel. */
const panel = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByTestId('rsvp-panel'));

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending<EventPageData, PageQuery>()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.loading))).toBeInTheDocument();
  },
};

export const Visitor: Story = {
  parameters: { machine: { state: 'ready.rsvp.visitor' } },
  args: { viewer: VISITOR },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: text(m.signInToJoin) })).toBeVisible();
    await expect((await panel(canvas)).getByText(text(m.seatsLeft, { count: 3 }))).toBeVisible();
  },
};

export const Open: Story = {
  parameters: { machine: { state: 'ready.rsvp.open' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.join) }));
    await expect(await (await panel(canvas)).findByText(text(m.going))).toBeVisible();
  },
};

export const AttendeeGoing: Story = {
  parameters: { machine: { state: 'ready.rsvp.going' } },
  args: { logic: logic(pageLoader(GOING)) },
  play: async ({ canvas }) => {
    await expect(await (await panel(canvas)).findByText(text(m.going))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.joinLink) })).toHaveAttribute(
      'href',
      'https://meet.example.com/react',
    );
  },
};

/** The page with its answers still on the way: the RSVP button says so and takes no second click. */
const waiting = (data: EventPageData) =>
  rsvpMachine.provide({
    actors: {
      loadEvent: pageLoader(withCover(data)),
      joinEvent: pending<RsvpAnswer, RsvpQuery>(),
      leaveEvent: pending<RsvpAnswer, RsvpQuery>(),
      eventChannel: joined,
    },
  });

export const Joining: Story = {
  parameters: { machine: { state: ['ready.rsvp.open', 'ready.rsvp.joining'] } },
  args: { logic: waiting(OPEN) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.join) }));
    const busy = await (await panel(canvas)).findByRole('button', { name: textPattern(m.joining) });
    await expect(busy).toBeDisabled();
  },
};

export const Cancelling: Story = {
  parameters: { machine: { state: ['ready.rsvp.going', 'ready.rsvp.cancelling'] } },
  args: { logic: waiting(GOING) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await (await panel(canvas)).findByRole('button', { name: text(m.cancelRsvp) }),
    );
    const busy = await (
      await panel(canvas)
    ).findByRole('button', { name: textPattern(m.cancelling) });
    await expect(busy).toBeDisabled();
  },
};

export const Waitlisted: Story = {
  parameters: { machine: { state: 'ready.rsvp.waitlisted' } },
  args: { logic: logic(pageLoader(withCover(WAITLISTED))) },
  play: async ({ canvas }) => {
    await expect(await (await panel(canvas)).findByText(text(m.waitlisted))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.leaveWaitlist) })).toBeVisible();
  },
};

export const Full: Story = {
  parameters: { machine: { state: 'ready.rsvp.full' } },
  args: { logic: logic(pageLoader(withCover(FULL)), WAITLISTED) },
  play: async ({ canvas }) => {
    await expect(await (await panel(canvas)).findByText(text(m.noSeatsLeft))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text(m.joinWaitlist) }));
    await expect(await (await panel(canvas)).findByText(text(m.waitlisted))).toBeVisible();
  },
};

export const Organizer: Story = {
  parameters: { machine: { state: 'ready.rsvp.organizer' } },
  args: { viewer: ORGANIZER },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: text(m.edit) })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/edit`,
    );
  },
};

/** An admin on someone else's event: their own RSVP, and the organizer's edit action. */
export const Admin: Story = {
  parameters: { machine: { state: 'ready.rsvp.open' } },
  args: { viewer: ADMIN },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.adminText))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.edit) })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/edit`,
    );
    await expect(canvas.getByRole('button', { name: text(m.join) })).toBeEnabled();
  },
};

export const Cancelled: Story = {
  // Nothing changes on a cancelled event: no channel, and no word about updates.
  parameters: { machine: { state: ['ready.rsvp.cancelled', 'ready.updates.off'] } },
  args: { logic: logic(pageLoader(CANCELLED)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.cancelledTitle))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(m.join) })).toBeNull();
    await expect(canvas.queryByTestId('live-status')).toBeNull();
  },
};

export const Past: Story = {
  parameters: { machine: { state: ['ready.rsvp.past', 'ready.updates.off'] } },
  args: { logic: logic(pageLoader(PAST)) },
  play: showsText(m.pastTitle),
};

/** Past, organised by someone who has since deleted their account, and attended by another. */
export const PastWithDeletedPeople: Story = {
  parameters: { machine: { state: ['ready.rsvp.past', 'ready.updates.off'] } },
  args: {
    logic: logic(
      pageLoader({
        ...PAST,
        event: {
          ...PAST.event,
          organizer: { ...PAST.event.organizer, fullName: '', deleted: true },
        },
        attendees: [
          ...PAST.attendees,
          { userId: 'c3', fullName: '', avatarUrl: '', deleted: true },
        ],
      }),
    ),
  },
  play: async ({ canvas }) => {
    const deleted = text(personMessages.deleted);
    const organizer = await canvas.findByRole('region', { name: text(m.organizer) });
    await expect(within(organizer).getByText(deleted)).toBeVisible();
    // The deleted attendee is named, links to no page and gets no «Написать».
    await expect(canvas.getByRole('img', { name: deleted })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Анна Петрова' })).toBeVisible();
    await expect(
      canvas.getAllByRole('link').filter((a) => a.getAttribute('href')?.endsWith('/c3')),
    ).toEqual([]);
  },
};

export const NotFound: Story = {
  parameters: { machine: { state: 'notFound' } },
  args: { logic: logic(rejected<EventPageData, PageQuery>('not_found')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text(m.notFoundTitle) })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected<EventPageData, PageQuery>('network')) },
  play: showsText(m.errorTitle),
};

/**
 * A phone: the RSVP panel is below the whole description, so a bar at the bottom of the screen
 * keeps the action in reach (a labelled region, after the panel in focus order).
 */
export const Phone: Story = {
  parameters: { machine: { state: 'ready.rsvp.open' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    logic: logic(
      pageLoader(
        withCover({
          ...OPEN,
          event: { ...OPEN.event, description: `${OPEN.event.description}\n\n`.repeat(12) },
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: text(m.rsvpBar) });
    await waitFor(() =>
      expect(within(bar).getByRole('button', { name: text(m.join) })).toBeVisible(),
    );
    const { bottom } = bar.getBoundingClientRect();
    await expect(Math.round(bottom)).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const PhoneGoing: Story = {
  parameters: { machine: { state: 'ready.rsvp.going' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { logic: logic(pageLoader(withCover(GOING))) },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: text(m.rsvpBar) });
    await expect(within(bar).getByText(text(m.going))).toBeVisible();
    await expect(within(bar).getByRole('button', { name: text(m.cancelRsvp) })).toBeVisible();
  },
};

/** From md up there is no bar: the panel is sticky beside the text. */
export const DesktopHasNoBar: Story = {
  parameters: { machine: { state: 'ready.rsvp.open' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.queryByRole('region', { name: text(m.rsvpBar) })).toBeNull();
  },
};

/** An address no event can have: not found at once, the tab says so, nothing asked. */
export const MalformedId: Story = {
  parameters: { machine: { state: 'notFound' }, route: '/events/not-a-uuid' },
  args: { eventId: 'not-a-uuid', logic: logic(pending<EventPageData, PageQuery>()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text(m.notFoundTitle) })).toBeVisible();
    await waitFor(() => expect(document.title).toContain(text(m.notFoundTitle)));
  },
};

/** Addresses in the description are links; markup typed into it stays text. */
export const DescriptionWithLinks: Story = {
  parameters: { machine: { state: 'ready.rsvp.open' } },
  args: {
    logic: logic(
      pageLoader({
        ...OPEN,
        event: {
          ...OPEN.event,
          description:
            'Программа и слайды: https://example.com/react-meetup.\nЧат участников — https://t.me/vstrechi_react\n<b>Не жирный</b> <a href="javascript:alert(1)">не ссылка</a>',
        },
      }),
    ),
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'https://example.com/react-meetup' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvas.queryByRole('link', { name: 'не ссылка' })).toBeNull();
  },
};

export const DarkTheme: Story = {
  parameters: { machine: { state: 'ready.rsvp.full' } },
  globals: { theme: 'dark' },
  args: { logic: logic(pageLoader(withCover(FULL))) },
  play: async ({ canvas }) => {
    await expect(await (await panel(canvas)).findByText(text(m.noSeatsLeft))).toBeVisible();
  },
};

/** The live line, as the panel says it. */
const liveStatus = async (canvas: ReturnType<typeof within>, message: { id: string }) => {
  const line = await (await panel(canvas)).findByTestId('live-status');
  await waitFor(() => expect(line).toHaveTextContent(text(message as never)));
  return line;
};
/** A play: the live line comes to say `message`. */
const saysLive =
  (message: { id: string }) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await liveStatus(canvas, message);
  };

/** The open event's page, its live channel reporting `reports` after it joined. */
const openAfterJoining = (...reports: Parameters<typeof reportingChannel>) =>
  logic(pageLoader(withCover(OPEN)), GOING, reportingChannel('channel.subscribed', ...reports));

/** The page is shown; its live channel is still joining. */
export const LiveConnecting: Story = {
  parameters: { machine: { state: ['ready.rsvp.open', 'ready.updates.on.connecting'] } },
  args: { logic: logic(pageLoader(withCover(OPEN)), GOING, reportingChannel()) },
  play: saysLive(m.liveConnecting),
};

export const Live: Story = {
  parameters: { machine: { state: ['ready.rsvp.full', 'ready.updates.on.live'] } },
  args: { logic: logic(pageLoader(withCover(FULL)), WAITLISTED) },
  play: saysLive(m.liveOn),
};

/**
 * Someone left a full event: the change is heard, the page read again after the burst, and the
 * waitlisted member is going now, told so by a toast.
 */
export const LivePromoted: Story = {
  parameters: {
    machine: {
      state: [
        'ready.rsvp.waitlisted',
        'ready.updates.on.pending',
        'ready.updates.on.refreshing',
        'ready.rsvp.going',
        'ready.updates.on.live',
      ],
    },
  },
  args: {
    logic: logic(
      pageReads(withCover(WAITLISTED), withCover(PROMOTED)),
      GOING,
      reportingChannel('channel.subscribed', 'channel.changed'),
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(await (await panel(canvas)).findByText(text(m.going))).toBeVisible();
    await expect(args.notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: { id: m.promotedToast.id } }),
    );
    await liveStatus(canvas, m.liveOn);
  },
};

export const LiveReconnecting: Story = {
  parameters: { machine: { state: ['ready.rsvp.open', 'ready.updates.on.reconnecting'] } },
  args: { logic: openAfterJoining('channel.failed') },
  play: saysLive(m.liveReconnecting),
};

/** The server closed the channel: it is opened again a little later, and the page says so. */
export const LiveClosed: Story = {
  parameters: { machine: { state: ['ready.rsvp.open', 'ready.updates.closed'] } },
  args: { logic: openAfterJoining('channel.closed') },
  play: saysLive(m.liveReconnecting),
};
