import { CircleAlert, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes/alert';
import { IconButton } from './button';

export type AlertVariant = 'info' | 'destructive';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  /** The message itself. */
  children?: ReactNode;
  /** Replaces the default icon; pass `null` for none. */
  icon?: ReactNode;
  /** A button on the side, e.g. «Подробнее» opening a details dialog. */
  action?: ReactNode;
  /**
   * An X after the action that hides the message: its accessible name in the reader's language
   * (e.g. «Скрыть сообщение») and what it does.
   */
  dismiss?: { label: string; onDismiss: () => void };
  className?: string;
}

/** An inline message announced as it appears (role=alert), e.g. a failed sign-in above the form. */
export function Alert({
  variant = 'info',
  title,
  children,
  icon,
  action,
  dismiss,
  className,
}: AlertProps) {
  const styles = alert({ variant });
  const DefaultIcon = variant === 'destructive' ? CircleAlert : Info;
  return (
    <div role="alert" className={cx(styles.root, className)} data-variant={variant}>
      {icon !== null && (
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <DefaultIcon />}
        </span>
      )}
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.description}>{children}</div>}
      </div>
      {(action || dismiss) && (
        <div className={styles.action}>
          {action}
          {dismiss && (
            <IconButton aria-label={dismiss.label} size="sm" onClick={dismiss.onDismiss}>
              <X aria-hidden />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}
