import { readFile } from 'node:fs/promises';
import {
  deletionMessages as dm,
  emailMessages as em,
  exportMessages as xm,
  passwordMessages as pm,
  sessionsMessages as sm,
} from '../../src/features/settings/settings.messages';
import { text, textStart } from '../support/messages';
import {
  ANON_KEY,
  API_URL,
  MAIL_URL,
  accountMenu,
  confirmedAccount,
  mailLink,
  signIn,
  uniqueEmail,
} from './support/accounts';
import { appReady, expect, test } from './support/fixtures';

const PASSWORD = 'Settings-journey-41';
const NEW_PASSWORD = 'Fresh-journey-77';

/** A sign-in over the auth API: another device of the same person. */
async function passwordGrant(email: string, password: string) {
  return fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function refresh(refreshToken: string) {
  return fetch(`${API_URL}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

/** The code of the newest reauthentication email to `to`, from the local inbox. */
async function emailedCode(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${MAIL_URL}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
    const { messages } = (await res.json()) as { messages: { ID: string; Subject: string }[] };
    const hit = messages.find((m) => /код|code/i.test(m.Subject));
    if (hit) {
      const full = (await (await fetch(`${MAIL_URL}/api/v1/message/${hit.ID}`)).json()) as {
        Text: string;
      };
      const code = /:\s*(\d{6,10})\s*$/m.exec(full.Text)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}

test('journey: sign out a forgotten laptop, change the password with the emailed code, download my data, delete my account', async ({
  page,
  expectAccessible,
}) => {
  const account = await confirmedAccount(PASSWORD, 'Вера Настройкина');
  // The laptop left signed in somewhere.
  const laptop = await passwordGrant(account.email, PASSWORD);
  expect(laptop.status).toBe(200);
  const { refresh_token: laptopToken } = (await laptop.json()) as { refresh_token: string };

  await signIn(page, account.email, PASSWORD);
  await page.goto('/settings');
  await appReady(page);

  // Devices: this one and the laptop; «Выйти на других устройствах» leaves this one alone.
  const devices = page.getByRole('region', { name: text(sm.title) });
  // This browser, the laptop, and the session the confirmation link opened at sign-up.
  await expect(
    devices.getByRole('list', { name: text(sm.list) }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(devices.getByText(text(sm.current))).toBeVisible();
  await expectAccessible();
  await devices.getByRole('button', { name: text(sm.signOutOthers) }).click();
  await expect(devices.getByText(text(sm.onlyThis))).toBeVisible();
  expect((await refresh(laptopToken)).status).toBe(400);

  // Password: a code from the inbox, then the new one twice.
  const password = page.getByRole('region', { name: text(pm.title) });
  await password.getByRole('button', { name: text(pm.start) }).click();
  const code = await emailedCode(account.email);
  await password.getByLabel(textStart(pm.code)).fill(code);
  await password.getByLabel(textStart(pm.newPassword)).fill(NEW_PASSWORD);
  await password.getByLabel(textStart(pm.confirmPassword)).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: text(pm.submit) }).click();
  await expect(password.getByText(text(pm.changed))).toBeVisible();
  expect((await passwordGrant(account.email, PASSWORD)).status).toBe(400);
  expect((await passwordGrant(account.email, NEW_PASSWORD)).status).toBe(200);

  // My data: one JSON file with the account and the profile.
  const data = page.getByRole('region', { name: text(xm.title) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('button', { name: text(xm.start) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vstrechi-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.account.email).toBe(account.email);
  expect(exported.profile.full_name).toBe('Вера Настройкина');
  await expect(data.getByText(text(xm.done))).toBeVisible();

  // Delete: the address typed out, then the app starts again as a visitor.
  const deletion = page.getByRole('region', { name: text(dm.title) });
  await deletion.getByRole('button', { name: text(dm.open) }).click();
  const submit = deletion.getByRole('button', { name: text(dm.submit) });
  await expect(submit).toBeDisabled();
  await deletion.getByRole('textbox').fill(account.email);
  await submit.click();
  await expect(page).toHaveURL('/');
  await appReady(page);
  await expect(accountMenu(page)).toBeHidden();
  expect((await passwordGrant(account.email, NEW_PASSWORD)).status).toBe(400);
});

test('journey: change my email, confirmed from both the old and the new inbox', async ({
  page,
}) => {
  const account = await confirmedAccount(PASSWORD, 'Семён Адресов');
  const next = uniqueEmail('moved');
  await signIn(page, account.email, PASSWORD);
  await page.goto('/settings');
  await appReady(page);

  const email = page.getByRole('region', { name: text(em.title) });
  await email.getByRole('textbox', { name: textStart(em.newEmail) }).fill(next);
  await email.getByRole('button', { name: text(em.submit) }).click();
  await expect(email.getByText(text(em.sent, { current: account.email, next }))).toBeVisible();

  // One link in each inbox; the address changes only once both are followed.
  const change = /смену адреса/;
  const [fromOld, fromNew] = await Promise.all([
    mailLink(account.email, change),
    mailLink(next, change),
  ]);
  // Followed in this browser, each link lands on /settings, which says where the change stands.
  await page.goto(fromOld.link);
  await expect(
    email.getByText(text(em.halfConfirmed, { current: account.email, next })),
  ).toBeVisible();
  expect((await passwordGrant(next, PASSWORD)).status).toBe(400);
  await page.goto(fromNew.link);
  await expect(email.getByText(text(em.changed, { email: next }))).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect((await passwordGrant(next, PASSWORD)).status).toBe(200);
  expect((await passwordGrant(account.email, PASSWORD)).status).toBe(400);
});
