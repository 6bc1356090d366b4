import type { Page } from '@playwright/test';
import { uiMessages } from '../../src/components/ui/ui.messages';
import { catalogueMessages } from '../../src/features/events/events.messages';
import { layoutMessages as l } from '../../src/features/layout/layout.messages';
import { notificationsMessages } from '../../src/features/notifications/notifications.messages';
import { text, textStart } from '../support/messages';
import { accountMenu, signIn } from './support/accounts';
import { appReady, expect, test, openApp } from './support/fixtures';

// `SHOTS=/some/dir npx playwright test tests/e2e/layout.spec.ts` also saves the header at each
// width, session, language and theme, for a person to look at.
const SHOTS = process.env.SHOTS;

const ADMIN = { email: 'admin@vstrechi.test', password: 'Admin12345' };
const DMITRY = { email: 'dmitry@vstrechi.test', password: 'Member12345' };
const WIDTHS = [360, 768, 1024, 1280, 1440, 1920] as const;

const themeButton = (page: Page) => page.getByRole('button', { name: text(l.themeLabel) });
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** The page is exactly as wide as the window: nothing in it, the header included, sticks out. */
async function expectNoOverflow(page: Page, what: string) {
  const { scroll, inner, header } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    header: document.querySelector('header')!.scrollWidth,
  }));
  expect(scroll, `${what}: page scrollWidth`).toBeLessThanOrEqual(inner);
  expect(header, `${what}: header scrollWidth`).toBeLessThanOrEqual(inner);
}

/** Every control in the bar is on screen, whole. */
async function expectInView(page: Page, what: string) {
  const boxes = await page.getByRole('banner').evaluate((header) => {
    const width = window.innerWidth;
    return [
      ...header.querySelectorAll<HTMLElement>(
        ':scope > div:first-child a, :scope > div:first-child button, :scope > div:first-child select',
      ),
    ]
      .filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
      )
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim(),
          left: r.left,
          right: r.right,
          width,
        };
      });
  });
  expect(boxes.length, `${what}: controls in the bar`).toBeGreaterThan(2);
  for (const box of boxes) {
    expect(box.left, `${what}: ${box.name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${what}: ${box.name} ends on screen`).toBeLessThanOrEqual(box.width);
  }
}

async function shot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({
      path: `${SHOTS}/${name}.png`,
      clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 360 },
    });
}

test('the chosen theme survives a reload and is painted before the app runs', async ({
  page,
  expectAccessible,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openApp(page, '/');
  expect(await theme(page)).toBe('light');

  await themeButton(page).click();
  await shot(page, 'theme-popup-light');
  await page.getByRole('radio', { name: text(l.themeDark) }).check();
  await shot(page, 'theme-popup-dark');
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // Applied in place, no reload.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await expectAccessible();

  // The theme <html> carries in every frame from the first one on (frames come before paints):
  // a flash of the light theme would show up here as an undefined or 'light'.
  await page.addInitScript(() => {
    const seen: (string | undefined)[] = [];
    (window as unknown as { themesSeen: typeof seen }).themesSeen = seen;
    const record = () => {
      seen.push(document.documentElement?.dataset.theme ?? 'none');
      if (seen.length < 30) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.reload();
  await appReady(page);
  await expect(themeButton(page)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { themesSeen: string[] }).themesSeen.length),
    )
    .toBe(30);
  const seen = await page.evaluate(
    () => (window as unknown as { themesSeen: string[] }).themesSeen,
  );
  expect(new Set(seen)).toEqual(new Set(['dark']));
  await themeButton(page).click();
  await expect(page.getByRole('radio', { name: text(l.themeDark) })).toBeChecked();
});

test('without the app script the page is already in the stored theme', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/Failed to load resource: net::ERR_FAILED .*\/assets\//);
  await openApp(page, '/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // Only index.html and the CSS: what a person sees before any of the app's JavaScript has run.
  await page.route(/\/(assets|src)\/.*\.(js|tsx?)(\?.*)?$/, (route) => route.abort());
  await page.reload({ waitUntil: 'load' });
  expect(await theme(page)).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // bg.canvas in dark mode (gray.950), not white.
  expect(background).not.toBe('rgb(255, 255, 255)');
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeLessThan(120);
});

test('following the device: its colour scheme applies live, no choice stored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page, '/');
  expect(await theme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => theme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await themeButton(page).click();
  await expect(page.getByRole('radio', { name: text(l.themeSystem) })).toBeChecked();
});

test('signed in as admin at 1280 px the header fits, and the avatar menu holds the rest', async ({
  page,
  expectAccessible,
}) => {
  // Sign-in, axe and three language switches: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expectNoOverflow(page, 'admin 1280 ru');
  await expectInView(page, 'admin 1280 ru');
  const banner = page.getByRole('banner');
  const nav = banner.getByRole('navigation', { name: text(l.primaryNav) });
  for (const link of [l.navHome, l.navEvents, l.navGroups, l.navAbout, l.navContact]) {
    await expect(nav.getByRole('link', { name: text(link) })).toBeVisible();
  }
  for (const control of [
    banner.getByRole('button', { name: text(l.searchOpen) }),
    banner.getByRole('combobox', { name: text(l.languageLabel) }),
    themeButton(page),
    // The bell's name goes on with the unread count when there is one.
    banner.getByRole('button', { name: textStart(notificationsMessages.title) }),
    banner.getByRole('link', { name: text(l.createEvent) }),
    accountMenu(page),
  ]) {
    await expect(control).toBeVisible();
  }
  await expect(banner.getByRole('button', { name: text(l.menuOpen) })).toBeHidden();

  await accountMenu(page).click();
  const menu = page.getByRole('menu');
  for (const item of [l.profile, l.settings, l.admin, l.signOut]) {
    await expect(menu.getByRole('menuitem', { name: text(item) })).toBeVisible();
  }
  await shot(page, 'account-menu-1280');
  await expectAccessible();
  await menu.getByRole('menuitem', { name: text(l.profile) }).click();
  await expect(page).toHaveURL('/profile');
  await expect(menu).toBeHidden();

  // German labels are the longest.
  for (const locale of ['de', 'fr', 'en'] as const) {
    await banner.getByRole('combobox').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoOverflow(page, `admin 1280 ${locale}`);
    await expectInView(page, `admin 1280 ${locale}`);
  }
});

for (const session of ['visitor', 'member', 'admin'] as const) {
  test(`the ${session}'s header fits from 360 to 1920 px in every language and both themes`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (session === 'admin') await signIn(page, ADMIN.email, ADMIN.password);
    else if (session === 'member') await signIn(page, DMITRY.email, DMITRY.password);
    else {
      await openApp(page, '/');
    }
    for (const locale of ['ru', 'de', 'fr', 'en'] as const) {
      // The language choice is in the bar from sm up (below, in the phone menu).
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('banner').getByRole('combobox').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const what = `${session} ${width} ${locale} ${mode}`;
          await expectNoOverflow(page, what);
          await expectInView(page, what);
          await shot(page, `header-${session}-${locale}-${mode}-${width}`);
        }
      }
    }
    // Below lg the rest is in the menu, the theme choice included.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByRole('combobox').selectOption('ru');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: text(l.menuOpen) }).click();
    const panel = page.getByRole('navigation', { name: text(l.menuLabel) });
    await expect(panel.getByRole('link', { name: text(l.navEvents) })).toBeVisible();
    if (session !== 'visitor') {
      await expect(panel.getByRole('link', { name: text(l.profile) })).toBeVisible();
      await expect(panel.getByRole('button', { name: text(l.signOut) })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: text(l.admin) })).toHaveCount(
      session === 'admin' ? 1 : 0,
    );
    await expect(page.getByRole('group', { name: text(l.themeLabel) })).toBeVisible();
    await expectNoOverflow(page, `${session} 360 menu open`);
    await shot(page, `header-${session}-menu-360`);
  });
}

test('the phone filter dialog sits above the sticky header', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openApp(page, '/events');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Scrolled, so the sticky header is stuck at the top over the page.
  await page.mouse.wheel(0, 600);
  await page
    .getByRole('button', { name: textStart(catalogueMessages.filtersOpen, { count: 0 }) })
    .click();
  const dialog = page.getByRole('dialog', { name: text(catalogueMessages.filters) });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  // By tag: while the modal is open the rest of the page is aria-hidden, the banner role included.
  const header = (await page.locator('header').boundingBox())!;
  // Whatever is on top at the dialog's top edge, its title and its close button is the dialog's.
  const close = (await dialog.getByRole('button', { name: text(uiMessages.close) }).boundingBox())!;
  const title = (await dialog
    .getByRole('heading', { name: text(catalogueMessages.filters) })
    .boundingBox())!;
  const points = [
    { x: box.x + box.width / 2, y: box.y + 2 },
    { x: close.x + close.width / 2, y: close.y + close.height / 2 },
    { x: title.x + 4, y: title.y + title.height / 2 },
  ];
  for (const point of points) {
    const onTop = await page.evaluate(
      ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[role="dialog"]'),
      point,
    );
    expect(onTop, `dialog on top at ${point.x},${point.y}`).toBe(true);
  }
  // The sheet is tall enough to reach up under the header: that is where it used to be covered.
  expect(box.y).toBeLessThan(header.y + header.height);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-filters.png` });
  await dialog.getByRole('button', { name: text(uiMessages.close) }).click();
  await expect(dialog).toBeHidden();
  await expectAccessible();
});
