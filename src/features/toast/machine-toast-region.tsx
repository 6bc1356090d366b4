import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { SWIPE_THRESHOLD_PX, type toastMachine } from '../../../machines/toast/toast.machine';
import { selectCurrentToast } from '../../../machines/toast/toast.selectors';
import { ToastRegion, createAppToaster } from '../../components/ui/toast';
import { toastText } from './toast-text';

export interface MachineToastRegionProps {
  toast: ActorRefFrom<typeof toastMachine>;
}

/**
 * The toast queue's current toast, shown by the design system's Ark toaster. The machine owns the
 * timing (5 s, pause while hovered or focused, one at a time), so Ark's own timer is switched off
 * (infinite duration) and Ark only draws; its close button, hover, focus and a swipe are reported
 * back to the machine.
 */
export function MachineToastRegion({ toast }: MachineToastRegionProps) {
  const intl = useIntl();
  const toaster = useMemo(
    () => createAppToaster({ duration: Infinity, pauseOnPageIdle: false, removeDelay: 0 }),
    [],
  );
  const current = useSelector(toast, selectCurrentToast);
  const swipeStart = useRef<number | null>(null);

  // Ark's store answers every change with a flushSync, which React refuses (and warns of) inside
  // a commit: the store is only touched from a task of its own, never from the effect itself.
  useEffect(() => {
    const timer = setTimeout(() => {
      toaster.remove();
      // Ark's group subscribes to the store after its first commit; a toast created before
      // that (the first one, which mounts this region) would never be drawn: hence a task too.
      if (!current) return;
      toaster.create({
        id: `toast-${current.id}`,
        title: toastText(intl, current.title),
        description: current.description ? toastText(intl, current.description) : undefined,
        type: current.variant === 'destructive' ? 'error' : 'info',
        duration: Infinity,
        closable: true,
        onStatusChange: ({ status }) => {
          // Ark also reports toasts the machine itself replaced; only a live one was closed by the user.
          if (status === 'dismissing' && toast.getSnapshot().context.current?.id === current.id) {
            toast.send({ type: 'toast.dismiss' });
          }
        },
      });
    });
    return () => clearTimeout(timer);
    // The text is fixed when the toast appears; a language switch does not rewrite it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.id, toaster, toast]);

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start !== null && Math.abs(e.clientX - start) >= SWIPE_THRESHOLD_PX) {
      toast.send({ type: 'toast.dismiss' });
    }
  };

  return (
    <div
      style={{ display: 'contents' }}
      onPointerEnter={() => toast.send({ type: 'toast.pause' })}
      onPointerLeave={() => toast.send({ type: 'toast.resume' })}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      onFocus={() => toast.send({ type: 'toast.pause' })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          toast.send({ type: 'toast.resume' });
        }
      }}
    >
      <ToastRegion toaster={toaster} />
    </div>
  );
}
