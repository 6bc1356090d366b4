import { TOTP } from 'otpauth';
import {
  accountMenu,
  confirmedAccount,
  field,
  mailLink,
  signIn,
  signOut,
} from './support/accounts';
import { appReady, expect, test } from './support/fixtures';

const PASSWORD = 'e2e-password-1';

/** The code an authenticator app shows now for `secret`, as the server tests compute it. */
const codeFor = (secret: string) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

test('turn on two-factor sign-in in the settings, sign out, sign in with password and code', async ({
  page,
  expectAccessible,
  allowConsole,
}) => {
  test.setTimeout(90_000);
  // The wrong code on purpose: GoTrue answers it 422.
  allowConsole(/status of 422 .*\/auth\/v1\/factors\/[^/]+\/verify/);
  const { email } = await confirmedAccount(PASSWORD);
  await signIn(page, email, PASSWORD);

  await page.goto('/settings');
  await appReady(page);
  const section = page.getByRole('region', { name: 'Двухфакторный вход' });
  await expect(section.getByText('Двухфакторный вход выключен.')).toBeVisible();
  await section.getByRole('button', { name: 'Включить двухфакторный вход' }).click();
  await expect(
    section.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }),
  ).toBeVisible();
  await expectAccessible();
  const secret = (await section.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await field(page, 'Код').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(section.getByRole('list', { name: 'Приложения-аутентификаторы' })).toContainText(
    'Приложение-аутентификатор',
  );
  await expect(section.getByText(/Двухфакторный вход включён/)).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL('/auth/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Код из приложения' })).toBeVisible();
  // Not signed in until the code is given: the header still offers to sign in.
  await expect(accountMenu(page)).toBeHidden();
  await expectAccessible();
  await field(page, 'Код').fill('000000' === codeFor(secret) ? '000001' : '000000');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('alert')).toContainText('Код не подошёл');
  await field(page, 'Код').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toBeVisible();

  // A sign-in link goes as far as the password did: the page asks for the code.
  await signOut(page);
  await expect(page).toHaveURL('/auth/login');
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Прислать ссылку для входа' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
  const mail = await mailLink(email, /^Вход во «Встречи»$/);
  await page.goto(mail.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Код из приложения' })).toBeVisible();
  await expect(accountMenu(page)).toBeHidden();
  await field(page, 'Код').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toBeVisible();
});

test('sign in by a link from the inbox, after asking again too soon', async ({
  page,
  expectAccessible,
  allowConsole,
}) => {
  test.setTimeout(60_000);
  // Asking again within the minute on purpose: GoTrue answers it 429.
  allowConsole(/status of 429 .*\/auth\/v1\/otp/);
  const { email } = await confirmedAccount(PASSWORD);
  await page.goto('/auth/login?next=/profile');
  await appReady(page);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Прислать ссылку для входа' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
  await expect(page.getByText(`Мы отправили ссылку для входа на ${email}.`)).toBeVisible();
  await expectAccessible();
  // The stack lets one email a minute go to an address (max_frequency): the wait is shown.
  await page.getByRole('button', { name: 'Отправить ещё раз' }).click();
  await expect(page.getByRole('alert')).toContainText(/Попробуйте снова через \d+ секунд/);

  const mail = await mailLink(email, /^Вход во «Встречи»$/);
  await page.goto(mail.link);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
