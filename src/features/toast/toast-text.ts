import type { IntlShape } from 'react-intl';
import type { MessageRef } from '../../../machines/toast/toast.machine';

/** A toast's text: a message by id in the current language, or a service's own words. */
export function toastText(intl: IntlShape, ref: MessageRef | { text: string }): string {
  if ('text' in ref) return ref.text;
  return intl.formatMessage({ id: ref.id }, ref.values);
}
