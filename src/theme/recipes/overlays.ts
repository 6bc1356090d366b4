import { defineSlotRecipe } from '@pandacss/dev';
import { dialogAnatomy, menuAnatomy, selectAnatomy, toastAnatomy } from '@ark-ui/react/anatomy';
import {
  controlBase,
  focusRing,
  labelledRoot,
  modalBackdrop,
  modalPositioner,
  popIn,
} from './shared';

const listContent = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'xl',
  boxShadow: 'popover',
  p: '1',
  minW: '12rem',
  maxH: 'min(24rem, var(--available-height))',
  overflowY: 'auto',
  outline: 'none',
  zIndex: 'dropdown',
  ...popIn,
};

const listItem = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3',
  borderRadius: 'md',
  fontSize: 'md',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  _highlighted: { bg: 'bg.muted' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '& svg': { w: '4', h: '4', flexShrink: '0' },
};

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    content: listContent,
    item: {
      ...listItem,
      '&[data-variant=destructive]': {
        color: 'danger.text',
        _highlighted: { bg: 'danger.subtle' },
      },
    },
    itemGroupLabel: {
      px: '3',
      py: '1.5',
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'fg.muted',
    },
    separator: { my: '1', mx: '-1', borderTopWidth: '1px', borderColor: 'border.default' },
    itemIndicator: { marginInlineStart: 'auto' },
  },
});

export const select = defineSlotRecipe({
  className: 'select',
  slots: selectAnatomy.keys(),
  base: {
    root: labelledRoot,
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative' },
    trigger: {
      ...controlBase,
      h: '11',
      px: '3',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      textAlign: 'start',
      cursor: 'pointer',
      _focusVisible: { ...focusRing, outlineOffset: '0' },
      '& [data-placeholder-shown]': { color: 'fg.muted' },
    },
    valueText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: {
      color: 'fg.muted',
      display: 'inline-flex',
      transition: 'transform {durations.fast}',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { w: '4', h: '4' },
    },
    content: { ...listContent, minW: 'var(--reference-width)' },
    item: { ...listItem, justifyContent: 'space-between' },
    itemIndicator: { color: 'accent.text' },
    itemText: {},
  },
});

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: modalBackdrop,
    positioner: {
      ...modalPositioner,
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
      overflow: 'auto',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      width: '100%',
      maxW: { base: '100%', sm: '32rem' },
      maxH: '100dvh',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg.default',
      p: '6',
      // a bottom sheet on phones, a centred card from sm up
      borderTopRadius: '2xl',
      borderBottomRadius: { base: '0', sm: '2xl' },
      boxShadow: 'popover',
      outline: 'none',
      ...popIn,
    },
    title: { fontSize: 'xl', fontWeight: 'semibold', paddingInlineEnd: '10', lineHeight: '1.3' },
    description: { color: 'fg.muted', fontSize: 'md' },
    closeTrigger: { position: 'absolute', top: '3', insetInlineEnd: '3' },
    trigger: {},
  },
});

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: [...toastAnatomy.keys()],
  base: {
    group: {},
    root: {
      position: 'relative',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'min(calc(100vw - 2rem), 24rem)',
      p: '4',
      paddingInlineEnd: '12',
      borderRadius: 'xl',
      borderWidth: '1px',
      bg: 'bg.surface',
      color: 'fg.default',
      borderColor: 'border.default',
      boxShadow: 'popover',
      // Ark exposes position and stacking through these variables
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms, height 400ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _closed: {
        transition: 'translate 400ms, scale 400ms, opacity 200ms',
        transitionTimingFunction: 'cubic-bezier(0.06, 0.71, 0.55, 1)',
      },
      '&[data-type=error]': {
        bg: 'danger.subtle',
        color: 'danger.subtleFg',
        borderColor: 'danger.border',
      },
    },
    title: { fontWeight: 'semibold', fontSize: 'md' },
    description: { fontSize: 'sm', opacity: 0.95 },
    closeTrigger: { position: 'absolute', top: '2', insetInlineEnd: '2' },
    actionTrigger: {},
  },
});
