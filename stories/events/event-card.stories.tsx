import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { EventCard } from '../../src/components/event-card/event-card';
import { cardMessages as m } from '../../src/components/event-card/event-card.messages';
import { text } from '../../tests/support/messages';
import { summary } from './fakes';
import { inBox } from '../support/decorators';

const meta = {
  title: 'Events/Event card',
  component: EventCard,
  decorators: [inBox(css({ maxW: '22rem' }))],
  args: { event: summary({ coverUrl: '/images/events/technology.svg' }) },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(text(m.free))).toBeVisible();
    await expect(canvas.getByText(text(m.offline))).toBeVisible();
    await expect(canvas.getByText('5 декабря 2030 г., 19:00')).toBeVisible();
    await expect(canvas.getByText('Технопарк «Сколково», Москва')).toBeVisible();
    await expect(canvas.getByText(text(m.attendees, { count: 21 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Митап по React и TypeScript' })).toHaveAttribute(
      'href',
      '/events/11111111-1111-4111-8111-111111111111',
    );
    // Unlimited seats: no bar.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    // Further down a list the cover waits until it nears the viewport
    const cover = canvasElement.querySelector('img')!;
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '640');
    await expect(cover).toHaveAttribute('height', '360');
  },
};

/** One of the first cards of a list: its cover is above the fold and may be the largest paint. */
export const AboveTheFold: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector('img')!;
    await expect(cover).toHaveAttribute('loading', 'eager');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Paid: Story = {
  args: {
    event: summary({
      price: 2500,
      goingCount: 3,
      coverUrl: '/images/events/art.svg',
      categoryId: 'art',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/2\s500\s₽/)).toBeVisible();
    await expect(canvas.getByText(text(m.attendees, { count: 3 }))).toBeVisible();
  },
};

export const Online: Story = {
  args: {
    event: summary({
      isOnline: true,
      venueName: null,
      city: null,
      goingCount: 105,
      coverUrl: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.online))).toBeVisible();
    await expect(canvas.getByText(text(m.onlineLocation))).toBeVisible();
    await expect(canvas.getByText(text(m.attendees, { count: 105 }))).toBeVisible();
  },
};

export const CappedNearlyFull: Story = {
  args: {
    event: summary({
      maxAttendees: 30,
      goingCount: 28,
      coverUrl: '/images/events/food.svg',
      categoryId: 'food',
    }),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: text(m.seats) });
    await expect(bar).toHaveAttribute('aria-valuenow', '28');
    await expect(bar).toHaveAttribute('aria-valuemax', '30');
    await expect(
      within(canvasElement).getByText(text(m.seatsValue, { going: 28, max: 30 })),
    ).toBeVisible();
  },
};

export const Unlimited: Story = {
  args: { event: summary({ maxAttendees: null, goingCount: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.attendees, { count: 1 }))).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { event: summary({ price: 990, goingCount: 2 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text(m.attendees, { count: 2 }, 'en'))).toBeVisible();
    await expect(canvas.getByText(text(m.offline, {}, 'en'))).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { event: summary({ maxAttendees: 10, goingCount: 4, price: 500 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/**
 * A card in the narrowest column it gets (the profile's three at 1280 px, a long price in French):
 * both corner badges stay whole inside the card, wrapping when they cannot share a row.
 */
export const NarrowColumn: Story = {
  decorators: [inBox(css({ w: '12rem' }))],
  args: { event: summary({ price: 149990.5, coverUrl: '/images/events/art.svg' }) },
  play: async ({ canvasElement, canvas }) => {
    const card = canvasElement.querySelector('[data-testid="event-card"]')!.getBoundingClientRect();
    for (const badge of [canvas.getByText(/149\s990,50\s₽/), canvas.getByText(text(m.offline))]) {
      const box = badge.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
      await expect(box.right).toBeLessThanOrEqual(card.right);
    }
  },
};
