import { css } from 'styled-system/css';

/**
 * While a page's code downloads: an empty area a screen tall, so the footer does not sit under the
 * header for a moment and then jump down (a layout shift) when the page arrives.
 */
export function PageFallback() {
  return <div aria-busy="true" className={css({ minH: '100dvh' })} />;
}
