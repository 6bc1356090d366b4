import { defineConfig } from '@pandacss/dev';
import { theme } from './src/theme/theme';

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  conditions: {
    extend: {
      dark: '.dark &, [data-theme="dark"] &',
      light: '.light &, [data-theme="light"] &',
    },
  },
  theme,
  // Wrappers pass variants through props, which static extraction cannot see: ship every variant.
  staticCss: { recipes: '*' },
  globalCss: {
    // the theme attribute sits on <html> itself, so the `_dark` (descendant) condition cannot reach it
    html: { colorScheme: 'light' },
    'html.dark, html[data-theme="dark"]': { colorScheme: 'dark' },
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      lineHeight: '1.5',
      WebkitFontSmoothing: 'antialiased',
    },
    a: { color: 'inherit' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
});
