import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { profileMessages } from './profile.messages';

/** The profile page's parts that could not load: what failed, why, and a way to try again. */
export function LoadFailedAlert({
  title,
  onRetry,
  children,
}: {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <Alert
      variant="destructive"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t(profileMessages.retry)}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
