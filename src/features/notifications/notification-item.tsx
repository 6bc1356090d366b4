import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { usePersonName } from '../../components/person/person-name';
import { css, cx } from 'styled-system/css';
import type { NotificationLine } from '../../../machines/notifications/notifications.selectors';
import type { NotificationsErrorCode } from '../../../machines/notifications/notifications.types';
import { RetryAlert } from '../../components/ui/retry-alert';
import {
  notificationTexts,
  notificationsErrorOf,
  notificationsMessages as m,
} from './notifications.messages';

const CHANGED: Record<string, keyof typeof m> = {
  time: 'changedTime',
  place: 'changedPlace',
  link: 'changedLink',
};

/** A notification's sentence in the viewer's language, from its type and params (never stored text). */
export function useNotificationText(): (n: NotificationLine) => string {
  const intl = useIntl();
  const nameOf = usePersonName();
  return (n) => {
    const p = n.params;
    const changes = (p.changed ?? []).flatMap((c) => (CHANGED[c] ? [CHANGED[c]] : []));
    return intl.formatMessage(notificationTexts[n.type], {
      actor: nameOf({ fullName: n.actorName, deleted: n.actorDeleted }, m.someone),
      others: n.othersCount,
      event: p.eventTitle ?? '',
      group: p.groupName ?? '',
      thread: p.threadTitle ?? '',
      role: p.role ?? 'member',
      changes: intl.formatList(changes.map((key) => intl.formatMessage(m[key]))),
      // ICU select keys: event.unpublish reads event_unpublish.
      action: p.action?.replace(/\W/g, '_') ?? 'other',
      outcome: p.outcome ?? 'other',
    });
  };
}

// Largest unit first: «3 часа назад», not «180 минут назад».
const UNITS = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
] as const;

function sinceNow(date: Date) {
  const seconds = Math.round((date.getTime() - Date.now()) / 1000);
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return { value: Math.round(seconds / size), unit };
}

/**
 * «5 минут назад» in the viewer's language; the exact time on hover and for machines. The
 * browser's Intl.RelativeTimeFormat (through react-intl) words it, so no date-fns locale is loaded
 * for it: those four would otherwise ride with every page's event cards.
 */
export function NotificationTime({ at }: { at: string }) {
  const intl = useIntl();
  const date = new Date(at);
  const { value, unit } = sinceNow(date);
  return (
    <time
      dateTime={at}
      title={intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' })}
      className={css({ color: 'fg.muted', fontSize: 'xs' })}
    >
      {intl.formatRelativeTime(value, unit, { numeric: 'auto' })}
    </time>
  );
}

const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  px: '3',
  py: '3',
  rounded: 'lg',
});
const link = css({
  flex: '1',
  minW: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  color: 'fg.default',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  rounded: 'md',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const dot = css({ flexShrink: 0, w: '2.5', h: '2.5', mt: '1.5', rounded: 'full' });

/** The id of a line's sentence: its buttons name what they act on by it (aria-describedby). */
export const textIdOf = (id: number) => `notification-${id}-text`;

export interface NotificationItemProps {
  n: NotificationLine;
  /** Following the link: the page marks it read. */
  onFollow?: () => void;
  /** The «mark read» button, or its pending state; the popover has none. */
  action?: ReactNode;
  /** The sentence's id, for the action to name what it acts on (the page's lines only). */
  textId?: string;
  className?: string;
}

/** One notification: a dot while unread, its sentence as a link to what it is about, and when. */
export function NotificationItem({
  n,
  onFollow,
  action,
  textId,
  className,
}: NotificationItemProps) {
  const t = useIntl().formatMessage;
  const text = useNotificationText()(n);
  const body = (
    <>
      <span id={textId} className={css({ fontWeight: n.unread ? 'semibold' : 'normal' })}>
        {text}
      </span>
      <NotificationTime at={n.at} />
    </>
  );
  return (
    <li
      data-testid="notification"
      data-id={n.id}
      data-unread={n.unread || undefined}
      className={cx(row, n.unread && css({ bg: 'bg.subtle' }), className)}
    >
      <span aria-hidden className={cx(dot, n.unread && css({ bg: 'accent.default' }))} />
      {n.unread && <span className={css({ srOnly: true })}>{t(m.unread)}</span>}
      {n.href ? (
        <Link href={n.href} className={link} onClick={onFollow}>
          {body}
        </Link>
      ) : (
        <div className={link}>{body}</div>
      )}
      {action}
    </li>
  );
}

/** The list could not be read: why, and «try again». The page and the bell's popover alike. */
export function NotificationsFailed({
  code,
  onRetry,
}: {
  code: NotificationsErrorCode | null;
  onRetry: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <RetryAlert title={t(m.failedTitle)} retry={t(m.retry)} onRetry={onRetry}>
      {t(notificationsErrorOf(code))}
    </RetryAlert>
  );
}
