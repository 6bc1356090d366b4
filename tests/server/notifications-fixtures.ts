import { expect } from 'vitest';
import type { Database } from '../../src/services/database.types';
import { serviceClient } from './support/stack';

/**
 * Shared by the notifications-*.test.ts files: what the database made for a person, read by the
 * service role and reduced to what a test states (type, actor, how many others, parameters).
 */
export type NotificationRow = Database['public']['Tables']['notifications']['Row'];

export interface Notice {
  type: string;
  actor: string | null;
  others: number;
  params: Record<string, unknown>;
  read: boolean;
}

export async function rowsOf(userId: string): Promise<NotificationRow[]> {
  const { data, error } = await serviceClient()
    .from('notifications')
    .select('*')
    .eq('user_id', userId)
    .order('id');
  expect(error).toBeNull();
  return data!;
}

export async function noticesOf(userId: string, type?: string): Promise<Notice[]> {
  return (await rowsOf(userId))
    .filter((r) => !type || r.type === type)
    .map((r) => ({
      type: r.type,
      actor: r.actor_id,
      others: r.others_count,
      params: r.params as Record<string, unknown>,
      read: r.read_at !== null,
    }));
}

/** Only the types, in order: "exactly these, nothing else". */
export async function typesOf(userId: string): Promise<string[]> {
  return (await rowsOf(userId)).map((r) => r.type);
}

export type OutboxRow = Database['public']['Tables']['notification_outbox']['Row'];

export async function outboxOf(userId: string): Promise<OutboxRow[]> {
  const { data, error } = await serviceClient()
    .from('notification_outbox')
    .select('*')
    .eq('user_id', userId)
    .order('id');
  expect(error).toBeNull();
  return data!;
}
