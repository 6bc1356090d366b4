import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { layoutMessages as m } from '../../../src/features/layout/layout.messages';
import { text } from '../../../tests/support/messages';
import { liveAppMeta } from '../support/live-app';
import type { MachineStateMessage } from '../support/machine-channel-events';
import { liveWalk, recordPanelFromStart } from '../support/live-story';

/**
 * The interface language as the header's switcher changes it: each language's texts «load»
 * (lang/compiled/, after a pause) while the page stays in the old one. The «Machine» panel
 * follows it live.
 */
const meta = {
  title: 'Machines/Live/Language',
  ...liveAppMeta('language'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchToEnglish: Story = {
  // Recorded from before the first render: the first language loads as the page starts.
  loaders: [recordPanelFromStart],
  play: async ({ canvas, loaded }) => {
    const live = liveWalk(canvas, loaded.seen as MachineStateMessage[]);
    await live.lastTold({ id: 'language', at: 'ready' });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: text(m.languageLabel) }),
      'en',
    );
    await expect(
      await canvas.findByRole('combobox', { name: text(m.languageLabel, undefined, 'en') }),
    ).toHaveValue('en');
    await live.told('at', ['switching']);
    await live.lastTold({
      id: 'language',
      at: 'ready',
      lastEvent: 'xstate.done.actor.loadMessages',
    });
  },
};
