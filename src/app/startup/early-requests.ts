/**
 * A page's first data requests, started as early as possible and handed to the page once. The
 * head script of index.html (src/app/startup/early-start.ts, inlined by the build) starts them while the
 * app's code still downloads; the app starts them itself beside a page's chunk when that script
 * has not (in development, in tests, or after moving to another page). The two are separate
 * bundles, so what is held lives on the global object, not in a module.
 */
import { preloadCover } from '../../components/event-card/cover-preload';

interface Held {
  key: string;
  answer: Promise<unknown>;
  at: number;
  /** The answer, once it has arrived. */
  value?: { of: unknown };
}

declare global {
  var __vstrechiEarly: Record<string, Held> | undefined;
}

/** An answer older than this is not handed over: the page was not opened when it arrived. */
export const FRESH_MS = 10_000;

const held = () => (globalThis.__vstrechiEarly ??= {});
const fresh = (h: Held | undefined, key: string): h is Held =>
  !!h && h.key === key && Date.now() - h.at < FRESH_MS;

/** Starts `ask` unless the same request (name and key) is already held and fresh. */
export function startOnce<T>(name: string, key: string, ask: () => Promise<T>): void {
  if (fresh(held()[name], key)) return;
  const answer = ask();
  const h: Held = { key, answer, at: Date.now() };
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  answer.then(
    (of) => (h.value = { of }),
    () => {},
  );
  held()[name] = h;
}

/** The held answer for this request, once (a retry, or another visit, must really ask again). */
export function takeOnce<T>(name: string, key: string): Promise<T> | null {
  const h = held()[name];
  delete held()[name];
  return fresh(h, key) ? (h.answer as Promise<T>) : null;
}

/**
 * The held answer for this request if it has already arrived, once; null otherwise, and then the
 * request stays held for takeOnce. A page that finds its data here can draw it in its first render.
 */
export function takeArrived<T>(name: string, key: string): T | null {
  const h = held()[name];
  if (!fresh(h, key) || !h.value) return null;
  delete held()[name];
  return h.value.of as T;
}

/** Starts a request and, once it answers, the covers above the fold (the page's largest paint). */
export function early<T>(
  name: string,
  key: string,
  ask: () => Promise<T>,
  covers: (answer: T) => (string | null)[],
) {
  startOnce(name, key, () => {
    const answer = ask();
    void answer.then(
      (data) => covers(data).forEach(preloadCover),
      () => {},
    );
    return answer;
  });
}
