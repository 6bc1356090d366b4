import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../../src/features/layout/header';
import { LanguageSwitcherView } from '../../../src/features/layout/language-switcher-view';
import { layoutMessages as m } from '../../../src/features/layout/layout.messages';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { liveParameters, livePlay } from '../support/live-story';

const inspect = liveInspector('header');

/**
 * The header running its machine (menu, search, theme popup and account menu, side by side), for
 * the «Machine» panel to follow live: a search leaves for the catalogue and closes the box.
 */
const meta = {
  title: 'Machines/Live/Header',
  parameters: liveParameters('header', '/'),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <Header
      session={{ status: 'visitor' }}
      languageSwitcher={<LanguageSwitcherView chosen="ru" switching={false} onSelect={fn()} />}
      inspect={inspect}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  play: livePlay(async ({ canvas }, live) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.searchOpen) }));
    await live.lastTold({
      id: 'header',
      active: expect.arrayContaining(['search.open']),
      lastEvent: 'search.toggle',
    });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: text(m.searchLabel) }),
      'йога{Enter}',
    );
    // The search went to /events?q=йога: the box closed, the catalogue's link is current.
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    const nav = within(canvas.getByRole('navigation', { name: text(m.primaryNav), hidden: true }));
    await expect(nav.getByRole('link', { name: text(m.navEvents), hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await live.told('lastTransition', [
      'search.open --search.submit#0--> search.closed,menu.closed',
    ]);
    await live.lastTold({
      id: 'header',
      active: expect.arrayContaining(['search.closed', 'menu.closed']),
    });
  }),
};
