import { pageMessages as ev } from '../../src/features/events/events.messages';
import { myGroupsMessages as pg } from '../../src/features/profile/my-groups.messages';
import { profileMessages as pm } from '../../src/features/profile/profile.messages';
import { publicProfileMessages as pp } from '../../src/features/profile/public-profile.messages';
import { text } from '../support/messages';
import { ANON_KEY, API_URL, confirmedAccount, signIn } from './support/accounts';
import { appReady, expect, test } from './support/fixtures';

const PASSWORD = 'Member12345';
const WORKSHOP = 'Воркшоп по акварели: прошлый четверг';
/** The seed's React meetup: Дмитрий organises it, Екатерина and Анна go. */
const REACT_MEETUP = 'e1000000-0000-4000-8000-000000000001';
const EKATERINA = 'a1000000-0000-4000-8000-000000000003';
const DMITRY = 'a1000000-0000-4000-8000-000000000002';
/**
 * The Supabase CLI's published local service_role key (README, «Keys»): only to write what no
 * person can, an event that has already taken place with the newcomer among its attendees.
 */
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

async function asService(path: string, body: unknown) {
  const res = await fetch(`${API_URL}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { id: string }[])[0]!;
}

async function userIdOf(account: { email: string; password: string }) {
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

test('journey: a member’s profile from an attendee list; my own bio, city and interests on my page; attended events hidden', async ({
  page,
  expectAccessible,
}) => {
  // A visitor meets Екатерина among the meetup's attendees and opens her page.
  await page.goto(`/events/${REACT_MEETUP}`);
  await appReady(page);
  const attendees = page.getByRole('region', { name: text(ev.attendees) });
  await attendees.locator(`a[href="/users/${EKATERINA}"]`).click();
  await expect(page).toHaveURL(`/users/${EKATERINA}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Екатерина/);
  await expect(page.getByRole('region', { name: text(pp.groups) })).toBeVisible();
  await expectAccessible();

  // A newcomer who went to a workshop last week fills in who they are.
  const account = await confirmedAccount(PASSWORD, 'Ольга Новикова');
  const userId = await userIdOf(account);
  const week = 7 * 24 * 3_600_000;
  const workshop = await asService('events', {
    organizer_id: DMITRY,
    title: WORKSHOP,
    description: 'Прошедшее событие для проверки профиля.',
    starts_at: new Date(Date.now() - week).toISOString(),
    ends_at: new Date(Date.now() - week + 7_200_000).toISOString(),
    is_online: true,
    category_id: 'art',
    status: 'published',
  });
  await asService('rsvps', { event_id: workshop.id, user_id: userId, status: 'going' });

  await signIn(page, account.email, account.password);
  await page.goto('/profile');
  await appReady(page);
  await page.getByRole('button', { name: text(pm.edit) }).click();
  const bio = 'Рисую акварелью и хожу на митапы по фронтенду.';
  await page.getByRole('textbox', { name: text(pm.bio) }).fill(bio);
  await page.getByRole('textbox', { name: text(pm.city) }).fill('Казань');
  await page.getByRole('checkbox', { name: text(pg.categories.art) }).check();
  await page.getByRole('checkbox', { name: text(pg.categories.technology) }).check();
  await expectAccessible();
  await page.getByRole('button', { name: text(pm.save) }).click();
  await expect(page.getByRole('button', { name: text(pm.edit) })).toBeVisible();

  await page.getByRole('link', { name: text(pm.publicPage) }).click();
  await expect(page).toHaveURL(`/users/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ольга Новикова' })).toBeVisible();
  await expect(page.getByRole('region', { name: text(pp.about) })).toContainText(bio);
  await expect(page.getByText('Казань', { exact: true })).toBeVisible();
  const interests = page.getByRole('region', { name: text(pp.interests) }).getByRole('listitem');
  await expect(interests).toHaveText([text(pg.categories.technology), text(pg.categories.art)]);
  const attended = page.getByRole('region', { name: text(pp.attended) });
  await expect(attended.getByRole('heading', { name: WORKSHOP })).toBeVisible();
  // Her own page offers to edit it, not to write to herself.
  await expect(page.getByRole('link', { name: text(pp.write) })).toHaveCount(0);
  await expectAccessible();

  // She hides the events she attended: gone from her page.
  await page.goto('/profile');
  await appReady(page);
  await page.getByRole('button', { name: text(pm.edit) }).click();
  await page.getByRole('checkbox', { name: text(pm.hideAttended) }).check();
  await page.getByRole('button', { name: text(pm.save) }).click();
  await expect(page.getByText(text(pm.attendedHidden))).toBeVisible();
  await page.goto(`/users/${userId}`);
  await appReady(page);
  await expect(attended).toContainText(text(pp.attendedHidden));
  await expect(page.getByText(WORKSHOP)).toHaveCount(0);
});
