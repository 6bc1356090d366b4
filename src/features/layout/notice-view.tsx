import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { layoutMessages as m } from './layout.messages';

export interface LanguageErrorNoticeViewProps {
  onDismiss: () => void;
}

/** The chosen language could not be loaded; the page stays in the language it had. */
export function LanguageErrorNoticeView({ onDismiss }: LanguageErrorNoticeViewProps) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        px: { base: '4', md: '6' },
        py: '2',
        bg: 'red.50',
        color: 'red.900',
        borderBottomWidth: '1px',
        borderColor: 'red.200',
      })}
    >
      <p className={css({ flex: 1, fontSize: 'sm' })}>{intl.formatMessage(m.languageLoadFailed)}</p>
      <button
        type="button"
        onClick={onDismiss}
        className={css({
          display: 'inline-flex',
          p: '2',
          rounded: 'md',
          cursor: 'pointer',
          _hover: { bg: 'red.100' },
          _focusVisible: { outline: '2px solid', outlineColor: 'red.900' },
        })}
      >
        <X aria-hidden size={18} />
        <span className={css({ srOnly: true })}>{intl.formatMessage(m.languageDismiss)}</span>
      </button>
    </div>
  );
}
