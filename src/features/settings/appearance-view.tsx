import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { LOCALES, type Locale } from '../../../machines/i18n/locales';
import type { LanguagePreferenceView } from '../../../machines/settings/language-preference.selectors';
import { Spinner } from '../../components/ui/spinner';
import { RetryAlert } from '../../components/ui/retry-alert';
import { SettingsPanel } from '../../components/section/settings-panel';
import { failureText } from './settings-failure';
import { appearanceMessages as m } from './settings.messages';

/** Each language's name in itself, as pickers write them: the same whatever the page's language. */
const NAMES: Record<Locale, string> = {
  ru: 'Русский',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
};

export interface AppearanceViewProps extends LanguagePreferenceView {
  locale: Locale;
  /** The app's theme choice (light, dark, as the device), kept on this device only. */
  themeControl: ReactNode;
  onLanguageSelect: (locale: Locale) => void;
  onRetry: () => void;
}

const select = css({
  h: '10',
  px: '3',
  maxW: 'xs',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** Settings' «Язык и оформление». */
export function AppearanceView(props: AppearanceViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <SettingsPanel id="settings-appearance" title={t(m.title)}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <label htmlFor="settings-language" className={css({ fontWeight: 'medium' })}>
          {t(m.language)}
        </label>
        <select
          id="settings-language"
          className={select}
          value={props.locale}
          aria-describedby="settings-language-help"
          onChange={(e) => props.onLanguageSelect(e.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {NAMES[locale]}
            </option>
          ))}
        </select>
        <p id="settings-language-help" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t(m.languageHelp)}
        </p>
        <p role="status" className={css({ fontSize: 'sm', minH: '5' })}>
          {props.status === 'saving' && (
            <>
              <Spinner decorative size="sm" /> {t(m.saving)}
            </>
          )}
          {props.status === 'saved' && t(m.saved)}
        </p>
        {props.status === 'failed' && props.errorCode && (
          <RetryAlert title={t(m.failed)} retry={t(m.retry)} onRetry={props.onRetry}>
            {failureText(intl, props.errorCode)}
          </RetryAlert>
        )}
      </div>
      {props.themeControl}
    </SettingsPanel>
  );
}
