import { type Browser, expect } from '@playwright/test';
import { ANON_KEY, API_URL, signIn } from './accounts';
import { appReady } from './fixtures';

export interface Session {
  token: string;
  userId: string;
}

/** A person's session over the auth API, for setting a journey's scene without its screens. */
export async function sessionOf(account: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  const { access_token, user } = (await res.json()) as {
    access_token: string;
    user: { id: string };
  };
  return { token: access_token, userId: user.id };
}

/** An admin function's action as that admin, answered 200, as the admin screens send it. */
export async function adminCall(
  session: Session,
  name: string,
  body: Record<string, unknown>,
  /** The screens' origin, which a browser sends and emailed links lead back to. */
  origin?: string,
) {
  const res = await fetch(`${API_URL}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${session.token}`,
      'Content-Type': 'application/json',
      ...(origin ? { Origin: origin } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res;
}

/** A POST to the REST API as that person, as the app's services send it. */
export async function api(
  session: Session,
  path: string,
  body: unknown,
  prefer = 'return=minimal',
) {
  const res = await fetch(`${API_URL}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${session.token}`,
      'Content-Type': 'application/json',
      Prefer: prefer,
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res;
}

/** A browser of that person's own, signed in through the form, on `path` once the app answers. */
export async function openAs(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await page.goto(path);
  await appReady(page);
  return { context, page };
}
