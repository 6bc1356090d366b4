import { defineSlotRecipe } from '@pandacss/dev';
import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { focusRing } from './shared';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      _vertical: { flexDirection: 'row', gap: '6' },
    },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      // a phone scrolls the tabs sideways rather than wrapping them onto a second line
      overflowX: 'auto',
      flexShrink: '0',
      _vertical: {
        flexDirection: 'column',
        borderBottomWidth: '0',
        borderInlineEndWidth: '1px',
        overflowX: 'visible',
      },
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      px: '4',
      fontWeight: 'medium',
      color: 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      mb: '-1px',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      transitionProperty: 'color, border-color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      _selected: { color: 'fg.default', borderColor: 'accent.default' },
      // inside the list: an outer ring would be cut off by its overflow
      _focusVisible: { ...focusRing, outlineOffset: '-2px' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed', _hover: { color: 'fg.muted' } },
      _motionReduce: { transition: 'none' },
      _vertical: {
        borderBottomWidth: '0',
        borderInlineEndWidth: '2px',
        mb: '0',
        marginInlineEnd: '-1px',
      },
      '& svg': { w: '4', h: '4', flexShrink: '0' },
    },
    content: {
      pt: '6',
      outline: 'none',
      _focusVisible: focusRing,
      _vertical: { pt: '0', flex: '1', minW: '0' },
    },
    indicator: {},
  },
});
