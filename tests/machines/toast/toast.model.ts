import type { EventFrom, SnapshotFrom } from 'xstate';
import { type ToastRequest, toastMachine } from '../../../machines/toast/toast.machine';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const signedIn: ToastRequest = {
  variant: 'default',
  title: { id: 'auth.toast.signedIn.title' },
};
export const failed: ToastRequest = {
  variant: 'destructive',
  title: { id: 'auth.toast.error.title' },
  description: { text: 'Failed to fetch' },
};

/** How the model tells states apart. */
export const toastState = (s: SnapshotFrom<typeof toastMachine>) =>
  JSON.stringify([
    s.value,
    s.context.current?.variant ?? null,
    s.context.queue.slice(0, 2).map((t) => t.variant),
  ]);

/** Everything the model tries, in every state. */
export const toastEvents: EventFrom<typeof toastMachine>[] = [
  { type: 'toast.show', toast: signedIn },
  { type: 'toast.show', toast: failed },
  { type: 'toast.dismiss' },
  { type: 'toast.pause' },
  { type: 'toast.resume' },
  { type: 'xstate.after.toastDuration.toast.visible.running' } as never,
];

export const toastModel = createModel(toastMachine, {
  events: toastEvents,
  // Queue length beyond two adds nothing new to check.
  serializeState: toastState,
});

// Pausing and closing need a toast on screen; `toast.show` is how flows talk to the queue.
export const toastPageModel = createModel(toastMachine, {
  serializeState: toastState,
  events: (s) => toastEvents.filter((e) => e.type === 'toast.show' || s.matches('visible')),
});
