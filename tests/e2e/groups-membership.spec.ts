import {
  groupPageMessages as g,
  membershipMessages as mm,
  requestsMessages as r,
} from '../../src/features/groups/page/group-page.messages';
import { threadMessages as t } from '../../src/features/groups/discussions/thread.messages';
import { myGroupsMessages as pg } from '../../src/features/profile/my-groups.messages';
import { text } from '../support/messages';
import { confirmedAccount } from './support/accounts';
import { api, openAs as open, sessionOf } from './support/api';
import { appReady, expect, test } from './support/fixtures';

const PASSWORD = 'Member12345';

test('journey: a private group lets a member in on request; a moderator removes what they posted', async ({
  browser,
}) => {
  // Three people, each signing in through the form, and a dozen round trips: more than the default.
  test.setTimeout(120_000);
  const owner = await confirmedAccount(PASSWORD, 'Ольга Основатель');
  const member = await confirmedAccount(PASSWORD, 'Пётр Новичок');
  const moderator = await confirmedAccount(PASSWORD, 'Мария Модератор');
  const ownerSession = await sessionOf(owner);

  // The group is created as the service creates it; its founder becomes its owner.
  const created = await api(
    ownerSession,
    'groups?select=id',
    {
      name: 'Клуб закрытых встреч',
      description: 'Закрытая группа для проверки: https://example.com/rules',
      category_id: 'technology',
      is_online: true,
      privacy: 'private',
      created_by: ownerSession.userId,
    },
    'return=representation',
  );
  const groupId = ((await created.json()) as { id: string }[])[0]!.id;

  // The moderator is let in and promoted over the API: the journey's subject is the member.
  const moderatorSession = await sessionOf(moderator);
  await api(moderatorSession, 'rpc/request_to_join', { p_group_id: groupId, p_message: null });

  // A second person finds the group locked and asks to join.
  const asker = await open(browser, member, `/groups/${groupId}`);
  await expect(asker.page.getByText(text(g.lockedTitle))).toBeVisible();
  await asker.page.getByRole('button', { name: text(mm.request) }).click();
  await asker.page.getByRole('textbox', { name: text(mm.requestMessage) }).fill('Хочу с вами');
  await asker.page.getByRole('button', { name: text(mm.requestSend) }).click();
  await expect(asker.page.getByText(text(mm.requested), { exact: true })).toBeVisible();

  // The owner approves both requests in the queue and makes the moderator one.
  const admin = await open(browser, owner, `/groups/${groupId}/requests`);
  const request = admin.page.getByTestId('request').filter({ hasText: 'Пётр Новичок' });
  await expect(request.getByText('Хочу с вами')).toBeVisible();
  await request.getByRole('button', { name: `${text(r.approve)}: Пётр Новичок` }).click();
  await expect(request).toBeHidden();
  await admin.page.getByRole('button', { name: `${text(r.approve)}: Мария Модератор` }).click();
  await expect(admin.page.getByText(text(r.empty))).toBeVisible();
  await api(ownerSession, 'rpc/set_member_role', {
    p_group_id: groupId,
    p_user_id: moderatorSession.userId,
    p_role: 'moderator',
  });

  // The member, now let in, sees the group and starts a discussion.
  await asker.page.reload();
  await appReady(asker.page);
  await expect(asker.page.getByText(text(g.lockedTitle))).toBeHidden();
  await asker.page.getByRole('button', { name: text(g.newThread) }).click();
  await asker.page
    .getByRole('textbox', { name: new RegExp(text(g.threadTitle)) })
    .fill('Первая тема');
  await asker.page.getByRole('button', { name: text(g.publish) }).click();
  await expect(asker.page).toHaveURL(new RegExp(`/groups/${groupId}/threads/`));
  await asker.page.getByRole('textbox', { name: text(t.write) }).fill('Мой первый комментарий');
  await asker.page.getByRole('button', { name: text(t.send) }).click();
  await expect(asker.page.getByTestId('comment')).toHaveCount(1);
  const threadPath = new URL(asker.page.url()).pathname;

  // The moderator removes the comment.
  const mod = await open(browser, moderator, threadPath);
  const comment = mod.page.getByTestId('comment').filter({ hasText: 'Мой первый комментарий' });
  await comment.getByRole('button', { name: `${text(t.delete)}: Пётр Новичок` }).click();
  await mod.page
    .getByRole('alertdialog')
    .getByRole('button', { name: text(t.delete) })
    .click();
  await expect(mod.page.getByTestId('comment')).toHaveCount(0);

  // It is gone for its author too.
  await asker.page.reload();
  await appReady(asker.page);
  await expect(asker.page.getByText(text(t.noComments))).toBeVisible();

  // The member's profile lists the group, with their role there.
  await asker.page.goto('/profile');
  const joined = asker.page
    .getByRole('list', { name: text(pg.title) })
    .getByRole('listitem')
    .filter({ hasText: 'Клуб закрытых встреч' });
  await expect(joined.getByRole('link', { name: 'Клуб закрытых встреч' })).toHaveAttribute(
    'href',
    `/groups/${groupId}`,
    // The profile's chunk, the session and its queries: on a busy machine this takes a while.
    { timeout: 15_000 },
  );
  await expect(joined.getByText(text(pg.roles.member), { exact: true })).toBeVisible();

  for (const s of [asker, admin, mod]) await s.context.close();
});
