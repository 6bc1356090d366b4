import { css } from 'styled-system/css';

/**
 * The list event cards sit in: one column, then two, then three. A module of its own so the home
 * page's first chunk can lay out placeholders without loading the cards.
 */
export const cardGrid = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: { base: '4', md: '6' },
});
