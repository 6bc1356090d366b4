/**
 * The build's prerender (scripts/prerender.ts): the Russian page a visitor without a stored
 * language or session first sees, as HTML, so it paints before any script runs. The browser then
 * hydrates it (src/main.tsx) with the same tree: what renders here must be what the first client
 * render gives for such a visitor.
 */
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from '../app';
import { AppProviders } from '../providers';

export async function renderPage(path: string): Promise<string> {
  // The first pass loads the page's lazy modules; rendered again with them at hand, no boundary
  // waits, so the page is written in place instead of streamed in behind a fallback by a script.
  await renderOnce(path);
  return renderOnce(path);
}

async function renderOnce(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <AppProviders>
        <App prerendered />
      </AppProviders>
    </Router>,
    {
      // React moves a large boundary's content behind its fallback, revealed later by a script;
      // a static page has nothing to wait for, so everything is written in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  // A part that failed would be left to the browser: the build says so instead.
  if (errors.length) throw errors[0];
  return new Response(prelude).text();
}
