/**
 * What the event and group cards share: a card whose title's link covers it all (one target, one
 * tab stop), lifted on hover, with a 16:9 cover on top.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';

// The kit's card surface, lifted on hover like a linked Card.
export const linkedCardRoot = css({
  position: 'relative',
  transition: 'box-shadow 0.15s',
  _hover: { boxShadow: 'popover' },
  // The title's link covers the card, so the whole card is one target and one tab stop.
  '&:has(a:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
});

/** The card's classes; `className` adds the caller's own. */
export const linkedCard = (className?: string) => cx(card().root, linkedCardRoot, className);

/**
 * The cover in its 16:9 box. `priority`: for the first cards of a list, whose cover is above the
 * fold and likely the page's largest paint: fetched at once and first, instead of lazily once
 * layout finds it in view.
 */
export function CardCover({ src, priority }: { src: string; priority: boolean }) {
  return (
    <img
      src={src}
      alt=""
      // The 16:9 box the cover fills, so the browser reserves its place before it loads
      width={640}
      height={360}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
    />
  );
}

/** The title, its link stretched over the whole card. */
export function CardTitle({
  level,
  href,
  children,
}: {
  level: 2 | 3 | 4;
  href: string;
  children: ReactNode;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2]!;
  return (
    <Heading className={css({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3' })}>
      <Link
        href={href}
        className={css({
          color: 'inherit',
          textDecoration: 'none',
          _focusVisible: { outline: 'none' },
          _after: { content: '""', position: 'absolute', inset: 0 },
        })}
      >
        {children}
      </Link>
    </Heading>
  );
}
