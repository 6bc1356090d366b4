import { type ReactNode, useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * Children that only render in the browser, such as sections showing live data: the build's
 * prerender and the hydration that takes it over render `fallback`, then the browser renders the
 * children. Rendered in the browser from the start, the children come at once.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}
