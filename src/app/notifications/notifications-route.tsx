/** /notifications: the viewer's notifications (members only). */
import { NotificationsPage } from '../../features/notifications/notifications-page';
import { MembersOnly } from '../accounts/guards';
import { useInspect } from '../contexts/inspect';
import { notificationsLogic } from './notifications.logic';

export function NotificationsRoute() {
  const inspect = useInspect();
  return (
    <MembersOnly>
      {() => <NotificationsPage logic={notificationsLogic} inspect={inspect} />}
    </MembersOnly>
  );
}
