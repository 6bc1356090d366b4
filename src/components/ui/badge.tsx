import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from 'styled-system/recipes/badge';

export interface BadgeProps extends HTMLArkProps<'span'> {
  variant?: BadgeVariantProps['variant'];
}

/** A short status or tag: «Бесплатно», «Онлайн», a price. */
export function Badge({ variant, className, ...rest }: BadgeProps) {
  return <ark.span className={cx(badge({ variant }), className)} {...rest} />;
}
