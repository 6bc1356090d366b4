import { type Browser, type Page } from '@playwright/test';
import type { MessageDescriptor } from 'react-intl';
import { instantToWallTime } from '../../machines/events/zoned-time';
import { cardMessages } from '../../src/components/event-card/event-card.messages';
import { previewAlt } from '../../src/components/upload/upload.messages';
import {
  catalogueMessages as c,
  categoryMessages as category,
  formMessages as f,
  pageMessages as p,
} from '../../src/features/events/events.messages';
import { recommendedMessages } from '../../src/features/events/recommended.messages';
import { layoutMessages } from '../../src/features/layout/layout.messages';
import { myEventsMessages as my } from '../../src/features/profile/my-events.messages';
import { anyTextPattern, text, textPattern, textShape, textStart } from '../support/messages';
import { TINY_PNG, confirmedAccount, field, signIn } from './support/accounts';
import { expect, test, openApp } from './support/fixtures';

const SHOTS = process.env.EVENTS_SHOTS_DIR;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

const DMITRY = { email: 'dmitry@vstrechi.test', password: 'Member12345' };
const EKATERINA = { email: 'ekaterina@vstrechi.test', password: 'Member12345' };
const ADMIN = { email: 'admin@vstrechi.test', password: 'Admin12345' };

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'ru-RU', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return page;
}

const panel = (page: Page) => page.getByTestId('rsvp-panel');

/** The event form's title, description, category, venue and a start `daysAhead` days away, for two hours. */
async function fillEvent(
  page: Page,
  event: {
    title: string;
    description: string;
    category: MessageDescriptor;
    daysAhead: number;
    venue: string;
  },
) {
  await field(page, text(f.title)).fill(event.title);
  await page.getByRole('textbox', { name: text(f.description) }).fill(event.description);
  await page.locator('label', { hasText: text(event.category) }).click();
  const start = new Date(Date.now() + event.daysAhead * 86_400_000);
  await page.getByLabel(text(f.startsAt)).fill(instantToWallTime(start, 'Europe/Moscow'));
  await page
    .getByLabel(text(f.endsAt))
    .fill(instantToWallTime(new Date(start.getTime() + 2 * 3_600_000), 'Europe/Moscow'));
  await field(page, text(f.venueName)).fill(event.venue);
}

test('home shows featured events that link to their pages', async ({ page, expectAccessible }) => {
  await openApp(page, '/');
  const recommended = page.getByRole('region', { name: text(recommendedMessages.title) });
  await expect(recommended.getByRole('article').first()).toBeVisible();
  await expectAccessible();
  await shot(page, 'home');
  await recommended.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('catalogue: a category link, filters in the address, load more, phone filters', async ({
  page,
  expectAccessible,
}) => {
  await openApp(page, '/events?category=technology');
  await expect(page.getByRole('radio', { name: text(category.technology) })).toBeChecked();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible();
  // The chip is the label; its radio is visually hidden, as for a person clicking it.
  await page.locator('label', { hasText: text(c.free) }).click();
  await expect(page.getByRole('radio', { name: text(c.free) })).toBeChecked();
  await expect(page).toHaveURL('/events?category=technology&price=free');
  await page.goto('/events');
  await expect(page.getByRole('article')).toHaveCount(12);
  await shot(page, 'catalogue');
  // Scrolling to the end loads the next page by itself (the sentinel); the button is for keyboards.
  await page.getByRole('button', { name: text(c.loadMore) }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(12);
  await page.getByRole('button', { name: text(c.loadMore) }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(24);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: textStart(c.filtersOpen, { count: 0 }) }).click();
  await expect(page.getByRole('dialog', { name: text(c.filters) })).toBeVisible();
  await expectAccessible();
  await shot(page, 'catalogue-phone-filters', false);
});

test('an unknown event id is not found', async ({ page, expectAccessible }) => {
  await page.goto('/events/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: text(p.notFoundTitle) })).toBeVisible();
  await expectAccessible();
});

test('an id no event can have is not found at once, titled so, with no request', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/events/not-an-event');
  await expect(page.getByRole('heading', { name: text(p.notFoundTitle) })).toBeVisible();
  await expect(page).toHaveTitle(textPattern(p.notFoundTitle));
  await page.goto('/events/not-an-event/edit');
  await expect(page).not.toHaveTitle(textPattern(f.loading));
  expect(refused).toEqual([]);
});

test('journey: an event created with a cover is found by search, the last seat fills, the waitlist is promoted, .ics downloads', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const word = `Лекция${Date.now().toString(36)}`;
  const title = `${word}: история Москвы`;

  // Dmitry creates the event with a cover and one seat.
  const dmitry = await signedIn(browser, DMITRY);
  await dmitry.goto('/events/create');
  await expect(dmitry.getByRole('heading', { level: 1 })).toHaveText(text(f.createTitle));
  await expectAccessible(dmitry);
  await dmitry.getByTestId('image-upload-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(
    dmitry.getByRole('img', { name: textPattern(previewAlt, { label: text(f.cover) }) }),
  ).toBeVisible();
  await fillEvent(dmitry, {
    title,
    description: 'Камерная лекция: одно место.',
    category: category.education,
    daysAhead: 3,
    venue: 'Библиотека им. Некрасова',
  });
  await dmitry.getByRole('textbox', { name: text(f.address) }).fill('ул. Бауманская, 58/25');
  await field(dmitry, text(f.city)).fill('Москва');
  await dmitry.getByRole('textbox', { name: text(f.maxAttendees) }).fill('1');
  await expectAccessible(dmitry);
  await shot(dmitry, 'event-form');
  await dmitry.getByRole('button', { name: text(f.publish) }).click();
  await expect(dmitry).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const id = dmitry.url().split('/').pop()!;
  await expect(dmitry.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(panel(dmitry).getByRole('link', { name: text(p.edit) })).toBeVisible();
  await expect(dmitry.locator('article img').first()).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/images\//,
  );

  // In the catalogue and in search from the header.
  await openApp(page, '/');
  await page.getByRole('button', { name: text(layoutMessages.searchOpen) }).click();
  await page.getByRole('searchbox', { name: text(layoutMessages.searchLabel) }).fill(word);
  await page.getByRole('button', { name: text(layoutMessages.searchSubmit) }).click();
  await expect(page).toHaveURL(`/events?q=${encodeURIComponent(word)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText(text(cardMessages.attendees, { count: 0 }))).toBeVisible();
  await expectAccessible();

  // A visitor is asked to sign in.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/events/${id}`);
  await expect(panel(page).getByText(text(p.seatsLeft, { count: 1 }))).toBeVisible();
  await panel(page)
    .getByRole('button', { name: text(p.signInToJoin) })
    .click();
  // …on a sign-in page that brings them back to this event afterwards.
  await expect(page).toHaveURL(`/auth/login?next=%2Fevents%2F${id}`);

  // Ekaterina takes the only seat.
  const katya = await signedIn(browser, EKATERINA);
  await katya.goto(`/events/${id}`);
  await panel(katya)
    .getByRole('button', { name: text(p.join) })
    .click();
  await expect(panel(katya).getByText(text(p.going))).toBeVisible();
  await expect(panel(katya).getByText(text(p.noSeatsLeft))).toBeVisible();
  await expectAccessible(katya);
  await shot(katya, 'event-going');

  // The admin finds it full and joins the waitlist.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(`/events/${id}`);
  await expect(panel(admin).getByText(text(p.noSeatsLeft))).toBeVisible();
  await panel(admin)
    .getByRole('button', { name: text(p.joinWaitlist) })
    .click();
  await expect(panel(admin).getByText(text(p.waitlisted))).toBeVisible();
  await shot(admin, 'event-waitlisted');

  // Ekaterina leaves; the database promotes the admin.
  await panel(katya)
    .getByRole('button', { name: text(p.cancelRsvp) })
    .click();
  await expect(panel(katya).getByRole('button', { name: text(p.join) })).toHaveCount(0);
  await expect(panel(katya).getByText(text(p.noSeatsLeft))).toBeVisible();
  await admin.reload();
  await expect(panel(admin).getByText(text(p.going))).toBeVisible();

  // .ics
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: text(p.addToCalendar) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(unfolded).toContain(`UID:${id}@vstrechi`);
  expect(unfolded).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`);
  expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(unfolded).toContain(
    'LOCATION:Библиотека им. Некрасова\\, ул. Бауманская\\, 58/25\\, Москва',
  );
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
});

test('journey: an online draft survives a reload, only attendees see the join link, the organizer and an admin edit, then he cancels the event', async ({
  page,
  browser,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const word = `Вебинар${Date.now().toString(36)}`;
  const title = `${word}: основы TypeScript`;
  const joinUrl = `https://meet.example.org/${word}`;

  // Dmitry starts an online event; a reload restores what he typed.
  const dmitry = await signedIn(browser, DMITRY);
  await dmitry.goto('/events/create');
  await field(dmitry, text(f.title)).fill(title);
  await dmitry.getByRole('textbox', { name: text(f.description) }).fill('Два часа практики.');
  await dmitry.reload();
  await expect(dmitry.getByText(text(f.draftRestored))).toBeVisible();
  await expect(field(dmitry, text(f.title))).toHaveValue(title);
  await expect(dmitry.getByRole('textbox', { name: text(f.description) })).toHaveValue(
    'Два часа практики.',
  );

  await dmitry.locator('label', { hasText: text(category.technology) }).click();
  const start = new Date(Date.now() + 5 * 86_400_000);
  await dmitry.getByLabel(text(f.startsAt)).fill(instantToWallTime(start, 'Europe/Moscow'));
  await dmitry
    .getByLabel(text(f.endsAt))
    .fill(instantToWallTime(new Date(start.getTime() + 2 * 3_600_000), 'Europe/Moscow'));
  await dmitry.locator('label', { hasText: text(f.online) }).click();
  await field(dmitry, text(f.onlineUrl)).fill(joinUrl);
  await dmitry.getByRole('button', { name: text(f.publish) }).click();
  await expect(dmitry).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const id = dmitry.url().split('/').pop()!;
  await expect(dmitry.getByRole('link', { name: text(p.joinLink) })).toHaveAttribute(
    'href',
    joinUrl,
  );

  // The published form starts clean: the local draft was cleared.
  await dmitry.goto('/events/create');
  await expect(field(dmitry, text(f.title))).toHaveValue('');
  await expect(dmitry.getByText(text(f.draftRestored))).toHaveCount(0);

  // A visitor sees the event but not the link; Ekaterina sees it once she is going.
  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: text(p.joinLink) })).toHaveCount(0);
  expect(await page.content()).not.toContain(joinUrl);
  const katya = await signedIn(browser, EKATERINA);
  await katya.goto(`/events/${id}`);
  await expect(katya.getByRole('link', { name: text(p.joinLink) })).toHaveCount(0);
  await panel(katya)
    .getByRole('button', { name: text(p.join) })
    .click();
  await expect(panel(katya).getByText(text(p.going))).toBeVisible();
  await expect(katya.getByRole('link', { name: text(p.joinLink) })).toHaveAttribute(
    'href',
    joinUrl,
  );

  // Ekaterina cannot edit; Dmitry renames the event.
  await katya.goto(`/events/${id}/edit`);
  await expect(katya.getByText(text(f.forbiddenTitle))).toBeVisible();
  await dmitry.goto(`/events/${id}`);
  await panel(dmitry)
    .getByRole('link', { name: text(p.edit) })
    .click();
  await expect(dmitry).toHaveURL(`/events/${id}/edit`);
  await expect(dmitry.getByRole('heading', { level: 1 })).toHaveText(text(f.editTitle));
  await expect(field(dmitry, text(f.title))).toHaveValue(title);
  const renamed = `${word}: TypeScript с нуля`;
  await field(dmitry, text(f.title)).fill(renamed);
  await dmitry.getByRole('button', { name: text(f.saveChanges) }).click();
  await expect(dmitry).toHaveURL(`/events/${id}`);
  await expect(dmitry.getByRole('heading', { level: 1 })).toHaveText(renamed);

  // An admin moderates it: the organizer's edit action on the event page, then the form.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(`/events/${id}`);
  await expect(panel(admin).getByText(text(p.adminText))).toBeVisible();
  await panel(admin)
    .getByRole('link', { name: text(p.edit) })
    .click();
  await expect(admin).toHaveURL(`/events/${id}/edit`);
  await expect(admin.getByText(text(f.moderating))).toBeVisible();
  await expectAccessible(admin);
  await admin
    .getByRole('textbox', { name: text(f.description) })
    .fill('Два часа практики. Без записи.');
  await admin.getByRole('button', { name: text(f.saveChanges) }).click();
  await expect(admin).toHaveURL(`/events/${id}`);
  await expect(admin.getByText('Два часа практики. Без записи.')).toBeVisible();

  // He cancels it: it leaves the catalogue, and its page says so to attendees.
  await dmitry.goto(`/events/${id}/edit`);
  await dmitry.getByRole('button', { name: text(f.cancelEvent) }).click();
  const confirm = dmitry.getByRole('alertdialog').or(dmitry.getByRole('dialog'));
  await expect(confirm.getByText(text(f.cancelConfirmTitle))).toBeVisible();
  await expectAccessible(dmitry);
  await confirm.getByRole('button', { name: text(f.cancelConfirm) }).click();
  await expect(
    dmitry.getByText(anyTextPattern(f.eventCancelled, p.cancelledTitle)).first(),
  ).toBeVisible();

  await katya.goto(`/events/${id}`);
  await expect(katya.getByText(text(p.cancelledText))).toBeVisible();
  await expect(panel(katya).getByRole('button', { name: text(p.join) })).toHaveCount(0);
  await expectAccessible(katya);

  await page.goto(`/events?q=${encodeURIComponent(word)}`);
  await expect(page.getByText(text(c.emptyTitle))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('journey: /profile lists the event a member created under "Organizing" and the one they joined under "Attending"', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const account = await confirmedAccount('Member12345', 'Ольга Соколова');
  await signIn(page, account.email, account.password);

  // Before anything: the profile invites to create or find an event.
  await page.goto('/profile');
  const mine = page.getByRole('region', { name: text(my.title) });
  // The profile's chunk, the session and two queries: on a busy machine this takes a while.
  await expect(mine.getByText(text(my.emptyTitle))).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByRole('link', { name: text(my.create) })).toHaveAttribute(
    'href',
    '/events/create',
  );

  // She creates an event.
  const title = `Книжный клуб ${Date.now().toString(36)}`;
  await mine.getByRole('link', { name: text(my.create) }).click();
  await expect(page).toHaveURL('/events/create');
  await fillEvent(page, {
    title,
    description: 'Обсуждаем «Мастера и Маргариту».',
    category: category.art,
    daysAhead: 9,
    venue: 'Кафе «Чехов»',
  });
  await field(page, text(f.city)).fill('Москва');
  await page.getByRole('button', { name: text(f.publish) }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const createdId = page.url().split('/').pop()!;

  // She joins the first event of the catalogue.
  await page.goto('/events');
  const first = page.getByRole('article').first();
  const joinedTitle = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link').first().click();
  await panel(page)
    .getByRole('button', {
      name: new RegExp(`^(?:${anyTextPattern(p.join, p.joinWaitlist).source})$`),
    })
    .click();
  await expect(
    panel(page).getByText(new RegExp(`^(?:${anyTextPattern(p.going, p.waitlisted).source})$`)),
  ).toBeVisible();
  const going = await panel(page).getByText(text(p.going)).isVisible();

  // The profile shows both, each under its tab.
  await page.goto('/profile');
  const organizing = page.getByRole('tab', { name: textStart(my.organizing) });
  await expect(organizing).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(organizing).toHaveAccessibleName(
    new RegExp(`${textPattern(my.count, { count: 1 }).source}$`),
  );
  const ownCard = page.getByRole('tabpanel').getByRole('article').filter({ hasText: title });
  await expect(ownCard).toBeVisible();
  await expect(ownCard.getByRole('link', { name: text(my.editLabel, { title }) })).toHaveAttribute(
    'href',
    `/events/${createdId}/edit`,
  );
  await expectAccessible();

  await page.getByRole('tab', { name: textStart(my.attending) }).click();
  const joined = page
    .getByRole('tabpanel', { name: textStart(my.attending) })
    .getByRole('article')
    .filter({ hasText: joinedTitle });
  await expect(joined).toBeVisible();
  await expect(joined.getByText(text(going ? my.going : my.waitlisted))).toBeVisible();
  await expect(joined.getByRole('link', { name: textShape(my.editLabel) })).toHaveCount(0);
  await expectAccessible();
});
