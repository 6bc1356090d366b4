import { chatMessages as c } from '../../src/features/messages/chat.messages';
import {
  conversationsMessages as l,
  directMessages as d,
} from '../../src/features/messages/conversations.messages';
import { layoutMessages, unreadMessages } from '../../src/features/layout/layout.messages';
import { blockedMessages as b } from '../../src/features/settings/settings.messages';
import { writeLinkMessages as w } from '../../src/components/write-link/write-link';
import { text } from '../support/messages';
import { confirmedAccount } from './support/accounts';
import { api, openAs as open, sessionOf } from './support/api';
import { appReady, expect, test } from './support/fixtures';
import { messagingErrorOf } from '../../src/features/messages/messaging-errors';

const PASSWORD = 'Member12345';

test('journey: a member writes to another from the group, who sees it unread, replies, blocks and unblocks', async ({
  browser,
}) => {
  // Two people signing in through the form, a group made over the API, a dozen round trips.
  test.setTimeout(120_000);
  const writer = await confirmedAccount(PASSWORD, 'Вера Писатель');
  const reader = await confirmedAccount(PASSWORD, 'Глеб Читатель');
  const writerSession = await sessionOf(writer);
  const readerSession = await sessionOf(reader);
  const created = await api(
    writerSession,
    'groups?select=id',
    {
      name: 'Клуб переписки',
      description: 'Группа для проверки личных сообщений',
      category_id: 'technology',
      is_online: true,
      privacy: 'public',
      created_by: writerSession.userId,
    },
    'return=representation',
  );
  const groupId = ((await created.json()) as { id: string }[])[0]!.id;
  await api(readerSession, 'rpc/join_group', { p_group_id: groupId });

  // The writer finds the reader in the group's member list and writes from there.
  const w1 = await open(browser, writer, `/groups/${groupId}`);
  await w1.page.getByRole('link', { name: text(w.writeTo, { name: reader.fullName }) }).click();
  await expect(w1.page).toHaveURL(`/messages/${readerSession.userId}`);
  await expect(w1.page.getByRole('heading', { level: 1, name: reader.fullName })).toBeVisible();
  const composer = w1.page.getByRole('textbox', { name: text(c.composer) });
  await composer.fill('Привет! Увидимся на встрече?');
  await w1.page.getByRole('button', { name: text(c.send) }).click();
  await expect(w1.page.getByText(text(c.sent)).first()).toBeVisible();

  // The reader signs in and sees one unread message on the header's messages link.
  const r1 = await open(browser, reader, '/');
  const unreadLink = r1.page.getByRole('link', {
    name: `${text(layoutMessages.messages)} ${text(unreadMessages, { count: 1 })}`,
  });
  await expect(unreadLink).toBeVisible();
  await unreadLink.click();
  await expect(r1.page).toHaveURL('/messages');
  const line = r1.page
    .getByRole('list', { name: text(l.list) })
    .getByRole('link')
    .filter({ hasText: writer.fullName });
  await expect(line).toContainText('Привет! Увидимся на встрече?');
  await expect(line).toContainText(text(l.unread, { count: 1 }));
  await line.click();
  await expect(r1.page).toHaveURL(`/messages/${writerSession.userId}`);
  await expect(r1.page.getByText('Привет! Увидимся на встрече?')).toBeVisible();
  await r1.page.getByRole('textbox', { name: text(c.composer) }).fill('Да, до встречи!');
  await r1.page.getByRole('button', { name: text(c.send) }).click();
  // The writer's open chat gets the reply live.
  await expect(w1.page.getByText('Да, до встречи!')).toBeVisible();

  // The reader blocks the writer, after the dialog asks.
  await r1.page.getByRole('button', { name: text(d.block) }).click();
  const dialog = r1.page.getByRole('alertdialog', {
    name: text(d.blockTitle, { name: writer.fullName }),
  });
  await dialog.getByRole('button', { name: text(d.block) }).click();
  await expect(r1.page.getByText(text(d.blockedNote))).toBeVisible();

  // The writer can no longer write: the chat says why.
  await composer.fill('Ты здесь?');
  await w1.page.getByRole('button', { name: text(c.send) }).click();
  await expect(w1.page.getByText(text(messagingErrorOf('blocked'))).first()).toBeVisible();

  // The reader lifts the block from /settings.
  await r1.page.goto('/settings');
  await appReady(r1.page);
  await r1.page.getByRole('button', { name: `${text(b.unblock)}: ${writer.fullName}` }).click();
  await expect(r1.page.getByText(text(b.empty))).toBeVisible();

  await w1.context.close();
  await r1.context.close();
});
