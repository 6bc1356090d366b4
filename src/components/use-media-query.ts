import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it as the window changes. For parts a layout hides at
 * some widths: not rendering them at all there spares a phone the work. `fallback` answers where
 * there is no window to ask (tests without matchMedia, server rendering).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => globalThis.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
