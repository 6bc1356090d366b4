import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import formatjs from '@formatjs/unplugin/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { earlyRequests } from './scripts/early-requests.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { shellMessages } from './scripts/shell-messages.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const CARD_KIT = new RegExp(
  [
    'src/components/(event-card/(event-card|format|event-card\\.messages)|card/linked-card|section/side-note|ui/(badge|progress-bar))\\.tsx?$',
    'src/i18n/format\\.ts$',
    'styled-system/(recipes/(card|badge|progress)|patterns/(visually-hidden|cq))\\.mjs$',
    'lucide-react/dist/esm/icons/(image-off|calendar-days|map-pin|users)\\.mjs$',
    '@ark-ui/react/dist/(components/factory|utils/compose-refs)\\.js$',
    '@zag-js/(core/dist/merge-props|utils/dist/functions)\\.mjs$',
  ].join('|'),
);

/**
 * Opens the connection to the backend while the page's script still downloads: the first data
 * request (home's recommended events, the catalogue) then skips DNS, TCP and TLS. Same default as
 * src/services/config.ts.
 */
function preconnectBackend(): Plugin {
  let origin = '';
  return {
    name: 'vstrechi:preconnect-backend',
    configResolved(config) {
      origin = new URL(config.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321').origin;
    },
    transformIndexHtml: () => [
      // crossorigin: the requests are CORS fetches, which use their own connection pool.
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    // A build's texts come from the compiled languages (lang/compiled), never from the code's
    // Russian defaults, which are there for extraction (npm run i18n:extract) and for tests and
    // stories: a page's chunk need not carry them over the wire a second time.
    ...(command === 'build' && !process.env.VITEST && !process.env.STORYBOOK
      ? [formatjs({ removeDefaultMessage: true })]
      : []),
    react(),
    preconnectBackend(),
    // Russian texts inside the chunks that show them: the first chunk carries only its own.
    shellMessages(dirname),
    // Not while Vitest or Storybook build: they have no page to write.
    ...(process.env.VITEST || process.env.STORYBOOK
      ? []
      : [earlyRequests(dirname), prerenderPages(['/', '/about'])]),
  ],
  resolve: {
    alias: {
      'styled-system': path.join(dirname, 'styled-system'),
      // Production ships messages precompiled to ASTs (npm run i18n:compile), so react-intl never
      // parses ICU text in the browser: the parser is dead weight on first load.
      ...(command === 'build'
        ? {
            '@formatjs/icu-messageformat-parser': path.join(
              dirname,
              'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
            ),
          }
        : {}),
    },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: the default split cut it into some
          // twenty-five pieces (shared with lazy pages), each compressed on its own and each a
          // request; one piece is smaller over the wire. Lazy pages import from it.
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // What an event card draws with, which home's recommended events load right after the
            // page: the default split cut it into eight chunks of 0.2-1.1 KB, each compressed on
            // its own (home's JS beyond the shell: 7.0 KB in nine chunks, 5.5 KB in two). The
            // catalogue and the group pages draw with the same parts; /about takes it for two icons.
            { name: 'card-kit', test: CARD_KIT, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  test: {
    reporters: ['default', './tests/support/flaky-reporter.ts'],
    // Vitest's default leaves one core to its main thread (cores - 1): on two cores the unit
    // files ran one at a time (459 s); its main thread is nearly idle, and with both cores busy
    // the step takes 228 s. The storybook and server projects run their files one after another
    // whatever this says.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'tests/machines/**/*.test.{ts,tsx}',
            'tests/ui/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      // storybook: every story is a browser test (play function + axe) in Debian's chromium
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Discovered-late deps make Vite reload the page mid-run, failing whatever test was open.
        optimizeDeps: {
          include: [
            '@ark-ui/react/anatomy',
            '@ark-ui/react/avatar',
            '@ark-ui/react/collection',
            '@ark-ui/react/dialog',
            '@ark-ui/react/factory',
            '@ark-ui/react/field',
            '@ark-ui/react/locale',
            '@ark-ui/react/menu',
            '@ark-ui/react/password-input',
            '@ark-ui/react/popover',
            '@ark-ui/react/portal',
            '@ark-ui/react/progress',
            '@ark-ui/react/select',
            '@ark-ui/react/tabs',
            '@ark-ui/react/toast',
            '@ark-ui/react/tooltip',
            '@statelyai/inspect',
            'date-fns',
            'date-fns/locale',
            'lucide-react',
            'react-intl',
            'wouter',
            'wouter/memory-location',
            'wouter/use-browser-location',
            'xstate',
            '@xstate/react',
            // The admin dashboard's charts (a chunk of their own in the app).
            'uplot',
          ],
        },
        test: {
          name: 'storybook',
          // one browser page at a time: the machine's two cores are shared, and slow beats flaky
          fileParallelism: false,
          // A story waits on real frames (Ark's focus moves, toast fades): on a loaded machine one
          // may miss its frame. One retry, and the flaky reporter names it, so it still gets fixed.
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--headless',
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      // server: the local Supabase stack (one in-memory stack for the run, see
      // tests/server/support/stack.ts), then the same tests on PostgreSQL when one is available
      ...(() => {
        const server = (name: string) => ({
          extends: true as const,
          test: {
            name,
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            globalSetup: ['tests/server/support/global-setup.ts'],
            // one shared stack and database: files run one after another
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 240_000,
          },
        });
        const postgres =
          !!process.env.TEST_DATABASE_URL ||
          (fs.existsSync('/usr/lib/postgresql') &&
            fs
              .readdirSync('/usr/lib/postgresql')
              .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)));
        if (!postgres && process.argv.some((a) => a.includes('vitest'))) {
          console.info(
            '[server-postgres] not run: no $TEST_DATABASE_URL and no PostgreSQL server binaries',
          );
        }
        return postgres ? [server('server'), server('server-postgres')] : [server('server')];
      })(),
    ],
  },
}));
