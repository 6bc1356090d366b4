import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueMachine } from '../../machines/events/catalogue.machine';
import { CataloguePage } from '../../src/features/events/catalogue-page';
import { PageFrame } from '../pages/page-frame';
import { pages, summaries, summary } from './fakes';

const covers = ['technology', 'health', 'art', 'business', 'food', 'education'];
const items = summaries(12).map((e, i) =>
  summary({
    ...e,
    coverUrl: `/images/events/${covers[i % 6]}.svg`,
    price: i % 3 === 0 ? 0 : 500 * i,
    isOnline: i % 4 === 1,
    maxAttendees: i % 2 ? 40 : null,
    goingCount: 3 + i * 3,
  }),
);
const FIRST = { items, total: 30, capped: false };

const logic = (...results: Parameters<typeof pages>) =>
  catalogueMachine.provide({ actors: { loadPage: pages(...results) } });

const meta = {
  title: 'Events/Catalogue',
  component: CataloguePage,
  parameters: { layout: 'fullscreen', route: '/events' },
  args: { logic: logic(FIRST) },
  render: (args) => (
    <PageFrame>
      <CataloguePage {...args} />
    </PageFrame>
  ),
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Результаты' });

export const Loading: Story = {
  args: { logic: logic('pending') },
  play: async ({ canvasElement }) => {
    await expect(results(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Загружаем события…')).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = results(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    await expect(within(list).getByText('Найдено 30 событий')).toBeInTheDocument();
    await expect(within(list).getByRole('button', { name: 'Показать ещё' })).toBeEnabled();
  },
};

/** More matches than the count's cap (a common word on a big catalogue): no exact number. */
export const MoreThanCap: Story = {
  args: { logic: logic({ items, total: 100, capped: true }) },
  play: async ({ canvasElement }) => {
    const list = results(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    await expect(within(list).getByRole('status')).toHaveTextContent(/^Найдено более 100 событий$/);
    await expect(within(list).getByRole('button', { name: 'Показать ещё' })).toBeEnabled();
  },
};

export const FromCategoryLink: Story = {
  parameters: { route: '/events?category=technology' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Технологии' })).toBeChecked());
  },
};

export const Empty: Story = {
  parameters: { route: '/events?q=%D1%8F%D1%8F%D1%8F&category=art' },
  args: { logic: logic({ items: [], total: 0, capped: false }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: 'Сбросить фильтры' }).length,
    ).toBeGreaterThan(0);
  },
};

export const Failed: Story = {
  args: { logic: logic('error', FIRST) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить события')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
  },
};

export const LoadingMore: Story = {
  args: { logic: logic(FIRST, 'pending') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Показать ещё' }));
    await expect(canvas.getByRole('button', { name: /Загружаем ещё/ })).toBeDisabled();
  },
};

export const MoreFailed: Story = {
  args: { logic: logic(FIRST, 'error') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Показать ещё' }));
    await expect(await canvas.findByText(/Не удалось загрузить следующие события/)).toBeVisible();
  },
};

/**
 * The app renders in StrictMode (src/main.tsx), which mounts the lazily loaded dialog's effects
 * twice: the first click must open it and leave it open, with the mouse and with Enter. These
 * come before the other phone stories so that the first of them still loads the dialog's chunk
 * (a lazy component suspends only once per page); UI/Dialog's OpenedFromOutsideOnFirstClick
 * checks the same on every run.
 */
const strict: Story['decorators'] = (Story) => (
  <StrictMode>
    <Story />
  </StrictMode>
);
const staysOpen = async () => {
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: 'Фильтры' },
    { timeout: 10_000 },
  );
  // Long enough for Ark's deferred dismiss tracking and focus trap to have settled
  await new Promise((resolve) => setTimeout(resolve, 600));
  await expect(dialog).toBeInTheDocument();
  await expect(within(document.body).getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
  await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  return dialog;
};

export const PhoneFiltersFirstClick: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: strict,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Фильтры' });
    await userEvent.click(button);
    await staysOpen();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PhoneFiltersFirstEnter: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: strict,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Фильтры' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await staysOpen();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const PhoneFilters: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Фильтры' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Фильтры' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Бесплатные' }));
    await expect(within(dialog).getByRole('radio', { name: 'Бесплатные' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Показать' }));
    const filters = await canvas.findByRole('button', { name: 'Фильтры (1)' });
    await expect(filters).toBeVisible();
    // The dialog loads on demand, outside the button: focus still comes back to the button
    await waitFor(() => expect(filters).toHaveFocus());
  },
};

/** Widths the side panel shows at: where it starts (Panda's lg) and a common laptop. */
const widths = {
  panel1024: { name: 'Side panel from 1024', styles: { width: '1024px', height: '800px' } },
  laptop1280: { name: 'Laptop 1280', styles: { width: '1280px', height: '800px' } },
};
const RANGE = '/events?date=range&from=2026-12-01&to=2026-12-10';

/** Both date inputs lie inside `box`, neither running under the cards beside it. */
const insideOf = async (box: HTMLElement) => {
  const outer = box.getBoundingClientRect();
  const inputs = [...box.querySelectorAll('input[type="date"]')];
  await expect(inputs).toHaveLength(2);
  for (const input of inputs) {
    const r = input.getBoundingClientRect();
    await expect(r.width).toBeGreaterThan(0);
    await expect(r.left).toBeGreaterThanOrEqual(outer.left - 0.5);
    await expect(r.right).toBeLessThanOrEqual(outer.right + 0.5);
  }
};

export const DateRangeInSidePanel: Story = {
  parameters: { route: RANGE, viewport: { options: widths } },
  globals: { viewport: { value: 'laptop1280', isRotated: false } },
  play: async ({ canvas }) => {
    await insideOf(await canvas.findByRole('complementary', { name: 'Фильтры' }));
  },
};

export const DateRangeInNarrowestSidePanel: Story = {
  parameters: { route: RANGE, viewport: { options: widths } },
  globals: { viewport: { value: 'panel1024', isRotated: false } },
  play: async ({ canvas }) => {
    await insideOf(await canvas.findByRole('complementary', { name: 'Фильтры' }));
  },
};

/** German labels and dates, the longest of the four languages. */
export const DateRangeInNarrowestSidePanelGerman: Story = {
  parameters: { route: RANGE, viewport: { options: widths } },
  globals: { viewport: { value: 'panel1024', isRotated: false }, locale: 'de' },
  play: async ({ canvas }) => {
    await insideOf(await canvas.findByRole('complementary', { name: 'Filter' }));
  },
};

export const DateRangeInPhoneDialog: Story = {
  parameters: { route: RANGE },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Фильтры (1)' }));
    // The dialog's code loads on demand: on a busy machine that can take more than a second
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Фильтры' },
      { timeout: 10_000 },
    );
    await insideOf(dialog);
  },
};

/** An end typed before the start: said next to the field, and neither applied nor in the address. */
export const DateRangeReversed: Story = {
  parameters: { route: '/events?date=range&from=2026-12-10' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    const end = canvas.getByLabelText('По');
    await userEvent.type(end, '2026-12-01');
    const reason = await canvas.findByText('Дата «По» раньше даты «С»: эти даты не применены.');
    await expect(reason).toBeVisible();
    await expect(reason).toHaveAttribute('aria-live', 'polite');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveValue('2026-12-01');
    await expect(canvas.getByLabelText('С')).toHaveValue('2026-12-10');
    await expect(canvas.getByRole('status')).toHaveTextContent('Найдено 30 событий');
    // Corrected: the reason goes
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-20');
    await waitFor(() => expect(canvas.queryByText(/эти даты не применены/)).toBeNull());
  },
};

const REVERSED_TEXT = {
  en: 'The “To” date is before the “From” date: these dates are not applied.',
  fr: 'La date « Au » précède la date « Du » : ces dates ne sont pas appliquées.',
  de: 'Das „Bis“-Datum liegt vor dem „Von“-Datum: Diese Daten werden nicht angewendet.',
};
const reversedIn = (locale: keyof typeof REVERSED_TEXT, end: string): Story => ({
  parameters: { route: '/events?date=range&from=2026-12-10' },
  globals: { locale },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(end), '2026-12-01');
    await expect(await canvas.findByText(REVERSED_TEXT[locale])).toBeVisible();
  },
});
export const DateRangeReversedEnglish = reversedIn('en', 'To');
export const DateRangeReversedFrench = reversedIn('fr', 'Au');
export const DateRangeReversedGerman = reversedIn('de', 'Bis');

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
  },
};
