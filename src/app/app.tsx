import { useDeferredValue } from 'react';
import { PageFallback } from './page-fallback';
import { AppRoutes } from './routes';
import { AppShell } from './shell';

export function App() {
  // The header and footer paint first; the page follows in a second, interruptible render, so the
  // start-up work is not one long task that keeps a slow phone from responding.
  const showPage = useDeferredValue(true, false);
  return <AppShell>{showPage ? <AppRoutes /> : <PageFallback />}</AppShell>;
}
