import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { adminContentMachine } from '../../../machines/admin/content.machine';
import type {
  ContentAction,
  ContentChange,
  ContentPage,
  ContentQuery,
} from '../../../machines/admin/content.types';
import { ContentPage as ContentScreen } from '../../../src/features/admin/content/content-page';
import {
  actionOn,
  adminContentMessages as m,
} from '../../../src/features/admin/content/content.messages';
import { EVENTS_PAGE, PUBLISHED_EVENT } from '../../../tests/machines/admin/content.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const inspect = liveInspector('adminContent');

/** The events list on a fake `admin-content`: the first read fails; featuring answers the event featured. */
function Live() {
  const [logic] = useState(() =>
    adminContentMachine.provide({
      actors: {
        loadContent: slow(inTurn<ContentPage, ContentQuery>(refuse(), () => EVENTS_PAGE)),
        applyAction: slow<ContentChange, ContentAction>((input) => ({
          event: { ...PUBLISHED_EVENT, featured: input.action === 'feature' && input.featured },
        })),
      },
    }),
  );
  return <ContentScreen logic={logic} inspect={inspect} />;
}

/** /admin/content running its machine, for the «Machine» panel to follow a retry and a feature. */
const meta = {
  title: 'Machines/Live/Admin content',
  parameters: liveParameters('adminContent', '/admin/content'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 5000 };
const named = (action: string) => text(actionOn, { action, name: PUBLISHED_EVENT.title });

export const RetryAndFeature: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(await canvas.findByRole('button', { name: text(m.retry) }, LONG));
    await userEvent.click(
      await canvas.findByRole('button', { name: named(text(m.feature)) }, LONG),
    );
    await expectPanelLastTold(seen, {
      id: 'adminContent',
      lastEvent: 'xstate.done.actor.applyAction',
    });
    await expect(
      await canvas.findByRole('button', { name: named(text(m.unfeature)) }, LONG),
    ).toBeVisible();
  },
};
