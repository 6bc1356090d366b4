import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../src/services/database.types';
import { clientWithToken, serviceClient, type Client } from './support/stack';
import { SEED_USERS, userToken } from './support/tokens';

/**
 * Shared by the events-*.test.ts files: throwaway members created through the service role's
 * admin API (never public sign-up: the shared stack rate-limits it), clients acting as them, and
 * events written through the service role.
 */

type EventInsert = Database['public']['Tables']['events']['Insert'];

// Any bcrypt hash will do: these members sign in with minted tokens, never with a password, and a
// ready hash spares the stack a bcrypt round per user.
const PASSWORD_HASH = '$2a$10$440s2nI2TZ/xFLXAVjlMU.OyTjOF76O7PLDql6Mt175Te8Wx5Dhlm';

export interface Member {
  id: string;
  email: string;
  client: Client;
}

export async function createMember(label: string, service = serviceClient()): Promise<Member> {
  const email = `${label}-${randomUUID().slice(0, 8)}@events.vstrechi.test`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password_hash: PASSWORD_HASH,
    email_confirm: true,
    user_metadata: { full_name: `Участник ${label}` },
  });
  expect(error).toBeNull();
  const id = data.user!.id;
  return { id, email, client: clientWithToken(await userToken(id)) };
}

/** Creates members a few at a time: the stack serialises database work anyway. */
export async function createMembers(label: string, count: number): Promise<Member[]> {
  const service = serviceClient();
  const members: Member[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) =>
      createMember(`${label}${i + j}`, service),
    );
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

export async function deleteMembers(members: Member[]): Promise<void> {
  const service = serviceClient();
  for (const m of members) await service.auth.admin.deleteUser(m.id);
}

/** The seed admin, with the role where the app reads it: app_metadata. */
export async function adminClient(): Promise<Client> {
  return clientWithToken(
    await userToken(SEED_USERS.admin.id, {
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
    }),
  );
}

const HOUR = 3_600_000;

export function eventRow(organizerId: string, overrides: Partial<EventInsert> = {}): EventInsert {
  const starts = Date.now() + 7 * 24 * HOUR;
  return {
    organizer_id: organizerId,
    title: 'Тестовая встреча',
    description: 'Проверка правил доступа',
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 2 * HOUR).toISOString(),
    is_online: false,
    venue_name: 'Коворкинг «Точка»',
    address: 'ул. Тверская, 1',
    city: 'Москва',
    category_id: 'technology',
    status: 'published',
    ...overrides,
  };
}

/** Inserts through the service role (which bypasses RLS and the featured guard). */
export async function insertEvent(organizerId: string, overrides: Partial<EventInsert> = {}) {
  const { data, error } = await serviceClient()
    .from('events')
    .insert(eventRow(organizerId, overrides))
    .select()
    .single();
  expect(error).toBeNull();
  return data!;
}

/** The counters on the event row, and the real counts from rsvps. */
export async function countsOf(eventId: string) {
  const service = serviceClient();
  const { data: event, error } = await service
    .from('events')
    .select('going_count, waitlist_count')
    .eq('id', eventId)
    .single();
  expect(error).toBeNull();
  const { data: rows } = await service
    .from('rsvps')
    .select('user_id, status, created_at')
    .eq('event_id', eventId)
    .order('created_at')
    .order('user_id');
  const going = rows!.filter((r) => r.status === 'going').length;
  const waitlisted = rows!.filter((r) => r.status === 'waitlisted').length;
  return {
    counters: event!,
    real: { going_count: going, waitlist_count: waitlisted },
    rows: rows!,
  };
}

export async function expectCountersTrue(eventId: string) {
  const { counters, real } = await countsOf(eventId);
  expect(counters).toEqual(real);
  return real;
}
