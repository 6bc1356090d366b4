import { createActorContext } from '@xstate/react';
import { toastMachine } from '../../../machines/toast/toast.machine';

/** App-lifetime toast queue: flows send `toast.show`; the toast region renders the current one. */
export const ToastContext = createActorContext(toastMachine);
