import {
  accountMenu,
  accountNav,
  confirmedAccount,
  field,
  mailLink,
  signIn,
  signOut,
  TINY_PNG,
  toast,
  uniqueEmail,
} from './support/accounts';
import { appReady, expect, test } from './support/fixtures';

const PASSWORD = 'e2e-password-1';

test('register with an avatar, confirm from the inbox, see the header change, sign out and in again', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('journey');
  await page.goto('/auth/register');
  await appReady(page);
  await expect(page).toHaveTitle(/^Регистрация/);
  await expectAccessible();

  await page.getByTestId('image-upload-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(page.getByRole('img', { name: 'Аватар: выбранное изображение' })).toBeVisible();
  await field(page, 'Полное имя').fill('Анна Петрова');
  await field(page, 'Email').fill(email);
  await field(page, 'Пароль').fill(PASSWORD);
  await field(page, 'Подтверждение пароля').fill(PASSWORD);
  await expectAccessible();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(toast(page).getByText('Успешная регистрация')).toBeVisible();
  await expect(
    toast(page).getByText('Для завершения регистрации проверьте вашу электронную почту'),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await expectAccessible();

  const mail = await mailLink(email, /Подтвердите/);
  // The link signs this browser in (PKCE): the first sign-in, which uploads the waiting avatar.
  await page.goto(mail.link);
  await expect(page).toHaveURL('/');
  const profile = accountMenu(page);
  await expect(profile).toBeVisible();
  await expect(profile.locator('img')).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]{36}\/\d+\.(webp|jpg)$/,
    { timeout: 15_000 },
  );
  await expectAccessible();

  await signOut(page);
  await expect(toast(page).getByText('Выход выполнен')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await expect(accountNav(page).getByRole('link', { name: 'Войти' })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(toast(page).getByText('Вход выполнен')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible();
  await signOut(page);
  await expect(page).toHaveURL('/auth/login');
});

test('forgotten password: email, new password, sign in with it', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const account = await confirmedAccount(PASSWORD);
  await page.goto('/auth/login');
  await appReady(page);
  await page.getByRole('button', { name: 'Забыли пароль?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Восстановление пароля');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await field(page, 'Email').fill(account.email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Проверьте почту');
  await expect(page.getByText(account.email).first()).toBeVisible();
  await expect(toast(page).getByText('Запрос отправлен')).toBeVisible();
  await expectAccessible();

  const mail = await mailLink(account.email, /парол/i);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/auth\/update-password/);
  const next = 'brand-new-pass-2';
  await field(page, 'Новый пароль').fill(next);
  await field(page, 'Подтверждение пароля').fill(next);
  await expectAccessible();
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(toast(page).getByText('Пароль обновлен')).toBeVisible();
  await expect(page).toHaveURL('/');

  await signOut(page);
  await expect(page).toHaveURL('/auth/login');
  await signIn(page, account.email, next);
});

test('the reset page without a session explains and offers a new link', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/auth/update-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ссылка недействительна');
  await expectAccessible();
  await page.getByRole('link', { name: 'Запросить новую ссылку' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Восстановление пароля');
});

test('validation errors in Russian', async ({ page, expectAccessible }) => {
  await page.goto('/auth/login');
  await appReady(page);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Email обязателен')).toBeVisible();
  await expect(page.getByText('Пароль обязателен')).toBeVisible();
  await expect(field(page, 'Email')).toBeFocused();
  await expectAccessible();

  // Issue 21, item 1: a malformed address carried into the reset form is stopped before sending,
  // in Russian, never as the server's "Unable to validate email address".
  await field(page, 'Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Забыли пароль?' }).click();
  await expect(field(page, 'Email')).toHaveValue('not-an-email');
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByText('Некорректный email адрес')).toBeVisible();
  await expect(page.getByText(/Unable to validate/)).toHaveCount(0);

  // Issue 21, item 8: every field's error at once, the caret in the first invalid field.
  await page.goto('/auth/register');
  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Пароль').fill('short');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Полное имя обязательно')).toBeVisible();
  await expect(page.getByText('Некорректный email адрес')).toBeVisible();
  await expect(page.getByText('Пароль должен содержать не менее 8 символов')).toBeVisible();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await expect(field(page, 'Полное имя')).toBeFocused();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible();
});

test('validation errors in English', async ({ page, expectAccessible }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectAccessible();

  await page.goto('/auth/register');
  await expect(page).toHaveTitle(/^Sign up/);
  await field(page, 'Full name').fill('Anna');
  await field(page, 'Email').fill('anna@example.com');
  await field(page, 'Password').fill('long-enough-1');
  await field(page, 'Confirm password').fill('long-enough-2');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(field(page, 'Confirm password')).toBeFocused();
  await expectAccessible();
});

test('a signed-in user visiting /auth/login lands on /; /admin says no permission', async ({
  page,
  expectAccessible,
}) => {
  const account = await confirmedAccount(PASSWORD);
  await signIn(page, account.email, account.password);
  await page.goto('/auth/login');
  await expect(page).toHaveURL('/');
  await page.goto('/auth/register');
  await expect(page).toHaveURL('/');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет доступа');
  await expectAccessible();
});

test('a visitor sent to sign in from a members-only page comes back to it; a forged return path leads home', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const account = await confirmedAccount(PASSWORD);
  const signInHere = async () => {
    await field(page, 'Email').fill(account.email);
    await field(page, 'Пароль').fill(account.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
  };

  await page.goto('/events/create');
  await expect(page).toHaveURL('/auth/login?next=%2Fevents%2Fcreate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход');
  await expectAccessible();
  await signInHere();
  await expect(page).toHaveURL('/events/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новое событие');
  await expect(accountMenu(page)).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/auth/login?next=%2F%2Fevil.example%2Fprofile');
  await signInHere();
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toBeVisible();
});

test('a wrong password shows the service failure above the form', async ({
  page,
  allowConsole,
}) => {
  // The browser reports the refused sign-in itself; the page's own handling is what is tested.
  allowConsole(/status of 400 \(Bad Request\) \(.*\/auth\/v1\/token\?grant_type=password\)/);
  const account = await confirmedAccount(PASSWORD);
  await page.goto('/auth/login');
  await field(page, 'Email').fill(account.email);
  await field(page, 'Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Неверный email или пароль');
});
