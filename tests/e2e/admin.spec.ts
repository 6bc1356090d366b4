/**
 * The admin panel's journey (issue 19): the seed admin reads the community's figures, makes a
 * member an admin, and finds that in the audit log. The role is given through the admin-users
 * function, as the users screen sends it.
 */
import { confirmedAccount, signIn } from './support/accounts';
import { adminCall, sessionOf } from './support/api';
import { expect, test } from './support/fixtures';

const ADMIN = { email: 'admin@vstrechi.test', password: 'Admin12345', name: 'Анна Смирнова' };

test('the seed admin sees the dashboard, gives a member the admin role and finds it in the log', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const member = await confirmedAccount('e2e-password-1', 'Мария Новикова');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');

  const tabs = page.getByRole('navigation', { name: 'Разделы администрирования' });
  await expect(tabs.getByRole('link', { name: 'Обзор' })).toHaveAttribute('aria-current', 'page');
  // The three seed accounts and the member just registered, at least: others' journeys add more.
  const users = page.getByTestId('stat-users').locator('dd');
  await expect(users).toHaveText(/\d/);
  expect(Number((await users.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(4);
  const newUsers = page.getByRole('figure', { name: 'Новые пользователи' });
  await expect(newUsers.locator('canvas').first()).toBeVisible();
  await newUsers.getByText('Таблица').click();
  await expect(newUsers.getByRole('row')).toHaveCount(31);
  await expectAccessible();

  const admin = await sessionOf(ADMIN);
  const { userId } = await sessionOf(member);
  await adminCall(admin, 'admin-users', { action: 'setRole', userId, role: 'admin' });

  await tabs.getByRole('link', { name: 'Журнал' }).click();
  await expect(page).toHaveURL('/admin/audit');
  await page.getByRole('combobox', { name: 'Действие' }).selectOption('user.role');
  const row = page
    .getByTestId('audit-row')
    .filter({ has: page.locator(`a[href="/users/${userId}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Смена роли');
  await expect(row).toContainText(ADMIN.name);
  await expect(row).toContainText('role: member → admin');
  await expectAccessible();
});
