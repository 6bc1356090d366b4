import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueMachine } from '../../../machines/events/catalogue.machine';
import { CataloguePage } from '../../../src/features/events/catalogue-page';
import { text } from '../../../tests/support/messages';
import { pages, summaries } from '../../events/fakes';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { liveParameters, livePlay } from '../support/live-story';

const all = summaries(30);
const logic = catalogueMachine.provide({
  actors: {
    loadPage: pages(
      { items: all.slice(0, 12), total: 30, capped: false },
      { items: all.slice(12, 24), total: 30, capped: false },
      { items: all.slice(24), total: 30, capped: false },
    ),
  },
});
const inspect = liveInspector('catalogue');

/**
 * The catalogue running its machine over a fake service of 30 events (12 a page), for the
 * «Machine» panel to follow live as filters change and more pages load.
 */
const meta = {
  title: 'Machines/Live/Catalogue',
  parameters: liveParameters('catalogue', '/events'),
  render: () => (
    <PageFrame>
      <CataloguePage logic={logic} inspect={inspect} />
    </PageFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadMore: Story = {
  play: livePlay(async ({ canvasElement }, live) => {
    const list = within(canvasElement).getByRole('region', {
      name: text('events.catalogue.results'),
    });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    await userEvent.click(
      within(list).getByRole('button', { name: text('events.catalogue.loadMore') }),
    );
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(24));
    await live.told('lastEvent', ['more.load', 'xstate.done.actor.loadMore']);
    await live.lastTold({ id: 'catalogue', at: 'loaded.idle' });
    await expect(live.seen.find((s) => s.lastEvent === 'more.load')?.lastTransition).toMatch(
      /--more\.load#0--> loaded\.loadingMore$/,
    );
  }),
};
