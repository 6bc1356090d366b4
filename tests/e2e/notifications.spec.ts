import { pageMessages as p } from '../../src/features/events/events.messages';
import {
  notificationsMessages as m,
  notificationTexts,
  unreadCountMessage,
} from '../../src/features/notifications/notifications.messages';
import { text } from '../support/messages';
import { confirmedAccount } from './support/accounts';
import { api, openAs, sessionOf } from './support/api';
import { expect, test } from './support/fixtures';

const HOUR = 3_600_000;
const TITLE = 'Вечер настольных игр';

test('journey: someone RSVPs and the organiser’s bell counts it live; the organiser reads it on the page', async ({
  browser,
}) => {
  // Two people signing in through the form and an event made over the API.
  test.setTimeout(120_000);
  const organiser = await confirmedAccount('Organizer12345', 'Ольга Организатор');
  const guest = await confirmedAccount('Member12345', 'Глеб Гость');
  const starts = Date.now() + 7 * 24 * HOUR;
  const created = await api(
    await sessionOf(organiser),
    'events?select=id',
    {
      organizer_id: (await sessionOf(organiser)).userId,
      title: TITLE,
      description: 'Приходите играть: правила объясним на месте.',
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 3 * HOUR).toISOString(),
      time_zone: 'Europe/Moscow',
      is_online: false,
      venue_name: 'Антикафе «Ход конём»',
      address: 'ул. Пушкина, 10',
      city: 'Москва',
      category_id: 'education',
      status: 'published',
    },
    'return=representation',
  );
  const eventId = ((await created.json()) as { id: string }[])[0]!.id;

  // The organiser has the site open: the bell, nothing unread.
  const o = await openAs(browser, organiser, '/');
  const header = o.page.getByRole('banner');
  await expect(header.getByRole('button', { name: text(m.title), exact: true })).toBeVisible();

  // The guest RSVPs in a browser of their own; the organiser's bell counts it without a reload.
  const g = await openAs(browser, guest, `/events/${eventId}`);
  await g.page
    .getByTestId('rsvp-panel')
    .getByRole('button', { name: text(p.join) })
    .click();
  await expect(g.page.getByTestId('rsvp-panel').getByText(text(p.going))).toBeVisible();
  const bell = header.getByRole('button', {
    name: `${text(m.title)}, ${text(unreadCountMessage, { count: 1 })}`,
  });
  await expect(bell).toBeVisible();

  // The popover names who comes, in Russian, and leads to the page.
  const said = text(notificationTexts['rsvp.created'], {
    actor: guest.fullName,
    others: 0,
    event: TITLE,
  });
  await bell.click();
  const popover = o.page.getByRole('dialog', { name: text(m.title) });
  await expect(popover.getByRole('link', { name: new RegExp(said) })).toHaveAttribute(
    'href',
    `/events/${eventId}`,
  );
  await popover.getByRole('link', { name: text(m.popoverAll) }).click();
  await expect(o.page).toHaveURL('/notifications');

  // On the page it is unread until marked; then the bell empties, live again.
  const list = o.page.getByRole('list', { name: text(m.list) });
  const line = list.getByTestId('notification').filter({ hasText: said });
  await expect(line).toContainText(text(m.unread));
  await line.getByRole('button', { name: text(m.markRead) }).click();
  await expect(line).not.toContainText(text(m.unread));
  await expect(header.getByRole('button', { name: text(m.title), exact: true })).toBeVisible();

  await o.context.close();
  await g.context.close();
});
