import { css } from 'styled-system/css';

/** A bare list of links one under another: the footer's columns and the phone menu's navigation. */
export const stackList = css({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
