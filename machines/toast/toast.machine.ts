import { assertEvent, assign, setup } from 'xstate';

export const DEFAULT_TOAST_MS = 5000;
/** How far a toast must be swiped to be dismissed (the spec's threshold). */
export const SWIPE_THRESHOLD_PX = 50;

/** A message by id, so toasts are translated when shown, in the language of that moment. */
export interface MessageRef {
  id: string;
  values?: Record<string, string | number>;
}

export interface ToastRequest {
  variant: 'default' | 'destructive';
  title: MessageRef;
  /** A message id, or a service's own text when no translation exists for what it said. */
  description?: MessageRef | { text: string };
  durationMs?: number;
}

export interface Toast extends ToastRequest {
  id: number;
}

export interface ToastContext {
  current: Toast | null;
  queue: Toast[];
  nextId: number;
}

export type ToastEvent =
  | { type: 'toast.show'; toast: ToastRequest }
  | { type: 'toast.dismiss' }
  | { type: 'toast.pause' }
  | { type: 'toast.resume' };

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'toast.show');
      return {
        queue: [...context.queue, { ...event.toast, id: context.nextId }],
        nextId: context.nextId + 1,
      };
    }),
    showNext: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
    })),
    clearCurrent: assign({ current: null }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  delays: {
    toastDuration: ({ context }) => context.current?.durationMs ?? DEFAULT_TOAST_MS,
  },
}).createMachine({
  id: 'toast',
  context: { current: null, queue: [], nextId: 1 },
  initial: 'idle',
  on: {
    'toast.show': { actions: 'enqueue' },
  },
  states: {
    idle: {
      always: { guard: 'hasQueued', target: 'visible' },
    },
    visible: {
      entry: 'showNext',
      exit: 'clearCurrent',
      initial: 'running',
      on: {
        'toast.dismiss': { target: 'idle' },
      },
      states: {
        running: {
          after: { toastDuration: { target: '#toast.idle' } },
          on: { 'toast.pause': { target: 'paused' } },
        },
        // Hover or focus holds the toast; leaving starts the full duration again.
        paused: {
          on: { 'toast.resume': { target: 'running' } },
        },
      },
    },
  },
});
