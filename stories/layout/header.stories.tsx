import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../src/features/layout/header';
import { HeaderView } from '../../src/features/layout/header-view';
import { LanguageSwitcherView } from '../../src/features/layout/language-switcher-view';
import type { HeaderSession } from '../../src/features/layout/session';
import { ThemeSwitcherView } from '../../src/features/layout/theme-switcher-view';

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
  page.findByRole('button', { name: 'Меню учётной записи' }, { timeout: 5000 });

/** The header as the app runs it: its own machine, the router, a session passed in. */
const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { session: { status: 'visitor' }, languageSwitcher: switcher, themeSwitcher },
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

/** A session is stored and being restored: a placeholder holds the place of either kind of controls. */
export const RestoringSession: Story = {
  args: { session: { status: 'pending' } },
  play: async ({ canvas }) => {
    const account = within(accountNav(canvas));
    await expect(account.getByTestId('header-account-pending')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.queryByRole('link', { name: 'Войти', hidden: true })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Уведомления', hidden: true })).toBeNull();
  },
};

export const Member: Story = {
  args: { session: member },
  globals: desktop,
  play: async ({ canvas }) => {
    const account = within(accountNav(canvas));
    for (const [name, href] of [
      ['Уведомления', '/notifications'],
      ['Создать событие', '/events/create'],
    ]) {
      await expect(account.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(await accountTrigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Войти' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Открыть меню' })).toBeNull();
  },
};

/** The avatar menu open: profile, settings, sign-out; administration only for admins. */
export const AccountMenuOpen: Story = {
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
    ).toEqual(['Профиль', 'Настройки', 'Выйти']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Выйти' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

export const AccountMenuClosesOnEscape: Story = {
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
  args: { session: admin },
  globals: desktop,
  play: async ({ canvas }) => {
    await userEvent.click(await accountTrigger());
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Администрирование' })).toHaveAttribute(
      'href',
      '/admin',
    );
    // And in the small-screen menu, hidden at this width.
    await expect(
      canvas.getByRole('link', { name: 'Администрирование', hidden: true }),
    ).toHaveAttribute('href', '/admin');
  },
};

/** The theme popup on wide screens: light, dark or as the device. */
export const ThemePopupOpen: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Тема оформления' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = canvas.getByRole('group', { name: 'Тема оформления' });
    await expect(within(group).getByRole('radio', { name: 'Как в системе' })).toBeChecked();
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
  },
};

export const ThemePopupClosesOnEscape: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Тема оформления' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('radio', { name: 'Тёмная' }));
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('group', { name: 'Тема оформления' })).toBeNull();
  },
};

/** Signed in, German (the longest labels), at 1280 px: everything fits in one row. */
export const AdminGermanDesktop: Story = {
  args: { session: admin },
  globals: { ...desktop, locale: 'de' },
  play: async ({ canvasElement }) => {
    await page.findByRole('button', { name: 'Kontomenü' }, { timeout: 5000 });
    const header = canvasElement.querySelector('header')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(
      within(header).getByRole('link', { name: 'Veranstaltung erstellen' }),
    ).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  globals: mobile,
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
    // The theme choice lives in the menu below lg.
    await expect(canvas.getByRole('group', { name: 'Тема оформления' })).toBeVisible();
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
    themeSwitcher,
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
