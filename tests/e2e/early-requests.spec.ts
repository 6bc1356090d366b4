import { appReady, expect, test } from './support/fixtures';
import { catalogueMessages } from '../../src/features/events/events.messages';
import { recommendedMessages } from '../../src/features/events/recommended.messages';
import { anyTextPattern, text, textShape } from '../support/messages';

// index.html's head script (src/app/startup/early-start.ts, inlined by the build) asks for the
// landing page's code and data before the first chunk runs; the app then uses those answers
// instead of asking again. Russian texts ride inside the page's chunk: no language file is asked
// for.

test('landing on the catalogue, its code and first page are asked for once, before the app runs', async ({
  page,
}) => {
  const data: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/')) data.push(new URL(r.url()).pathname);
  });
  // The first chunk is held back: whatever is asked for meanwhile, the head script asked for.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/events', { waitUntil: 'commit' });
  const preloaded = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        // Chunk names: the build's hash is 8 characters, '-' and '_' among them.
        new URL(l.href).pathname.replace(/^.*\/assets\/|-[\w-]{8}\.js$/g, ''),
      ),
    );
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
