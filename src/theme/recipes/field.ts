import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';
import { fieldAnatomy, passwordInputAnatomy } from '@ark-ui/react/anatomy';
import { controlBase, focusRing, labelledRoot } from './shared';

export const input = defineRecipe({
  className: 'input',
  base: { ...controlBase },
  variants: {
    size: {
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', px: '3' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const textarea = defineRecipe({
  className: 'textarea',
  base: { ...controlBase, px: '3', py: '2', minH: '24', resize: 'vertical', lineHeight: '1.5' },
});

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: labelledRoot,
    label: {
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      _disabled: { opacity: 0.6 },
    },
    requiredIndicator: { color: 'danger.text', marginInlineStart: '0.5' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'danger.text',
    },
  },
});

export const passwordInput = defineSlotRecipe({
  className: 'password-input',
  slots: passwordInputAnatomy.keys(),
  base: {
    root: labelledRoot,
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { ...controlBase, h: '11', paddingInlineStart: '3', paddingInlineEnd: '12' },
    visibilityTrigger: {
      position: 'absolute',
      insetInlineEnd: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '9',
      h: '9',
      borderRadius: 'md',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      _focusVisible: { ...focusRing, outlineOffset: '0' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
      '& svg': { w: '5', h: '5' },
    },
    indicator: { display: 'inline-flex' },
    label: {},
  },
});
