import { css } from 'styled-system/css';

/** The favicon's two overlapping circles (people meeting); decorative, the link carries the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={css({ flexShrink: 0 })}
    >
      <rect width="32" height="32" rx="8" fill="#4338ca" />
      <circle cx="12" cy="16" r="6" fill="#fff" />
      <circle cx="20" cy="16" r="6" fill="#fff" fillOpacity=".6" />
    </svg>
  );
}
