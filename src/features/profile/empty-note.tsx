import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const box = css({
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  rounded: 'xl',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});
const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });

/** A profile list with nothing in it yet: what that means, and where to go to fill it. */
export function EmptyNote({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  /** The links that fill the list. */
  children: ReactNode;
}) {
  return (
    <div className={box}>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h3>
      <p className={css({ color: 'fg.muted' })}>{text}</p>
      <div className={actions}>{children}</div>
    </div>
  );
}
