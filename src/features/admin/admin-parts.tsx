/**
 * What the admin tabs' screens share: their layout, the loading placeholder, a failed read and the
 * pager.
 */
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AdminErrorCode } from '../../../machines/admin/admin.types';
import { Button } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { adminErrorOf } from './admin.messages';

/** A tab's screen: its parts one under the other. */
export const adminColumn = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: 0 });

/** A tab's heading with its controls beside it, under it on a phone. */
export const adminHead = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});

/** While the first read runs: `count` grey blocks, announced once by `label`. */
export function AdminLoading({
  label,
  count,
  block,
  className = adminColumn,
}: {
  label: MessageDescriptor;
  count: number;
  /** Each block's size and shape. */
  block: string;
  className?: string;
}) {
  const t = useIntl().formatMessage;
  return (
    <div role="status" aria-label={t(label)} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}

/** A read the function refused or that got no answer: what, why in words, and «retry». */
export function AdminFailed({
  title,
  retry,
  code,
  onRetry,
}: {
  title: MessageDescriptor;
  retry: MessageDescriptor;
  code: AdminErrorCode | null;
  onRetry: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <RetryAlert title={t(title)} retry={t(retry)} onRetry={onRetry}>
      {t(adminErrorOf(code ?? 'unknown'))}
    </RetryAlert>
  );
}

/** The previous and next page of a list, with where the list stands between them. */
export function AdminPager({
  label,
  previous,
  next,
  position,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  /** The navigation's name: «Страницы журнала». */
  label: string;
  previous: string;
  next: string;
  /** «26–50 из 120», «Страница 2 из 5». */
  position: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label={label} className={adminHead}>
      <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        {previous}
      </Button>
      <span className={css({ color: 'fg.muted' })}>{position}</span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={onNext}>
        {next}
      </Button>
    </nav>
  );
}
