import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  type NotificationLine,
  lineOf,
} from '../../machines/notifications/notifications.selectors';
import type {
  NotificationItem,
  NotificationParams,
} from '../../machines/notifications/notifications.types';
import { useNotificationText } from '../../src/features/notifications/notification-item';
import { notificationTexts } from '../../src/features/notifications/notifications.messages';
import ru from '../../lang/compiled/ru.json' with { type: 'json' };
import { text } from '../support/messages';

/**
 * The moderation notices (issue 19) say what happened: the database's params (an audit kind such
 * as event.unpublish, an outcome) pick the sentence's branch, not the catch-all.
 */

// Through lineOf, as the page builds its lines from the service's items.
const line = (type: NotificationItem['type'], params: NotificationParams): NotificationLine =>
  lineOf({
    id: 1,
    type,
    params,
    actorId: null,
    actorName: null,
    othersCount: 0,
    readAt: null,
    createdAt: '2026-11-28T10:00:00Z',
  });

function sentence(n: NotificationLine) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="ru" messages={ru as unknown as Record<string, never>}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useNotificationText(), { wrapper }).result.current(n);
}

describe('moderation notices', () => {
  it.each([
    ['event.unpublish', 'event_unpublish'],
    ['group.close', 'group_close'],
    ['message.remove', 'message_remove'],
    ['comment.remove', 'comment_remove'],
  ])('admin.action %s names what was done', (action, branch) => {
    const params = { action, eventTitle: 'Лекция', groupName: 'Клуб' };
    const shown = sentence(line('admin.action', params));
    const values = { action: branch, event: 'Лекция', group: 'Клуб' };
    expect(shown).toBe(text(notificationTexts['admin.action'], values));
    expect(shown).not.toBe(text(notificationTexts['admin.action'], { ...values, action: 'other' }));
  });

  it.each(['dismiss', 'remove', 'ban'])('report.resolved says the outcome %s', (outcome) => {
    const shown = sentence(line('report.resolved', { outcome }));
    expect(shown).toBe(text(notificationTexts['report.resolved'], { outcome }));
    expect(shown).not.toBe(text(notificationTexts['report.resolved'], { outcome: 'other' }));
  });
});
