import { expect } from 'vitest';
import type { Database } from '../../../src/services/database.types';
import { createMember, type Member } from '../events-fixtures';
import { serviceClient } from './stack';

/**
 * Shared by the groups-*.test.ts files: groups and their people written set-based through the
 * service role (which bypasses RLS but not the triggers: the founder becomes the owner, counters
 * follow the rows), and the answer of an RPC reduced to what the app reads of it.
 */

type GroupInsert = Database['public']['Tables']['groups']['Insert'];
export type GroupRow = Database['public']['Tables']['groups']['Row'];
export type Role = 'owner' | 'moderator' | 'member';

export async function insertGroup(
  ownerId: string,
  overrides: Partial<GroupInsert> = {},
): Promise<GroupRow> {
  const { data, error } = await serviceClient()
    .from('groups')
    .insert({
      name: 'Тестовая группа',
      description: 'Проверка правил групп',
      category_id: 'technology',
      city: 'Москва',
      privacy: 'private',
      created_by: ownerId,
      ...overrides,
    })
    .select()
    .single();
  expect(error).toBeNull();
  return data!;
}

/** Adds members with their roles in one insert (the owner is there already). */
export async function addMembers(groupId: string, people: [Member, Exclude<Role, 'owner'>][]) {
  if (!people.length) return;
  const { error } = await serviceClient()
    .from('group_members')
    .insert(people.map(([m, role]) => ({ group_id: groupId, user_id: m.id, role })));
  expect(error).toBeNull();
}

export async function banFrom(groupId: string, people: Member[], by: Member) {
  const { error } = await serviceClient()
    .from('group_bans')
    .insert(people.map((m) => ({ group_id: groupId, user_id: m.id, banned_by: by.id })));
  expect(error).toBeNull();
}

/** The roles of a group's members as the service role reads them, by user id. */
export async function rolesOf(groupId: string): Promise<Record<string, Role>> {
  const { data, error } = await serviceClient()
    .from('group_members')
    .select('user_id, role')
    .eq('group_id', groupId);
  expect(error).toBeNull();
  return Object.fromEntries(data!.map((r) => [r.user_id, r.role as Role]));
}

/** member_count as stored, and the real number of rows. */
export async function memberCountOf(groupId: string) {
  const service = serviceClient();
  const [{ data: group }, { count }] = await Promise.all([
    service.from('groups').select('member_count').eq('id', groupId).single(),
    service
      .from('group_members')
      .select('user_id', { count: 'exact', head: true })
      .eq('group_id', groupId),
  ]);
  return { stored: group?.member_count, real: count };
}

interface RpcAnswer {
  status: number;
  error: { code?: string; message?: string } | null;
}

/** What a refused call tells the app: HTTP status and message key (or 'ok'). */
export const outcome = ({ status, error }: RpcAnswer) =>
  error ? `${status} ${error.message}` : 'ok';

/** A cast of people for one file: the roles the matrix checks, each a fresh account. */
export async function createCast<const L extends readonly string[]>(
  labels: L,
): Promise<Record<L[number], Member>> {
  const service = serviceClient();
  const people = await Promise.all(labels.map((l) => createMember(`group-${l}`, service)));
  return Object.fromEntries(labels.map((l, i) => [l, people[i]])) as Record<L[number], Member>;
}
