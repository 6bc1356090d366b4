import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` that starts downloading at once when the visitor lands on the page's own path, instead
 * of after the first render: landing on /about then costs one round trip less, and nothing more
 * when landing elsewhere.
 */
export function lazyPage<P extends object>(
  matches: (path: string) => boolean,
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const pending =
    typeof window !== 'undefined' && matches(window.location.pathname) ? load() : null;
  return lazy(() => pending ?? load());
}
