import { defineSlotRecipe } from '@pandacss/dev';
import { drawerAnatomy } from '@ark-ui/react/anatomy';
import { fadeInOut, modalBackdrop, modalPositioner } from './shared';

/**
 * A sheet at the edge of the screen: Ark's Drawer (a dialog that can also be swiped away). Ark
 * moves the content by `--drawer-translate-x/y` while it is dragged; the sheet fades in and out,
 * and Presence waits for that animation before unmounting it.
 */
export const drawer = defineSlotRecipe({
  className: 'drawer',
  slots: [...drawerAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: modalBackdrop,
    positioner: {
      ...modalPositioner,
      // The positioner covers the screen only to place the sheet; clicks beside the sheet reach
      // the backdrop, which Ark counts as outside.
      pointerEvents: 'none',
    },
    content: {
      pointerEvents: 'auto',
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'popover',
      outline: 'none',
      overflow: 'hidden',
      touchAction: 'none',
      ...fadeInOut('normal'),
      _motionReduce: { animation: 'none !important' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '4',
      py: '3',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3' },
    description: { color: 'fg.muted', fontSize: 'sm', px: '4', pt: '3' },
    body: { flex: '1', minH: 0, overflowY: 'auto', overscrollBehavior: 'contain', p: '3' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '3',
      px: '4',
      py: '3',
      borderTopWidth: '1px',
      borderColor: 'border.default',
    },
    closeTrigger: { flexShrink: 0 },
    grabber: { display: 'flex', justifyContent: 'center', py: '2', cursor: 'grab' },
    grabberIndicator: { w: '10', h: '1', rounded: 'full', bg: 'border.default' },
  },
  variants: {
    side: {
      start: {
        positioner: { justifyContent: 'flex-start' },
        content: { h: '100dvh', w: 'min(22rem, calc(100vw - 3rem))', borderEndRadius: '2xl' },
      },
      end: {
        positioner: { justifyContent: 'flex-end' },
        content: { h: '100dvh', w: 'min(22rem, calc(100vw - 3rem))', borderStartRadius: '2xl' },
      },
      bottom: {
        positioner: { alignItems: 'flex-end', justifyContent: 'center' },
        content: { w: 'full', maxW: '40rem', maxH: '85dvh', borderTopRadius: '2xl' },
      },
    },
  },
  defaultVariants: { side: 'end' },
});
