import { defineConfig, devices } from '@playwright/test';

const CI = Boolean(process.env.CI);
const PORT = 4173;
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type WebServer = NonNullable<Exclude<Parameters<typeof defineConfig>[0]['webServer'], unknown[]>>;

/**
 * Everything the journeys need running. Later features add the local Supabase stack as one more
 * entry here (e.g. `{ command: 'node scripts/start.mjs --api-only', url: 'http://127.0.0.1:54321/…' }`).
 */
const servers: WebServer[] = [
  {
    // The production build, as visitors get it, served by `vite preview`.
    command: 'npm run build && npm run preview',
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    // The local Supabase stack the build talks to (its default URL): auth, data, storage, mail.
    // Its own data folder, reset each run: journeys start from the seed and never touch .data/.
    // Every journey signs people up and in from 127.0.0.1, so together they pass the per-IP limits
    // meant for one person (30 sign-ins in 5 minutes); the server tests check the limits themselves.
    command:
      'DATA_DIR=.data-e2e SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS=1000 ' +
      'SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT=1000 SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS=1000 ' +
      'npm run stack:reset',
    url: 'http://127.0.0.1:54321/health',
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  // One retry: a journey on a busy two-core machine can miss a frame. Playwright reports each one
  // that needed it as flaky, and `npm test` repeats those lines under its summary.
  retries: 1,
  workers: 2,
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: servers,
});
