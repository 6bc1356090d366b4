import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
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
    <Alert
      variant="destructive"
      title={t(title)}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t(retry)}
        </Button>
      }
    >
      {t(errorMessages[error ?? 'unknown'])}
    </Alert>
  );
}
