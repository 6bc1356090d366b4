import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { Alert } from '../../components/ui/alert';
import { layoutMessages as m } from './layout.messages';

export interface LanguageErrorNoticeViewProps {
  onDismiss: () => void;
}

/** The chosen language could not be loaded; the page stays in the language it had. */
export function LanguageErrorNoticeView({ onDismiss }: LanguageErrorNoticeViewProps) {
  const intl = useIntl();
  return (
    <div
      className={css({ maxW: '6xl', w: 'full', mx: 'auto', px: { base: '3', md: '6' }, pt: '3' })}
    >
      <Alert
        variant="destructive"
        dismiss={{ label: intl.formatMessage(m.languageDismiss), onDismiss }}
      >
        {intl.formatMessage(m.languageLoadFailed)}
      </Alert>
    </div>
  );
}
