import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers, deleteMembers, eventRow, type Member } from './events-fixtures';
import {
  addMembers,
  banFrom,
  createCast,
  insertGroup,
  memberCountOf,
  outcome,
  rolesOf,
} from './support/groups';
import { anonClient, serviceClient } from './support/stack';

/**
 * The rules of groups as the functions hold them, whatever a client sends: joining and asking,
 * deciding requests, roles and the one owner, removing and banning; the caller's standing; and
 * the same rules under 20 simultaneous calls.
 */

const cast = ['owner', 'moderator', 'member', 'outsider', 'second', 'banned'] as const;
let people: Record<(typeof cast)[number], Member>;
let crowd: Member[] = [];
const groups: string[] = [];

beforeAll(async () => {
  people = await createCast(cast);
});

afterAll(async () => {
  if (groups.length) await serviceClient().from('groups').delete().in('id', groups);
  await deleteMembers([...Object.values(people), ...crowd]);
});

/** A fresh group with the cast in place: owner, a moderator, a member, a banned person. */
async function setUp(privacy: 'public' | 'private') {
  const { owner, moderator, member, banned } = people;
  const group = await insertGroup(owner.id, { privacy, name: `Группа ${privacy}` });
  groups.push(group.id);
  await addMembers(group.id, [
    [moderator, 'moderator'],
    [member, 'member'],
  ]);
  await banFrom(group.id, [banned], owner);
  return group.id;
}

const call = (who: Member, fn: string, args: Record<string, unknown>) =>
  who.client.rpc(fn as never, args as never);

describe('joining', () => {
  it('lets anyone signed in join a public group at once, idempotently', async () => {
    const g = await setUp('public');
    const first = await call(people.outsider, 'join_group', { p_group_id: g });
    expect(first.data).toBe('member');
    expect((await call(people.outsider, 'join_group', { p_group_id: g })).data).toBe('member');
    expect((await call(people.owner, 'join_group', { p_group_id: g })).data).toBe('owner');
    expect(await memberCountOf(g)).toEqual({ stored: 4, real: 4 });
  });

  it('refuses a visitor, a banned person, a private group and an unknown one', async () => {
    const pub = await setUp('public');
    const priv = await setUp('private');
    const answers = {
      visitor: outcome(await anonClient().rpc('join_group', { p_group_id: pub })),
      banned: outcome(await call(people.banned, 'join_group', { p_group_id: pub })),
      private: outcome(await call(people.outsider, 'join_group', { p_group_id: priv })),
      unknown: outcome(
        await call(people.outsider, 'join_group', {
          p_group_id: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    };
    expect(answers).toEqual({
      visitor: '401 not_authenticated',
      banned: '403 group_banned',
      private: '409 group_private',
      unknown: '404 group_not_found',
    });
    expect(await memberCountOf(priv)).toEqual({ stored: 3, real: 3 });
  });
});

describe('asking to join a private group', () => {
  it('goes through a request the owner or a moderator approves', async () => {
    const g = await setUp('private');
    const { outsider, second, moderator, member } = people;
    const asked = await call(outsider, 'request_to_join', { p_group_id: g, p_message: ' Привет ' });
    expect(asked.error).toBeNull();
    const again = await call(outsider, 'request_to_join', { p_group_id: g, p_message: 'Ещё раз' });
    expect(again.data).toBe(asked.data);
    const state = await outsider.client.rpc('group_viewer_state', { p_group_id: g }).single();
    expect(state.data).toMatchObject({
      role: null,
      request_status: 'pending',
      request_message: 'Ещё раз',
      banned: false,
    });
    expect(outcome(await call(member, 'approve_join_request', { p_request_id: asked.data }))).toBe(
      '403 group_forbidden',
    );
    expect(
      outcome(await call(outsider, 'approve_join_request', { p_request_id: asked.data })),
    ).toBe('403 group_forbidden');
    expect(
      outcome(await call(moderator, 'approve_join_request', { p_request_id: asked.data })),
    ).toBe('ok');
    expect(
      outcome(await call(moderator, 'decline_join_request', { p_request_id: asked.data })),
    ).toBe('409 group_request_not_pending');
    expect((await rolesOf(g))[outsider.id]).toBe('member');
    expect(outcome(await call(outsider, 'request_to_join', { p_group_id: g }))).toBe(
      '409 group_already_member',
    );

    const other = await call(second, 'request_to_join', { p_group_id: g });
    expect(
      outcome(await call(people.owner, 'decline_join_request', { p_request_id: other.data })),
    ).toBe('ok');
    expect((await rolesOf(g))[second.id]).toBeUndefined();
    const declined = await second.client.rpc('group_viewer_state', { p_group_id: g }).single();
    expect(declined.data?.request_status).toBe('declined');
    // Asking again after a decline reopens the one request.
    const reopened = await call(second, 'request_to_join', { p_group_id: g });
    expect(reopened.data).toBe(other.data);
    expect(outcome(await call(second, 'cancel_join_request', { p_group_id: g }))).toBe('ok');
    const cancelled = await second.client.rpc('group_viewer_state', { p_group_id: g }).single();
    expect(cancelled.data?.request_id).toBeNull();
    expect(await memberCountOf(g)).toEqual({ stored: 4, real: 4 });
  });

  it('refuses a request to a public group, from a banned person, or with a long message', async () => {
    const pub = await setUp('public');
    const priv = await setUp('private');
    expect(outcome(await call(people.outsider, 'request_to_join', { p_group_id: pub }))).toBe(
      '409 group_public',
    );
    expect(outcome(await call(people.banned, 'request_to_join', { p_group_id: priv }))).toBe(
      '403 group_banned',
    );
    const long = await call(people.outsider, 'request_to_join', {
      p_group_id: priv,
      p_message: 'я'.repeat(501),
    });
    expect(long.error?.code).toBe('23514');
    expect(
      outcome(
        await call(people.outsider, 'approve_join_request', {
          p_request_id: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toBe('404 group_request_not_found');
  });

  it('closes when the requester is banned: the request is declined, asking again refused', async () => {
    const g = await setUp('private');
    const { outsider, moderator } = people;
    const asked = await call(outsider, 'request_to_join', { p_group_id: g });
    expect(
      outcome(await call(moderator, 'ban_member', { p_group_id: g, p_user_id: outsider.id })),
    ).toBe('ok');
    const state = await outsider.client.rpc('group_viewer_state', { p_group_id: g }).single();
    expect(state.data).toMatchObject({
      request_id: asked.data,
      request_status: 'declined',
      banned: true,
    });
    expect(outcome(await call(outsider, 'request_to_join', { p_group_id: g }))).toBe(
      '403 group_banned',
    );
    expect(
      outcome(await call(moderator, 'unban_member', { p_group_id: g, p_user_id: outsider.id })),
    ).toBe('ok');
    expect(outcome(await call(outsider, 'request_to_join', { p_group_id: g }))).toBe('ok');
  });
});

describe('roles and the one owner', () => {
  it('lets only the owner promote and demote, never on themselves, never to owner', async () => {
    const g = await setUp('public');
    const { owner, moderator, member, outsider } = people;
    const set = (who: Member, user: Member, role: string) =>
      call(who, 'set_member_role', { p_group_id: g, p_user_id: user.id, p_role: role }).then(
        outcome,
      );
    expect(await set(moderator, member, 'moderator')).toBe('403 group_forbidden');
    expect(await set(member, member, 'moderator')).toBe('409 group_own_role');
    expect(await set(moderator, moderator, 'member')).toBe('409 group_own_role');
    expect(await set(owner, owner, 'member')).toBe('409 group_own_role');
    expect(await set(owner, member, 'owner')).toBe('400 group_role_invalid');
    expect(await set(owner, outsider, 'moderator')).toBe('404 group_member_not_found');
    expect(await set(owner, member, 'moderator')).toBe('ok');
    expect(await set(owner, moderator, 'member')).toBe('ok');
    expect(await rolesOf(g)).toEqual({
      [owner.id]: 'owner',
      [member.id]: 'moderator',
      [moderator.id]: 'member',
    });
  });

  it('keeps the owner until the group is handed over to a member', async () => {
    const g = await setUp('private');
    const { owner, moderator, member, outsider } = people;
    expect(outcome(await call(owner, 'leave_group', { p_group_id: g }))).toBe(
      '409 group_owner_cannot_leave',
    );
    const hand = (who: Member, to: Member) =>
      call(who, 'transfer_ownership', { p_group_id: g, p_user_id: to.id }).then(outcome);
    expect(await hand(moderator, member)).toBe('403 group_forbidden');
    expect(await hand(owner, owner)).toBe('409 group_own_role');
    expect(await hand(owner, outsider)).toBe('404 group_member_not_found');
    expect(await hand(owner, member)).toBe('ok');
    expect(await rolesOf(g)).toEqual({
      [owner.id]: 'moderator',
      [moderator.id]: 'moderator',
      [member.id]: 'owner',
    });
    expect(outcome(await call(member, 'leave_group', { p_group_id: g }))).toBe(
      '409 group_owner_cannot_leave',
    );
    expect(outcome(await call(owner, 'leave_group', { p_group_id: g }))).toBe('ok');
    expect(await memberCountOf(g)).toEqual({ stored: 2, real: 2 });
  });

  it('refuses any write that would leave a group without its one owner, even the service role’s', async () => {
    const g = await setUp('public');
    const service = serviceClient();
    const drop = await service
      .from('group_members')
      .delete()
      .eq('group_id', g)
      .eq('user_id', people.owner.id);
    expect(drop.error?.message).toBe('group_owner_required');
    const second = await service
      .from('group_members')
      .update({ role: 'owner' })
      .eq('group_id', g)
      .eq('user_id', people.member.id);
    expect(second.error?.code).toBe('23505');
    expect((await rolesOf(g))[people.owner.id]).toBe('owner');
  });

  it('hands a deleted owner’s group to the earliest moderator', async () => {
    const [founder] = await createMembers('group-founder', 1);
    crowd.push(founder!);
    const group = await insertGroup(founder!.id, { privacy: 'public' });
    groups.push(group.id);
    await addMembers(group.id, [
      [people.member, 'member'],
      [people.moderator, 'moderator'],
    ]);
    const gone = await serviceClient().auth.admin.deleteUser(founder!.id);
    expect(gone.error).toBeNull();
    expect(await rolesOf(group.id)).toEqual({
      [people.member.id]: 'member',
      [people.moderator.id]: 'owner',
    });
    expect(await memberCountOf(group.id)).toEqual({ stored: 2, real: 2 });
  });
});

describe('deleting a group', () => {
  it('leaves its events unlinked, a members-only one still hidden from everyone but its organizer', async () => {
    const g = await setUp('private');
    const { owner, member } = people;
    const { data: event } = await serviceClient()
      .from('events')
      .insert(eventRow(owner.id, { group_id: g, members_only: true }))
      .select('id')
      .single();
    expect((await member.client.from('events').select('id').eq('id', event!.id)).data).toHaveLength(
      1,
    );
    const gone = await owner.client.from('groups').delete().eq('id', g).select('id');
    expect(gone.data).toEqual([{ id: g }]);
    const after = await owner.client
      .from('events')
      .select('group_id, members_only')
      .eq('id', event!.id);
    expect(after.data).toEqual([{ group_id: null, members_only: true }]);
    expect((await member.client.from('events').select('id').eq('id', event!.id)).data).toEqual([]);
    const opened = await owner.client
      .from('events')
      .update({ members_only: false })
      .eq('id', event!.id)
      .select('members_only');
    expect(opened.data).toEqual([{ members_only: false }]);
    await serviceClient().from('events').delete().eq('id', event!.id);
  });
});

describe('removing and banning', () => {
  it('is for the owner and moderators; a moderator is the owner’s to remove', async () => {
    const g = await setUp('public');
    const { owner, moderator, member, outsider } = people;
    await call(outsider, 'join_group', { p_group_id: g });
    const remove = (who: Member, user: Member) =>
      call(who, 'remove_member', { p_group_id: g, p_user_id: user.id }).then(outcome);
    expect(await remove(member, outsider)).toBe('403 group_forbidden');
    expect(await remove(moderator, owner)).toBe('409 group_target_owner');
    expect(await remove(moderator, moderator)).toBe('409 group_self');
    expect(await remove(moderator, people.second)).toBe('404 group_member_not_found');
    expect(await remove(moderator, outsider)).toBe('ok');
    // A removed member may join a public group again; a banned one may not.
    expect((await call(outsider, 'join_group', { p_group_id: g })).data).toBe('member');
    const ban = (who: Member, user: Member) =>
      call(who, 'ban_member', { p_group_id: g, p_user_id: user.id, p_reason: 'спам' }).then(
        outcome,
      );
    expect(await ban(member, outsider)).toBe('403 group_forbidden');
    expect(await ban(moderator, owner)).toBe('409 group_target_owner');
    expect(await ban(moderator, outsider)).toBe('ok');
    expect(outcome(await call(outsider, 'join_group', { p_group_id: g }))).toBe('403 group_banned');
    await call(owner, 'set_member_role', {
      p_group_id: g,
      p_user_id: member.id,
      p_role: 'moderator',
    });
    expect(await remove(member, moderator)).toBe('403 group_forbidden');
    expect(await ban(member, moderator)).toBe('403 group_forbidden');
    expect(await remove(owner, moderator)).toBe('ok');
    expect(await memberCountOf(g)).toEqual({ stored: 2, real: 2 });
    const bans = await moderator.client.from('group_bans').select('reason').eq('group_id', g);
    expect(bans.data).toEqual([]);
    const seen = await member.client
      .from('group_bans')
      .select('user_id, reason')
      .eq('group_id', g)
      .order('user_id');
    expect(seen.data).toEqual(
      [
        { user_id: people.banned.id, reason: null },
        { user_id: outsider.id, reason: 'спам' },
      ].sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
  });
});

describe('under concurrency', () => {
  it('keeps one owner and true counts through 20 simultaneous role changes, joins and requests', async () => {
    crowd = [...crowd, ...(await createMembers('group-crowd', 20))];
    const members = crowd.slice(-20, -10);
    const askers = crowd.slice(-10);
    const { owner, moderator } = people;
    const group = await insertGroup(owner.id, { privacy: 'private', name: 'Толпа' });
    groups.push(group.id);
    await addMembers(group.id, [
      [moderator, 'moderator'],
      ...members.map((m) => [m, 'member'] as [Member, 'member']),
    ]);
    const g = group.id;
    // Twenty at once: the owner promotes five and hands the group to three different members
    // (only the first hand-over can succeed: the others come from someone no longer the owner),
    // promoted members try to change their own roles, ten outsiders ask to join.
    const calls = [
      ...members
        .slice(0, 5)
        .map((m) =>
          call(owner, 'set_member_role', { p_group_id: g, p_user_id: m.id, p_role: 'moderator' }),
        ),
      ...members
        .slice(5, 8)
        .map((m) => call(owner, 'transfer_ownership', { p_group_id: g, p_user_id: m.id })),
      ...members
        .slice(8, 10)
        .map((m) =>
          call(m, 'set_member_role', { p_group_id: g, p_user_id: m.id, p_role: 'moderator' }),
        ),
      ...askers.map((m) => call(m, 'request_to_join', { p_group_id: g })),
    ];
    const answers = (await Promise.all(calls)).map(outcome);
    expect(answers.slice(5, 8).filter((a) => a === 'ok')).toHaveLength(1);
    expect(answers.slice(5, 8).filter((a) => a !== 'ok')).toEqual([
      '403 group_forbidden',
      '403 group_forbidden',
    ]);
    expect(answers.slice(8, 10)).toEqual(['409 group_own_role', '409 group_own_role']);
    expect(answers.slice(10).every((a) => a === 'ok')).toBe(true);

    const roles = await rolesOf(g);
    const owners = Object.entries(roles).filter(([, r]) => r === 'owner');
    expect(owners).toHaveLength(1);
    const newOwner = owners[0]![0];
    expect(members.slice(5, 8).map((m) => m.id)).toContain(newOwner);
    expect(roles[owner.id]).toBe('moderator');

    // Then twenty decisions at once: every request decided twice by two moderators.
    const { data: requests } = await serviceClient()
      .from('group_join_requests')
      .select('id')
      .eq('group_id', g)
      .eq('status', 'pending');
    expect(requests).toHaveLength(10);
    const decisions = await Promise.all(
      requests!.flatMap((r) => [
        call(moderator, 'approve_join_request', { p_request_id: r.id }),
        call(owner, 'decline_join_request', { p_request_id: r.id }),
      ]),
    );
    const decided = decisions.map(outcome);
    expect(decided.filter((a) => a === 'ok')).toHaveLength(10);
    expect(decided.filter((a) => a === '409 group_request_not_pending')).toHaveLength(10);
    const { data: after } = await serviceClient()
      .from('group_join_requests')
      .select('user_id, status')
      .eq('group_id', g);
    const finalRoles = await rolesOf(g);
    for (const r of after!) {
      expect(r.status === 'approved', r.user_id).toBe(finalRoles[r.user_id] === 'member');
    }
    expect(Object.values(finalRoles).filter((r) => r === 'owner')).toHaveLength(1);
    const counts = await memberCountOf(g);
    expect(counts.stored).toBe(counts.real);
  });
});
