import { defineSlotRecipe } from '@pandacss/dev';
import { tooltipAnatomy } from '@ark-ui/react/anatomy';
import { fadeInOut } from './shared';

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: {},
    content: {
      // the page's colours inverted, in either theme: it reads as a label, not as part of the layout
      bg: 'fg.default',
      color: 'bg.canvas',
      px: '2.5',
      py: '1.5',
      borderRadius: 'md',
      fontSize: 'sm',
      fontWeight: 'medium',
      lineHeight: '1.4',
      maxW: 'min(calc(100vw - 2rem), 20rem)',
      overflowWrap: 'anywhere',
      boxShadow: 'popover',
      zIndex: 'dropdown',
      ...fadeInOut('fast'),
      // a tooltip that follows another opens at once (Ark's grace period): no fade to sit through
      '&[data-instant]': { animation: 'none' },
      _motionReduce: { animation: 'none !important' },
    },
    arrow: {},
    arrowTip: {},
    trigger: {},
  },
});
