/** What the events routes share: who is looking, and the toast queue. */
import { selectIsLoading, selectUser } from '../../../machines/auth/session.selectors';
import type { Viewer } from '../../../machines/events/events.types';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { SessionContext } from '../contexts/session';
import { ToastContext } from '../contexts/toast';

export function useNotify() {
  const toast = ToastContext.useActorRef();
  return (request: ToastRequest) => toast.send({ type: 'toast.show', toast: request });
}

/** The viewer once the session is known; undefined while it still loads. */
export function useViewer(): Viewer | undefined {
  const loading = SessionContext.useSelector(selectIsLoading);
  const user = SessionContext.useSelector(selectUser);
  if (loading) return undefined;
  return user
    ? { status: 'member', userId: user.id, isAdmin: user.role === 'admin' }
    : { status: 'visitor' };
}
