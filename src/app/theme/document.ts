import {
  type ResolvedTheme,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from '../../../machines/theme/preferences';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): string | null {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be disabled (private mode, policies); following the device still works.
    return null;
  }
}

export function storeTheme(preference: ThemePreference) {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    /* see readStoredTheme */
  }
}

/** The attribute Panda's `_dark` condition and the `color-scheme` rule in panda.config.ts key on. */
export function applyTheme(theme: ResolvedTheme) {
  document.documentElement.dataset.theme = theme;
}

export function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Calls back whenever the device's colour scheme changes; returns the unsubscribe. */
export function watchSystemScheme(onChange: (dark: boolean) => void): () => void {
  const query = globalThis.matchMedia?.(DARK_QUERY);
  if (!query) return () => {};
  const listener = (e: MediaQueryListEvent) => onChange(e.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
