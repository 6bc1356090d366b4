import { modelTests } from '../support/model-tests';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { headerMachine } from '../../machines/layout/header.machine';
import { Header } from '../../src/features/layout/header';
import { HEADER_MENU_ID, HEADER_THEME_ID } from '../../src/features/layout/header-view';
import { ThemeSwitcherView } from '../../src/features/layout/theme-switcher-view';
import { type HeaderSession, VISITOR } from '../../src/features/layout/session';
import { headerEventsFor } from '../machines/header.model';
import { createModel, type SystemUnderTest } from '../support/model';
import { renderPage } from './render-page';

type Sut = SystemUnderTest<typeof headerMachine>;

// Only what a person can do on the page in each state: the search box's events need the box open,
// closing a popup needs it open.
const model = createModel(headerMachine, {
  events: (snapshot) =>
    headerEventsFor(snapshot).filter(
      (e) =>
        (snapshot.matches({ search: 'open' }) ||
          !['search.change', 'search.submit', 'search.close'].includes(e.type)) &&
        (snapshot.matches({ theme: 'open' }) || e.type !== 'theme.close') &&
        (snapshot.matches({ account: 'open' }) || e.type !== 'account.close'),
    ),
});

const admin: HeaderSession = {
  status: 'signedIn',
  isAdmin: true,
  fullName: 'Анна Смирнова',
  email: 'admin@vstrechi.test',
};

const menuToggle = () => screen.getByRole('button', { name: /(Открыть|Закрыть) меню/ });
const searchToggle = () => screen.getByRole('button', { name: /(Открыть|Закрыть) поиск/ });
const themeToggle = () => screen.getByRole('button', { name: 'Тема оформления' });
// The avatar menu loads on demand (Ark's menu is not part of a visitor's first load).
const accountTrigger = () =>
  screen.findByRole('button', { name: 'Меню учётной записи' }, { timeout: 5000 });

// Each path replays real clicks through Ark's menu; on a loaded shared machine that can take longer
// than the default five seconds without anything being wrong.
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no ResizeObserver; Ark's menu watches the trigger's size to place itself.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Loaded once here, so each test's lazy avatar menu resolves at once instead of racing the import.
beforeAll(() => import('../../src/features/layout/account-menu'));
const menuPanel = () => document.getElementById(HEADER_MENU_ID)!;
const themePanel = () => document.getElementById(HEADER_THEME_ID)!;
const themeSwitcher = (name: string) => (
  <ThemeSwitcherView name={name} preference="system" onSelect={() => {}} />
);

function setup(session: HeaderSession = admin, onSignOut?: () => void) {
  const user = userEvent.setup();
  const page = renderPage(
    <Header
      session={session}
      languageSwitcher={null}
      themeSwitcher={themeSwitcher}
      onSignOut={onSignOut}
    />,
  );
  const sut: Sut = {
    states: {
      'menu.closed': () => {
        expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
        expect(menuToggle()).toHaveAccessibleName('Открыть меню');
        expect(menuToggle()).toHaveAttribute('aria-controls', HEADER_MENU_ID);
        expect(menuPanel()).not.toBeVisible();
      },
      'menu.open': () => {
        expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
        expect(menuToggle()).toHaveAccessibleName('Закрыть меню');
        expect(menuPanel()).toBeVisible();
        const nav = within(menuPanel()).getByRole('navigation', { name: 'Меню' });
        expect(within(nav).getByRole('link', { name: 'События' })).toHaveAttribute(
          'href',
          '/events',
        );
      },
      'search.closed': () => {
        expect(searchToggle()).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('search')).toBeNull();
        expect(screen.queryByRole('searchbox')).toBeNull();
      },
      'search.open': (expected) => {
        expect(searchToggle()).toHaveAttribute('aria-expanded', 'true');
        const box = within(screen.getByRole('search')).getByRole('searchbox', {
          name: 'Поиск событий',
        });
        expect(box).toHaveValue(expected.context.query);
      },
      'theme.closed': () => {
        expect(themeToggle()).toHaveAttribute('aria-expanded', 'false');
        expect(themeToggle()).toHaveAttribute('aria-controls', HEADER_THEME_ID);
        expect(themePanel()).not.toBeVisible();
        expect(within(themePanel()).queryAllByRole('radio', { hidden: true })).toHaveLength(0);
      },
      'theme.open': () => {
        expect(themeToggle()).toHaveAttribute('aria-expanded', 'true');
        expect(themePanel()).toBeVisible();
        const group = within(themePanel()).getByRole('group', { name: 'Тема оформления' });
        expect(within(group).getByRole('radio', { name: 'Как в системе' })).toBeChecked();
        expect(within(group).getAllByRole('radio')).toHaveLength(3);
      },
      'account.closed': async () => {
        expect(await accountTrigger()).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('menu')).toBeNull();
      },
      'account.open': async () => {
        expect(await accountTrigger()).toHaveAttribute('aria-expanded', 'true');
        const menu = screen.getByRole('menu');
        expect(within(menu).getByRole('menuitem', { name: 'Профиль' })).toHaveAttribute(
          'href',
          '/profile',
        );
        expect(within(menu).getByRole('menuitem', { name: 'Администрирование' })).toHaveAttribute(
          'href',
          '/admin',
        );
      },
    },
    events: {
      'menu.toggle': () => user.click(menuToggle()),
      'menu.close': async () => {
        // Escape from the menu button (the search box, when focused, takes Escape for itself).
        menuToggle().focus();
        await user.keyboard('{Escape}');
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
        await user.click(screen.getByRole('button', { name: 'Найти' }));
        if (query) {
          expect(page.location()).toBe(`/events?${new URLSearchParams({ q: query })}`);
        } else {
          expect(page.location()).toBe(before);
        }
      },
      'theme.toggle': () => user.click(themeToggle()),
      'theme.close': async () => {
        await user.click(within(themePanel()).getByRole('radio', { name: 'Тёмная' }));
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
        const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
        const target = page.location() === '/about' ? 'Группы' : 'О нас';
        await user.click(within(nav).getByRole('link', { name: target }));
      },
    },
  };
  return { sut, page, user };
}

describe('header page (model-based)', () => {
  modelTests(model, { setup, initial: () => createActor(headerMachine).getSnapshot() });
});

describe('header page (theme popup)', () => {
  it('closes when Tab takes focus out of it, either way, and stays open while focus moves inside', async () => {
    const { user } = setup(VISITOR);
    await user.click(themeToggle());
    const choice = within(themePanel()).getByRole('radio', { name: 'Тёмная' });
    await user.click(choice);
    expect(themePanel()).toBeVisible();
    await user.tab();
    await waitFor(() => expect(themePanel()).not.toBeVisible());
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(themeToggle());
    expect(themePanel()).toBeVisible();
    await user.tab({ shift: true });
    await waitFor(() => expect(themePanel()).not.toBeVisible());
  });
});

describe('header page (session)', () => {
  it('offers a visitor login and registration, and nothing of a member', () => {
    setup(VISITOR);
    const account = screen.getByRole('navigation', { name: 'Учётная запись' });
    expect(within(account).getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(account).getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.queryByRole('link', { name: 'Профиль' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Администрирование' })).toBeNull();
  });

  it('shows a neutral placeholder, neither sign-in buttons nor account links, while a stored session is restored', async () => {
    const { user } = setup({ status: 'pending' });
    const account = screen.getByRole('navigation', { name: 'Учётная запись' });
    expect(within(account).getByTestId('header-account-pending')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Регистрация' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Уведомления' })).toBeNull();
    await user.click(menuToggle());
    expect(within(menuPanel()).queryByRole('link', { name: 'Войти' })).toBeNull();
  });

  it('gives a member notifications and create event in the bar, profile and settings in the avatar menu, and no admin link', async () => {
    const { user } = setup({ status: 'signedIn', isAdmin: false, fullName: 'Ольга Ким' });
    const account = screen.getByRole('navigation', { name: 'Учётная запись' });
    for (const [name, href] of [
      ['Уведомления', '/notifications'],
      ['Создать событие', '/events/create'],
    ]) {
      expect(within(account).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.click(await accountTrigger());
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Профиль', 'Настройки']);
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Администрирование' })).toBeNull();
  });

  it('shows the admin link only to an admin, in the avatar menu and the small-screen menu', async () => {
    const { user } = setup(admin);
    await user.click(await accountTrigger());
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Администрирование' }),
    ).toHaveAttribute('href', '/admin');
    const menu = within(menuPanel()).getByRole('navigation', { name: 'Меню', hidden: true });
    expect(
      within(menu).getByRole('link', { name: 'Администрирование', hidden: true }),
    ).toHaveAttribute('href', '/admin');
  });

  it('signs out from the avatar menu', async () => {
    const signOut = vi.fn();
    const { user } = setup(admin, signOut);
    await user.click(await accountTrigger());
    // Ark moves focus into the menu on the next frame; keys sent before that go to the trigger.
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    // From the keyboard: the last item is «Выйти».
    await user.keyboard('{End}');
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Выйти' }),
    ).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    expect(signOut).toHaveBeenCalledOnce();
    // The menu unmounts once Ark's close settles, a frame after the selection.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('follows a link from the avatar menu and closes it', async () => {
    const { user, page } = setup(admin);
    await user.click(await accountTrigger());
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Настройки' }));
    expect(page.location()).toBe('/settings');
    expect(await accountTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the theme popup on a click elsewhere, not on a click inside', async () => {
    const { user } = setup(admin);
    await user.click(themeToggle());
    await user.click(within(themePanel()).getByRole('radio', { name: 'Светлая' }));
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(themeToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the theme choice in the small-screen menu, under its own radio name', async () => {
    const { user } = setup(VISITOR);
    await user.click(menuToggle());
    const group = within(menuPanel()).getByRole('group', { name: 'Тема оформления' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['light', 'dark', 'system']);
    await user.click(themeToggle());
    const barRadio = within(themePanel()).getAllByRole('radio')[0]!;
    expect(barRadio.getAttribute('name')).not.toBe(radios[0]!.getAttribute('name'));
  });

  it('closes the menu when one of its links is followed, even to the page already shown', async () => {
    const { user, page } = setup();
    await user.click(menuToggle());
    await user.click(within(menuPanel()).getByRole('link', { name: 'Главная' }));
    expect(page.location()).toBe('/');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when the address changes from outside the header', async () => {
    const { user, page } = setup();
    await user.click(menuToggle());
    act(() => page.memory.navigate('/about'));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page in the navigation', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'События' })).not.toHaveAttribute('aria-current');
  });
});
