import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layoutMessages as m } from '../../../src/features/layout/layout.messages';
import { text } from '../../../tests/support/messages';
import { liveAppMeta } from '../support/live-app';
import { livePlay } from '../support/live-story';

/**
 * The theme as the header's theme popup sets it: the page is painted at once; nothing is stored,
 * so the story starts from «system» each time. The «Machine» panel follows it live.
 */
const meta = {
  title: 'Machines/Live/Theme',
  ...liveAppMeta('theme'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseDark: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(m.themeLabel) }));
    const popup = await live.find('dialog', text(m.themeLabel));
    await userEvent.click(await within(popup).findByRole('radio', { name: text(m.themeDark) }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    await live.lastTold({
      id: 'theme',
      at: 'dark',
      lastEvent: 'theme.select',
      lastTransition: expect.stringMatching(/--theme\.select#1--> dark$/),
    });
  }),
};
