import type { CompiledMessages } from '../../machines/i18n/language.machine';
import { type Locale, resolveInitialLocale } from '../../machines/i18n/locales';
import shellRu from 'virtual:vstrechi/ru-shell-messages';
import { readStoredLocale } from './document';

// Russian, the default and most visitors' language, ships inside the entry chunk: the first render
// does not wait for a second request (measured with `npm run bench:web`). In a production build
// that is only the texts of the first chunk and the home page (scripts/shell-messages.ts); any
// other page loads the whole language beside its own chunk (loadPageMessages). The other
// languages are one chunk each, whole, downloaded only when chosen.
let fullRu: CompiledMessages | null = null;
/** Whether a page beyond the shell has been shown: Russian then has to come whole. */
let pageShown = false;
/** The language last loaded, to know whether a page needs the whole Russian now. */
let current: Locale | null = null;
let fullRuRequest: Promise<CompiledMessages> | null = null;
const listeners = new Set<() => void>();

function loadFullRu(): Promise<CompiledMessages> {
  fullRuRequest ??= import('../../lang/compiled/ru.json').then(
    ({ default: all }) => {
      fullRu = all as CompiledMessages;
      listeners.forEach((notify) => notify());
      return fullRu;
    },
    (error: unknown) => {
      // The next page (or a retry) asks again.
      fullRuRequest = null;
      throw error;
    },
  );
  return fullRuRequest;
}

const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  ru: async () => ({
    default: fullRu ?? (pageShown ? await loadFullRu() : (shellRu as CompiledMessages)),
  }),
  en: () => import('../../lang/compiled/en.json'),
  fr: () => import('../../lang/compiled/fr.json'),
  de: () => import('../../lang/compiled/de.json'),
};

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const messages = (await loaders[locale]()).default;
  current = locale;
  return messages;
}

/**
 * Every text a page may need, before the page renders: started beside the page's chunk. Only the
 * Russian shell is partial; a visitor reading another language has all of them already, and gets
 * the whole Russian if they switch to it later.
 */
export function loadPageMessages(): Promise<unknown> {
  pageShown = true;
  const locale = current ?? resolveInitialLocale(readStoredLocale());
  return fullRu || locale !== 'ru' ? Promise.resolve() : loadFullRu();
}

/** The messages at hand without loading anything: Russian's, from the first chunk. */
export function shellMessages(locale: Locale): CompiledMessages | null {
  return locale === 'ru' ? (fullRu ?? (shellRu as CompiledMessages)) : null;
}

/** The whole Russian language once a page has loaded it, to lay over the shell's subset. */
export function fullRussianMessages(): CompiledMessages | null {
  return fullRu;
}

export function onFullRussianMessages(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
