import { describe, expect, it } from 'vitest';
import { formatRoubles } from '../../src/i18n/format';
import { LOCALES } from '../../machines/i18n/locales';

describe('formatRoubles', () => {
  it('shows the rouble sign in every language, never the code', () => {
    for (const locale of LOCALES) {
      const price = formatRoubles(500, locale);
      expect(price).toContain('₽');
      expect(price).not.toMatch(/RUB/);
    }
  });

  it('writes the amount as each language writes numbers, kopecks only when there are some', () => {
    const nbsp = /[\s\u00a0\u202f]/.source;
    expect(formatRoubles(1500, 'ru')).toMatch(new RegExp(`^1${nbsp}500${nbsp}₽$`));
    expect(formatRoubles(1500.5, 'ru')).toMatch(new RegExp(`^1${nbsp}500,50${nbsp}₽$`));
    expect(formatRoubles(1500, 'en')).toBe('₽1,500');
    expect(formatRoubles(1500.5, 'de')).toMatch(new RegExp(`^1\\.500,50${nbsp}₽$`));
    expect(formatRoubles(0.5, 'fr')).toMatch(new RegExp(`^0,50${nbsp}₽$`));
  });
});
