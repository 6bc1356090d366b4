import { createIntl, type MessageDescriptor } from 'react-intl';
import de from '../../lang/compiled/de.json' with { type: 'json' };
import en from '../../lang/compiled/en.json' with { type: 'json' };
import fr from '../../lang/compiled/fr.json' with { type: 'json' };
import ru from '../../lang/compiled/ru.json' with { type: 'json' };
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

type Part = {
  type: number;
  value?: string;
  children?: Part[];
  options?: Record<string, { value: Part[] }>;
};

/** Tag names of a rich-text message (`<link>…</link>`), at any depth of its compiled form. */
function tagsOf(parts: Part[], found = new Set<string>()): Set<string> {
  for (const part of parts) {
    // 8 is formatjs's TYPE.tag
    if (part.type === 8 && part.value) found.add(part.value);
    if (part.children) tagsOf(part.children, found);
    for (const option of Object.values(part.options ?? {})) tagsOf(option.value, found);
  }
  return found;
}

/** The message's id and compiled parts; an id missing from the catalogue throws. */
function compiled(message: MessageDescriptor | string, locale: Locale): [string, Part[]] {
  const id = typeof message === 'string' ? message : message.id;
  if (!id || !(id in catalogues[locale])) {
    throw new Error(`No message "${String(id)}" in the ${locale} catalogue`);
  }
  return [id, catalogues[locale][id] as unknown as Part[]];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text of a message (a descriptor from a `*.messages.ts` module, or its id) as queries read the
 * page: a rich-text message's tags become their content, and the no-break spaces Intl puts in
 * numbers («10 000») are plain spaces, as Testing Library, jest-dom and Playwright normalize them.
 */
export function text(
  message: MessageDescriptor | string,
  values?: Values,
  locale: Locale = 'ru',
): string {
  const [id, parts] = compiled(message, locale);
  const plain = Object.fromEntries(
    [...tagsOf(parts)].map((tag) => [tag, (chunks: string[]) => chunks.join('')]),
  );
  const formatted = intlFor(locale).formatMessage({ id }, { ...plain, ...values }) as
    string | string[];
  return (Array.isArray(formatted) ? formatted.join('') : formatted).replace(
    /[\u00a0\u202f]/g,
    ' ',
  );
}

/** A pattern matching the message's text anywhere in a longer text (names, regex-safe). */
export function textPattern(
  message: MessageDescriptor | string,
  values?: Values,
  locale: Locale = 'ru',
): RegExp {
  return new RegExp(escapeRegExp(text(message, values, locale)));
}

/** The content of one tag of a rich-text message: a link's words inside its sentence. */
export function tagText(
  message: MessageDescriptor | string,
  tag: string,
  values?: Values,
  locale: Locale = 'ru',
): string {
  let content: string | undefined;
  const [id] = compiled(message, locale);
  intlFor(locale).formatMessage(
    { id },
    {
      ...values,
      [tag]: (chunks: string[]) => {
        content = chunks.join('');
        return content;
      },
    },
  );
  if (content === undefined) throw new Error(`No <${tag}> in message "${id}"`);
  return content;
}

/** A pattern matching a text that starts with the message's (a required label's «*», a count). */
export function textStart(
  message: MessageDescriptor | string,
  values?: Values,
  locale: Locale = 'ru',
): RegExp {
  return new RegExp(`^${textPattern(message, values, locale).source}`);
}

/**
 * A pattern matching any of the texts: messages (Russian) or patterns, e.g. a button's label or
 * its busy label.
 */
export function anyTextPattern(...texts: (MessageDescriptor | string | RegExp)[]): RegExp {
  return new RegExp(
    texts.map((t) => (t instanceof RegExp ? t.source : textPattern(t).source)).join('|'),
  );
}

/** formatjs's compiled parts, as a pattern: literals as they are, every value as any text. */
function shapeOf(parts: Part[]): string {
  return parts
    .map((part) => {
      switch (part.type) {
        case 0: // literal
          return escapeRegExp(part.value ?? '');
        case 5: // select
        case 6: // plural: each of its forms
          return `(?:${Object.values(part.options ?? {})
            .map((option) => shapeOf(option.value))
            .join('|')})`;
        case 7: // the plural's #
          return '[\\d\\s\u00a0\u202f.,]+';
        case 8: // tag: its content
          return shapeOf(part.children ?? []);
        default: // an argument, number, date or time
          return '.+?';
      }
    })
    .join('');
}

/**
 * A pattern matching the message's text whatever its values (any count in any plural form, any
 * name) anywhere in a longer text, for a test that does not know them.
 */
export function textShape(message: MessageDescriptor | string, locale: Locale = 'ru'): RegExp {
  return new RegExp(shapeOf(compiled(message, locale)[1]));
}
