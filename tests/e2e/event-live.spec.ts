import type { Browser } from '@playwright/test';
import { cardMessages } from '../../src/components/event-card/event-card.messages';
import { pageMessages as p } from '../../src/features/events/events.messages';
import { text } from '../support/messages';
import { ANON_KEY, API_URL, confirmedAccount, signIn } from './support/accounts';
import { appReady, expect, test } from './support/fixtures';

const DMITRY = { email: 'dmitry@vstrechi.test', password: 'Member12345' };
const EKATERINA = { email: 'ekaterina@vstrechi.test', password: 'Member12345' };
const HOUR = 3_600_000;

/** A published event with one seat, by an organiser of its own, over the API. */
async function oneSeatEvent(): Promise<string> {
  const organizer = await confirmedAccount('Organizer12345', 'Ольга Организатор');
  const auth = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: organizer.email, password: organizer.password }),
  });
  expect(auth.status).toBe(200);
  const { access_token, user } = (await auth.json()) as {
    access_token: string;
    user: { id: string };
  };
  const starts = Date.now() + 7 * 24 * HOUR;
  const res = await fetch(`${API_URL}/rest/v1/events?select=id`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${access_token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({
      organizer_id: user.id,
      title: 'Живая встреча: одно место',
      description: 'Два браузера смотрят на одно событие.',
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 2 * HOUR).toISOString(),
      time_zone: 'Europe/Moscow',
      is_online: false,
      venue_name: 'Коворкинг «Точка»',
      address: 'ул. Тверская, 1',
      city: 'Москва',
      category_id: 'technology',
      max_attendees: 1,
      status: 'published',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }[])[0]!.id;
}

async function openAs(browser: Browser, account: { email: string; password: string }, id: string) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await page.goto(`/events/${id}`);
  await appReady(page);
  const panel = page.getByTestId('rsvp-panel');
  // Following changes before anyone acts: what happens earlier is read with the page itself.
  await expect(panel.getByTestId('live-status')).toHaveText(text(p.liveOn));
  return { page, panel, context };
}

test('journey: two people on one capped event see each other’s RSVPs live, without reloading', async ({
  browser,
}) => {
  const id = await oneSeatEvent();
  const dmitry = await openAs(browser, DMITRY, id);
  const ekaterina = await openAs(browser, EKATERINA, id);
  await expect(ekaterina.panel.getByText(text(p.seatsLeft, { count: 1 }))).toBeVisible();

  // Dmitry takes the one seat: Ekaterina's page fills up, and offers the waitlist.
  await dmitry.panel.getByRole('button', { name: text(p.join) }).click();
  await expect(dmitry.panel.getByText(text(p.going))).toBeVisible();
  await expect(ekaterina.panel.getByText(text(p.noSeatsLeft))).toBeVisible();
  await expect(ekaterina.page.getByText(text(cardMessages.attendees, { count: 1 }))).toBeVisible();
  await expect(ekaterina.panel.getByRole('button', { name: text(p.joinWaitlist) })).toBeVisible();

  // Ekaterina waits: Dmitry's page counts her on the waitlist.
  await ekaterina.panel.getByRole('button', { name: text(p.joinWaitlist) }).click();
  await expect(ekaterina.panel.getByText(text(p.waitlisted))).toBeVisible();
  await expect(dmitry.panel.getByText(text(p.waitlistCount, { count: 1 }))).toBeVisible();

  // Dmitry leaves: Ekaterina is promoted on her open page, and told so.
  await dmitry.panel.getByRole('button', { name: text(p.cancelRsvp) }).click();
  await expect(ekaterina.panel.getByText(text(p.going))).toBeVisible();
  await expect(ekaterina.page.getByText(text(p.promotedToast))).toBeVisible();
  await expect(dmitry.panel.getByText(text(p.noSeatsLeft))).toBeVisible();
  await expect(dmitry.panel.getByText(text(p.waitlistCount, { count: 1 }))).toBeHidden();

  await dmitry.context.close();
  await ekaterina.context.close();
});
