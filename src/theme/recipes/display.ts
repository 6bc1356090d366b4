import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';
import { avatarAnatomy, progressAnatomy } from '@ark-ui/react/anatomy';
import { labelledRoot } from './shared';

export const avatar = defineSlotRecipe({
  className: 'avatar',
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'accent.subtle',
      color: 'accent.subtleFg',
      fontWeight: 'semibold',
      userSelect: 'none',
    },
    image: { width: '100%', height: '100%', objectFit: 'cover' },
    fallback: { lineHeight: '1', textTransform: 'uppercase' },
  },
  variants: {
    size: {
      sm: { root: { w: '8', h: '8', fontSize: 'xs' } },
      md: { root: { w: '10', h: '10', fontSize: 'sm' } },
      lg: { root: { w: '16', h: '16', fontSize: 'xl' } },
      xl: { root: { w: '24', h: '24', fontSize: '2xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.5',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderColor: 'transparent',
    '& svg': { w: '3.5', h: '3.5' },
  },
  variants: {
    variant: {
      neutral: { bg: 'bg.muted', color: 'fg.default' },
      accent: { bg: 'accent.subtle', color: 'accent.subtleFg' },
      success: { bg: 'success.subtle', color: 'success.subtleFg' },
      destructive: { bg: 'danger.subtle', color: 'danger.subtleFg' },
      solid: { bg: 'accent.default', color: 'accent.fg' },
      outline: { bg: 'bg.canvas', color: 'fg.default', borderColor: 'border.control' },
    },
  },
  defaultVariants: { variant: 'neutral' },
});

export const progress = defineSlotRecipe({
  className: 'progress',
  slots: progressAnatomy.keys(),
  base: {
    root: labelledRoot,
    label: { fontSize: 'sm', color: 'fg.muted' },
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    track: { overflow: 'hidden', bg: 'bg.emphasized', borderRadius: 'full' },
    range: {
      height: '100%',
      bg: 'accent.default',
      borderRadius: 'full',
      transition: 'width {durations.normal}',
      _indeterminate: { width: '40%', animation: 'indeterminate 1.2s ease-in-out infinite' },
    },
  },
  variants: {
    size: {
      sm: { track: { h: '1.5' } },
      md: { track: { h: '2.5' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const card = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'card',
      overflow: 'hidden',
      textDecoration: 'none',
      '&:is(a)': {
        transition: 'box-shadow {durations.fast}, transform {durations.fast}',
        _hover: { boxShadow: 'popover' },
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '5', pt: '5' },
    title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', px: '5', py: '4', flex: '1' },
    footer: { display: 'flex', alignItems: 'center', gap: '3', px: '5', pb: '5' },
  },
});

export const skeleton = defineRecipe({
  className: 'skeleton',
  base: {
    display: 'block',
    bg: 'bg.emphasized',
    borderRadius: 'md',
    animation: 'pulse 1.6s ease-in-out infinite',
    _motionReduce: { animation: 'none' },
  },
  variants: {
    shape: {
      rect: {},
      text: { h: '4', borderRadius: 'sm' },
      circle: { borderRadius: 'full' },
    },
  },
  defaultVariants: { shape: 'rect' },
});

export const alert = defineSlotRecipe({
  className: 'alert',
  slots: ['root', 'icon', 'content', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      p: '4',
      borderRadius: 'xl',
      borderWidth: '1px',
      width: '100%',
    },
    icon: { flexShrink: '0', mt: '0.5', '& svg': { w: '5', h: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' },
    title: { fontWeight: 'semibold' },
    description: { fontSize: 'sm' },
    // the caller's action and the dismiss X side by side
    action: { flexShrink: '0', alignSelf: 'center', display: 'flex', gap: '1' },
  },
  variants: {
    variant: {
      info: { root: { bg: 'info.subtle', color: 'info.subtleFg', borderColor: 'info.border' } },
      destructive: {
        root: { bg: 'danger.subtle', color: 'danger.subtleFg', borderColor: 'danger.border' },
      },
    },
  },
  defaultVariants: { variant: 'info' },
});
