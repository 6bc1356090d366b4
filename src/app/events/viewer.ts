/** What the pages shown to whoever is looking share: who is looking, the toast queue, the inspector. */
import { selectIsLoading, selectUser } from '../../../machines/auth/session.selectors';
import type { Viewer } from '../../../machines/events/events.types';
import type { ToastRequest } from '../../../machines/toast/toast.machine';
import { useInspect } from '../contexts/inspect';
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

/**
 * What a page shown to whoever is looking (an event's, a group's, a discussion's) gets from the
 * app; undefined while the session still loads.
 */
export function useViewerPage() {
  const viewer = useViewer();
  const notify = useNotify();
  const inspect = useInspect();
  return viewer && { viewer, notify, inspect };
}
