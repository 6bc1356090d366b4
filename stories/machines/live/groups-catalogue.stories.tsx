import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GroupCataloguePage } from '../../../src/features/groups/catalogue-page';
import { groupCatalogueMessages as m } from '../../../src/features/groups/catalogue.messages';
import { text } from '../../../tests/support/messages';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { liveGroupCatalogueLogic } from '../support/live-fakes-groups';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('groupCatalogue');

/**
 * The groups catalogue running its machine over a fake service of 12 groups in Москва, Казань
 * and online, for the «Machine» panel to follow live as the filters change the list.
 */
const meta = {
  title: 'Machines/Live/Groups catalogue',
  parameters: liveParameters('groupCatalogue', '/groups'),
  render: () => (
    <PageFrame>
      <GroupCataloguePage logic={liveGroupCatalogueLogic} inspect={inspect} />
    </PageFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilterByCity: Story = {
  play: livePlay(async ({ canvas }, live) => {
    const list = within(canvas.getByRole('region', { name: text(m.results) }));
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(12), { timeout: 5000 });
    await userEvent.type(canvas.getByRole('textbox', { name: text(m.city) }), 'Казань{Enter}');
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(4), { timeout: 5000 });
    await expect(list.getByText(text(m.found, { count: 4 }))).toBeVisible();
    await waitFor(() =>
      expect(live.seen).toContainEqual(
        expect.objectContaining({ lastEvent: 'filter.change', at: 'loading' }),
      ),
    );
    await live.lastTold({
      id: 'groupCatalogue',
      at: 'loaded.idle',
      lastEvent: 'xstate.done.actor.loadPage',
    });
  }),
};
