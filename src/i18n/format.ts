import type { Locale as DateFnsLocale } from 'date-fns';
import { de, enUS, fr, ru } from 'date-fns/locale';
import type { Locale } from '../../machines/i18n/locales';

/** date-fns locales: English weeks start on Sunday; Russian, French and German on Monday. */
export const dateFnsLocales: Record<Locale, DateFnsLocale> = { ru, en: enUS, fr, de };

/** The sign (₽) in every language: English, French and German would otherwise write "RUB". */
export function formatRoubles(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
