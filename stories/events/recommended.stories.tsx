import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { EventSummary } from '../../machines/events/events.types';
import { featuredMachine } from '../../machines/events/featured.machine';
import { RecommendedEvents } from '../../src/features/events/recommended-events';
import { recommendedMessages as m } from '../../src/features/events/recommended.messages';
import { text, textPattern } from '../../tests/support/messages';
import { HomePage } from '../../src/features/home/home-page';
import { PageFrame } from '../pages/page-frame';
import { pending, rejected, resolved, summaries, summary } from './fakes';

const featured = summaries(3).map((e, i) =>
  summary({
    ...e,
    coverUrl: `/images/events/${['technology', 'art', 'food'][i]}.svg`,
    price: [0, 1200, 350][i]!,
    maxAttendees: i === 2 ? 20 : null,
    goingCount: [21, 4, 18][i]!,
  }),
);
const logic = (load: ReturnType<typeof resolved<EventSummary[]>>) =>
  featuredMachine.provide({ actors: { loadFeatured: load } });

const meta = {
  title: 'Events/Recommended (home)',
  component: RecommendedEvents,
  parameters: { machine: { id: 'featured' }, layout: 'fullscreen' },
  args: { logic: logic(resolved(featured)) },
  render: (args) => (
    <PageFrame>
      <HomePage recommendedSlot={<RecommendedEvents {...args} />} />
    </PageFrame>
  ),
} satisfies Meta<typeof RecommendedEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (el: HTMLElement) => within(el).queryByRole('region', { name: text(m.title) });

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic(pending<EventSummary[]>()) },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(text(m.loading))).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  parameters: { machine: { state: 'loaded' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(section(canvasElement)!).getAllByRole('article')).toHaveLength(3),
    );
    await expect(
      within(section(canvasElement)!).getByRole('link', { name: textPattern(m.viewAll) }),
    ).toHaveAttribute('href', '/events');
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic(resolved<EventSummary[]>([])) },
  play: async ({ canvasElement }) => {
    // The section keeps its place with a calm line: nothing below jumps.
    await waitFor(() =>
      expect(within(section(canvasElement)!).getByText(textPattern(m.empty))).toBeVisible(),
    );
    await expect(section(canvasElement)).toHaveAttribute('aria-busy', 'false');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic(rejected<EventSummary[]>()) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(section(canvasElement)!).getByRole('status')).toHaveTextContent(text(m.failed)),
    );
    await expect(
      within(section(canvasElement)!).getByRole('button', { name: text(m.retry) }),
    ).toBeEnabled();
  },
};

/** Retry after a failure: the placeholders come back, then the cards. */
export const FailedThenRetried: Story = {
  parameters: { machine: { state: ['failed', 'loading', 'loaded'] } },
  args: {
    logic: (() => {
      let calls = 0;
      return featuredMachine.provide({
        actors: {
          loadFeatured: fromPromise<EventSummary[], void>(async () => {
            calls += 1;
            if (calls === 1) throw { code: 'network', message: 'offline' };
            return featured;
          }),
        },
      });
    })(),
  },
  play: async ({ canvasElement }) => {
    const retry = await within(canvasElement).findByRole('button', { name: text(m.retry) });
    await userEvent.click(retry);
    await waitFor(() =>
      expect(within(section(canvasElement)!).getAllByRole('article')).toHaveLength(3),
    );
  },
};
