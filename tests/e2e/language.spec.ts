import { readFileSync } from 'node:fs';
import type { Locale } from '../../machines/i18n/locales';
import { metaMessages } from '../../src/components/meta/meta.messages';
import { catalogueMessages, pageMessages } from '../../src/features/events/events.messages';
import { homeMessages } from '../../src/features/home/home.messages';
import { layoutMessages } from '../../src/features/layout/layout.messages';
import { text, textPattern, textShape } from '../support/messages';
import { appReady, expect, test, openApp } from './support/fixtures';

const hero = (locale: Locale) => text(homeMessages.heroTitle, {}, locale);

test('the home page in all four languages, switched from the header', async ({
  page,
  expectAccessible,
}) => {
  await openApp(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero('ru'));
  await expectAccessible();

  for (const locale of ['en', 'fr', 'de', 'ru'] as const) {
    await page.getByRole('banner').getByRole('combobox').selectOption(locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero(locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue(locale);
    // Switched in place: still the same document, no reload.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await expectAccessible();
  }
});

test('the chosen language survives a reload', async ({ page, expectAccessible }) => {
  await openApp(page, '/');
  await page.getByRole('combobox', { name: text(layoutMessages.languageLabel) }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero('de'));
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');

  await page.reload();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero('de'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('combobox', { name: text(layoutMessages.languageLabel, {}, 'de') }),
  ).toHaveValue('de');
  await expect(page).toHaveTitle(
    new RegExp(`${textPattern(metaMessages.appName, {}, 'de').source}$`),
  );
  await expectAccessible();
});

test('the catalogue and an event page take every text from the language files, none from the code', async ({
  page,
}) => {
  // A production build drops the code's Russian defaultMessages (vite.config.ts): each text is
  // in the compiled language once, and an id missing there shows as the id, never as Russian.
  const scripts: Promise<{ url: string; code: string }>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push(r.text().then((code) => ({ url: new URL(r.url()).pathname, code })));
  });
  // An id in place of a text: a dotted word under one of the languages' namespaces, whether or
  // not the language file still has that id.
  const namespaces = new Set(
    Object.keys(JSON.parse(readFileSync('lang/ru.json', 'utf8')) as object).map(
      (id) => id.split('.')[0],
    ),
  );
  const idPattern = new RegExp(`\\b(?:${[...namespaces].join('|')})(?:\\.\\w+)+\\b`, 'g');
  const idsShown = async () => (await page.locator('body').innerText()).match(idPattern) ?? [];
  await openApp(page, '/events');
  await expect(page.getByText(textShape(catalogueMessages.found))).toBeVisible();
  expect(await idsShown()).toEqual([]);
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: text(pageMessages.addToCalendar) })).toBeVisible();
  expect(await idsShown()).toEqual([]);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  const withDefaults = loaded.filter(({ code }) => /defaultMessage:\s*[`'"]/.test(code));
  expect(withDefaults.map(({ url }) => url)).toEqual([]);
});
