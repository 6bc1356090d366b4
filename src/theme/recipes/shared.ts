import type { SystemStyleObject } from '@pandacss/dev';

// One focus treatment everywhere: keyboard users must always see where they are.
export const focusRing: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'focusRing',
  outlineOffset: '2px',
};

export const controlBase: SystemStyleObject = {
  appearance: 'none',
  width: '100%',
  minWidth: '0',
  bg: 'bg.canvas',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'lg',
  fontSize: 'md',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  _placeholder: { color: 'fg.muted' },
  _focusVisible: { ...focusRing, outlineOffset: '0', borderColor: 'accent.default' },
  // Not Panda's `_invalid`: it also matches the browser's own `:invalid`, which marks every empty
  // required field red before anyone has typed. Only our validation says a value is wrong.
  '&:is([data-invalid], [aria-invalid=true])': { borderColor: 'danger.default' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
};

/** A labelled part's root (a field, a select, a progress bar): its label above it, full width. */
export const labelledRoot = { display: 'flex', flexDirection: 'column', gap: '1.5', width: '100%' };

// Ark sets data-state=open|closed on floating parts; Presence waits for the exit animation to end.
export const popIn = {
  _open: { animation: 'popIn {durations.fast} ease-out' },
  _closed: { animation: 'popOut {durations.fast} ease-in' },
  _motionReduce: { animation: 'none !important' },
};

/** Fading in (at `opening` speed) and out (fast), as popIn does for menus. */
export const fadeInOut = (opening: 'fast' | 'normal') => ({
  _open: { animation: `fadeIn {durations.${opening}} ease-out` },
  _closed: { animation: 'fadeOut {durations.fast} ease-in' },
});

/** The layer a modal dialog or drawer places its content in: the whole screen, above the page. */
export const modalPositioner = {
  position: 'fixed',
  inset: '0',
  display: 'flex',
  zIndex: 'modal',
};

/** The dimmed layer behind a modal dialog or drawer. */
export const modalBackdrop = {
  position: 'fixed',
  inset: '0',
  bg: 'bg.overlay',
  zIndex: 'overlay',
  ...fadeInOut('normal'),
};
