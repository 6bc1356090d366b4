import { type Browser, type Page } from '@playwright/test';
import { instantToWallTime } from '../../machines/events/zoned-time';
import { TINY_PNG, confirmedAccount, field, signIn } from './support/accounts';
import { appReady, expect, test } from './support/fixtures';

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

test('home shows featured events that link to their pages', async ({ page, expectAccessible }) => {
  await page.goto('/');
  await appReady(page);
  const recommended = page.getByRole('region', { name: 'Рекомендуемые события' });
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
  await page.goto('/events?category=technology');
  await appReady(page);
  await expect(page.getByRole('radio', { name: 'Технологии' })).toBeChecked();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible();
  // The chip is the label; its radio is visually hidden, as for a person clicking it.
  await page.locator('label', { hasText: 'Бесплатные' }).click();
  await expect(page.getByRole('radio', { name: 'Бесплатные' })).toBeChecked();
  await expect(page).toHaveURL('/events?category=technology&price=free');
  await page.goto('/events');
  await expect(page.getByRole('article')).toHaveCount(12);
  await shot(page, 'catalogue');
  // Scrolling to the end loads the next page by itself (the sentinel); the button is for keyboards.
  await page.getByRole('button', { name: 'Показать ещё' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(12);
  await page.getByRole('button', { name: 'Показать ещё' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(24);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
  await expectAccessible();
  await shot(page, 'catalogue-phone-filters', false);
});

test('an unknown event id is not found', async ({ page, expectAccessible }) => {
  await page.goto('/events/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Событие не найдено' })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Событие не найдено' })).toBeVisible();
  await expect(page).toHaveTitle(/Событие не найдено/);
  await page.goto('/events/not-an-event/edit');
  await expect(page).not.toHaveTitle(/Загружаем событие/);
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
  await expect(dmitry.getByRole('heading', { level: 1 })).toHaveText('Новое событие');
  await expectAccessible(dmitry);
  await dmitry.getByTestId('image-upload-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(
    dmitry.getByRole('img', { name: /Обложка \(16:9\): выбранное изображение/ }),
  ).toBeVisible();
  await field(dmitry, 'Название').fill(title);
  await dmitry.getByRole('textbox', { name: 'Описание' }).fill('Камерная лекция: одно место.');
  await dmitry.locator('label', { hasText: 'Образование' }).click();
  const start = new Date(Date.now() + 3 * 86_400_000);
  await dmitry.getByLabel('Начало').fill(instantToWallTime(start, 'Europe/Moscow'));
  await dmitry
    .getByLabel('Окончание')
    .fill(instantToWallTime(new Date(start.getTime() + 2 * 3_600_000), 'Europe/Moscow'));
  await field(dmitry, 'Место').fill('Библиотека им. Некрасова');
  await dmitry.getByRole('textbox', { name: 'Адрес' }).fill('ул. Бауманская, 58/25');
  await field(dmitry, 'Город').fill('Москва');
  await dmitry.getByRole('textbox', { name: 'Количество мест' }).fill('1');
  await expectAccessible(dmitry);
  await shot(dmitry, 'event-form');
  await dmitry.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dmitry).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const id = dmitry.url().split('/').pop()!;
  await expect(dmitry.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(panel(dmitry).getByRole('link', { name: 'Редактировать' })).toBeVisible();
  await expect(dmitry.locator('article img').first()).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/images\//,
  );

  // In the catalogue and in search from the header.
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Открыть поиск' }).click();
  await page.getByRole('searchbox', { name: 'Поиск событий' }).fill(word);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(`/events?q=${encodeURIComponent(word)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('0 участников')).toBeVisible();
  await expectAccessible();

  // A visitor is asked to sign in.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/events/${id}`);
  await expect(panel(page).getByText('1 место осталось')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Войдите, чтобы записаться' }).click();
  await expect(page).toHaveURL('/auth/login');

  // Ekaterina takes the only seat.
  const katya = await signedIn(browser, EKATERINA);
  await katya.goto(`/events/${id}`);
  await panel(katya).getByRole('button', { name: 'Пойду' }).click();
  await expect(panel(katya).getByText('Вы идёте')).toBeVisible();
  await expect(panel(katya).getByText('Мест нет')).toBeVisible();
  await expectAccessible(katya);
  await shot(katya, 'event-going');

  // The admin finds it full and joins the waitlist.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(`/events/${id}`);
  await expect(panel(admin).getByText('Мест нет')).toBeVisible();
  await panel(admin).getByRole('button', { name: 'Встать в лист ожидания' }).click();
  await expect(panel(admin).getByText('Вы в листе ожидания')).toBeVisible();
  await shot(admin, 'event-waitlisted');

  // Ekaterina leaves; the database promotes the admin.
  await panel(katya).getByRole('button', { name: 'Отменить запись' }).click();
  await expect(panel(katya).getByRole('button', { name: 'Пойду' })).toHaveCount(0);
  await expect(panel(katya).getByText('Мест нет')).toBeVisible();
  await admin.reload();
  await expect(panel(admin).getByText('Вы идёте')).toBeVisible();

  // .ics
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Добавить в календарь' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((c) => Buffer.concat(c).toString('utf8'));
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(unfolded).toContain(`UID:${id}@vstrechi`);
  expect(unfolded).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`);
  expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(unfolded).toContain(
    'LOCATION:Библиотека им. Некрасова\\, ул. Бауманская\\, 58/25\\, Москва',
  );
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
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
  await field(dmitry, 'Название').fill(title);
  await dmitry.getByRole('textbox', { name: 'Описание' }).fill('Два часа практики.');
  await dmitry.reload();
  await expect(dmitry.getByText('Мы восстановили несохранённые изменения.')).toBeVisible();
  await expect(field(dmitry, 'Название')).toHaveValue(title);
  await expect(dmitry.getByRole('textbox', { name: 'Описание' })).toHaveValue('Два часа практики.');

  await dmitry.locator('label', { hasText: 'Технологии' }).click();
  const start = new Date(Date.now() + 5 * 86_400_000);
  await dmitry.getByLabel('Начало').fill(instantToWallTime(start, 'Europe/Moscow'));
  await dmitry
    .getByLabel('Окончание')
    .fill(instantToWallTime(new Date(start.getTime() + 2 * 3_600_000), 'Europe/Moscow'));
  await dmitry.locator('label', { hasText: 'Онлайн' }).click();
  await field(dmitry, 'Ссылка на трансляцию').fill(joinUrl);
  await dmitry.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dmitry).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const id = dmitry.url().split('/').pop()!;
  await expect(dmitry.getByRole('link', { name: 'Ссылка на трансляцию' })).toHaveAttribute(
    'href',
    joinUrl,
  );

  // The published form starts clean: the local draft was cleared.
  await dmitry.goto('/events/create');
  await expect(field(dmitry, 'Название')).toHaveValue('');
  await expect(dmitry.getByText('Мы восстановили несохранённые изменения.')).toHaveCount(0);

  // A visitor sees the event but not the link; Ekaterina sees it once she is going.
  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Ссылка на трансляцию' })).toHaveCount(0);
  expect(await page.content()).not.toContain(joinUrl);
  const katya = await signedIn(browser, EKATERINA);
  await katya.goto(`/events/${id}`);
  await expect(katya.getByRole('link', { name: 'Ссылка на трансляцию' })).toHaveCount(0);
  await panel(katya).getByRole('button', { name: 'Пойду' }).click();
  await expect(panel(katya).getByText('Вы идёте')).toBeVisible();
  await expect(katya.getByRole('link', { name: 'Ссылка на трансляцию' })).toHaveAttribute(
    'href',
    joinUrl,
  );

  // Ekaterina cannot edit; Dmitry renames the event.
  await katya.goto(`/events/${id}/edit`);
  await expect(
    katya.getByText('Изменить событие может только его организатор или администратор'),
  ).toBeVisible();
  await dmitry.goto(`/events/${id}`);
  await panel(dmitry).getByRole('link', { name: 'Редактировать' }).click();
  await expect(dmitry).toHaveURL(`/events/${id}/edit`);
  await expect(dmitry.getByRole('heading', { level: 1 })).toHaveText('Редактирование события');
  await expect(field(dmitry, 'Название')).toHaveValue(title);
  const renamed = `${word}: TypeScript с нуля`;
  await field(dmitry, 'Название').fill(renamed);
  await dmitry.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(dmitry).toHaveURL(`/events/${id}`);
  await expect(dmitry.getByRole('heading', { level: 1 })).toHaveText(renamed);

  // An admin moderates it: the organizer's edit action on the event page, then the form.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(`/events/${id}`);
  await expect(
    panel(admin).getByText('Вы администратор: можете изменить или отменить это событие.'),
  ).toBeVisible();
  await panel(admin).getByRole('link', { name: 'Редактировать' }).click();
  await expect(admin).toHaveURL(`/events/${id}/edit`);
  await expect(
    admin.getByText('Вы редактируете событие другого организатора как администратор.'),
  ).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('textbox', { name: 'Описание' }).fill('Два часа практики. Без записи.');
  await admin.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(admin).toHaveURL(`/events/${id}`);
  await expect(admin.getByText('Два часа практики. Без записи.')).toBeVisible();

  // He cancels it: it leaves the catalogue, and its page says so to attendees.
  await dmitry.goto(`/events/${id}/edit`);
  await dmitry.getByRole('button', { name: 'Отменить событие' }).click();
  const confirm = dmitry.getByRole('alertdialog').or(dmitry.getByRole('dialog'));
  await expect(confirm.getByText('Отменить событие?')).toBeVisible();
  await expectAccessible(dmitry);
  await confirm.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(dmitry.getByText('Событие отменено').first()).toBeVisible();

  await katya.goto(`/events/${id}`);
  await expect(katya.getByText('Организатор отменил это событие.')).toBeVisible();
  await expect(panel(katya).getByRole('button', { name: 'Пойду' })).toHaveCount(0);
  await expectAccessible(katya);

  await page.goto(`/events?q=${encodeURIComponent(word)}`);
  await expect(page.getByText('Ничего не нашлось')).toBeVisible();
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
  const mine = page.getByRole('region', { name: 'Мои события' });
  // The profile's chunk, the session and two queries: on a busy machine this takes a while.
  await expect(mine.getByText('Здесь пока пусто')).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByRole('link', { name: 'Создать событие' })).toHaveAttribute(
    'href',
    '/events/create',
  );

  // She creates an event.
  const title = `Книжный клуб ${Date.now().toString(36)}`;
  await mine.getByRole('link', { name: 'Создать событие' }).click();
  await expect(page).toHaveURL('/events/create');
  await field(page, 'Название').fill(title);
  await page.getByRole('textbox', { name: 'Описание' }).fill('Обсуждаем «Мастера и Маргариту».');
  await page.locator('label', { hasText: 'Искусство' }).click();
  const start = new Date(Date.now() + 9 * 86_400_000);
  await page.getByLabel('Начало').fill(instantToWallTime(start, 'Europe/Moscow'));
  await page
    .getByLabel('Окончание')
    .fill(instantToWallTime(new Date(start.getTime() + 2 * 3_600_000), 'Europe/Moscow'));
  await field(page, 'Место').fill('Кафе «Чехов»');
  await field(page, 'Город').fill('Москва');
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const createdId = page.url().split('/').pop()!;

  // She joins the first event of the catalogue.
  await page.goto('/events');
  const first = page.getByRole('article').first();
  const joinedTitle = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link').first().click();
  await panel(page)
    .getByRole('button', { name: /^(Пойду|Встать в лист ожидания)$/ })
    .click();
  await expect(panel(page).getByText(/^Вы (идёте|в листе ожидания)$/)).toBeVisible();
  const going = await panel(page).getByText('Вы идёте').isVisible();

  // The profile shows both, each under its tab.
  await page.goto('/profile');
  const organizing = page.getByRole('tab', { name: /^Организую/ });
  await expect(organizing).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(organizing).toHaveAccessibleName(/1 событие$/);
  const ownCard = page.getByRole('tabpanel').getByRole('article').filter({ hasText: title });
  await expect(ownCard).toBeVisible();
  await expect(ownCard.getByRole('link', { name: `Изменить «${title}»` })).toHaveAttribute(
    'href',
    `/events/${createdId}/edit`,
  );
  await expectAccessible();

  await page.getByRole('tab', { name: /^Посещаю/ }).click();
  const joined = page
    .getByRole('tabpanel', { name: /^Посещаю/ })
    .getByRole('article')
    .filter({ hasText: joinedTitle });
  await expect(joined).toBeVisible();
  await expect(joined.getByText(going ? 'Вы идёте' : 'В листе ожидания')).toBeVisible();
  await expect(joined.getByRole('link', { name: /^Изменить/ })).toHaveCount(0);
  await expectAccessible();
});
