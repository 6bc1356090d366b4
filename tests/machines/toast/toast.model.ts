import { type ToastRequest, toastMachine } from '../../../machines/toast/toast.machine';
import { createModel } from '../../support/model';

/** Shared by the machine test and the page test, so both walk the same paths. */
export const signedIn: ToastRequest = {
  variant: 'default',
  title: { id: 'auth.toast.signedIn.title' },
};
export const failed: ToastRequest = {
  variant: 'destructive',
  title: { id: 'common.error' },
  description: { text: 'Failed to fetch' },
};

export const toastModel = createModel(toastMachine, {
  events: [
    { type: 'toast.show', toast: signedIn },
    { type: 'toast.show', toast: failed },
    { type: 'toast.dismiss' },
    { type: 'toast.pause' },
    { type: 'toast.resume' },
    { type: 'xstate.after.toastDuration.toast.visible.running' } as never,
  ],
  // Queue length beyond two adds nothing new to check.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.current?.variant ?? null,
      s.context.queue.slice(0, 2).map((t) => t.variant),
    ]),
});
