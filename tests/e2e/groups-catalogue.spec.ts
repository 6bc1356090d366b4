import { groupCatalogueMessages as c } from '../../src/features/groups/catalogue.messages';
import { groupFormMessages as f } from '../../src/features/groups/group-form.messages';
import { popularGroupsMessages as popular } from '../../src/features/groups/popular.messages';
import { layoutMessages } from '../../src/features/layout/layout.messages';
import { text, textPattern } from '../support/messages';
import { signIn } from './support/accounts';
import { expect, test, openApp } from './support/fixtures';

const DMITRY = { email: 'dmitry@vstrechi.test', password: 'Member12345' };
const GROUP_PAGE = /\/groups\/[0-9a-f-]{36}$/;

test('find a group from the header by words, category and city, and open it', async ({
  page,
  expectAccessible,
}) => {
  await openApp(page, '/');
  await page
    .getByRole('navigation', { name: text(layoutMessages.primaryNav) })
    .getByRole('link', { name: text(layoutMessages.navGroups) })
    .click();
  await expect(page).toHaveURL('/groups');
  const results = page.getByRole('region', { name: text(c.results) });
  await expect(results.getByRole('article').first()).toBeVisible();
  await expectAccessible();

  await page.getByRole('searchbox', { name: text(c.searchLabel) }).fill('пасту');
  await page
    .getByRole('search')
    .getByRole('button', { name: text(c.searchSubmit) })
    .click();
  await expect(page).toHaveURL(`/groups?q=${encodeURIComponent('пасту')}`);
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('link', { name: 'Домашняя паста' })).toBeVisible();

  // Words cleared, then a category and a city: the address keeps each, a link reproduces it
  await page.goto('/groups');
  await page.getByRole('combobox', { name: text(c.category) }).selectOption('health');
  await expect(page).toHaveURL('/groups?category=health');
  await page.getByRole('textbox', { name: text(c.city) }).fill('Москва');
  await page.getByRole('textbox', { name: text(c.city) }).press('Enter');
  await expect(page).toHaveURL(`/groups?category=health&city=${encodeURIComponent('Москва')}`);
  const yoga = results.getByRole('link', { name: 'Йога для своих' });
  await expect(yoga).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(1);
  await yoga.click();
  // The group's own page is another screen's: its address is this one's promise
  await expect(page).toHaveURL('/groups/c1000000-0000-4000-8000-000000000004');
});

test('home shows popular groups once scrolled to', async ({ page }) => {
  await openApp(page, '/');
  // Below the fold the section is only its reserved space: scrolled to, it loads
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const section = page.getByRole('region', { name: text(popular.title) });
  await expect(section.getByRole('article')).toHaveCount(3);
});

test('a member creates a group and lands on its page', async ({ page, expectAccessible }) => {
  // A visitor is sent to sign in and comes back to the form
  await page.goto('/groups/create');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fgroups%2Fcreate$/);
  await signIn(page, DMITRY.email, DMITRY.password);
  await page.goto('/groups/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(f.createTitle));
  await expectAccessible();

  // Sent empty: every required field says why, the first takes focus
  await page.getByRole('button', { name: text(f.create) }).click();
  await expect(page.getByText(text(f.fixErrors, { count: 3 }))).toBeVisible();
  const name = page.getByRole('textbox', { name: textPattern(f.name) });
  await expect(name).toBeFocused();

  const title = `Настольные игры ${Date.now()}`;
  await name.fill(title);
  await page
    .getByRole('textbox', { name: textPattern(f.description) })
    .fill('Играем по пятницам: евро, кооперативы и партийки.');
  await page.getByRole('combobox', { name: textPattern(f.category) }).selectOption('education');
  await page.getByRole('checkbox', { name: text(f.online) }).check();
  await page.getByRole('radio', { name: textPattern(f.private) }).check();
  await page.getByRole('button', { name: text(f.create) }).click();
  await expect(page).toHaveURL(GROUP_PAGE);

  // Found in the catalogue by its name
  await page.goto(`/groups?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
