import type { Locale } from '../../machines/i18n/locales';

// No date-fns locales here: this module rides with every page's event cards (vite.config.ts's
// card-kit), and a locale imported here would ride with it (four of them were 7.6 KB gzip).

/** The sign (₽) in every language: English, French and German would otherwise write "RUB". */
export function formatRoubles(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
