import { modelTests } from '../support/model-tests';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageDescriptor } from 'react-intl';
import { createActor } from 'xstate';
import { headerMachine } from '../../machines/layout/header.machine';
import { Header } from '../../src/features/layout/header';
import { HEADER_MENU_ID, HEADER_THEME_ID } from '../../src/features/layout/header-view';
import { layoutMessages as m } from '../../src/features/layout/layout.messages';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { ThemeSwitcherView } from '../../src/features/layout/theme-switcher-view';
import { type HeaderSession, VISITOR } from '../../src/features/layout/session';
import { headerPageModel as model } from '../machines/header.model';
import { type SystemUnderTest } from '../support/model';
import { text } from '../support/messages';
import { renderPage } from './render-page';
import { outsideClickReady } from '../../stories/support/overlay-ready';

type Sut = SystemUnderTest<typeof headerMachine>;

const admin: HeaderSession = {
  status: 'signedIn',
  isAdmin: true,
  fullName: 'Анна Смирнова',
  email: 'admin@vstrechi.test',
};

// Behind the open phone menu (a modal sheet) the bar is hidden from assistive technology.
const menuToggle = () => screen.getByRole('button', { name: text(m.menuOpen), hidden: true });
const searchToggle = () =>
  screen.getByRole('button', {
    name: new RegExp(`^(${text(m.searchOpen)}|${text(m.searchClose)})$`),
    hidden: true,
  });
const themeToggle = () => screen.getByRole('button', { name: text(m.themeLabel), hidden: true });
// The avatar menu loads on demand (Ark's menu is not part of a visitor's first load).
const accountTrigger = () =>
  screen.findByRole('button', { name: text(m.accountMenu), hidden: true }, { timeout: 5000 });
// The phone menu loads on demand too (Ark's drawer is not part of the first load).
const findMenu = () =>
  screen.findByRole('dialog', { name: text(m.menuLabel) }, { timeout: 10_000 });
const queryMenu = () => screen.queryByRole('dialog', { name: text(m.menuLabel) });
const openMenu = async (user: { click: (el: Element) => Promise<void> }) => {
  await user.click(menuToggle());
  const menu = await findMenu();
  // Ark moves focus into the sheet a frame after it mounts
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  return menu;
};
const closeMenu = async (user: { keyboard: (keys: string) => Promise<void> }) => {
  await user.keyboard('{Escape}');
  await expect.poll(queryMenu, { timeout: 10_000 }).toBeNull();
};

// Each path replays real clicks through Ark's menu; on a loaded shared machine that can take longer
// than the default five seconds without anything being wrong.
vi.setConfig({ testTimeout: 30_000 });

// Loaded once here, so each test's lazy avatar menu resolves at once instead of racing the import.
beforeAll(() => import('../../src/features/layout/account-menu'));
// The theme popup is Ark's popover, loaded when the person heads for its button.
const queryThemePanel = () => screen.queryByRole('dialog', { name: text(m.themeLabel) });
const findThemePanel = () =>
  screen.findByRole('dialog', { name: text(m.themeLabel) }, { timeout: 10_000 });
const themeSwitcher = (name: string) => (
  <ThemeSwitcherView name={name} preference="system" onSelect={() => {}} />
);

/**
 * A bar button and the dialog it opens: loaded on demand, named by the button while open, gone once
 * closed (Ark lets it play its exit first).
 */
const popupStates = (
  toggle: () => HTMLElement,
  id: string,
  find: () => Promise<HTMLElement>,
  query: () => HTMLElement | null,
) => ({
  closed: async () => {
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.poll(query, { timeout: 10_000 }).toBeNull();
  },
  open: async () => {
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', id);
    const popup = await find();
    expect(document.getElementById(id)).toContainElement(popup);
    return popup;
  },
});
const menuPopup = popupStates(menuToggle, HEADER_MENU_ID, findMenu, queryMenu);
const themePopup = popupStates(themeToggle, HEADER_THEME_ID, findThemePanel, queryThemePanel);

/** Each named link (or menu item) in the container leads where it should. */
function expectHrefs(
  container: HTMLElement,
  role: 'link' | 'menuitem',
  links: [MessageDescriptor, string][],
) {
  for (const [message, href] of links) {
    expect(within(container).getByRole(role, { name: text(message) })).toHaveAttribute(
      'href',
      href,
    );
  }
}

function setup(session: HeaderSession = admin, onSignOut?: () => void, path = '/') {
  const user = userEvent.setup();
  const page = renderPage(
    <Header
      session={session}
      languageSwitcher={null}
      themeSwitcher={themeSwitcher}
      onSignOut={onSignOut}
    />,
    { path },
  );
  const sut: Sut = {
    states: {
      'menu.closed': menuPopup.closed,
      'menu.open': async () => {
        const menu = await menuPopup.open();
        const nav = within(menu).getByRole('navigation', { name: text(m.menuLabel) });
        expect(within(nav).getByRole('link', { name: text(m.navEvents) })).toHaveAttribute(
          'href',
          '/events',
        );
        // The rest of the page is out of reach meanwhile
        expect(menuToggle().closest('[aria-hidden="true"]')).not.toBeNull();
      },
      'search.closed': () => {
        expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('search', { hidden: true })).toBeNull();
        expect(screen.queryByRole('searchbox', { hidden: true })).toBeNull();
      },
      'search.open': (expected) => {
        expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
        const box = within(screen.getByRole('search', { hidden: true })).getByRole('searchbox', {
          name: text(m.searchLabel),
          hidden: true,
        });
        expect(box).toHaveValue(expected.context.query);
      },
      'theme.closed': themePopup.closed,
      'theme.open': async () => {
        const panel = await themePopup.open();
        const group = within(panel).getByRole('group', { name: text(m.themeLabel) });
        expect(within(group).getByRole('radio', { name: text(m.themeSystem) })).toBeChecked();
        expect(within(group).getAllByRole('radio')).toHaveLength(3);
      },
      'account.closed': async () => {
        expect(await accountTrigger()).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('menu')).toBeNull();
      },
      'account.open': async () => {
        expect(await accountTrigger()).toHaveAttribute('aria-expanded', 'true');
        expectHrefs(screen.getByRole('menu'), 'menuitem', [
          [m.profile, '/profile'],
          [m.admin, '/admin'],
        ]);
      },
    },
    events: {
      'menu.open': async () => {
        await openMenu(user);
      },
      'menu.close': async () => {
        // Escape in the sheet is Ark's to handle
        await waitFor(() =>
          expect(queryMenu()).toContainElement(document.activeElement as HTMLElement),
        );
        await closeMenu(user);
      },
      'search.toggle': () => user.click(searchToggle()),
      'search.close': async () => {
        await user.click(screen.getByRole('searchbox'));
        await user.keyboard('{Escape}');
        // Focus goes back to the button that opened the box.
        expect(searchToggle()).toHaveFocus();
      },
      'search.change': async (e) => {
        const box = screen.getByRole('searchbox');
        await user.clear(box);
        await user.type(box, e.value);
      },
      'search.submit': async () => {
        const before = page.location();
        const query = (screen.getByRole('searchbox') as HTMLInputElement).value.trim();
        await user.click(screen.getByRole('button', { name: text(m.searchSubmit) }));
        if (query) {
          expect(page.location()).toBe(`/events?${new URLSearchParams({ q: query })}`);
        } else {
          expect(page.location()).toBe(before);
        }
      },
      'theme.toggle': () => user.click(themeToggle()),
      'theme.close': async () => {
        const panel = await findThemePanel();
        await user.click(within(panel).getByRole('radio', { name: text(m.themeDark) }));
        await user.keyboard('{Escape}');
        // Focus goes back to the button that opened the popup (Ark restores it after closing).
        await waitFor(() => expect(themeToggle()).toHaveFocus());
      },
      'account.open': async () => user.click(await accountTrigger()),
      'account.close': async () => {
        await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
        await user.keyboard('{Escape}');
        const trigger = await accountTrigger();
        await waitFor(() => expect(trigger).toHaveFocus());
      },
      'route.changed': async () => {
        // From the phone menu when it is open (the bar is behind it), else from the bar
        const nav = queryMenu() ?? screen.getByRole('navigation', { name: text(m.primaryNav) });
        const target = page.location() === '/about' ? m.navGroups : m.navAbout;
        await user.click(within(nav).getByRole('link', { name: text(target) }));
      },
    },
  };
  return { sut, page, user };
}

describe('header page (model-based)', () => {
  modelTests(model, { setup, initial: () => createActor(headerMachine).getSnapshot() });
});

describe('header page (theme popup)', () => {
  it('closes when Tab takes focus out of it, either way, and stays open while focus moves inside or back to its button', async () => {
    const { user } = setup(VISITOR);
    await user.click(themeToggle());
    let panel = await findThemePanel();
    await user.click(within(panel).getByRole('radio', { name: text(m.themeDark) }));
    // From the choice on to the popup's close button, then out of it
    await user.tab();
    expect(within(panel).getByRole('button', { name: text(uiMessages.close) })).toHaveFocus();
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await expect.poll(queryThemePanel, { timeout: 10_000 }).toBeNull();
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(themeToggle());
    panel = await findThemePanel();
    await user.click(within(panel).getByRole('radio', { name: text(m.themeDark) }));
    // Back to its button (still open), then before it
    await user.tab({ shift: true });
    expect(themeToggle()).toHaveFocus();
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    await expect.poll(queryThemePanel, { timeout: 10_000 }).toBeNull();
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus into the popup when it opens and back to its button on Escape', async () => {
    const { user } = setup(VISITOR);
    await user.click(themeToggle());
    const panel = await findThemePanel();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(themeToggle()).toHaveFocus());
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('header page (phone menu)', () => {
  it('closes on a click outside the sheet and on its close button, each time through the machine', async () => {
    const { user } = setup(VISITOR);
    await openMenu(user);
    await outsideClickReady();
    // Ark makes the page behind the sheet inert to pointers (pointer-events: none), so a click
    // there lands on the document itself: outside the sheet
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body);
    await expect.poll(queryMenu, { timeout: 10_000 }).toBeNull();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: text(uiMessages.close) }));
    await expect.poll(queryMenu, { timeout: 10_000 }).toBeNull();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open sheet', async () => {
    const { user } = setup(VISITOR);
    const menu = await openMenu(user);
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('header page (session)', () => {
  it('signs a visitor in and back to the page and query they were on (issue 20)', async () => {
    const { user } = setup(VISITOR, undefined, '/events?q=yoga&sort=newest');
    const next = '/auth/login?next=%2Fevents%3Fq%3Dyoga%26sort%3Dnewest';
    const account = screen.getByRole('navigation', { name: text(m.accountNav) });
    expect(within(account).getByRole('link', { name: text(m.login) })).toHaveAttribute(
      'href',
      next,
    );
    await user.click(menuToggle());
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('link', { name: text(m.login) })).toHaveAttribute('href', next);
  });

  it('offers a visitor login and registration, and nothing of a member', () => {
    setup(VISITOR);
    expectHrefs(screen.getByRole('navigation', { name: text(m.accountNav) }), 'link', [
      [m.login, '/auth/login'],
      [m.register, '/auth/register'],
    ]);
    expect(screen.queryByRole('link', { name: text(m.profile) })).toBeNull();
    expect(screen.queryByRole('link', { name: text(m.admin) })).toBeNull();
  });

  it('shows a neutral placeholder, neither sign-in buttons nor account links, while a stored session is restored', async () => {
    const { user } = setup({ status: 'pending' });
    const account = screen.getByRole('navigation', { name: text(m.accountNav) });
    expect(within(account).getByTestId('header-account-pending')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.queryByRole('link', { name: text(m.login) })).toBeNull();
    expect(screen.queryByRole('link', { name: text(m.register) })).toBeNull();
    expect(screen.queryByRole('link', { name: text(m.notifications) })).toBeNull();
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('link', { name: text(m.login) })).toBeNull();
    expect(within(menu).getByRole('link', { name: text(m.navEvents) })).toBeInTheDocument();
  });

  it('gives a member notifications and create event in the bar, profile and settings in the avatar menu, and no admin link', async () => {
    const { user } = setup({ status: 'signedIn', isAdmin: false, fullName: 'Ольга Ким' });
    const account = screen.getByRole('navigation', { name: text(m.accountNav) });
    expectHrefs(account, 'link', [
      [m.notifications, '/notifications'],
      [m.createEvent, '/events/create'],
    ]);
    await user.click(await accountTrigger());
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([text(m.profile), text(m.settings)]);
    expect(screen.queryByRole('link', { name: text(m.login) })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: text(m.admin) })).toBeNull();
  });

  it('shows the admin link only to an admin, in the avatar menu and the small-screen menu', async () => {
    const { user } = setup(admin);
    await user.click(await accountTrigger());
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: text(m.admin) }),
    ).toHaveAttribute('href', '/admin');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const sheet = await openMenu(user);
    const nav = within(sheet).getByRole('navigation', { name: text(m.menuLabel) });
    expect(within(nav).getByRole('link', { name: text(m.admin) })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('signs out from the avatar menu', async () => {
    const signOut = vi.fn();
    const { user } = setup(admin, signOut);
    await user.click(await accountTrigger());
    // Ark moves focus into the menu on the next frame; keys sent before that go to the trigger.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    // From the keyboard: the last item is sign-out.
    await user.keyboard('{End}');
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: text(m.signOut) }),
    ).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    expect(signOut).toHaveBeenCalledOnce();
    // The menu unmounts once Ark's close settles, a frame after the selection.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('follows a link from the avatar menu and closes it', async () => {
    const { user, page } = setup(admin);
    await user.click(await accountTrigger());
    await user.click(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: text(m.settings) }),
    );
    expect(page.location()).toBe('/settings');
    expect(await accountTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the theme popup on a click elsewhere, not on a click inside', async () => {
    const { user } = setup(admin);
    await user.click(themeToggle());
    const panel = await findThemePanel();
    await user.click(within(panel).getByRole('radio', { name: text(m.themeLight) }));
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'true');
    // A second press of its button closes it (the button counts as inside, not as a click away)
    await user.click(themeToggle());
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(themeToggle());
    await findThemePanel();
    await outsideClickReady();
    await user.click(document.body);
    await waitFor(() => expect(themeToggle()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('puts the theme choice in the small-screen menu, under its own radio name', async () => {
    const { user } = setup(VISITOR);
    const menu = await openMenu(user);
    const group = within(menu).getByRole('group', { name: text(m.themeLabel) });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['light', 'dark', 'system']);
    const menuName = radios[0]!.getAttribute('name');
    await closeMenu(user);
    await user.click(themeToggle());
    const barRadio = within(await findThemePanel()).getAllByRole('radio')[0]!;
    expect(barRadio.getAttribute('name')).not.toBe(menuName);
  });

  it('closes the menu when one of its links is followed, even to the page already shown', async () => {
    const { user, page } = setup();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: text(m.navHome) }));
    expect(page.location()).toBe('/');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(queryMenu, { timeout: 10_000 }).toBeNull();
  });

  it('closes the menu when the address changes from outside the header', async () => {
    const { user, page } = setup();
    await openMenu(user);
    act(() => page.memory.navigate('/about'));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page in the navigation', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: text(m.primaryNav) });
    expect(within(nav).getByRole('link', { name: text(m.navHome) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: text(m.navEvents) })).not.toHaveAttribute(
      'aria-current',
    );
  });
});
