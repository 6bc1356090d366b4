import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../src/features/layout/header';
import { HeaderView } from '../../src/features/layout/header-view';
import { LanguageSwitcherView } from '../../src/features/layout/language-switcher-view';
import type { HeaderSession } from '../../src/features/layout/session';

const member: HeaderSession = {
  status: 'signedIn',
  isAdmin: false,
  fullName: 'Ольга Кузнецова',
  email: 'olga@example.ru',
};
const admin: HeaderSession = { ...member, isAdmin: true, fullName: 'Игорь Белов' };
const switcher = <LanguageSwitcherView chosen="ru" switching={false} onSelect={fn()} />;

/** The header as the app runs it: its own machine, the router, a session passed in. */
const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { session: { status: 'visitor' }, languageSwitcher: switcher },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountNav = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('navigation', { name: 'Учётная запись', hidden: true });

export const Visitor: Story = {
  play: async ({ canvas }) => {
    const account = within(accountNav(canvas));
    await expect(account.getByRole('link', { name: 'Войти', hidden: true })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(account.getByRole('link', { name: 'Регистрация', hidden: true })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(
      canvas.queryByRole('link', { name: 'Администрирование', hidden: true }),
    ).toBeNull();
  },
};

export const Member: Story = {
  args: { session: member },
  play: async ({ canvas }) => {
    const account = within(accountNav(canvas));
    for (const [name, href] of [
      ['Уведомления', '/notifications'],
      ['Создать событие', '/events/create'],
      ['Профиль', '/profile'],
      ['Настройки', '/settings'],
    ]) {
      await expect(account.getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    await expect(canvas.queryByRole('link', { name: 'Войти', hidden: true })).toBeNull();
    await expect(
      canvas.queryByRole('link', { name: 'Администрирование', hidden: true }),
    ).toBeNull();
  },
};

export const Admin: Story = {
  args: { session: admin },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'Администрирование', hidden: true });
    // One in the wide-screen bar, one in the small-screen menu.
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/admin');
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Открыть меню' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Закрыть меню');
    const menu = canvas.getByRole('navigation', { name: 'Меню' });
    await expect(within(menu).getByRole('link', { name: 'События' })).toHaveAttribute(
      'href',
      '/events',
    );
  },
};

export const MobileMenuClosesOnEscape: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть меню' }));
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: 'Открыть меню' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Меню' })).toBeNull();
  },
};

export const MobileMenuClosesOnNavigation: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть меню' }));
    const menu = canvas.getByRole('navigation', { name: 'Меню' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Группы' }));
    await expect(canvas.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const SearchOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть поиск' }));
    const box = canvas.getByRole('searchbox', { name: 'Поиск событий' });
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'лекция');
    await expect(box).toHaveValue('лекция');
    await expect(canvas.getByRole('button', { name: 'Закрыть поиск' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const SearchSubmitted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть поиск' }));
    await userEvent.type(canvas.getByRole('searchbox'), '  йога {Enter}');
    // The search went to /events?q=йога: the box closed, and no link is current any more.
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    const nav = canvas.getByRole('navigation', { name: 'Основная навигация', hidden: true });
    await expect(within(nav).getByRole('link', { name: 'События', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Pure view states, for every language through the toolbar's locale. */
export const ViewMenuAndSearchOpen: StoryObj<typeof HeaderView> = {
  render: (args) => <HeaderView {...args} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    session: member,
    path: '/events',
    menuOpen: true,
    searchOpen: true,
    query: 'концерт',
    languageSwitcher: switcher,
    onMenuToggle: fn(),
    onMenuClose: fn(),
    onSearchToggle: fn(),
    onSearchClose: fn(),
    onQueryChange: fn(),
    onSearchSubmit: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('концерт');
    await userEvent.click(canvas.getByRole('button', { name: 'Найти' }));
    await expect(args.onSearchSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть меню' }));
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open search' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Log in', hidden: true }).length).toBe(2);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ouvrir la recherche' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Se connecter', hidden: true }).length).toBe(
      2,
    );
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Suche öffnen' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Anmelden', hidden: true }).length).toBe(2);
  },
};

export const DarkThemeMember: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
  args: { session: member },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть меню' }));
    await expect(canvas.getByRole('navigation', { name: 'Меню' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
