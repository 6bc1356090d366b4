import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../src/features/layout/header';
import { HeaderView } from '../../src/features/layout/header-view';
import { LanguageSwitcherView } from '../../src/features/layout/language-switcher-view';
import type { HeaderSession } from '../../src/features/layout/session';
import { ThemeSwitcherView } from '../../src/features/layout/theme-switcher-view';
import { layoutMessages as m, unreadMessages } from '../../src/features/layout/layout.messages';
import { text } from '../../tests/support/messages';
import { outsideClickReady } from '../support/overlay-ready';

const member: HeaderSession = {
  status: 'signedIn',
  isAdmin: false,
  fullName: 'Ольга Кузнецова',
  email: 'olga@example.ru',
};
const admin: HeaderSession = { ...member, isAdmin: true, fullName: 'Игорь Белов' };
const switcher = <LanguageSwitcherView chosen="ru" switching={false} onSelect={fn()} />;
const themeSwitcher = (name: string) => (
  <ThemeSwitcherView name={name} preference="system" onSelect={fn()} />
);
const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile1', isRotated: false } };
// Ark's menu content is portalled to <body>, outside the story's canvas.
const page = within(document.body);
// The avatar menu loads on demand.
const accountTrigger = () =>
  page.findByRole('button', { name: text(m.accountMenu) }, { timeout: 5000 });

/** The header as the app runs it: its own machine, the router, a session passed in. */
const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { machine: { id: 'header' }, layout: 'fullscreen' },
  args: { session: { status: 'visitor' }, languageSwitcher: switcher, themeSwitcher },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

// The theme popup is Ark's popover, loaded when the person heads for its button; it sits in place.
const queryThemePopup = (canvas: ReturnType<typeof within>) =>
  canvas.queryByRole('dialog', { name: text(m.themeLabel) });
const openThemePopup = async (canvas: ReturnType<typeof within>) => {
  const toggle = canvas.getByRole('button', { name: text(m.themeLabel) });
  await userEvent.click(toggle);
  // The popup's code loads on first press; the file's first story waits for Vite to serve it
  const popup = await canvas.findByRole(
    'dialog',
    { name: text(m.themeLabel) },
    { timeout: 15_000 },
  );
  // Opened as a person meets it: focus inside, and Ark watching keys, clicks and focus outside
  await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
  await outsideClickReady();
  return { toggle, popup };
};

const accountNav = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('navigation', { name: text(m.accountNav), hidden: true });

export const Visitor: Story = {
  parameters: { machine: { id: 'session', state: 'signedOut' } },
  play: async ({ canvas }) => {
    const account = within(accountNav(canvas));
    await expect(account.getByRole('link', { name: text(m.login), hidden: true })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(
      account.getByRole('link', { name: text(m.register), hidden: true }),
    ).toHaveAttribute('href', '/auth/register');
    await expect(canvas.queryByRole('link', { name: text(m.admin), hidden: true })).toBeNull();
  },
};

/** A session is stored and being restored: a placeholder holds the place of either kind of controls. */
export const RestoringSession: Story = {
  parameters: { machine: { id: 'session', state: 'initializing' } },
  args: { session: { status: 'pending' } },
  play: async ({ canvas }) => {
    const account = within(accountNav(canvas));
    await expect(account.getByTestId('header-account-pending')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.queryByRole('link', { name: text(m.login), hidden: true })).toBeNull();
    await expect(
      canvas.queryByRole('link', { name: text(m.notifications), hidden: true }),
    ).toBeNull();
  },
};

export const Member: Story = {
  parameters: { machine: { id: 'session', state: 'signedIn.active' } },
  args: { session: member },
  globals: desktop,
  play: async ({ canvas }) => {
    const account = within(accountNav(canvas));
    for (const [name, href] of [
      [text(m.notifications), '/notifications'],
      [text(m.createEvent), '/events/create'],
    ]) {
      await expect(account.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(await accountTrigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: text(m.login) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text(m.menuOpen) })).toBeNull();
  },
};

/** The avatar menu open: profile, settings, sign-out; administration only for admins. */
export const AccountMenuOpen: Story = {
  parameters: { machine: { state: 'account.open' } },
  args: { session: member, onSignOut: fn() },
  globals: desktop,
  play: async ({ args }) => {
    await userEvent.click(await accountTrigger());
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByText('olga@example.ru')).toBeVisible();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([text(m.profile), text(m.settings), text(m.signOut)]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: text(m.signOut) }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

export const AccountMenuClosesOnEscape: Story = {
  parameters: { machine: { state: ['account.open', 'account.closed'] } },
  args: { session: member },
  globals: desktop,
  play: async () => {
    const trigger = await accountTrigger();
    await userEvent.click(trigger);
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    // Ark moves focus into the menu a frame after it opens; Escape sent before that goes nowhere.
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};

export const Admin: Story = {
  parameters: {
    machine: { state: ['menu.closed', 'search.closed', 'theme.closed', 'account.closed'] },
  },
  args: { session: admin },
  globals: desktop,
  play: async () => {
    await userEvent.click(await accountTrigger());
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: text(m.admin) })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

/** The theme popup on wide screens: light, dark or as the device. */
export const ThemePopupOpen: Story = {
  parameters: { machine: { state: 'theme.open' } },
  globals: desktop,
  play: async ({ canvas }) => {
    const { toggle, popup } = await openThemePopup(canvas);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      popup,
    );
    // Below its button, its end edge at the button's, on screen
    await waitFor(() => {
      const box = popup.getBoundingClientRect();
      const button = toggle.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(button.bottom);
      expect(Math.abs(box.right - button.right)).toBeLessThan(1);
    });
    // Ark moves focus into the popup, onto the chosen theme
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    const group = within(popup).getByRole('group', { name: text(m.themeLabel) });
    await expect(within(group).getByRole('radio', { name: text(m.themeSystem) })).toBeChecked();
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
  },
};

export const ThemePopupClosesOnEscape: Story = {
  parameters: { machine: { state: ['theme.open', 'theme.closed'] } },
  globals: desktop,
  play: async ({ canvas }) => {
    const { toggle, popup } = await openThemePopup(canvas);
    await userEvent.click(within(popup).getByRole('radio', { name: text(m.themeDark) }));
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
    await waitFor(() => expect(queryThemePopup(canvas)).toBeNull());
  },
};

export const ThemePopupClosesOnClickOutside: Story = {
  parameters: { machine: { state: ['theme.open', 'theme.closed'] } },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const { toggle, popup } = await openThemePopup(canvas);
    // A click inside keeps it open
    await userEvent.click(within(popup).getByRole('radio', { name: text(m.themeLight) }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(canvasElement).getByRole('link', { name: text(m.appName) }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(queryThemePopup(canvas)).toBeNull());
  },
};

export const ThemePopupClosesOnTabOut: Story = {
  parameters: { machine: { state: ['theme.open', 'theme.closed'] } },
  globals: desktop,
  play: async ({ canvas }) => {
    const { toggle, popup } = await openThemePopup(canvas);
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    // Past the choice and the popup's close button: out of it, on to the bar's next control
    await userEvent.tab();
    await userEvent.tab();
    await expect(popup).not.toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(queryThemePopup(canvas)).toBeNull());
  },
};

/** Signed in, German (the longest labels), at 1280 px: everything fits in one row. */
export const AdminGermanDesktop: Story = {
  parameters: {
    machine: { state: ['menu.closed', 'search.closed', 'theme.closed', 'account.closed'] },
  },
  args: { session: admin },
  globals: { ...desktop, locale: 'de' },
  play: async ({ canvasElement }) => {
    await page.findByRole(
      'button',
      { name: text(m.accountMenu, undefined, 'de') },
      { timeout: 5000 },
    );
    const header = canvasElement.querySelector('header')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(
      within(header).getByRole('link', { name: text(m.createEvent, undefined, 'de') }),
    ).toBeVisible();
  },
};

// The phone menu is a sheet in a chunk of its own, portalled to <body>.
const findMenu = () => page.findByRole('dialog', { name: text(m.menuLabel) }, { timeout: 5000 });
const menuToggle = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: text(m.menuOpen), hidden: true });
const openMenu = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(menuToggle(canvas));
  const menu = await findMenu();
  // Ark moves focus into the sheet a frame after it opens; keys sent before that go elsewhere.
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  return menu;
};
const menuGone = () => waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

export const MobileMenuOpen: Story = {
  parameters: { machine: { state: 'menu.open' } },
  globals: mobile,
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await expect(menuToggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuToggle(canvas)).toHaveAttribute('aria-controls', menu.id);
    const nav = within(menu).getByRole('navigation', { name: text(m.menuLabel) });
    await expect(within(nav).getByRole('link', { name: text(m.navEvents) })).toHaveAttribute(
      'href',
      '/events',
    );
    // The theme choice lives in the menu below lg, the language below sm.
    await expect(within(menu).getByRole('group', { name: text(m.themeLabel) })).toBeVisible();
    await expect(within(menu).getByRole('combobox', { name: text(m.languageLabel) })).toBeVisible();
  },
};

export const MobileMenuClosesOnEscape: Story = {
  parameters: { machine: { state: ['menu.open', 'menu.closed'] } },
  globals: mobile,
  play: async ({ canvas }) => {
    await openMenu(canvas);
    await userEvent.keyboard('{Escape}');
    await menuGone();
    const toggle = menuToggle(canvas);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Ark hands focus back to the button that opened it
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const MobileMenuClosesOnOutsideClick: Story = {
  parameters: { machine: { state: ['menu.open', 'menu.closed'] } },
  globals: mobile,
  play: async ({ canvas }) => {
    await openMenu(canvas);
    await outsideClickReady();
    // Ark makes the page behind the sheet inert to pointers (pointer-events: none), so a click
    // beside the sheet lands on the document itself: outside it
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await menuGone();
    await expect(menuToggle(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuTrapsFocus: Story = {
  parameters: { machine: { state: 'menu.open' } },
  args: { session: member, onSignOut: fn() },
  globals: mobile,
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    for (let i = 0; i < 15; i++) {
      await userEvent.tab();
      await expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(menu).toContainElement(document.activeElement as HTMLElement);
    await expect(within(menu).getByRole('button', { name: text(m.signOut) })).toBeVisible();
  },
};

export const MobileMenuClosesOnNavigation: Story = {
  parameters: { machine: { state: ['menu.open', 'menu.closed'] } },
  globals: mobile,
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await userEvent.click(within(menu).getByRole('link', { name: text(m.navGroups) }));
    await menuGone();
    await expect(menuToggle(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SearchOpen: Story = {
  parameters: { machine: { state: 'search.open' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.searchOpen) }));
    const box = canvas.getByRole('searchbox', { name: text(m.searchLabel) });
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'лекция');
    await expect(box).toHaveValue('лекция');
    await expect(canvas.getByRole('button', { name: text(m.searchClose) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SearchClosesOnEscape: Story = {
  parameters: { machine: { state: ['search.open', 'search.closed'] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.searchOpen) }));
    await userEvent.type(canvas.getByRole('searchbox', { name: text(m.searchLabel) }), 'лекция');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    // Back on the button that opened it, and what was typed is gone
    const toggle = canvas.getByRole('button', { name: text(m.searchOpen) });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const SearchSubmitted: Story = {
  parameters: { machine: { state: ['search.open', 'search.closed'] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(m.searchOpen) }));
    await userEvent.type(canvas.getByRole('searchbox'), '  йога {Enter}');
    // The search went to /events?q=йога: the box closed, and no link is current any more.
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    const nav = canvas.getByRole('navigation', { name: text(m.primaryNav), hidden: true });
    await expect(
      within(nav).getByRole('link', { name: text(m.navEvents), hidden: true }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** Pure view states, for every language through the toolbar's locale. */
export const ViewMenuAndSearchOpen: StoryObj<typeof HeaderView> = {
  parameters: { machine: { state: ['menu.open', 'search.open'] } },
  render: (args) => <HeaderView {...args} />,
  globals: mobile,
  args: {
    session: member,
    path: '/events',
    menuOpen: true,
    searchOpen: true,
    query: 'концерт',
    languageSwitcher: switcher,
    themeSwitcher,
    onMenuOpenChange: fn(),
    onSearchToggle: fn(),
    onSearchClose: fn(),
    onQueryChange: fn(),
    onSearchSubmit: fn(),
  },
  play: async ({ canvas, args }) => {
    const menu = await findMenu();
    await expect(within(menu).getByRole('link', { name: text(m.navEvents) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The sheet asks to close; the view only passes the request on
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('searchbox', { hidden: true })).toHaveValue('концерт');
  },
};

/** The bar in another language: its labels come from that language's catalogue. */
const inLocale = (locale: 'en' | 'fr' | 'de'): Story => ({
  parameters: {
    machine: { state: ['menu.closed', 'search.closed', 'theme.closed', 'account.closed'] },
  },
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: text(m.searchOpen, undefined, locale) }),
    ).toBeInTheDocument();
    // The bar's link; the phone menu is not in the page until it is opened
    await expect(
      canvas.getAllByRole('link', { name: text(m.login, undefined, locale), hidden: true }),
    ).toHaveLength(1);
  },
});

export const English = inLocale('en');
export const French = inLocale('fr');
export const German = inLocale('de');

export const DarkThemeMember: Story = {
  parameters: {
    machine: { state: ['menu.closed', 'search.closed', 'theme.closed', 'account.closed'] },
  },
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
  args: { session: member },
  play: async ({ canvas }) => {
    const menu = await openMenu(canvas);
    await expect(within(menu).getByRole('navigation', { name: text(m.menuLabel) })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

/**
 * The bar at 320 px, the narrowest phone: it fits and nothing scrolls sideways, every control it
 * shows is a touch target of 40 px or more. A member keeps the messages link with the unread count
 * and the avatar beside the menu button; the language waits in the menu.
 */
const onSmallestPhone = (session: HeaderSession): Story => ({
  parameters: {
    machine: { state: ['menu.closed', 'search.closed', 'theme.closed', 'account.closed'] },
  },
  args: { session, unreadCount: 3 },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    const bar = within(header);
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    if (session.status === 'signedIn') {
      const messages = bar.getByRole('link', {
        name: `${text(m.messages)} ${text(unreadMessages, { count: 3 })}`,
      });
      await expect(messages).toBeVisible();
      await expect(within(messages).getByTestId('unread-badge')).toHaveTextContent('3');
      await expect(await accountTrigger()).toBeVisible();
    }
    await expect(bar.getByRole('button', { name: text(m.menuOpen) })).toBeVisible();
    await expect(bar.queryByRole('combobox', { name: text(m.languageLabel) })).toBeNull();
    const shown = [...bar.getAllByRole('link'), ...bar.getAllByRole('button')];
    for (const control of shown) {
      const box = control.getBoundingClientRect();
      await expect(Math.min(box.width, box.height), control.textContent!).toBeGreaterThanOrEqual(
        40,
      );
    }
  },
});

export const VisitorOnSmallestPhone = onSmallestPhone({ status: 'visitor' });
export const MemberOnSmallestPhone = onSmallestPhone(member);
