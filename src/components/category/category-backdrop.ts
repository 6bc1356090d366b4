import { css } from 'styled-system/css';

/** Behind a group with no cover of its own (its card, the profile's list): the category's icon on a soft gradient. */
export const categoryBackdrop = css({
  bgGradient: 'to-br',
  gradientFrom: 'accent.subtle',
  gradientTo: 'bg.muted',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'accent.default',
});
