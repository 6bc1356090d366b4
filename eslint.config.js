import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way: machines <- services <- features <- app. A zone is a folder (`target`) and
 * what it may not import (`from`), checked on the resolved file, so no spelling of a relative path
 * gets around it. Components are shared parts: they import no feature and no app.
 */
export const boundaryZones = [
  {
    target: './machines',
    from: './src',
    message:
      'Machines are the formal model: they import nothing of src/ (services, features, app, components).',
  },
  {
    target: './src/services',
    from: ['./src/features', './src/app', './src/components'],
    message: 'Services sit below features and app: they import no feature, app or component.',
  },
  {
    target: './src/features',
    from: './src/app',
    message:
      'The app composes features; a feature imports nothing of src/app (it gets what it needs as props).',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app'],
    message: 'Components are shared by features: they import no feature and no app.',
  },
  {
    target: ['./src', './machines'],
    from: ['./stories', './.storybook'],
    message:
      'Storybook code (stories, the statechart drawing and its ELK layout) stays out of the app and its machines.',
  },
  // No feature imports another: what two features share goes to src/components or a machine module.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `A feature imports no other feature: move what src/features/${feature} shares to src/components/ or machines/.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'styled-system',
      'lang/compiled',
      '.data',
      'test-results',
      'playwright-report',
      '.bench',
      '.data-e2e',
      'src/services/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['machines/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones },
      ],
    },
  },
  {
    // the model-based helper and test doubles are generic over any machine
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // machines are the formal model: no React, no supabase-js, no services
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', '@supabase/*', '*/src/*', '../src/*', '../../src/*'] },
      ],
    },
  },
  {
    // Services are the only place that talks to supabase-js. The recipes barrel would put every
    // recipe a lazy screen uses into the first page's JS: each comes from its own module.
    files: ['src/features/**', 'src/components/**', 'src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@supabase/*'],
          paths: [
            {
              name: 'styled-system/recipes',
              message: 'Import the recipe from styled-system/recipes/<name>.',
            },
          ],
        },
      ],
    },
  },
);
