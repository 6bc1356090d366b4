import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { EventPageData } from '../../machines/events/events.types';
import { rsvpMachine } from '../../machines/events/rsvp.machine';
import { EventPage } from '../../src/features/events/event-page';
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
} from '../../tests/machines/events/rsvp.model';
import { PageFrame } from '../pages/page-frame';
import { notify, pageLoader, pending, rejected, resolved } from './fakes';
import type { PageQuery } from '../../machines/events/rsvp.machine';

const withCover = (d: EventPageData): EventPageData => ({
  ...d,
  event: { ...d.event, coverUrl: '/images/events/technology.svg' },
});

const logic = (load: ReturnType<typeof pageLoader>, after: EventPageData = GOING) =>
  rsvpMachine.provide({
    actors: {
      loadEvent: load,
      joinEvent: resolved<EventPageData, PageQuery>(after),
      leaveEvent: resolved<EventPageData, PageQuery>(OPEN),
    },
  });

const meta = {
  title: 'Events/Event page',
  component: EventPage,
  parameters: { layout: 'fullscreen', route: `/events/${EVENT_ID}` },
  args: {
    logic: logic(pageLoader(withCover(OPEN))),
    eventId: EVENT_ID,
    viewer: MEMBER,
    notify,
    now: NOW,
  },
  render: (args) => (
    <PageFrame>
      <EventPage {...args} />
    </PageFrame>
  ),
} satisfies Meta<typeof EventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { logic: logic(pending<EventPageData, PageQuery>()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Загружаем событие…')).toBeInTheDocument();
  },
};

export const Visitor: Story = {
  args: { viewer: VISITOR },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Войдите, чтобы записаться' }),
    ).toBeVisible();
    await expect(canvas.getByText('3 места осталось')).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Пойду' }));
    await expect(await canvas.findByText('Вы идёте')).toBeVisible();
  },
};

export const AttendeeGoing: Story = {
  args: { logic: logic(pageLoader(GOING)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Вы идёте')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ссылка на трансляцию' })).toHaveAttribute(
      'href',
      'https://meet.example.com/react',
    );
  },
};

export const Waitlisted: Story = {
  args: { logic: logic(pageLoader(withCover(WAITLISTED))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Вы в листе ожидания')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Выйти из листа ожидания' })).toBeVisible();
  },
};

export const Full: Story = {
  args: { logic: logic(pageLoader(withCover(FULL)), WAITLISTED) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Мест нет')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Встать в лист ожидания' }));
    await expect(await canvas.findByText('Вы в листе ожидания')).toBeVisible();
  },
};

export const Organizer: Story = {
  args: { viewer: ORGANIZER },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/edit`,
    );
  },
};

/** An admin on someone else's event: their own RSVP, and the organizer's edit action. */
export const Admin: Story = {
  args: { viewer: ADMIN },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Вы администратор: можете изменить или отменить это событие.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/edit`,
    );
    await expect(canvas.getByRole('button', { name: 'Пойду' })).toBeEnabled();
  },
};

export const Cancelled: Story = {
  args: { logic: logic(pageLoader(CANCELLED)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Событие отменено')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Пойду' })).toBeNull();
  },
};

export const Past: Story = {
  args: { logic: logic(pageLoader(PAST)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Событие прошло')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { logic: logic(rejected<EventPageData, PageQuery>('not_found')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Событие не найдено' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { logic: logic(rejected<EventPageData, PageQuery>('network')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить событие')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Пойду' })).toBeVisible());
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { logic: logic(pageLoader(withCover(FULL))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Мест нет')).toBeVisible();
  },
};
