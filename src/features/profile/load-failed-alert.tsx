import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../../components/ui/retry-alert';
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
    <RetryAlert title={title} retry={t(profileMessages.retry)} onRetry={onRetry}>
      {children}
    </RetryAlert>
  );
}
