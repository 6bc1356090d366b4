import { defineKeyframes } from '@pandacss/dev';
import { recipes, slotRecipes } from './recipes';
import { semanticTokens, tokens } from './tokens';

const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  popIn: {
    from: { opacity: '0', transform: 'scale(0.96) translateY(4px)' },
    to: { opacity: '1', transform: 'scale(1) translateY(0)' },
  },
  popOut: {
    from: { opacity: '1', transform: 'scale(1)' },
    to: { opacity: '0', transform: 'scale(0.96)' },
  },
  indeterminate: {
    from: { transform: 'translateX(-100%)' },
    to: { transform: 'translateX(250%)' },
  },
});

// Tokens live here so stories and the app share one source; components read them only via recipes.
export const theme = { extend: { tokens, semanticTokens, keyframes, recipes, slotRecipes } };
