import { CheckCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { NotificationsView as NotificationsViewModel } from '../../../machines/notifications/notifications.selectors';
import { CatalogueListEnd } from '../../components/catalogue/catalogue-parts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { NotificationItem, NotificationsFailed, textIdOf } from './notification-item';
import { notificationsMessages as m, notificationsErrorOf } from './notifications.messages';

export interface NotificationsViewProps extends NotificationsViewModel {
  onRetry: () => void;
  onLoadMore: () => void;
  onFilter: (unreadOnly: boolean) => void;
  onRead: (id: number) => void;
  onReadAll: () => void;
  onDismissError: () => void;
}

const page = css({
  maxW: '3xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
});
const head = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});
const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  listStyle: 'none',
  m: 0,
  p: 0,
});
const emptyBox = css({
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  rounded: 'xl',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
});

/** /notifications: the viewer's notifications, newest first, all or only the unread. */
export function NotificationsView(props: NotificationsViewProps) {
  const t = useIntl().formatMessage;
  const listed =
    props.status === 'loaded' || props.status === 'loadingMore' || props.status === 'moreFailed';
  return (
    <div className={page}>
      <div className={head}>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          {t(m.title)}
        </h1>
        {listed && (props.marking === 'all' || props.notifications.some((n) => n.unread)) && (
          <Button
            variant="outline"
            size="sm"
            onClick={props.onReadAll}
            disabled={!props.canMarkAll}
            loading={props.marking === 'all'}
            loadingText={t(m.markingAll)}
          >
            <CheckCheck aria-hidden />
            {t(m.markAll)}
          </Button>
        )}
      </div>
      <div role="group" aria-label={t(m.filter)} className={css({ display: 'flex', gap: '2' })}>
        {[false, true].map((unreadOnly) => (
          <Button
            key={String(unreadOnly)}
            size="sm"
            variant={props.unreadOnly === unreadOnly ? 'solid' : 'outline'}
            aria-pressed={props.unreadOnly === unreadOnly}
            onClick={() => props.onFilter(unreadOnly)}
          >
            {t(unreadOnly ? m.filterUnread : m.filterAll)}
          </Button>
        ))}
      </div>
      {props.marking === 'failed' && (
        <Alert
          variant="destructive"
          title={t(m.markFailed)}
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {t(notificationsErrorOf(props.markErrorCode))}
        </Alert>
      )}
      {props.status === 'loading' ? (
        <div role="status" aria-label={t(m.loading)} className={list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={css({ h: '14', rounded: 'lg' })} />
          ))}
        </div>
      ) : props.status === 'failed' ? (
        <NotificationsFailed code={props.errorCode} onRetry={props.onRetry} />
      ) : props.status === 'empty' ? (
        <section aria-labelledby="notifications-empty" className={emptyBox}>
          <h2 id="notifications-empty" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            {t(props.unreadOnly ? m.emptyUnreadTitle : m.emptyTitle)}
          </h2>
          <p className={css({ color: 'fg.muted' })}>
            {t(props.unreadOnly ? m.emptyUnreadText : m.emptyText)}
          </p>
          {props.unreadOnly && (
            <Button variant="outline" size="sm" onClick={() => props.onFilter(false)}>
              {t(m.showAll)}
            </Button>
          )}
        </section>
      ) : (
        <div>
          <ul className={list} aria-label={t(m.list)} aria-busy={props.refreshing}>
            {props.notifications.map((n) => {
              const pending = props.marking === 'one' && props.markingId === n.id;
              return (
                <NotificationItem
                  key={n.id}
                  n={n}
                  textId={textIdOf(n.id)}
                  onFollow={() => props.onRead(n.id)}
                  action={
                    n.unread && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => props.onRead(n.id)}
                        aria-describedby={textIdOf(n.id)}
                        disabled={props.marking === 'one' || props.marking === 'all'}
                        loading={pending}
                        loadingText={t(m.markingRead)}
                      >
                        {t(m.markRead)}
                      </Button>
                    )
                  }
                />
              );
            })}
          </ul>
          <CatalogueListEnd
            status={props.status}
            listEnd={props.listEnd}
            loadMore={t(m.more)}
            loadingMore={t(m.loadingMore)}
            allShown={t(m.allShown)}
            moreFailed={t(m.moreFailed)}
            onLoadMore={props.onLoadMore}
          />
        </div>
      )}
    </div>
  );
}
