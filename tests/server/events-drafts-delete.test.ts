/**
 * Deleting events (issue 21 item 14, migration 20261124000200): drafts only, by their organizer
 * or an admin; a published or cancelled event is never deleted by anyone through the API (it is
 * cancelled instead). The same request the app sends (src/services/events.ts deleteDraft).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  createMember,
  deleteMembers,
  insertEvent,
  type Member,
} from './events-fixtures';
import { anonClient, serviceClient, type Client } from './support/stack';

let visitor: Client;
let admin: Client;
let organizer: Member;
let other: Member;

beforeAll(async () => {
  visitor = anonClient();
  admin = await adminClient();
  [organizer, other] = await Promise.all([createMember('deleter'), createMember('bystander')]);
});

afterAll(async () => {
  await deleteMembers([organizer, other]);
});

const deleteDraft = (who: Client, id: string) =>
  who.from('events').delete().eq('id', id).eq('status', 'draft').select('id').maybeSingle();
/** Without the app's status filter: what RLS alone allows. */
const deleteAny = (who: Client, id: string) =>
  who.from('events').delete().eq('id', id).select('id');
const exists = async (id: string) =>
  (await serviceClient().from('events').select('id').eq('id', id)).data?.length === 1;

describe('deleting a draft', () => {
  it('lets its organizer delete it', async () => {
    const draft = await insertEvent(organizer.id, { status: 'draft' });
    const { data, error } = await deleteDraft(organizer.client, draft.id);
    expect(error).toBeNull();
    expect(data).toEqual({ id: draft.id });
    expect(await exists(draft.id)).toBe(false);
  });

  it('lets an admin delete anyone’s draft', async () => {
    const draft = await insertEvent(organizer.id, { status: 'draft' });
    const { data, error } = await deleteDraft(admin, draft.id);
    expect(error).toBeNull();
    expect(data).toEqual({ id: draft.id });
    expect(await exists(draft.id)).toBe(false);
  });

  it('deletes nothing for another member and refuses a visitor', async () => {
    const draft = await insertEvent(organizer.id, { status: 'draft' });
    const byOther = await deleteDraft(other.client, draft.id);
    expect(byOther.error).toBeNull();
    expect(byOther.data).toBeNull();
    const byVisitor = await deleteDraft(visitor, draft.id);
    expect(byVisitor.error?.code).toBe('42501');
    expect(await exists(draft.id)).toBe(true);
    await serviceClient().from('events').delete().eq('id', draft.id);
  });
});

describe('published and cancelled events are cancelled, never deleted', () => {
  it('refuses everyone, the organizer and admins included, even without the status filter', async () => {
    for (const status of ['published', 'cancelled'] as const) {
      const event = await insertEvent(organizer.id, { status });
      for (const who of [organizer.client, other.client, admin]) {
        const { data, error } = await deleteAny(who, event.id);
        expect(error).toBeNull();
        expect(data).toEqual([]);
      }
      expect((await deleteAny(visitor, event.id)).error?.code).toBe('42501');
      expect(await exists(event.id)).toBe(true);
      await serviceClient().from('events').delete().eq('id', event.id);
    }
  });
});
