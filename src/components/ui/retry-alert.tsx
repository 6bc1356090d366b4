import { Alert, type AlertProps } from './alert';
import { Button, type ButtonSize } from './button';

/**
 * What could not load, and the button that asks again (outlined, small unless `size` says
 * otherwise). Apart from Alert: the first page's alerts offer no retry and need not carry it.
 */
export function RetryAlert({
  retry,
  onRetry,
  size = 'sm',
  ...alert
}: Omit<AlertProps, 'variant' | 'action'> & {
  /** The button's text in the reader's language, e.g. «Повторить». */
  retry: string;
  onRetry: () => void;
  size?: ButtonSize;
}) {
  return (
    <Alert
      variant="destructive"
      action={
        <Button variant="outline" size={size} onClick={onRetry}>
          {retry}
        </Button>
      }
      {...alert}
    />
  );
}
