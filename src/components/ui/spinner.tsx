import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes/spinner';
import { uiMessages } from './ui.messages';

export interface SpinnerProps
  extends Omit<ComponentPropsWithRef<'span'>, 'children'>, SpinnerVariantProps {
  /** Announced to screen readers; defaults to «Загрузка…». Ignored when `decorative`. */
  label?: string;
  /** Inside a control that already says it is busy (aria-busy), the spinner is only decoration. */
  decorative?: boolean;
}

export function Spinner({ label, decorative, size, className, ...rest }: SpinnerProps) {
  const intl = useIntl();
  if (decorative) {
    return <span aria-hidden="true" className={cx(spinner({ size }), className)} {...rest} />;
  }
  return (
    <span
      role="status"
      aria-label={label ?? intl.formatMessage(uiMessages.loading)}
      className={cx(spinner({ size }), className)}
      {...rest}
    />
  );
}
