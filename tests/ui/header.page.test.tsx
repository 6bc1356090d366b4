import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { headerMachine } from '../../machines/layout/header.machine';
import { Header } from '../../src/features/layout/header';
import { HEADER_MENU_ID } from '../../src/features/layout/header-view';
import { type HeaderSession, VISITOR } from '../../src/features/layout/session';
import { headerModelEvents } from '../machines/header.model';
import { createModel, type SystemUnderTest } from '../support/model';
import { renderPage } from './render-page';

type Sut = SystemUnderTest<typeof headerMachine>;

// Only what a person can do on the page in each state: the search box's events need the box open.
const model = createModel(headerMachine, {
  events: (snapshot) =>
    headerModelEvents.filter(
      (e) =>
        snapshot.matches({ search: 'open' }) ||
        !['search.change', 'search.submit', 'search.close'].includes(e.type),
    ),
});

const menuToggle = () => screen.getByRole('button', { name: /(Открыть|Закрыть) меню/ });
const searchToggle = () => screen.getByRole('button', { name: /(Открыть|Закрыть) поиск/ });
const menuPanel = () => document.getElementById(HEADER_MENU_ID)!;

function setup(session: HeaderSession = VISITOR) {
  const user = userEvent.setup();
  const page = renderPage(<Header session={session} languageSwitcher={null} />);
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
  it('has an assertion for every state and an executor for every event', () => {
    model.assertComplete(setup().sut);
  });

  it('reaches every state and takes every declared transition through the page', () => {
    const { missingStates, missingTransitions } = model.coverage();
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  for (const path of model.paths()) {
    it(path.description, async () => {
      const { sut } = setup();
      await model.run(path, sut, createActor(headerMachine).getSnapshot());
    });
  }
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

  it('gives a member notifications, create event, profile and settings, but no admin link', () => {
    setup({ status: 'signedIn', isAdmin: false, fullName: 'Ольга Ким' });
    const account = screen.getByRole('navigation', { name: 'Учётная запись' });
    for (const [name, href] of [
      ['Уведомления', '/notifications'],
      ['Создать событие', '/events/create'],
      ['Профиль', '/profile'],
      ['Настройки', '/settings'],
    ]) {
      expect(within(account).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Администрирование' })).toBeNull();
  });

  it('shows the admin link only to an admin, on wide and small screens', () => {
    setup({ status: 'signedIn', isAdmin: true });
    const account = screen.getByRole('navigation', { name: 'Учётная запись' });
    expect(within(account).getByRole('link', { name: 'Администрирование' })).toHaveAttribute(
      'href',
      '/admin',
    );
    const menu = within(menuPanel()).getByRole('navigation', { name: 'Меню', hidden: true });
    expect(
      within(menu).getByRole('link', { name: 'Администрирование', hidden: true }),
    ).toHaveAttribute('href', '/admin');
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
