import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { unreadMessages } from './layout.messages';

const dot = css({
  minW: '5',
  h: '5',
  px: '1',
  rounded: 'full',
  bg: 'accent.default',
  color: 'accent.fg',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: '1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/**
 * Unread messages on a link: the number for the eye (99+ past that), and for a screen reader the
 * count in words after the link's own name («Сообщения 3 непрочитанных»).
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <span aria-hidden className={cx(dot, className)} data-testid="unread-badge">
        {count > 99 ? '99+' : count}
      </span>
      <span className={css({ srOnly: true })}>{t(unreadMessages, { count })}</span>
    </>
  );
}
