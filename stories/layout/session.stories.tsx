import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import { sessionMachine } from '../../machines/auth/session.machine';
import { selectHeaderSession, selectIsSigningOut } from '../../machines/auth/session.selectors';
import { Header } from '../../src/features/layout/header';
import { LanguageSwitcherView } from '../../src/features/layout/language-switcher-view';
import { layoutMessages as m } from '../../src/features/layout/layout.messages';
import { fakeSession } from '../../tests/support/auth-fixtures';
import { text } from '../../tests/support/messages';

/**
 * What the header receives from the app for a snapshot of the session machine in `value`: the
 * same selectors the app uses, so a story follows the machine rather than a copy of its rules.
 */
const drawn = (value: StateValue) => {
  const snapshot = sessionMachine.resolveState({
    value,
    context: { session: fakeSession(), retries: value === 'signedOut' ? 0 : 1, error: null },
  });
  return { session: selectHeaderSession(snapshot), signingOut: selectIsSigningOut(snapshot) };
};

const desktop = { viewport: { value: 'desktop', isRotated: false } };
// The avatar menu is loaded on demand and opens in place.
const page = within(document.body);
const accountTrigger = () =>
  page.findByRole('button', { name: text(m.accountMenu) }, { timeout: 5000 });

/** The header in each state of the session machine (machines/auth/session.machine.ts). */
const meta = {
  title: 'Layout/Session',
  component: Header,
  parameters: { layout: 'fullscreen', machine: { id: 'session' } },
  globals: desktop,
  args: {
    session: { status: 'visitor' },
    languageSwitcher: <LanguageSwitcherView chosen="ru" switching={false} onSelect={fn()} />,
    onSignOut: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's controls, and no sign-in link. */
const stillSignedIn: Story['play'] = async ({ canvas }) => {
  await expect(await accountTrigger()).toBeVisible();
  await expect(canvas.queryByRole('link', { name: text(m.login), hidden: true })).toBeNull();
};

/** A stored session is being restored: neither kind of controls yet. */
export const Initializing: Story = {
  parameters: { machine: { state: 'initializing' } },
  args: drawn('initializing'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: text(m.login), hidden: true })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text(m.accountMenu) })).toBeNull();
  },
};

export const SignedOut: Story = {
  parameters: { machine: { state: 'signedOut' } },
  args: drawn('signedOut'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: text(m.login), hidden: true }),
    ).toHaveAttribute('href', '/auth/login');
  },
};

/** Signed in, the token fresh: the member's controls. */
export const SignedIn: Story = {
  parameters: { machine: { state: 'signedIn.active' } },
  args: drawn({ signedIn: 'active' }),
  play: async () => {
    await expect(await accountTrigger()).toBeVisible();
  },
};

/** The token is being renewed: nothing changes for the person, the member's controls stay. */
export const Refreshing: Story = {
  parameters: { machine: { state: 'signedIn.refreshing' } },
  args: drawn({ signedIn: 'refreshing' }),
  play: stillSignedIn,
};

/** A renewal failed on the network and waits to retry: still signed in as far as anyone sees. */
export const WaitingToRetry: Story = {
  parameters: { machine: { state: 'signedIn.waiting' } },
  args: drawn({ signedIn: 'waiting' }),
  play: stillSignedIn,
};

/** Signing out: the menu's sign-out item is disabled until the service answers. */
export const SigningOut: Story = {
  parameters: { machine: { state: 'signedIn.signingOut' } },
  args: drawn({ signedIn: 'signingOut' }),
  play: async () => {
    await userEvent.click(await accountTrigger());
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: text(m.signOut) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};
