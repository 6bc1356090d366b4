import { css } from 'styled-system/css';
import { Skeleton } from '../ui/skeleton';

// Its own module so the home page's first chunk can draw placeholders without the card itself.
/** The card's shape while the list loads; the list itself carries aria-busy and a status text. */
export function EventCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className={css({
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        overflow: 'hidden',
      })}
    >
      <Skeleton className={css({ aspectRatio: '16 / 9', borderRadius: '0' })} />
      <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Skeleton shape="text" className={css({ w: '4/5', h: '5' })} />
        <Skeleton shape="text" className={css({ w: '3/5' })} />
        <Skeleton shape="text" className={css({ w: '2/5' })} />
      </div>
    </div>
  );
}
