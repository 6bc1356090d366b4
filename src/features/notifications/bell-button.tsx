import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { IconButton } from '../../components/ui/button';
import { notificationsMessages as m, unreadCountMessage } from './notifications.messages';

export const BELL_POPOVER_ID = 'header-notifications';

export interface BellButtonProps {
  count: number;
  open: boolean;
  /** The number on the bell (the header's unread badge), shown while something is unread. */
  badge: ReactNode;
  /** The header's pressed look for a button whose popup is open. */
  className?: string;
  ref?: (node: HTMLButtonElement | null) => void;
  onToggle: () => void;
  /** The person heads for the bell (pointer over it, focus): its popover's code may load. */
  onIntent: () => void;
}

/** The header's bell: a button named with the unread count («Уведомления, 3 непрочитанных»). */
export function BellButton({ count, open, badge, className, ref, ...on }: BellButtonProps) {
  const t = useIntl().formatMessage;
  return (
    <IconButton
      ref={ref}
      id={`${BELL_POPOVER_ID}-toggle`}
      className={cx(
        css({ position: 'relative', '&[aria-expanded=true]': { bg: 'bg.muted' } }),
        className,
      )}
      title={t(m.title)}
      aria-label={count > 0 ? `${t(m.title)}, ${t(unreadCountMessage, { count })}` : t(m.title)}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? BELL_POPOVER_ID : undefined}
      onPointerEnter={on.onIntent}
      onFocus={on.onIntent}
      onClick={on.onToggle}
    >
      <Bell aria-hidden />
      {count > 0 && badge}
    </IconButton>
  );
}
