import { defineRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

/** A button's colours, and the background it takes on hover (a link's too: links are never disabled). */
const filled = (bg: string, color: string, hover: string) => ({
  bg,
  color,
  _hover: { _enabled: { bg: hover } },
  '&:is(a):hover': { bg: hover },
});

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons, icon buttons and links styled as buttons',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: filled('accent.default', 'accent.fg', 'accent.emphasized'),
      outline: {
        borderColor: 'border.control',
        ...filled('bg.canvas', 'fg.default', 'bg.muted'),
      },
      ghost: filled('transparent', 'fg.default', 'bg.muted'),
      destructive: filled('danger.default', 'danger.fg', 'danger.emphasized'),
    },
    size: {
      // sm keeps a 36px hit area; md/lg meet the 44px touch-target guideline on phones
      sm: { h: '9', minW: '9', px: '3', fontSize: 'sm', '& svg': { w: '4', h: '4' } },
      md: { h: '11', minW: '11', px: '4', fontSize: 'md', '& svg': { w: '5', h: '5' } },
      lg: { h: '12', minW: '12', px: '6', fontSize: 'lg', '& svg': { w: '5', h: '5' } },
    },
    iconOnly: {
      true: { px: '0', aspectRatio: 'square' },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'solid', size: 'md', iconOnly: false, fullWidth: false },
});

export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineStartColor: 'transparent',
    borderBlockEndColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    _motionReduce: { animationDuration: '2s' },
  },
  variants: {
    size: {
      sm: { w: '4', h: '4' },
      md: { w: '5', h: '5' },
      lg: { w: '8', h: '8', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});
