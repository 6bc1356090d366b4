import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { BlockedListView } from '../../../machines/messages/blocked-list.selectors';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { RetryAlert } from '../../components/ui/retry-alert';
import { SettingsPanel } from '../../components/section/settings-panel';
import { blockedMessages as m } from './settings.messages';

export interface BlockedViewProps extends BlockedListView {
  onRetry: () => void;
  onUnblock: (userId: string) => void;
  onDismissError: () => void;
}

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});

/** Settings' «Заблокированные»: whom the viewer blocked, each with «Разблокировать». */
export function BlockedView(props: BlockedViewProps) {
  const t = useIntl().formatMessage;
  return (
    <SettingsPanel id="settings-blocked" title={t(m.title)} intro={t(m.intro)}>
      {props.status === 'loading' ? (
        <div role="status" aria-label={t(m.loading)}>
          <Skeleton className={css({ h: '12' })} />
        </div>
      ) : props.status === 'failed' ? (
        <RetryAlert title={t(m.failedTitle)} retry={t(m.retry)} onRetry={props.onRetry} />
      ) : props.status === 'empty' ? (
        <p role="status">{t(m.empty)}</p>
      ) : (
        <ul aria-label={t(m.title)} className={css({ listStyle: 'none', m: 0, p: 0 })}>
          {props.people.map((p) => {
            const name = p.fullName ?? t(m.noName);
            return (
              <li key={p.id} className={row} data-testid="blocked-person" aria-busy={p.unblocking}>
                <Avatar src={p.avatarUrl} fullName={p.fullName} size="sm" />
                <span className={css({ flex: '1', minW: '32', fontWeight: 'medium' })}>{name}</span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => props.onUnblock(p.id)}
                  loading={p.unblocking}
                  loadingText={t(m.unblocking)}
                  disabled={p.waiting}
                  // Rows are told apart by the name; while on its way the text says what happens.
                  aria-label={p.unblocking ? undefined : `${t(m.unblock)}: ${name}`}
                >
                  {t(m.unblock)}
                </Button>
                {p.errorCode && (
                  <Alert
                    className={css({ w: 'full' })}
                    variant="destructive"
                    title={t(m.unblockFailed)}
                    dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SettingsPanel>
  );
}
