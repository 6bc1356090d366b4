import { type ReactNode, useEffect, useState } from 'react';

/**
 * `fallback` until it scrolls near the screen, then `children`, for good. Renders `fallback` on
 * the server and at hydration too (the state starts false), so a prerendered page matches. Every
 * browser the app supports has IntersectionObserver; without it (jsdom) the fallback stays.
 */
export function NearView({
  children,
  fallback,
  margin = '200px',
}: {
  children: ReactNode;
  fallback: (ref: (node: HTMLElement | null) => void) => ReactNode;
  margin?: string;
}) {
  const [near, setNear] = useState(false);
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);
  return near ? children : fallback(setNode);
}
