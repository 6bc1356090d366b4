import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { SessionsView as SessionsViewModel } from '../../../machines/settings/sessions.selectors';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { RetryAlert } from '../../components/ui/retry-alert';
import { SettingsPanel } from '../../components/section/settings-panel';
import { deviceName } from './device-name';
import { failureText } from './settings-failure';
import { failureMessages, sessionsMessages as m } from './settings.messages';
import { formActions } from './settings-view';

export interface SessionsViewProps extends SessionsViewModel {
  onRetry: () => void;
  onSignOutOthers: () => void;
  onDismissError: () => void;
}

const row = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});
const when = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Settings' «Устройства»: where the account is signed in, this device first. */
export function SessionsView(props: SessionsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <SettingsPanel id="settings-sessions" title={t(m.title)} intro={t(m.intro)}>
      {props.status === 'loading' ? (
        <div role="status" aria-label={t(m.loading)}>
          <Skeleton className={css({ h: '16' })} />
        </div>
      ) : props.status === 'failed' ? (
        <RetryAlert title={t(m.failed)} retry={t(m.retry)} onRetry={props.onRetry} />
      ) : (
        <>
          <ul aria-label={t(m.list)} className={css({ listStyle: 'none', m: 0, p: 0 })}>
            {props.sessions.map((s) => (
              <li key={s.id} className={row} data-testid="device-session">
                <span
                  className={css({
                    display: 'flex',
                    gap: '2',
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    fontWeight: 'medium',
                  })}
                >
                  {deviceName(s.userAgent) ?? t(m.unknownDevice)}
                  {s.isCurrent && <Badge>{t(m.current)}</Badge>}
                </span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {[
                    s.ip,
                    t(m.created, { date: intl.formatDate(s.createdAt, when) }),
                    t(m.lastUsed, { date: intl.formatDate(s.lastUsedAt, when) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
          {props.errorCode && (
            <Alert
              variant="destructive"
              title={t(m.signOutFailed)}
              dismiss={{ label: t(failureMessages.dismiss), onDismiss: props.onDismissError }}
            >
              {failureText(intl, props.errorCode)}
            </Alert>
          )}
          {props.hasOthers ? (
            <div className={formActions}>
              <Button
                variant="outline"
                loading={props.signingOut}
                loadingText={t(m.signingOut)}
                onClick={props.onSignOutOthers}
              >
                {t(m.signOutOthers)}
              </Button>
            </div>
          ) : (
            <p role="status">{t(m.onlyThis)}</p>
          )}
        </>
      )}
    </SettingsPanel>
  );
}
