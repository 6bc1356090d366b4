import { appReady, expect, test, openApp } from './support/fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu opens, navigates, and closes on navigation and on Escape', async ({
    page,
    expectAccessible,
  }) => {
    await openApp(page, '/');
    const toggle = page.getByRole('button', { name: 'Открыть меню' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The wide-screen navigation gives way to the menu button.
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeHidden();

    await toggle.click();
    // The open menu is a modal sheet: the page behind it, its button included, leaves the
    // accessibility tree until it closes.
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Войти' })).toBeVisible();
    await expectAccessible();

    await menu.getByRole('link', { name: 'О нас' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О проекте «Встречи»');
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(menu).toBeHidden();
    await expectAccessible();

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeFocused();
  });
});

test('an unknown path shows the 404 page and logs the path', async ({
  page,
  expectAccessible,
  allowConsole,
}) => {
  allowConsole(/404: no page at \/no\/such\/page/);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await openApp(page, '/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  await expect(page).toHaveTitle('Страница не найдена — Встречи');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(warnings.some((w) => w.includes('/no/such/page'))).toBe(true);
  await expectAccessible();

  await page.getByRole('link', { name: 'Вернуться на главную' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Находите события и единомышленников',
  );
  await expectAccessible();
});

test('the about page, and the contact link lands on the contacts', async ({
  page,
  expectAccessible,
}) => {
  await openApp(page, '/');
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'О нас' })
    .click();
  await expect(page).toHaveURL('/about');
  await expect(page).toHaveTitle('О нас — Встречи');
  await expect(page.getByRole('heading', { name: 'Наша миссия' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expectAccessible();

  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Контакты' })
    .click();
  await expect(page).toHaveURL('/about#contact');
  const contact = page.locator('#contact');
  await expect(contact).toBeInViewport();
  await expect(contact).toContainText('Москва');
  await expect(contact).toContainText('9:00–18:00');
});

test('the header search goes to the events list with the query', async ({
  page,
  expectAccessible,
}) => {
  await openApp(page, '/about');
  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  const box = page.getByRole('searchbox', { name: 'Поиск событий' });
  await expect(box).toBeFocused();
  await expectAccessible();

  // An empty search does nothing.
  await box.press('Enter');
  await expect(page).toHaveURL('/about');
  await expect(box).toBeVisible();

  await box.fill('  джаз в парке ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/events\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('джаз в парке');
  await expect(page.getByRole('searchbox')).toBeHidden();
  await appReady(page);
  // The catalogue is loaded on demand: check it once it has rendered, not its loading frame.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Встречи/);
  await expectAccessible();
});

test('every page describes itself for search engines and link previews', async ({
  page,
  expectAccessible,
}) => {
  await openApp(page, '/');
  await expect(page).toHaveTitle('События и сообщества по интересам — Встречи');
  // index.html's defaults have given way to the page's own tags: one of each.
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://127.0.0.1:4173/',
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'http://127.0.0.1:4173/og-default.png',
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expectAccessible();
  const image = await page.request.get('/og-default.png');
  expect(image.headers()['content-type']).toBe('image/png');
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent: *');
});
