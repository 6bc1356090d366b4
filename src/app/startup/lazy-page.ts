import { type ComponentType, createElement, lazy, useState } from 'react';

/** The pages the visitor landed on, loading since the app started (see landingPageLoaded). */
const landing: Promise<unknown>[] = [];

/**
 * `React.lazy` that starts downloading at once when the visitor lands on the page's own path, instead
 * of after the first render: landing on /about then costs one round trip less, and nothing more
 * when landing elsewhere. The page's Russian texts come inside its chunk (scripts/shell-messages.ts).
 * `section` marks a part of the first page rather than a page: one that renders after the
 * page has hydrated (home's recommended events), so hydration does not wait for it.
 *
 * Once loaded, the page renders without suspending: a prerendered page is then hydrated in one go
 * (src/main.tsx waits for it), instead of being left to a later pass that any update would turn
 * into drawing it again.
 */
export function lazyPage<P extends object>(
  matches: (path: string) => boolean,
  load: () => Promise<{ default: ComponentType<P> }>,
  { section = false }: { section?: boolean } = {},
) {
  let loaded: ComponentType<P> | null = null;
  const loadPage = () =>
    load().then((page) => {
      loaded = page.default;
      return page;
    });
  const pending =
    typeof window !== 'undefined' && matches(window.location.pathname) ? loadPage() : null;
  if (pending && !section) landing.push(pending);
  const Lazy = lazy(() => pending ?? loadPage());
  return function LazyPage(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the page would remount it.
    const [Page] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Page, props);
  };
}

/** Resolves once the page the visitor landed on has its code, texts included (at once on home). */
export function landingPageLoaded(): Promise<unknown> {
  return Promise.all(landing);
}
