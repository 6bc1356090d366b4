import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { DataExportView } from '../../../machines/settings/data-export.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { failureText } from './settings-failure';
import { exportMessages as m } from './settings.messages';
import { formActions, section, sectionTitle } from './settings-view';

export interface ExportViewProps extends DataExportView {
  onExport: () => void;
}

/** Settings' «Мои данные»: everything of the person's as one JSON file. */
export function ExportView(props: ExportViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section aria-labelledby="settings-export" className={section}>
      <h2 id="settings-export" className={sectionTitle}>
        {t(m.title)}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t(m.intro)}</p>
      {props.errorCode && (
        <Alert variant="destructive" title={t(m.failed)}>
          {failureText(intl, props.errorCode)}
        </Alert>
      )}
      {props.done && <p role="status">{t(m.done)}</p>}
      <div className={formActions}>
        <Button
          variant="outline"
          loading={props.exporting}
          loadingText={t(m.exporting)}
          onClick={props.onExport}
        >
          {t(m.start)}
        </Button>
      </div>
    </section>
  );
}
