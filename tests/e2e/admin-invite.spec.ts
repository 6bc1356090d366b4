/**
 * Accepting an invitation (issue 19): an admin creates an account without a password, and the
 * invited person follows the email's link, is signed in, sets a first password and lands home.
 * The account is made through the admin-users function, as the users screen sends it.
 */
import { accountMenu, field, mailLink, toast, uniqueEmail } from './support/accounts';
import { adminCall, sessionOf } from './support/api';
import { expect, test } from './support/fixtures';

const ADMIN = { email: 'admin@vstrechi.test', password: 'Admin12345' };

test('an invited person follows the email, sets a first password and is signed in', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  const admin = await sessionOf(ADMIN);
  const email = uniqueEmail('invited');
  // With the screens' origin, as the browser sends it: the email leads back to it.
  await adminCall(
    admin,
    'admin-users',
    { action: 'create', email, name: 'Ирина Гостева', role: 'member' },
    new URL(baseURL!).origin,
  );

  const { link } = await mailLink(email, /Приглашение/, /https?:\/\/\S+[?&]token_hash=\S+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Добро пожаловать! Задайте пароль',
  );
  // The spent link leaves the address: a reload asks for nothing twice.
  await expect(page).toHaveURL('/auth/update-password');
  await expectAccessible();
  const password = 'invited-pass-19';
  await field(page, 'Новый пароль').fill(password);
  await field(page, 'Подтверждение пароля').fill(password);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(toast(page).getByText('Пароль обновлен')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toBeVisible();
});
