import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  type GroupCataloguePage,
  type LoadGroupsInput,
  groupCatalogueMachine,
} from '../../machines/groups/group-catalogue.machine';
import { GroupCataloguePage as CataloguePage } from '../../src/features/groups/catalogue-page';
import { PopularGroupsView } from '../../src/features/groups/popular-groups';
import { groupSummaries } from '../../tests/machines/groups/catalogue.fixtures';
import { text, textPattern } from '../../tests/support/messages';
import { inPageFrame } from '../pages/page-frame';
import { pagedCataloguePlays } from '../support/paged-catalogue';
import { answers } from '../support/answers';

const covers = ['technology', 'health', 'art', 'business', 'food', 'education'];
const items = groupSummaries(12).map((g, i) => ({
  ...g,
  categoryId: covers[i % 6]!,
  // Half with a cover, half with their category's sign
  coverUrl: i % 2 ? null : `/images/events/${covers[i % 6]}.svg`,
}));
const FIRST: GroupCataloguePage = { items, total: 30, capped: false };

const pages = (...results: (GroupCataloguePage | 'pending' | 'error')[]) =>
  answers<GroupCataloguePage, LoadGroupsInput>(...results);
const logic = (...results: Parameters<typeof pages>) =>
  groupCatalogueMachine.provide({ actors: { loadPage: pages(...results) } });

const meta = {
  title: 'Groups/Catalogue',
  component: CataloguePage,
  parameters: { machine: { id: 'groupCatalogue' }, layout: 'fullscreen', route: '/groups' },
  args: { logic: logic(FIRST) },
  render: inPageFrame(CataloguePage),
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = pagedCataloguePlays('groups.catalogue');
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
    await expect(within(list).getByRole('link', { name: items[0]!.name })).toHaveAttribute(
      'href',
      `/groups/${items[0]!.id}`,
    );
  },
};

/** A shared link: its filters are on the controls, and reset is offered. */
export const FromSharedLink: Story = {
  parameters: {
    machine: { state: 'loaded.idle' },
    route: '/groups?category=technology&city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&sort=newest',
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(
        canvas.getByRole('combobox', { name: text('groups.catalogue.filters.category') }),
      ).toHaveValue('technology'),
    );
    await expect(
      canvas.getByRole('combobox', { name: text('groups.catalogue.sort.label') }),
    ).toHaveValue('newest');
    await expect(
      canvas.getByRole('button', { name: text('groups.catalogue.filters.reset') }),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(results(canvasElement)).getAllByRole('article')).toHaveLength(12),
    );
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' }, route: '/groups?q=%D1%8F%D1%8F%D1%8F&category=art' },
  args: { logic: logic({ items: [], total: 0, capped: false }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: text('groups.catalogue.empty.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('groups.catalogue.filters.reset') }),
    ).toBeVisible();
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

/** Home's popular groups, the same machine on its first page: each of its states. */
export const HomePopularLoaded: Story = {
  parameters: { machine: { state: 'loaded.idle' } },
  render: () => <PopularGroupsView status="loaded" items={items} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: textPattern('groups.popular.viewAll') }),
    ).toHaveAttribute('href', '/groups');
  },
};

export const HomePopularLoading: Story = {
  parameters: { machine: { state: 'loading' } },
  render: () => <PopularGroupsView status="loading" items={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('groups.popular.loading'))).toBeInTheDocument();
  },
};

export const HomePopularEmpty: Story = {
  parameters: { machine: { state: 'empty' } },
  render: () => <PopularGroupsView status="empty" items={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('groups.popular.empty'))).toBeVisible();
  },
};

export const HomePopularFailed: Story = {
  parameters: { machine: { state: 'failed' } },
  render: () => <PopularGroupsView status="failed" items={[]} onRetry={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('groups.popular.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('groups.popular.retry') })).toBeEnabled();
  },
};
