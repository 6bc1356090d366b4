import type { CompiledMessages } from '../../machines/i18n/language.machine';
import type { Locale } from '../../machines/i18n/locales';
import shellRu from 'virtual:vstrechi/ru-shell-messages';

// Russian, the default and most visitors' language, ships with the code: the first render does
// not wait for a second request (measured with `npm run bench:web`). In a production build the
// first chunk carries only its own texts, and each chunk loaded on demand (a page, a menu) brings
// those it uses beyond them and hands them over here as it loads (scripts/shell-messages.ts), so
// no page waits for a language file. A visitor who switches to Russian later gets the whole
// language, as any other: one chunk each, downloaded only when chosen.
let russian = shellRu as CompiledMessages;
let fullRu = false;
const listeners = new Set<() => void>();

function update(messages: CompiledMessages) {
  russian = messages;
  listeners.forEach((notify) => notify());
}

/** Called by each chunk loaded on demand, before its code runs, with the texts it brings. */
export function addRussianTexts(texts: CompiledMessages): void {
  if (fullRu || Object.keys(texts).every((id) => id in russian)) return;
  update({ ...russian, ...texts });
}

const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  ru: () => import('../../lang/compiled/ru.json'),
  en: () => import('../../lang/compiled/en.json'),
  fr: () => import('../../lang/compiled/fr.json'),
  de: () => import('../../lang/compiled/de.json'),
};

/** A language's messages: the first one asked for is Russian at hand, if Russian it is. */
let first = true;

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const starting = first;
  first = false;
  if (locale === 'ru' && (starting || fullRu)) return russian;
  const messages = (await loaders[locale]()).default;
  if (locale === 'ru') {
    fullRu = true;
    update(messages);
  }
  return messages;
}

/** The messages at hand without loading anything: Russian's, from the code loaded so far. */
export function shellMessages(locale: Locale): CompiledMessages | null {
  return locale === 'ru' ? russian : null;
}

/** Russian as loaded so far; a new object each time chunks bring more. */
export function russianMessages(): CompiledMessages {
  return russian;
}

export function onRussianMessages(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}
