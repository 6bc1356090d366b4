import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { myEventsMachine } from '../../machines/profile/my-events.machine';
import type { MyEvents as MyEventsData } from '../../machines/profile/my-events.types';
import { cardMessages } from '../../src/components/event-card/event-card.messages';
import { MyEvents } from '../../src/features/profile/my-events';
import { myEventsMessages as m } from '../../src/features/profile/my-events.messages';
import { text, textShape, textStart } from '../../tests/support/messages';
import {
  MY_EVENTS_USER,
  NOW,
  attendingOnly,
  everything,
  nothing,
} from '../../tests/machines/profile/my-events.model';
import { pending, rejected, resolved } from '../events/fakes';
import { profileListPlays } from '../support/profile-list';

const covers = ['technology', 'art', 'food', 'business', 'health', 'education'];
/** The fixtures with covers, as people's events mostly have one. */
const withCovers = (data: MyEventsData): MyEventsData => ({
  organized: data.organized.map((e, i) => ({
    ...e,
    coverUrl: `/images/events/${covers[i % covers.length]}.svg`,
  })),
  attending: data.attending.map((e, i) => ({
    ...e,
    coverUrl: `/images/events/${covers[(i + 2) % covers.length]}.svg`,
  })),
});

const logic = (load: ReturnType<typeof resolved<MyEventsData, { userId: string }>>) =>
  myEventsMachine.provide({ actors: { loadMyEvents: load } });

const meta = {
  title: 'Profile/My events',
  component: MyEvents,
  parameters: { machine: { id: 'myEvents' }, layout: 'padded', route: '/profile' },
  args: {
    userId: MY_EVENTS_USER,
    now: NOW,
    logic: logic(resolved(withCovers(everything))),
  },
} satisfies Meta<typeof MyEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = profileListPlays(m);

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending()) },
  play: plays.loading,
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected()) },
  play: plays.failed,
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic(resolved(nothing)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text(m.emptyTitle))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.create) })).toHaveAttribute(
      'href',
      '/events/create',
    );
    await expect(canvas.getByRole('link', { name: text(m.browse) })).toHaveAttribute(
      'href',
      '/events',
    );
  },
};

/** Eight upcoming (a draft and a cancelled one among them), two past: six shown, then more. */
export const Organizing: Story = {
  parameters: { machine: { state: 'loaded.organizing' } },
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: textStart(m.organizing) });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const upcoming = canvas.getByRole('region', { name: textStart(m.upcoming) });
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(6);
    await expect(within(upcoming).getByText(text(cardMessages.draft))).toBeVisible();
    await expect(within(upcoming).getByText(text(cardMessages.cancelled))).toBeVisible();
    // Cancelled is final: no edit link on it.
    await expect(
      within(upcoming).getAllByRole('link', { name: textShape(m.editLabel) }),
    ).toHaveLength(5);
    await expect(
      canvas.getByRole('button', { name: text(m.showPast, { count: 2 }) }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ShowMore: Story = {
  parameters: { machine: { state: 'loaded.organizing' } },
  play: async ({ canvas }) => {
    const upcoming = canvas.getByRole('region', { name: textStart(m.upcoming) });
    await userEvent.click(
      await within(upcoming).findByRole('button', { name: text(m.more, { count: 2 }) }),
    );
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(8);
    await expect(within(upcoming).queryByRole('button', { name: textShape(m.more) })).toBeNull();
    await expect(within(upcoming).getByRole('link', { name: 'Организую 7' })).toHaveFocus();
  },
};

export const PastOpen: Story = {
  parameters: { machine: { state: 'loaded.organizing' } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text(m.showPast, { count: 2 }) }),
    );
    const past = canvas.getByRole('region', { name: textStart(m.past) });
    await expect(
      within(past)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Прошедшая встреча 1', 'Прошедшая встреча 2']);
    await expect(within(past).queryByRole('link', { name: textShape(m.editLabel) })).toBeNull();
    await expect(canvas.getByRole('button', { name: text(m.hidePast) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Going and waitlisted RSVPs, one on a cancelled event; the tab is chosen with the keyboard. */
export const Attending: Story = {
  parameters: { machine: { state: 'loaded.attending' } },
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: textStart(m.organizing) });
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: textStart(m.attending) })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const panel = canvas.getByRole('tabpanel', { name: textStart(m.attending) });
    await expect(within(panel).getAllByText(text(m.going))).toHaveLength(5);
    await expect(within(panel).getByText(text(m.waitlisted))).toBeVisible();
    await expect(within(panel).getByText(text(cardMessages.cancelled))).toBeVisible();
    await expect(within(panel).queryByRole('link', { name: textShape(m.editLabel) })).toBeNull();
  },
};

/** Someone who only attends lands on "Attending"; "Organizing" offers to create an event. */
export const AttendingOnly: Story = {
  parameters: { machine: { state: ['loaded.attending', 'loaded.organizing'] } },
  args: { logic: logic(resolved(withCovers(attendingOnly))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: textStart(m.attending) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: textStart(m.organizing) }));
    await expect(await canvas.findByText(text(m.organizingEmpty))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(m.create) })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { machine: { state: 'loaded.organizing' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: textStart(m.organizing) })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: textStart(m.attending) })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  parameters: { machine: { state: 'loaded.organizing' } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
  },
};
