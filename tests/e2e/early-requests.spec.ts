import type { Page } from '@playwright/test';
import { appReady, expect, test } from './support/fixtures';
import { catalogueMessages } from '../../src/features/events/events.messages';
import { recommendedMessages } from '../../src/features/events/recommended.messages';
import { groupCatalogueMessages } from '../../src/features/groups/catalogue.messages';
import { groupPageMessages } from '../../src/features/groups/page/group-page.messages';
import { anyTextPattern, text, textShape } from '../support/messages';

// index.html's head script (src/app/startup/early-start.ts, inlined by the build) asks for the
// landing page's code and data before the first chunk runs; the app then uses those answers
// instead of asking again. Russian texts ride inside the page's chunk: no language file is asked
// for.

/**
 * Lands on `path` with the first chunk held back, so whatever is asked for meanwhile the head
 * script asked for; `release` lets the app run. `data` lists the API paths asked for.
 */
async function landHeld(page: Page, path: string) {
  const data: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/')) data.push(new URL(r.url()).pathname);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const preloaded = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        // Chunk names: the build's hash is 8 characters, '-' and '_' among them.
        new URL(l.href).pathname.replace(/^.*\/assets\/|-[\w-]{8}\.js$/g, ''),
      ),
    );
  return { data, preloaded, release };
}

test('landing on the catalogue, its code and first page are asked for once, before the app runs', async ({
  page,
}) => {
  const { data, preloaded, release } = await landHeld(page, '/events');
  await expect.poll(preloaded).toEqual(expect.arrayContaining(['catalogue-route']));
  expect(await preloaded()).not.toContain('ru');
  await expect.poll(() => data).toEqual(['/rest/v1/rpc/event_catalogue_page']);
  release();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      anyTextPattern(textShape(catalogueMessages.found), textShape(catalogueMessages.foundMore)),
    ),
  ).toBeVisible();
  expect(data).toHaveLength(1);
});

test('landing on the groups catalogue and on a group, each page’s code and data are asked for once, before the app runs', async ({
  page,
}) => {
  const catalogue = await landHeld(page, '/groups');
  await expect.poll(catalogue.preloaded).toEqual(expect.arrayContaining(['catalogue-route']));
  await expect.poll(() => catalogue.data).toEqual(['/rest/v1/rpc/group_catalogue_page']);
  catalogue.release();
  await appReady(page);
  const results = page.getByRole('region', { name: text(groupCatalogueMessages.results) });
  await expect(results.getByRole('article').first()).toBeVisible();
  expect(catalogue.data).toHaveLength(1);

  const group = await landHeld(page, '/groups/c1000000-0000-4000-8000-000000000001');
  await expect.poll(group.preloaded).toEqual(expect.arrayContaining(['group-route']));
  await expect.poll(() => group.data).toEqual(['/rest/v1/rpc/group_page']);
  group.release();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Фронтенд Москва' })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(groupPageMessages.members) })).toBeVisible();
  expect(group.data).toHaveLength(1);
});

test('landing on home, the featured events are asked for once', async ({ page }) => {
  const data: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/')) data.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await appReady(page);
  await expect(
    page
      .getByRole('region', { name: text(recommendedMessages.title) })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  expect(data).toEqual(['/rest/v1/event_catalogue']);
});
