import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { layoutMessages as m } from '../../../src/features/layout/layout.messages';
import { text } from '../../../tests/support/messages';
import { liveAppMeta } from '../support/live-app';
import { livePlay } from '../support/live-story';

// The avatar menu is loaded on demand, and Ark portals it to <body>.
const page = within(document.body);

/**
 * The session as the header shows it: the app restores a stored session (Anna's), and signs out
 * when asked; the «Machine» panel follows it live.
 */
const meta = {
  title: 'Machines/Live/Session',
  ...liveAppMeta('session'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RestoreThenSignOut: Story = {
  play: livePlay(async ({ canvas }, live) => {
    const account = await page.findByRole(
      'button',
      { name: text(m.accountMenu) },
      { timeout: 5000 },
    );
    await userEvent.click(account);
    await userEvent.click(await page.findByRole('menuitem', { name: text(m.signOut) }));
    await expect(
      await canvas.findByRole('link', { name: text(m.login), hidden: true }),
    ).toHaveAttribute('href', '/auth/login');
    await live.told('at', ['signedIn.active', 'signedIn.signingOut']);
    await live.lastTold({
      id: 'session',
      at: 'signedOut',
      lastEvent: 'xstate.done.actor.signOut',
    });
  }),
};
