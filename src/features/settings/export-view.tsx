import { useIntl } from 'react-intl';
import type { DataExportView } from '../../../machines/settings/data-export.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SettingsPanel } from '../../components/section/settings-panel';
import { failureText } from './settings-failure';
import { exportMessages as m } from './settings.messages';
import { formActions } from './settings-view';

export interface ExportViewProps extends DataExportView {
  onExport: () => void;
}

/** Settings' «Мои данные»: everything of the person's as one JSON file. */
export function ExportView(props: ExportViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <SettingsPanel id="settings-export" title={t(m.title)} intro={t(m.intro)}>
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
    </SettingsPanel>
  );
}
