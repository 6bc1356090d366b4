import { expect, type Page } from '@playwright/test';

/** The local stack the production build talks to (`npm run stack`). */
export const API_URL = 'http://127.0.0.1:54321';
export const MAIL_URL = 'http://127.0.0.1:54324';
/** The Supabase CLI's published local anon key (public by design). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A 6×4 PNG: enough for the browser to decode, crop and re-encode. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAYAAAAECAIAAAAiZtkUAAAAEUlEQVR4nGM4YWODhhjIFQIAgageAUsowTkAAAAASUVORK5CYII=',
  'base64',
);

interface MailSummary {
  ID: string;
  Subject: string;
}

/** GoTrue's /verify link, which most auth emails carry. */
const VERIFY_LINK = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/;

/** The newest message to `to` whose subject matches, from the Mailpit API; its first link. */
export async function mailLink(
  to: string,
  subject: RegExp,
  /** An invitation links to the app itself (`?token_hash=…&type=invite`). */
  linkPattern: RegExp = VERIFY_LINK,
): Promise<{ subject: string; link: string }> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${MAIL_URL}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
    const list = (await res.json()) as { messages: MailSummary[] };
    const hit = list.messages.find((m) => subject.test(m.Subject));
    if (hit) {
      const full = (await (await fetch(`${MAIL_URL}/api/v1/message/${hit.ID}`)).json()) as {
        Subject: string;
        Text: string;
      };
      const link = linkPattern.exec(full.Text)?.[0];
      if (!link) throw new Error(`no link in «${full.Subject}»`);
      return { subject: full.Subject, link };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** A confirmed account made over the API (sign-up, then the emailed link followed without a browser). */
export async function confirmedAccount(password: string, fullName = 'Пётр Иванов') {
  const email = uniqueEmail('e2e');
  const res = await fetch(`${API_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: fullName, locale: 'ru' } }),
  });
  expect(res.status).toBe(200);
  const { link } = await mailLink(email, /./);
  const confirmed = await fetch(link, { redirect: 'manual' });
  expect(confirmed.status).toBe(303);
  return { email, password, fullName };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(accountMenu(page)).toBeVisible();
}

export const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Учётная запись' });
/** The avatar button that opens profile, settings, administration and sign-out (wide screens). */
export const accountMenu = (page: Page) =>
  accountNav(page).getByRole('button', { name: 'Меню учётной записи' });

export async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Выйти' }).click();
}
export const toast = (page: Page) => page.getByRole('region', { name: /Уведомления/ });

/** A text or password box by its accessible name (labels carry a visual «*» for required). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
