import type { ComponentPropsWithRef } from 'react';
import { cx } from 'styled-system/css';
import { skeleton, type SkeletonVariantProps } from 'styled-system/recipes/skeleton';

export interface SkeletonProps extends ComponentPropsWithRef<'div'> {
  shape?: SkeletonVariantProps['shape'];
}

/**
 * A placeholder block sized with `style` or `className`. Hidden from screen readers: mark the
 * loading region itself with aria-busy and a status text instead.
 */
export function Skeleton({ shape, className, ...rest }: SkeletonProps) {
  return <div aria-hidden="true" className={cx(skeleton({ shape }), className)} {...rest} />;
}
