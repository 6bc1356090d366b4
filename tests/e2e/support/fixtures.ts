import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface Fixtures {
  /** Runs axe on the page as it is now; any violation fails the test with its details. */
  expectAccessible: (page?: Page) => Promise<void>;
}

export const test = base.extend<Fixtures & { failOnPageErrors: void }>({
  expectAccessible: async ({ page }, provide) => {
    await provide(async (target = page) => {
      // Colours are judged as they settle: an element fading in (a toast) has, mid-way, a contrast
      // nobody reads it at. Endless animations (skeletons, spinners) never settle and are left be.
      await target.evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => {})),
          ),
          new Promise((resolve) => setTimeout(resolve, 3000)),
        ]),
      );
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
      expect(summary, `axe violations on ${target.url()}`).toEqual([]);
    });
  },
  // An uncaught exception in the page is a failure even when the page still looks right.
  failOnPageErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await provide();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the app has rendered (the language catalogue arrived and the header is there). */
export async function appReady(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // A prerendered page is visible before the app runs; its controls answer once it has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}
