export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
/** What the page is actually painted in. */
export type ResolvedTheme = 'light' | 'dark';
/** The local storage key; index.html's inline script reads the same key before CSS paints. */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** A stored choice wins; otherwise the page follows the device, as people expect of a website. */
export function resolveInitialPreference(stored: string | null | undefined): ThemePreference {
  return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
}
