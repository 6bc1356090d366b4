import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes/button';
import { Spinner } from './spinner';

export type ButtonVariant = NonNullable<ButtonVariantProps['variant']>;
export type ButtonSize = NonNullable<ButtonVariantProps['size']>;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks further clicks until the work is done. */
  loading?: boolean;
  /** Replaces the label while loading, e.g. «Загрузка...»; the label stays when omitted. */
  loadingText?: ReactNode;
}

export function Button(props: ButtonProps) {
  return <ButtonBase {...props} />;
}

/** `iconOnly` stays internal: square icon buttons must come with an aria-label (IconButton). */
function ButtonBase({
  variant,
  size,
  fullWidth,
  iconOnly,
  loading = false,
  loadingText,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps & { iconOnly?: boolean }) {
  return (
    <button
      // `submit` must be asked for: a stray default submit inside a form is a classic bug
      type={type}
      className={cx(button({ variant, size, fullWidth, iconOnly }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading && <Spinner decorative size="sm" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

export interface IconButtonProps extends Omit<
  ButtonProps,
  'aria-label' | 'loadingText' | 'fullWidth'
> {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string;
}

export function IconButton({ variant = 'ghost', ...rest }: IconButtonProps) {
  return <ButtonBase variant={variant} iconOnly {...rest} />;
}
