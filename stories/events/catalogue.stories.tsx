import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueMachine } from '../../machines/events/catalogue.machine';
import type { Locale } from '../../machines/i18n/locales';
import { CataloguePage } from '../../src/features/events/catalogue-page';
import { text } from '../../tests/support/messages';
import { inPageFrame } from '../pages/page-frame';
import { pagedCataloguePlays } from '../support/paged-catalogue';
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
  parameters: { machine: { id: 'catalogue' }, layout: 'fullscreen', route: '/events' },
  args: { logic: logic(FIRST) },
  render: inPageFrame(CataloguePage),
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = pagedCataloguePlays('events.catalogue');
const { results } = plays;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic('pending') },
  play: plays.loading,
};

export const Loaded: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  play: async (context) => {
    const list = await plays.firstPage(context);
    await expect(
      within(list).getByRole('button', { name: text('events.catalogue.loadMore') }),
    ).toBeEnabled();
  },
};

/** More matches than the count's cap (a common word on a big catalogue): no exact number. */
export const MoreThanCap: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  args: { logic: logic({ items, total: 100, capped: true }) },
  play: async ({ canvasElement }) => {
    const list = results(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    await expect(within(list).getByRole('status')).toHaveTextContent(
      text('events.catalogue.foundMore', { count: 100 }),
    );
    await expect(
      within(list).getByRole('button', { name: text('events.catalogue.loadMore') }),
    ).toBeEnabled();
  },
};

export const FromCategoryLink: Story = {
  parameters: { machine: { state: 'loaded.idle' }, route: '/events?category=technology' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: text('category.technology') })).toBeChecked(),
    );
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' }, route: '/events?q=%D1%8F%D1%8F%D1%8F&category=art' },
  args: { logic: logic({ items: [], total: 0, capped: false }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: text('events.catalogue.empty.title') }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: text('events.catalogue.filters.reset') }).length,
    ).toBeGreaterThan(0);
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic('error', FIRST) },
  play: plays.failed,
};

export const LoadingMore: Story = {
  parameters: { machine: { state: 'loaded.loadingMore' } },
  args: { logic: logic(FIRST, 'pending') },
  play: plays.loadingMore,
};

export const MoreFailed: Story = {
  parameters: { machine: { state: 'loaded.moreFailed' } },
  args: { logic: logic(FIRST, 'error') },
  play: plays.moreFailed,
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
    { name: text('events.catalogue.filters.title') },
    { timeout: 10_000 },
  );
  // Long enough for Ark's deferred dismiss tracking and focus trap to have settled
  await new Promise((resolve) => setTimeout(resolve, 600));
  await expect(dialog).toBeInTheDocument();
  await expect(
    within(document.body).getByRole('dialog', { name: text('events.catalogue.filters.title') }),
  ).toBeVisible();
  await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  return dialog;
};

export const PhoneFiltersFirstClick: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: strict,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', {
      name: text('events.catalogue.filters.title'),
    });
    await userEvent.click(button);
    await staysOpen();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PhoneFiltersFirstEnter: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: strict,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', {
      name: text('events.catalogue.filters.title'),
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await staysOpen();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const PhoneFilters: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text('events.catalogue.filters.title') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: text('events.catalogue.filters.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: text('events.catalogue.filters.free') }),
    );
    await expect(
      within(dialog).getByRole('radio', { name: text('events.catalogue.filters.free') }),
    ).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('button', { name: text('events.catalogue.filters.apply') }),
    );
    const filters = await canvas.findByRole('button', {
      name: text('events.catalogue.filters.open', { count: 1 }),
    });
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

/** The range in the filters' side panel, at a viewport's width and in a language (Russian if none). */
const dateRangeInSidePanel = (viewport: string, locale?: Locale): Story => ({
  parameters: { machine: { state: 'loaded.idle' }, route: RANGE, viewport: { options: widths } },
  globals: { viewport: { value: viewport, isRotated: false }, ...(locale && { locale }) },
  play: async ({ canvas }) => {
    await insideOf(
      await canvas.findByRole('complementary', {
        name: text('events.catalogue.filters.title', {}, locale),
      }),
    );
  },
});

export const DateRangeInSidePanel = dateRangeInSidePanel('laptop1280');

export const DateRangeInNarrowestSidePanel = dateRangeInSidePanel('panel1024');

/** German labels and dates, the longest of the four languages. */
export const DateRangeInNarrowestSidePanelGerman = dateRangeInSidePanel('panel1024', 'de');

export const DateRangeInPhoneDialog: Story = {
  parameters: { machine: { state: 'loaded.idle' }, route: RANGE },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: text('events.catalogue.filters.open', { count: 1 }),
      }),
    );
    // The dialog's code loads on demand: on a busy machine that can take more than a second
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: text('events.catalogue.filters.title') },
      { timeout: 10_000 },
    );
    await insideOf(dialog);
  },
};

/** An end typed before the start: said next to the field, and neither applied nor in the address. */
export const DateRangeReversed: Story = {
  parameters: { machine: { state: 'loaded.idle' }, route: '/events?date=range&from=2026-12-10' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    const end = canvas.getByLabelText(text('events.catalogue.filters.to'));
    await userEvent.type(end, '2026-12-01');
    const reason = await canvas.findByText(text('events.catalogue.filters.rangeReversed'));
    await expect(reason).toBeVisible();
    await expect(reason).toHaveAttribute('aria-live', 'polite');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveValue('2026-12-01');
    await expect(canvas.getByLabelText(text('events.catalogue.filters.from'))).toHaveValue(
      '2026-12-10',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      text('events.catalogue.found', { count: 30 }),
    );
    // Corrected: the reason goes
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-20');
    await waitFor(() =>
      expect(canvas.queryByText(text('events.catalogue.filters.rangeReversed'))).toBeNull(),
    );
  },
};

const reversedIn = (locale: 'en' | 'fr' | 'de'): Story => ({
  parameters: { machine: { state: 'loaded.idle' }, route: '/events?date=range&from=2026-12-10' },
  globals: { locale },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText(text('events.catalogue.filters.to', undefined, locale)),
      '2026-12-01',
    );
    await expect(
      await canvas.findByText(text('events.catalogue.filters.rangeReversed', undefined, locale)),
    ).toBeVisible();
  },
});
export const DateRangeReversedEnglish = reversedIn('en');
export const DateRangeReversedFrench = reversedIn('fr');
export const DateRangeReversedGerman = reversedIn('de');

export const DarkTheme: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
  },
};
