import { describe, expect, it } from 'vitest';
import {
  OUTSIDER,
  joinActionOf,
  keysetFilter,
  type GroupStanding,
} from '../../src/services/groups';
import { RAISED_KEYS, toGroupsFailure } from '../../src/services/groups-errors';

/**
 * How the groups service reads PostgREST's refusals (the behaviour itself is tested against the
 * stack in tests/server/groups-*.test.ts), which join button a standing offers, and the keyset
 * filter's text.
 */

describe('toGroupsFailure', () => {
  it('maps every key the migrations raise to its code', () => {
    expect(toGroupsFailure({ code: 'P0001', message: 'group_owner_cannot_leave' })).toEqual({
      code: 'owner_cannot_leave',
      message: 'group_owner_cannot_leave',
    });
    expect(toGroupsFailure({ code: '42501', message: 'group_banned' }).code).toBe('banned');
    expect(toGroupsFailure({ code: 'P0001', message: 'group_closed' }).code).toBe('closed');
    expect(toGroupsFailure({ code: 'P0002', message: 'group_member_not_found' }).code).toBe(
      'not_member',
    );
    expect(toGroupsFailure({ code: '42501', message: 'not_authenticated' }).code).toBe(
      'not_signed_in',
    );
    expect(
      Object.keys(RAISED_KEYS).every((k) => toGroupsFailure({ message: k }).code !== 'unknown'),
    ).toBe(true);
  });

  it('matches a key exactly, not inside another one', () => {
    expect(toGroupsFailure({ code: 'P0001', message: 'group_event_members_only' })).toEqual({
      code: 'invalid',
      message: 'group_event_members_only',
      field: 'membersOnly',
    });
    expect(toGroupsFailure({ code: 'XX000', message: 'something group_banned said' }).code).toBe(
      'unknown',
    );
  });

  it('names the field of a refused value by its constraint', () => {
    const check = (constraint: string) =>
      toGroupsFailure({
        code: '23514',
        message: `new row for relation "x" violates check constraint "${constraint}"`,
      });
    expect(check('groups_name_check')).toMatchObject({ code: 'invalid', field: 'name' });
    expect(check('groups_city_when_offline')).toMatchObject({ field: 'city' });
    expect(check('group_comments_body_check')).toMatchObject({ field: 'body' });
    expect(check('group_join_requests_message_check')).toMatchObject({ field: 'message' });
    expect(check('some_other_check')).toEqual({
      code: 'invalid',
      message: 'new row for relation "x" violates check constraint "some_other_check"',
    });
  });

  it('reads RLS refusals, missing rows, bad ids and network failures', () => {
    expect(
      toGroupsFailure({ code: '42501', message: 'new row violates row-level security' }).code,
    ).toBe('forbidden');
    expect(toGroupsFailure({ code: 'PGRST116', message: '0 rows' }).code).toBe('not_found');
    expect(
      toGroupsFailure({ code: '22P02', message: 'invalid input syntax for type uuid' }).code,
    ).toBe('not_found');
    expect(toGroupsFailure(new TypeError('Failed to fetch')).code).toBe('network');
    expect(toGroupsFailure({ code: 'XX000', message: 'boom' }).code).toBe('unknown');
  });

  it('passes a failure it made itself through unchanged', () => {
    const failure = { code: 'banned' as const, message: 'group_banned' };
    expect(toGroupsFailure(failure)).toBe(failure);
  });
});

describe('joinActionOf', () => {
  const standing = (s: Partial<GroupStanding>): GroupStanding => ({ ...OUTSIDER, ...s });

  it('offers each state of the join button', () => {
    expect(joinActionOf('public', OUTSIDER, false)).toBe('sign_in');
    expect(joinActionOf('public', OUTSIDER, true)).toBe('join');
    expect(joinActionOf('private', OUTSIDER, true)).toBe('request');
    const pending = standing({ request: { id: 'r', status: 'pending', message: null } });
    expect(joinActionOf('private', pending, true)).toBe('cancel_request');
    const declined = standing({ request: { id: 'r', status: 'declined', message: null } });
    expect(joinActionOf('private', declined, true)).toBe('request');
    expect(joinActionOf('private', standing({ role: 'member' }), true)).toBe('leave');
    expect(joinActionOf('private', standing({ role: 'moderator' }), true)).toBe('leave');
    expect(joinActionOf('public', standing({ role: 'owner' }), true)).toBe('owner');
    expect(joinActionOf('public', standing({ banned: true }), true)).toBe('banned');
  });
});

describe('keysetFilter', () => {
  it('continues after the last row in either direction, the timestamp quoted', () => {
    const cursor = { createdAt: '2026-11-25T06:44:03.123456+00:00', id: 'abc' };
    expect(keysetFilter(cursor, 'desc')).toBe(
      'created_at.lt."2026-11-25T06:44:03.123456+00:00",and(created_at.eq."2026-11-25T06:44:03.123456+00:00",id.lt.abc)',
    );
    expect(keysetFilter(cursor, 'asc')).toContain('created_at.gt.');
  });
});
