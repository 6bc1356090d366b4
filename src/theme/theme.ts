import { defineTokens, defineSemanticTokens } from '@pandacss/dev';

// The UI kit extends this file with recipes; tokens stay here so stories and the app share one source.
const tokens = defineTokens({
  fonts: {
    body: {
      value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
});

const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
      subtle: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.900}' } },
    },
    fg: {
      default: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
      muted: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
    },
    accent: {
      default: { value: { base: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
    },
  },
});

export const theme = { extend: { tokens, semanticTokens } };
