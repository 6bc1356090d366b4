import { css } from 'styled-system/css';
import { Skeleton } from '../ui/skeleton';

/**
 * A create-or-edit form while what it edits loads: its title and cover as placeholders, named
 * once for screen readers. `className` is the form's page.
 */
export function FormSkeleton({ className, loading }: { className: string; loading: string }) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className={css({ srOnly: true })}>
        {loading}
      </p>
      <Skeleton shape="text" className={css({ h: '8', w: '1/2' })} />
      <Skeleton className={css({ mt: '6', aspectRatio: '16 / 9', w: 'full' })} />
    </div>
  );
}
