import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { myEventsMachine } from '../../machines/profile/my-events.machine';
import type { MyEvents as MyEventsData } from '../../machines/profile/my-events.types';
import { MyEvents } from '../../src/features/profile/my-events';
import {
  MY_EVENTS_USER,
  NOW,
  attendingOnly,
  everything,
  nothing,
} from '../../tests/machines/profile/my-events.model';
import { pending, rejected, resolved } from '../events/fakes';

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
  parameters: { layout: 'padded', route: '/profile' },
  args: {
    userId: MY_EVENTS_USER,
    now: NOW,
    logic: logic(resolved(withCovers(everything))),
  },
} satisfies Meta<typeof MyEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { logic: logic(pending()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем ваши события…');
    await expect(canvas.getByRole('region', { name: 'Мои события' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { logic: logic(rejected()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить ваши события',
    );
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { logic: logic(resolved(nothing)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Здесь пока пусто')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Создать событие' })).toHaveAttribute(
      'href',
      '/events/create',
    );
    await expect(canvas.getByRole('link', { name: 'Найти события' })).toHaveAttribute(
      'href',
      '/events',
    );
  },
};

/** Eight upcoming (a draft and a cancelled one among them), two past: six shown, then more. */
export const Organizing: Story = {
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: /^Организую/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const upcoming = canvas.getByRole('region', { name: /^Предстоящие/ });
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(6);
    await expect(within(upcoming).getByText('Черновик')).toBeVisible();
    await expect(within(upcoming).getByText('Отменено')).toBeVisible();
    // Cancelled is final: no edit link on it.
    await expect(within(upcoming).getAllByRole('link', { name: /^Изменить «/ })).toHaveLength(5);
    await expect(
      canvas.getByRole('button', { name: 'Показать прошедшие: 2 события' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ShowMore: Story = {
  play: async ({ canvas }) => {
    const upcoming = canvas.getByRole('region', { name: /^Предстоящие/ });
    await userEvent.click(
      await within(upcoming).findByRole('button', { name: 'Показать ещё 2 события' }),
    );
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(8);
    await expect(within(upcoming).queryByRole('button', { name: /Показать ещё/ })).toBeNull();
    await expect(within(upcoming).getByRole('link', { name: 'Организую 7' })).toHaveFocus();
  },
};

export const PastOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Показать прошедшие: 2 события' }),
    );
    const past = canvas.getByRole('region', { name: /^Прошедшие/ });
    await expect(
      within(past)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Прошедшая встреча 1', 'Прошедшая встреча 2']);
    await expect(within(past).queryByRole('link', { name: /^Изменить/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Скрыть прошедшие' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Going and waitlisted RSVPs, one on a cancelled event; the tab is chosen with the keyboard. */
export const Attending: Story = {
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: /^Организую/ });
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /^Посещаю/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const panel = canvas.getByRole('tabpanel', { name: /^Посещаю/ });
    await expect(within(panel).getAllByText('Вы идёте')).toHaveLength(5);
    await expect(within(panel).getByText('В листе ожидания')).toBeVisible();
    await expect(within(panel).getByText('Отменено')).toBeVisible();
    await expect(within(panel).queryByRole('link', { name: /^Изменить/ })).toBeNull();
  },
};

/** Someone who only attends lands on "Attending"; "Organizing" offers to create an event. */
export const AttendingOnly: Story = {
  args: { logic: logic(resolved(withCovers(attendingOnly))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /^Посещаю/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /^Организую/ }));
    await expect(
      await canvas.findByText('Вы ещё не организовали ни одного события.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Создать событие' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /^Организую/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Посещаю/ })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
  },
};
