import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // services are the only place that talks to supabase-js
    files: ['src/features/**', 'src/components/**', 'src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@supabase/*'] }] },
  },
);
