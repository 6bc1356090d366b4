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
      // A transition starts a frame or more after its element mounts (Ark's toast sets its variables
      // once mounted, and a busy page may take a few frames), so the page counts as settled only
      // when two looks 150 ms apart both find no finite animation running.
      await target.evaluate(async () => {
        const running = () =>
          document
            .getAnimations()
            .filter(
              (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
            );
        const deadline = performance.now() + 4000;
        let quiet = 0;
        while (quiet < 2 && performance.now() < deadline) {
          const now = running();
          if (now.length === 0) {
            quiet += 1;
            await new Promise((resolve) => setTimeout(resolve, 150));
          } else {
            quiet = 0;
            await Promise.race([
              Promise.all(now.map((a) => a.finished.catch(() => {}))),
              new Promise((resolve) =>
                setTimeout(resolve, Math.max(0, deadline - performance.now())),
              ),
            ]);
          }
        }
      });
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const summary = results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
      expect(
        summary,
        // The ids and targets ride in the message too: a CI log keeps only its last lines.
        `axe violations on ${target.url()}: ${summary.map((v) => `${v.id} (${v.targets.join(', ')})`).join('; ')}`,
      ).toEqual([]);
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
