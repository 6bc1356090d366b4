import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface Fixtures {
  /** Runs axe on the page as it is now; any violation fails the test with its details. */
  expectAccessible: (page?: Page) => Promise<void>;
  /**
   * Lets the console carry errors or warnings matching `pattern` in this test: only for what the
   * journey causes on purpose (a 404 it asks for), never to quiet a defect.
   */
  allowConsole: (pattern: RegExp) => void;
}

interface ConsoleGuard {
  allowed: RegExp[];
}

export const test = base.extend<Fixtures & { failOnPageErrors: void; consoleGuard: ConsoleGuard }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its pattern
  consoleGuard: async ({}, provide) => provide({ allowed: [] }),
  allowConsole: async ({ consoleGuard }, provide) => {
    await provide((pattern) => consoleGuard.allowed.push(pattern));
  },
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
  // An uncaught exception, or an error or warning in the console, is a failure even when the
  // page still looks right: each is a defect someone will meet.
  failOnPageErrors: [
    async ({ page, consoleGuard }, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() !== 'error' && m.type() !== 'warning') return;
        const where = m.location().url ? ` (${m.location().url})` : '';
        errors.push(`console ${m.type()}: ${m.text()}${where}`);
      });
      await provide();
      const unexpected = errors.filter((e) => !consoleGuard.allowed.some((p) => p.test(e)));
      expect(unexpected, 'uncaught errors, console errors or warnings in the page').toEqual([]);
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

/** Opens `path` and waits until the app has rendered it. */
export async function openApp(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}
