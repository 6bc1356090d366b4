import type { IntlConfig } from 'react-intl';
import de from '../../lang/compiled/de.json';
import en from '../../lang/compiled/en.json';
import fr from '../../lang/compiled/fr.json';
import ru from '../../lang/compiled/ru.json';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../machines/i18n/locales';

// Stories render the compiled catalogues the app ships (`npm run i18n:compile` builds them), so a
// missing or broken translation shows up here as it would in production.
export const compiledMessages = { ru, en, fr, de } as unknown as Record<
  Locale,
  NonNullable<IntlConfig['messages']>
>;

export function storyLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
