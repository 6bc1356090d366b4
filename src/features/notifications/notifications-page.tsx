import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { InspectionEvent } from 'xstate';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { selectNotificationsView } from '../../../machines/notifications/notifications.selectors';
import { PageMeta } from '../../components/meta/page-meta';
import { notificationsMessages as m } from './notifications.messages';
import { NotificationsView } from './notifications-view';

export interface NotificationsPageProps {
  logic: typeof notificationsMachine;
  inspect?: (event: InspectionEvent) => void;
}

/** /notifications: runs the list's machine and sends it what the person does. */
export function NotificationsPage({ logic, inspect }: NotificationsPageProps) {
  const t = useIntl().formatMessage;
  const actor = useActorRef(logic, { inspect });
  const view = useSelector(actor, selectNotificationsView);
  return (
    <>
      <PageMeta title={t(m.title)} description={t(m.description)} path="/notifications" noIndex />
      <NotificationsView
        {...view}
        onRetry={() => actor.send({ type: 'retry' })}
        onLoadMore={() => actor.send({ type: 'more.load' })}
        onFilter={(unreadOnly) => actor.send({ type: 'filter.set', unreadOnly })}
        onRead={(id) => actor.send({ type: 'item.read', id })}
        onReadAll={() => actor.send({ type: 'all.read' })}
        onDismissError={() => actor.send({ type: 'error.dismiss' })}
      />
    </>
  );
}
