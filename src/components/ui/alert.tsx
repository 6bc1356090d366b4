import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes/alert';

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
  className?: string;
}

/** An inline message announced as it appears (role=alert), e.g. a failed sign-in above the form. */
export function Alert({ variant = 'info', title, children, icon, action, className }: AlertProps) {
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
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
