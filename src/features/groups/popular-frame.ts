/**
 * The space the home page keeps for its popular groups: the first chunk draws it empty (no texts,
 * no cards) until the section's own chunk arrives, which draws into exactly the same boxes.
 */
import { css } from 'styled-system/css';

/** As many as the section shows in a row at its widest. */
export const POPULAR_GROUPS = 3;

export const popularSection = css({
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  pt: '12',
  // The heading's height, kept before the heading is there
  minH: '24',
});

/** The grid the cards sit in: the events' own, one column, then two, then three. */
export { cardGrid as popularGrid } from '../../components/event-card/card-grid';

/** At least as tall as a card: the cover at 16:9 of the slot's width, then its text. */
export const popularSlot = css({
  containerType: 'inline-size',
  display: 'flex',
  '& > *': { flex: '1', minH: 'calc(56.25cqw + 11rem)' },
});
