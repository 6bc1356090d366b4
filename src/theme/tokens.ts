import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

export const tokens = defineTokens({
  fonts: {
    body: {
      value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    heading: {
      value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
  },
  // One stacking scale for the whole app, so no screen has to out-number another. Anything modal
  // (backdrop, then the dialog) covers the sticky header; menus, selects and popovers sit above
  // dialogs because they can open from inside one; toasts report on all of it; the skip link, shown
  // only on keyboard focus, must never be hidden.
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    sticky: { value: 100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    dropdown: { value: 1500 },
    toast: { value: 1700 },
    skipLink: { value: 1800 },
  },
});

// Pairs were picked against WCAG AA (4.5:1 for text, 3:1 for control borders) on both canvases:
// light text sits on white / gray.50 / gray.100, dark text on gray.950 / gray.900 / gray.800.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
      subtle: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.900}' } },
      surface: { value: { base: '{colors.white}', _dark: '{colors.gray.900}' } },
      muted: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
      emphasized: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
      overlay: { value: { base: 'rgba(17, 24, 39, 0.5)', _dark: 'rgba(0, 0, 0, 0.7)' } },
    },
    fg: {
      default: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
      muted: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
      disabled: { value: { base: '{colors.gray.400}', _dark: '{colors.gray.600}' } },
    },
    border: {
      default: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
      // form controls need 3:1 against the canvas (WCAG 1.4.11), decorative borders do not
      control: { value: { base: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
    },
    accent: {
      default: { value: { base: '{colors.indigo.600}', _dark: '{colors.indigo.400}' } },
      emphasized: { value: { base: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
      text: { value: { base: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
      subtle: { value: { base: '{colors.indigo.50}', _dark: '{colors.indigo.950}' } },
      subtleFg: { value: { base: '{colors.indigo.800}', _dark: '{colors.indigo.200}' } },
    },
    danger: {
      default: { value: { base: '{colors.red.700}', _dark: '{colors.red.400}' } },
      emphasized: { value: { base: '{colors.red.800}', _dark: '{colors.red.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
      text: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
      subtle: { value: { base: '{colors.red.50}', _dark: '{colors.red.950}' } },
      subtleFg: { value: { base: '{colors.red.800}', _dark: '{colors.red.200}' } },
      border: { value: { base: '{colors.red.300}', _dark: '{colors.red.800}' } },
    },
    info: {
      subtle: { value: { base: '{colors.sky.50}', _dark: '{colors.sky.950}' } },
      subtleFg: { value: { base: '{colors.sky.900}', _dark: '{colors.sky.100}' } },
      border: { value: { base: '{colors.sky.200}', _dark: '{colors.sky.800}' } },
    },
    success: {
      subtle: { value: { base: '{colors.green.50}', _dark: '{colors.green.950}' } },
      subtleFg: { value: { base: '{colors.green.800}', _dark: '{colors.green.200}' } },
    },
    focusRing: { value: { base: '{colors.indigo.500}', _dark: '{colors.indigo.300}' } },
  },
  shadows: {
    card: {
      value: {
        base: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
        _dark: '0 0 0 1px {colors.gray.800}',
      },
    },
    popover: {
      value: {
        base: '0 12px 32px -8px rgba(16, 24, 40, 0.2), 0 0 0 1px rgba(16, 24, 40, 0.06)',
        _dark: '0 12px 32px -8px rgba(0, 0, 0, 0.6), 0 0 0 1px {colors.gray.700}',
      },
    },
  },
});
