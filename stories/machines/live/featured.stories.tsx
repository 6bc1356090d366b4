import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { EventSummary } from '../../../machines/events/events.types';
import { featuredMachine } from '../../../machines/events/featured.machine';
import { RecommendedEvents } from '../../../src/features/events/recommended-events';
import { recommendedMessages as m } from '../../../src/features/events/recommended.messages';
import { HomePage } from '../../../src/features/home/home-page';
import { text } from '../../../tests/support/messages';
import { summaries } from '../../events/fakes';
import { PageFrame } from '../../pages/page-frame';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('featured');

/** The home page; its recommended section's first read fails, the next one finds three events. */
function Home() {
  const [logic] = useState(() =>
    featuredMachine.provide({
      actors: { loadFeatured: slow(inTurn<EventSummary[]>(refuse(), () => summaries(3))) },
    }),
  );
  return (
    <PageFrame>
      <HomePage recommendedSlot={<RecommendedEvents logic={logic} inspect={inspect} />} />
    </PageFrame>
  );
}

/**
 * Home's recommended events running their machine on a fake service that fails once, for the
 * «Machine» panel to follow live through the failure, the retry and the cards.
 */
const meta = {
  title: 'Machines/Live/Recommended (home)',
  parameters: liveParameters('featured', '/'),
  render: () => <Home />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailThenRetry: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await live.press(text(m.retry));
    const section = within(canvas.getByRole('region', { name: text(m.title) }));
    await waitFor(() => expect(section.getAllByRole('article')).toHaveLength(3), {
      timeout: 5000,
    });
    // The retry's own steps; the first failure may come before the play function starts.
    await live.told('lastTransition', ['failed --retry#0--> loading']);
    await live.lastTold({
      id: 'featured',
      at: 'loaded',
      lastEvent: 'xstate.done.actor.loadFeatured',
    });
  }),
};
