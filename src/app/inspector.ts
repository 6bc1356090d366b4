import type { InspectionEvent } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;

/**
 * The Stately inspector, for developers only: in development builds, opt-in with `?inspect` in the
 * address. Production builds drop this branch entirely.
 */
export async function createInspector(): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({ autoStart: true });
  return (event) => inspector.inspect.next?.(event);
}
