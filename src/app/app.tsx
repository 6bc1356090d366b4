import { useDeferredValue } from 'react';
import { css } from 'styled-system/css';
import { PageFallback } from './page-fallback';
import { AppRoutes } from './routes';
import { AppShell } from './shell';

// Every page takes at least a screen: the footer starts below the fold, so a page growing as its
// data arrives never pushes a visible footer down (a layout shift).
const page = css({ minH: '100dvh' });

export function App() {
  // The header and footer paint first; the page follows in a second, interruptible render, so the
  // start-up work is not one long task that keeps a slow phone from responding.
  const showPage = useDeferredValue(true, false);
  return (
    <AppShell>
      <div className={page}>{showPage ? <AppRoutes /> : <PageFallback />}</div>
    </AppShell>
  );
}
