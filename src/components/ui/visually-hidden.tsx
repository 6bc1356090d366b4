import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';

export type VisuallyHiddenProps = HTMLArkProps<'span'>;

/** Text for screen readers only (e.g. a heading a sighted user infers from the layout). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <ark.span className={cx(visuallyHidden(), className)} {...rest} />;
}
