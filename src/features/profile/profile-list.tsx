import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * One of the profile page's lists (my events, my groups): its heading, the count beside it once
 * there is one, then what the list holds in its state.
 */
export function ProfileList({
  titleId,
  title,
  count,
  children,
}: {
  /** The heading's id, which names the section; the list's own parts may refer to it too. */
  titleId: string;
  title: string;
  count?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={css({ mt: '10', display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h2
          id={titleId}
          className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
        >
          {title}
        </h2>
        {count && <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{count}</p>}
      </div>
      {children}
    </section>
  );
}

/** A list on its way: placeholders (`children`) hidden from screen readers, which hear `text`. */
export function ListLoading({
  text,
  className,
  children,
}: {
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className={css({ srOnly: true })}>
        {text}
      </span>
      {children}
    </div>
  );
}
