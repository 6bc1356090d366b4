import type { Page } from '@playwright/test';
import type { MessageDescriptor } from 'react-intl';
import { metaMessages } from '../../src/components/meta/meta.messages';
import { formatPageTitle } from '../../src/components/meta/page-title';
import { aboutMessages } from '../../src/features/about/about.messages';
import { homeMessages } from '../../src/features/home/home.messages';
import { layoutMessages } from '../../src/features/layout/layout.messages';
import { text } from '../support/messages';
import { appReady, expect, openApp, test } from './support/fixtures';

/** A page's <title> as PageMeta writes it. */
const pageTitle = (page: MessageDescriptor) =>
  formatPageTitle(text(page), text(metaMessages.appName));

/**
 * Opens `path` with the app's scripts refused (on purpose: what shows is the prerendered HTML
 * alone), after putting `stored` (a key and a value) in localStorage.
 */
async function openWithoutApp(
  page: Page,
  allowConsole: (pattern: RegExp) => void,
  path: string,
  stored?: [string, string],
) {
  allowConsole(/Failed to load resource: net::ERR_FAILED .*\/assets\//);
  if (stored) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), stored);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
}

// The build writes / and /about as HTML (scripts/prerender.ts): they paint before any script runs,
// for a Russian visitor without a session, and the app then takes the same markup over.

test('the prerendered pages are complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(homeMessages.heroTitle));
  await expect(
    page.getByRole('banner').getByRole('link', { name: text(layoutMessages.navEvents) }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(aboutMessages.title));
  await expect(page).toHaveTitle(pageTitle(aboutMessages.metaTitle));
  await context.close();
});

for (const [path, title] of [
  ['/', pageTitle(homeMessages.metaTitle)],
  ['/about', pageTitle(aboutMessages.metaTitle)],
] as const) {
  test(`the app hydrates the prerendered ${path} instead of drawing it again`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // Hold the app's code back until the prerendered heading is marked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/shell-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { prerendered: Element | null }).prerendered =
        document.querySelector('h1');
    });
    release();
    await appReady(page);
    // The same element: React took it over, it did not replace it.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerendered: Element | null }).prerendered ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    await expect(page).toHaveTitle(title);
    expect(await page.locator('title').count()).toBe(1);
    expect(errors).toEqual([]);
  });
}

test('another language hides the Russian prerender until the app renders', async ({
  page,
  allowConsole,
}) => {
  await openWithoutApp(page, allowConsole, '/', ['language', 'de']);
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'all');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
});

test('a stored session hides the visitor prerender until the app renders', async ({
  page,
  allowConsole,
}) => {
  await openWithoutApp(page, allowConsole, '/about', ['sb-127-auth-token', '{}']);
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'all');
  await expect(page.getByRole('banner')).toBeHidden();
});

test('another path keeps the frame of the prerendered home, not its page', async ({
  page,
  allowConsole,
}) => {
  await openWithoutApp(page, allowConsole, '/events');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'page');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
});

test('with the app running, another language renders as before', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await openApp(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Vstrechi');
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender', /.*/);
});

test('with the app running, an unknown path shows its own page', async ({ page, allowConsole }) => {
  // The app reports an unknown path as a warning, on purpose.
  allowConsole(/404: no page at \/no-such-page/);
  await openApp(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    text(homeMessages.heroTitle),
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender', /.*/);
});
