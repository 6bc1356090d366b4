import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import type { ButtonSize, ButtonVariant } from './button';

export interface LinkButtonProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'className'
> {
  /** An app path (`/events/create`); navigation goes through the wouter router. */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Replace the history entry instead of pushing one (e.g. after logout). */
  replace?: boolean;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export function LinkButton({
  href,
  variant,
  size,
  fullWidth,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <Link href={href} className={cx(button({ variant, size, fullWidth }), className)} {...rest}>
      {children}
    </Link>
  );
}
