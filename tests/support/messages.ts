import { createIntl, type MessageDescriptor } from 'react-intl';
import de from '../../lang/compiled/de.json';
import en from '../../lang/compiled/en.json';
import fr from '../../lang/compiled/fr.json';
import ru from '../../lang/compiled/ru.json';
import type { Locale } from '../../machines/i18n/locales';

/**
 * Tests find a text through the message the code shows, by its id, in the catalogue the app ships:
 * a copy edit changes both at once and breaks no test, while a wrong id or a missing translation
 * still fails (formatting an unknown id throws here).
 */
const catalogues = { ru, en, fr, de } as unknown as Record<Locale, Record<string, never>>;
const cache = new Map<Locale, ReturnType<typeof createIntl>>();

function intlFor(locale: Locale) {
  let intl = cache.get(locale);
  if (!intl) {
    intl = createIntl({
      locale,
      messages: catalogues[locale],
      onError: (error) => {
        throw error;
      },
    });
    cache.set(locale, intl);
  }
  return intl;
}

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** The text of a message (a descriptor from a `*.messages.ts` module, or its id) as the page shows it. */
export function text(
  message: MessageDescriptor | string,
  values?: Values,
  locale: Locale = 'ru',
): string {
  const id = typeof message === 'string' ? message : message.id;
  if (!id || !(id in catalogues[locale])) {
    throw new Error(`No message "${String(id)}" in the ${locale} catalogue`);
  }
  return intlFor(locale).formatMessage({ id }, values) as string;
}

/** A pattern matching the message's text anywhere in a longer text (names, regex-safe). */
export function textPattern(
  message: MessageDescriptor | string,
  values?: Values,
  locale: Locale = 'ru',
): RegExp {
  return new RegExp(text(message, values, locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
