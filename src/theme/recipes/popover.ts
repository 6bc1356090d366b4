import { defineSlotRecipe } from '@pandacss/dev';
import { popoverAnatomy } from '@ark-ui/react/anatomy';
import { popIn } from './shared';

export const popover = defineSlotRecipe({
  className: 'popover',
  slots: popoverAnatomy.keys(),
  base: {
    positioner: {},
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      // never wider than a phone's screen less a margin, whatever the content
      width: 'min(calc(100vw - 2rem), 22rem)',
      maxH: 'min(32rem, var(--available-height))',
      overflowY: 'auto',
      bg: 'bg.surface',
      color: 'fg.default',
      p: '4',
      borderRadius: 'xl',
      boxShadow: 'popover',
      outline: 'none',
      // above dialogs: a popover can open from inside one
      zIndex: 'dropdown',
      // Ark keeps the content mounted until the exit animation ends (Presence)
      ...popIn,
    },
    title: {
      fontSize: 'md',
      fontWeight: 'semibold',
      lineHeight: '1.4',
      // room for the close button in the corner
      paddingInlineEnd: '8',
    },
    description: { color: 'fg.muted', fontSize: 'sm' },
    closeTrigger: { position: 'absolute', top: '2', insetInlineEnd: '2' },
    arrow: {},
    arrowTip: {},
    anchor: {},
    trigger: {},
    indicator: {},
  },
});
