import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { NotificationPreference } from '../../../machines/notifications/notifications.types';
import type { PreferencesView as PreferencesViewModel } from '../../../machines/notifications/preferences.selectors';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { SettingsPanel } from '../../components/section/settings-panel';
import { NotificationsFailed } from './notification-item';
import {
  notificationsMessages,
  notificationsErrorOf,
  preferenceLabels,
  preferencesMessages as m,
} from './notifications.messages';

export interface PreferencesViewProps extends PreferencesViewModel {
  onRetry: () => void;
  onChange: (preference: NotificationPreference) => void;
  onDismissError: () => void;
}

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  columnGap: '4',
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  m: 0,
  minW: 0,
});
const choice = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  cursor: 'pointer',
  '& input': { w: '5', h: '5', accentColor: 'accent.default', cursor: 'inherit' },
});

/** /settings' notifications section: per type, in the app and by email. */
export function PreferencesView(props: PreferencesViewProps) {
  const t = useIntl().formatMessage;
  const busy = props.status === 'saving';
  return (
    <SettingsPanel id="notification-preferences" title={t(m.title)} intro={t(m.intro)}>
      {props.status === 'loading' ? (
        <div role="status" aria-label={t(m.loading)}>
          <Skeleton className={css({ h: '40', rounded: 'lg' })} />
        </div>
      ) : props.status === 'failed' ? (
        <NotificationsFailed code={props.errorCode} onRetry={props.onRetry} />
      ) : (
        <>
          {props.status === 'saveFailed' && (
            <Alert
              variant="destructive"
              title={t(m.saveFailed)}
              dismiss={{
                label: t(notificationsMessages.dismiss),
                onDismiss: props.onDismissError,
              }}
            >
              {t(notificationsErrorOf(props.errorCode))}
            </Alert>
          )}
          <div aria-busy={busy || undefined}>
            {props.preferences.map((p) => (
              <fieldset key={p.type} className={row} data-testid="preference">
                <legend className={css({ float: 'left', flex: '1 1 16rem', fontWeight: 'medium' })}>
                  {t(preferenceLabels[p.type])}
                </legend>
                {(['inApp', 'email'] as const).map((channel) => (
                  <label key={channel} className={choice}>
                    <input
                      type="checkbox"
                      checked={p[channel]}
                      disabled={busy}
                      onChange={(e) => props.onChange({ ...p, [channel]: e.target.checked })}
                    />
                    {t(channel === 'inApp' ? m.inApp : m.email)}
                  </label>
                ))}
                {props.savingType === p.type && (
                  <span role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                    {t(m.saving)}
                  </span>
                )}
              </fieldset>
            ))}
          </div>
        </>
      )}
    </SettingsPanel>
  );
}
