import type { MessageDescriptor } from 'react-intl';
import type { MessageRef, ToastRequest } from '../../../machines/toast/toast.machine';

/** The id of a message from defineMessages, which always has one. */
function ref(message: MessageDescriptor, values?: MessageRef['values']): MessageRef {
  return values ? { id: message.id!, values } : { id: message.id! };
}

/**
 * A toast from the messages it shows. The queue holds their ids only, so each is translated when
 * it shows, in the language of that moment.
 */
export function toastOf(
  title: MessageDescriptor,
  description?: MessageDescriptor,
  {
    variant = 'default',
    values,
  }: { variant?: ToastRequest['variant']; values?: MessageRef['values'] } = {},
): ToastRequest {
  return description
    ? { variant, title: ref(title), description: ref(description, values) }
    : { variant, title: ref(title) };
}
