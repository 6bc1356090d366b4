import { useIntl, type MessageDescriptor } from 'react-intl';
import { RetryAlert } from '../../components/ui/retry-alert';
import { errorMessages } from './events.messages';

/** What could not load (the catalogue, an event), why, and a button that asks again. */
export function LoadFailedAlert({
  title,
  retry,
  error,
  onRetry,
}: {
  title: MessageDescriptor;
  retry: MessageDescriptor;
  error: keyof typeof errorMessages | null;
  onRetry: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <RetryAlert title={t(title)} retry={t(retry)} onRetry={onRetry} size="md">
      {t(errorMessages[error ?? 'unknown'])}
    </RetryAlert>
  );
}
