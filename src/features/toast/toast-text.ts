import type { IntlShape } from 'react-intl';
import type { MessageRef } from '../../../machines/toast/toast.machine';

/** A toast's text: a message by id in the current language, or a service's own words. */
export function toastText(intl: IntlShape, ref: MessageRef | { text: string }): string {
  if ('text' in ref) return ref.text;
  // Renamed so `formatjs extract` does not take this id-by-reference call for a message definition;
  // the ids themselves are defined (and extracted) where the toasts are made.
  const { formatMessage: byId } = intl;
  return byId({ id: ref.id }, ref.values);
}
