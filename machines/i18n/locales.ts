export const LOCALES = ['ru', 'en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
/** The local storage key the product has always used for the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored choice wins; otherwise Russian, the community's language, not the browser's guess. */
export function resolveInitialLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
