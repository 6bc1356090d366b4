import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { createInspector } from './app/inspector';
import { AppProviders } from './app/providers';
import { landingPageLoaded } from './app/startup/lazy-page';

const inspect = await createInspector();
const container = document.getElementById('root')!;
// The build prerendered the page for a Russian visitor without a session (scripts/prerender.ts);
// index.html's first script set `data-prerender` when this visitor or this path is another.
const { page, prerender } = document.documentElement.dataset;
const hydrate = !!page && !prerender;

const app = (
  <StrictMode>
    <AppProviders inspect={inspect}>
      <App prerendered={hydrate} />
    </AppProviders>
  </StrictMode>
);
if (hydrate) {
  // A page beyond home is a chunk of its own, with texts the first chunk does not carry: both must
  // be at hand when React compares it with the prerendered markup, or it would draw it again. Not
  // awaited at the top: the page's chunk imports this one, which must finish evaluating first.
  void landingPageLoaded().then(() => {
    // The prerendered <head> tags are for crawlers without JavaScript: the page renders its own.
    // Left in place, React would take the <title> over and the page would then remove it.
    document.head.querySelectorAll('[data-static-head]').forEach((node) => node.remove());
    // In a transition, hydration yields to the browser between components instead of being one
    // long task that leaves a slow phone unresponsive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  // A transition here too: the first render then yields to the browser between components, so a
  // slow phone's main thread is never blocked for the whole app at once.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
