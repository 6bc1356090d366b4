import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryMessages as category } from '../../src/components/category/category.messages';
import { formatPageTitle } from '../../src/components/meta/page-title';
import { metaMessages } from '../../src/components/meta/meta.messages';
import { AboutPage } from '../../src/features/about/about-page';
import { aboutMessages as a, contactWeekdays } from '../../src/features/about/about.messages';
import { HomePage } from '../../src/features/home/home-page';
import { homeMessages as h } from '../../src/features/home/home.messages';
import { FooterView } from '../../src/features/layout/footer-view';
import { footerCopyright, layoutMessages as l } from '../../src/features/layout/layout.messages';
import { NotFoundPage } from '../../src/features/not-found/not-found-page';
import { notFoundMessages as n } from '../../src/features/not-found/not-found.messages';
import { text, textPattern } from '../support/messages';
import { renderPage } from './render-page';

const appName = text(metaMessages.appName);
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => vi.restoreAllMocks());

describe('home page', () => {
  it('shows the hero with its two actions', () => {
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: text(h.heroTitle) })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: textPattern(h.findEvents) })[0]).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.getByRole('link', { name: text(h.createEvent) })).toHaveAttribute(
      'href',
      '/events/create',
    );
  });

  it('links six categories to the filtered events list', () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: text(h.categoriesTitle) });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [text(category.technology), '/events?category=technology'],
      [text(category.health), '/events?category=health'],
      [text(category.art), '/events?category=art'],
      [text(category.business), '/events?category=business'],
      [text(category.food), '/events?category=food'],
      [text(category.education), '/events?category=education'],
    ]);
  });

  it('closes with a call to action', () => {
    renderPage(<HomePage />);
    const cta = screen.getByRole('region', { name: text(h.ctaTitle) });
    expect(within(cta).getByRole('link', { name: text(h.ctaButton) })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('sets the title, description, canonical URL and sharing tags', async () => {
    renderPage(<HomePage />);
    await waitFor(() => expect(document.title).toBe(formatPageTitle(text(h.metaTitle), appName)));
    expect(meta('meta[name="description"]')).toBe(text(h.metaDescription));
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
    expect(screen.getByRole('heading', { name: text(a.missionTitle) })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: text(a.valuesTitle) });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([a.communityTitle, a.accessibilityTitle, a.qualityTitle].map((m) => text(m)));
    const team = screen.getByRole('region', { name: text(a.teamTitle) });
    expect(within(team).getAllByRole('listitem')).toHaveLength(3);
    const contact = screen.getByRole('region', { name: text(a.contactTitle) });
    expect(contact).toHaveAttribute('id', 'contact');
    expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(contact).toHaveTextContent(text(a.contactAddressValue));
    expect(contact).toHaveTextContent(text(contactWeekdays, { from: '9:00', to: '18:00' }));
    expect(contact).toHaveTextContent(text(a.contactWeekend));
  });

  it('sets its own title', async () => {
    renderPage(<AboutPage />, { path: '/about' });
    await waitFor(() => expect(document.title).toBe(formatPageTitle(text(a.metaTitle), appName)));
  });
});

describe('not found page', () => {
  it('says 404, links home, logs the bad path and asks not to be indexed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByText(text(n.code))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text(n.title) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text(n.home) })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page'));
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex'));
  });
});

describe('footer', () => {
  it('shows the year, the app name and about/contact links; no social links when unset', () => {
    renderPage(<FooterView year={2031} socialLinks={[]} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(text(footerCopyright, { year: 2031, appName }));
    expect(within(footer).getByRole('link', { name: text(l.navContact) })).toHaveAttribute(
      'href',
      '/about#contact',
    );
    expect(within(footer).queryByRole('navigation', { name: text(l.footerSocial) })).toBeNull();
  });

  it('lists configured social links, opening in a new tab', () => {
    renderPage(
      <FooterView year={2031} socialLinks={[{ network: 'telegram', href: 'https://t.me/x' }]} />,
    );
    const social = screen.getByRole('navigation', { name: text(l.footerSocial) });
    const link = within(social).getByRole('link', { name: /Telegram/ });
    expect(link).toHaveAttribute('href', 'https://t.me/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
