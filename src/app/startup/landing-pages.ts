/**
 * Which page's code a landing address needs (the pages a first visit usually lands on), for the
 * two that load it before anything renders:
 * the routes (lazyPage starts the download at once on the landing path) and index.html's head
 * script (early-start.ts), which asks for the same files while the first chunk still downloads.
 * `module` is the page's source file as its area's routes.tsx imports it; the build maps it to its chunks
 * and fails if one is missing (scripts/early-requests.ts).
 */
export interface LandingPage {
  module: string;
  matches: (path: string) => boolean;
  /** A section of the first page, not a page: hydration does not wait for it (lazyPage). */
  section?: boolean;
}

export const landingPages = {
  recommended: {
    module: 'src/app/events/recommended-route.tsx',
    matches: (path) => path === '/',
    section: true,
  },
  about: { module: 'src/features/about/about-page.tsx', matches: (path) => path === '/about' },
  catalogue: {
    module: 'src/app/events/catalogue-route.tsx',
    matches: (path) => path === '/events',
  },
  event: {
    module: 'src/app/events/event-route.tsx',
    matches: (path) => /^\/events\/[^/]+$/.test(path) && path !== '/events/create',
  },
  groups: {
    module: 'src/app/groups/catalogue-route.tsx',
    matches: (path) => path === '/groups',
  },
  group: {
    module: 'src/app/groups/group-route.tsx',
    matches: (path) => /^\/groups\/[^/]+$/.test(path) && path !== '/groups/create',
  },
} satisfies Record<string, LandingPage>;
