import { chatMessages as c } from '../../src/features/messages/chat.messages';
import { groupPageMessages as g } from '../../src/features/groups/page/group-page.messages';
import { text } from '../support/messages';
import { confirmedAccount } from './support/accounts';
import { api, openAs as open, sessionOf } from './support/api';
import { expect, test } from './support/fixtures';

const PASSWORD = 'Member12345';

test('journey: two members chat live in their group; one goes offline, writes, comes back, and every message shows once on both', async ({
  browser,
}) => {
  // Two people signing in, a group made over the API, a drop and a reconnect.
  test.setTimeout(120_000);
  const owner = await confirmedAccount(PASSWORD, 'Ольга Чатова');
  const member = await confirmedAccount(PASSWORD, 'Павел Связной');
  const ownerSession = await sessionOf(owner);
  const memberSession = await sessionOf(member);
  const created = await api(
    ownerSession,
    'groups?select=id',
    {
      name: 'Клуб живого чата',
      description: 'Группа для проверки чата',
      category_id: 'technology',
      is_online: true,
      privacy: 'public',
      created_by: ownerSession.userId,
    },
    'return=representation',
  );
  const groupId = ((await created.json()) as { id: string }[])[0]!.id;
  await api(memberSession, 'rpc/join_group', { p_group_id: groupId });

  // The owner opens the chat from the group's page; the member by its address.
  const o = await open(browser, owner, `/groups/${groupId}`);
  await o.page.getByRole('link', { name: text(g.chatLink) }).click();
  await expect(o.page).toHaveURL(`/groups/${groupId}/chat`);
  const m = await open(browser, member, `/groups/${groupId}/chat`);
  const logOf = (p: typeof o.page) => p.getByRole('log', { name: text(c.log) });
  const box = (p: typeof o.page) => p.getByRole('textbox', { name: text(c.composer) });
  // Both joined: nobody sees «connecting» any more, and each sees the other here.
  for (const p of [o.page, m.page]) {
    await expect(p.getByTestId('chat-connection')).toHaveCount(0);
    await expect(p.getByTestId('chat-online')).toHaveText(text(c.online, { count: 1 }));
  }

  // Live both ways: Enter sends.
  await box(o.page).fill('Всем привет!');
  await box(o.page).press('Enter');
  await expect(logOf(m.page).getByText('Всем привет!')).toBeVisible();
  await box(m.page).fill('Привет, Ольга!');
  await box(m.page).press('Enter');
  await expect(logOf(o.page).getByText('Привет, Ольга!')).toBeVisible();

  // A picture: uploaded when chosen, previewed, sent with its words; the member sees it, sized.
  await o.page.getByTestId('chat-attach-input').setInputFiles('public/og-default.png');
  await expect(o.page.getByTestId('chat-attachment')).toHaveAttribute('data-status', 'attached', {
    timeout: 20_000,
  });
  await box(o.page).fill('Фото с прошлой встречи');
  await box(o.page).press('Enter');
  const photo = logOf(m.page).getByRole('img', {
    name: text(c.imageOf, { name: 'Ольга Чатова' }),
  });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('width', /^\d+$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The member loses the network and keeps writing: the messages wait, in order.
  await m.context.setOffline(true);
  await expect(m.page.getByTestId('chat-connection')).toHaveAttribute('data-connection', 'offline');
  for (const body of ['Пишу без сети', 'И ещё одно']) {
    await box(m.page).fill(body);
    await box(m.page).press('Enter');
  }
  await expect(m.page.getByText(text(c.offline, { waiting: 2 }))).toBeVisible();
  // Meanwhile the owner writes: the member gets it when back (caught up, not live).
  await box(o.page).fill('Пока тебя не было');
  await box(o.page).press('Enter');
  await expect(logOf(o.page).getByText('Пока тебя не было')).toBeVisible();

  // Back online: the queue goes out, the gap is filled.
  await m.context.setOffline(false);
  await expect(m.page.getByTestId('chat-connection')).toHaveCount(0, { timeout: 20_000 });
  const all = [
    'Всем привет!',
    'Привет, Ольга!',
    'Фото с прошлой встречи',
    'Пока тебя не было',
    'Пишу без сети',
    'И ещё одно',
  ];
  for (const p of [o.page, m.page]) {
    for (const body of all) await expect(logOf(p).getByText(body, { exact: true })).toHaveCount(1);
    await expect(p.locator('[data-testid="chat-message"][data-delivery="sent"]')).toHaveCount(6);
  }
  // The owner reads them in the order they were sent.
  await expect(logOf(o.page).getByTestId('chat-message')).toContainText([
    'Всем привет!',
    'Привет, Ольга!',
    'Фото с прошлой встречи',
    'Пока тебя не было',
    'Пишу без сети',
    'И ещё одно',
  ]);
  await o.context.close();
  await m.context.close();
});
