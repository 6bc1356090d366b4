import { useDeferredValue, useLayoutEffect } from 'react';
import { css } from 'styled-system/css';
import { PageFallback } from './page-fallback';
import { AppRoutes } from './routes';
import { AppShell } from './shell';

// Every page takes at least a screen: the footer starts below the fold, so a page growing as its
// data arrives never pushes a visible footer down (a layout shift).
const page = css({ minH: '100dvh' });

/**
 * `prerendered`: the page is already in the document (the build's prerender, hydrated by
 * src/main.tsx), so it renders at once, as it was written.
 */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  // The header and footer paint first; the page follows in a second, interruptible render, so the
  // start-up work is not one long task that keeps a slow phone from responding.
  const showPage = useDeferredValue(true, prerendered);
  useLayoutEffect(() => {
    const { dataset } = document.documentElement;
    // A prerendered page hidden because it was not for this visitor or path (index.html) has just
    // been replaced by this render.
    delete dataset.prerender;
    // The page now answers: a prerendered page looks the same before, but its controls are inert.
    dataset.app = 'ready';
  }, []);
  return (
    <AppShell>
      <div className={page} data-page-area>
        {showPage ? <AppRoutes /> : <PageFallback />}
      </div>
    </AppShell>
  );
}
