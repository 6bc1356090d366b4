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
  globalCss: {
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      WebkitFontSmoothing: 'antialiased',
    },
  },
});
