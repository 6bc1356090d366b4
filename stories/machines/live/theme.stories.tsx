import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layoutMessages as m } from '../../../src/features/layout/layout.messages';
import { text } from '../../../tests/support/messages';
import { liveAppMeta } from '../support/live-app';
import { expectPanelLastTold, recordPanel } from '../support/live-story';

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
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(await canvas.findByRole('button', { name: text(m.themeLabel) }));
    const popup = await canvas.findByRole(
      'dialog',
      { name: text(m.themeLabel) },
      { timeout: 5000 },
    );
    await userEvent.click(await within(popup).findByRole('radio', { name: text(m.themeDark) }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    await expectPanelLastTold(seen, {
      id: 'theme',
      at: 'dark',
      lastEvent: 'theme.select',
      lastTransition: expect.stringMatching(/--theme\.select#1--> dark$/),
    });
  },
};
