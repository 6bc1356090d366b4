import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from '../../src/features/about/about-page';
import { HomePage } from '../../src/features/home/home-page';
import { FooterView } from '../../src/features/layout/footer-view';
import { NotFoundPage } from '../../src/features/not-found/not-found-page';
import { renderPage } from './render-page';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => vi.restoreAllMocks());

describe('home page', () => {
  it('shows the hero with its two actions', () => {
    renderPage(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Находите события и единомышленников' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Найти события/ })[0]).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.getByRole('link', { name: 'Создать событие' })).toHaveAttribute(
      'href',
      '/events/create',
    );
  });

  it('links six categories to the filtered events list', () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Категории' });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Технологии', '/events?category=technology'],
      ['Здоровье', '/events?category=health'],
      ['Искусство', '/events?category=art'],
      ['Бизнес', '/events?category=business'],
      ['Еда', '/events?category=food'],
      ['Образование', '/events?category=education'],
    ]);
  });

  it('closes with a call to action', () => {
    renderPage(<HomePage />);
    const cta = screen.getByRole('region', { name: 'Готовы к новым встречам?' });
    expect(within(cta).getByRole('link', { name: 'Найти события' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('sets the title, description, canonical URL and sharing tags', async () => {
    renderPage(<HomePage />);
    await waitFor(() => expect(document.title).toBe('События и сообщества по интересам — Встречи'));
    expect(meta('meta[name="description"]')).toMatch(/^Встречи помогают найти события/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${location.origin}/`,
    );
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[property="og:image"]')).toBe(`${location.origin}/og-default.png`);
    expect(meta('meta[property="og:url"]')).toBe(`${location.origin}/`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });
});

describe('about page', () => {
  it('has the mission, three values, a team of three and the contacts', () => {
    renderPage(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { name: 'Наша миссия' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Наши ценности' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Сообщество', 'Доступность', 'Качество']);
    const team = screen.getByRole('region', { name: 'Команда' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(3);
    const contact = screen.getByRole('region', { name: 'Контакты' });
    expect(contact).toHaveAttribute('id', 'contact');
    expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(contact).toHaveTextContent('Москва');
    expect(contact).toHaveTextContent('Понедельник — пятница: 9:00–18:00');
    expect(contact).toHaveTextContent('Суббота и воскресенье: выходной');
  });

  it('sets its own title', async () => {
    renderPage(<AboutPage />, { path: '/about' });
    await waitFor(() => expect(document.title).toBe('О нас — Встречи'));
  });
});

describe('not found page', () => {
  it('says 404, links home, logs the bad path and asks not to be indexed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex'));
  });
});

describe('footer', () => {
  it('shows the year, the app name and about/contact links; no social links when unset', () => {
    renderPage(<FooterView year={2031} socialLinks={[]} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2031 Встречи');
    expect(within(footer).getByRole('link', { name: 'Контакты' })).toHaveAttribute(
      'href',
      '/about#contact',
    );
    expect(within(footer).queryByRole('navigation', { name: 'Мы в соцсетях' })).toBeNull();
  });

  it('lists configured social links, opening in a new tab', () => {
    renderPage(
      <FooterView year={2031} socialLinks={[{ network: 'telegram', href: 'https://t.me/x' }]} />,
    );
    const social = screen.getByRole('navigation', { name: 'Мы в соцсетях' });
    const link = within(social).getByRole('link', { name: /Telegram/ });
    expect(link).toHaveAttribute('href', 'https://t.me/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
