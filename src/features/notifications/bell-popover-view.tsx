import { CheckCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { BellPopoverView as BellPopoverViewModel } from '../../../machines/notifications/bell.selectors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { NotificationItem, NotificationsFailed } from './notification-item';
import { notificationsMessages as m, notificationsErrorOf } from './notifications.messages';

export interface BellPopoverViewProps extends BellPopoverViewModel {
  onRetry: () => void;
  onReadAll: () => void;
  /** A link in it was followed: the popover closes. */
  onFollow: () => void;
}

const list = css({ display: 'flex', flexDirection: 'column', listStyle: 'none', m: 0, p: 0 });
const item = css({ px: '2', py: '2' });
const foot = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  pt: '3',
});
const allLink = css({
  color: 'accent.text',
  fontWeight: 'medium',
  fontSize: 'sm',
  rounded: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** The bell's popover: the newest few notifications, «mark all read» and the way to the page. */
export function BellPopoverView(props: BellPopoverViewProps) {
  const t = useIntl().formatMessage;
  const { status } = props;
  return (
    <>
      {status === 'loading' ? (
        <div role="status" aria-label={t(m.loading)} className={list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={css({ h: '12', my: '1', rounded: 'lg' })} />
          ))}
        </div>
      ) : status === 'failed' ? (
        <NotificationsFailed code={props.errorCode} onRetry={props.onRetry} />
      ) : props.notifications.length === 0 ? (
        <p className={css({ color: 'fg.muted', py: '2' })}>{t(m.popoverEmpty)}</p>
      ) : (
        <ul className={list} aria-label={t(m.list)} aria-busy={status === 'refreshing'}>
          {props.notifications.map((n) => (
            <NotificationItem key={n.id} n={n} onFollow={props.onFollow} className={item} />
          ))}
        </ul>
      )}
      {status === 'markFailed' && (
        <Alert variant="destructive" title={t(m.markFailed)}>
          {t(notificationsErrorOf(props.errorCode))}
        </Alert>
      )}
      <div className={foot}>
        <Link href="/notifications" className={allLink} onClick={props.onFollow}>
          {t(m.popoverAll)}
        </Link>
        {(props.canMarkAll || status === 'marking') && (
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onReadAll}
            loading={status === 'marking'}
            loadingText={t(m.markingAll)}
          >
            <CheckCheck aria-hidden />
            {t(m.markAll)}
          </Button>
        )}
      </div>
    </>
  );
}
