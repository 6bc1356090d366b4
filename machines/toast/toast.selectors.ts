import type { SnapshotFrom } from 'xstate';
import type { toastMachine } from './toast.machine';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

export const selectCurrentToast = (s: ToastSnapshot) => s.context.current;
export const selectQueuedCount = (s: ToastSnapshot) => s.context.queue.length;
export const selectToastPaused = (s: ToastSnapshot) => s.matches({ visible: 'paused' });
