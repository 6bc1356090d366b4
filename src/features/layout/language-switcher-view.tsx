import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { LOCALES, type Locale } from '../../../machines/i18n/locales';
import { layoutMessages as m } from './layout.messages';

const names = {
  ru: m.languageRu,
  en: m.languageEn,
  fr: m.languageFr,
  de: m.languageDe,
} as const;

export interface LanguageSwitcherViewProps {
  /** The language shown as chosen (the one loading, else the current one). */
  chosen: Locale;
  switching: boolean;
  onSelect: (locale: string) => void;
}

const wrapper = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  color: 'fg.default',
});
const select = css({
  appearance: 'none',
  h: '10',
  pl: '9',
  pr: '3',
  rounded: 'md',
  bg: 'transparent',
  color: 'fg.default',
  fontWeight: 'medium',
  fontSize: 'sm',
  cursor: 'pointer',
  borderWidth: '1px',
  borderColor: 'transparent',
  _hover: { bg: 'bg.muted' },
  _disabled: { cursor: 'progress', opacity: 0.7 },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/**
 * A native select: every platform already knows how to make it keyboard- and screen-reader-friendly,
 * and on phones it opens the system picker. Language names are written in their own language.
 */
export function LanguageSwitcherView({ chosen, switching, onSelect }: LanguageSwitcherViewProps) {
  const intl = useIntl();
  return (
    <div className={wrapper}>
      <Languages
        aria-hidden
        size={18}
        className={css({ position: 'absolute', left: '3', pointerEvents: 'none' })}
      />
      <select
        className={select}
        aria-label={intl.formatMessage(m.languageLabel)}
        value={chosen}
        disabled={switching}
        aria-busy={switching}
        onChange={(e) => onSelect(e.target.value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {intl.formatMessage(names[locale])}
          </option>
        ))}
      </select>
    </div>
  );
}
