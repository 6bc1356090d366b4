import { LANGUAGE_STORAGE_KEY, type Locale } from '../../machines/i18n/locales';

export function readStoredLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be disabled (private mode, policies); the default language still works.
    return null;
  }
}

export function storeLocale(locale: Locale) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    /* see readStoredLocale */
  }
}

export function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
}
