import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, deleteMembers, insertEvent, type Member } from './events-fixtures';
import { addMembers, createCast, insertGroup } from './support/groups';
import { anonClient, serviceClient, stack, type Client } from './support/stack';
import { SEED_USERS } from './support/tokens';

/**
 * user_profile_page (20261128004000_public_profiles.sql) for each viewer: a visitor, the person,
 * another member, a member of the person's private group, and an admin. What the page lists of
 * events is what the viewer's own policies let them read; the person's attendance is shown
 * unless they hide it, to everyone alike.
 */

interface PageAnswer {
  profile: {
    id: string;
    full_name: string | null;
    bio: string;
    city: string;
    interests: string[];
    hide_attended: boolean;
    created_at: string;
  };
  groups: { id: string; name: string; role: string }[];
  organising: { id: string }[];
  attended: { id: string }[];
}

const DAY = 24 * 3_600_000;
const past = (days: number) => ({
  starts_at: new Date(Date.now() - days * DAY).toISOString(),
  ends_at: new Date(Date.now() - days * DAY + 7_200_000).toISOString(),
});

let people: Record<'person' | 'other' | 'insider', Member>;
let visitor: Client;
let admin: Client;
const ids = {} as Record<
  | 'publicGroup'
  | 'privateGroup'
  | 'upcoming'
  | 'draft'
  | 'membersOnly'
  | 'finished'
  | 'attended'
  | 'attendedMembersOnly'
  | 'waitlisted',
  string
>;

async function pageAs(client: Client, id = people.person.id) {
  const { data, error } = await client.rpc('user_profile_page', { p_user_id: id });
  expect(error).toBeNull();
  return data as unknown as PageAnswer | null;
}

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

beforeAll(async () => {
  people = await createCast(['person', 'other', 'insider'] as const);
  visitor = anonClient();
  admin = await adminClient();
  const { person, other, insider } = people;
  const service = serviceClient();
  await service
    .from('profiles')
    .update({ bio: 'Люблю походы', city: 'Казань', interests: ['food', 'technology'] })
    .eq('id', person.id);

  ids.publicGroup = (await insertGroup(other.id, { privacy: 'public', name: 'Открытый клуб' })).id;
  ids.privateGroup = (await insertGroup(insider.id, { privacy: 'private', name: 'Свои' })).id;
  await addMembers(ids.publicGroup, [[person, 'member']]);
  await addMembers(ids.privateGroup, [[person, 'moderator']]);

  ids.upcoming = (await insertEvent(person.id, { title: 'Будет' })).id;
  ids.draft = (await insertEvent(person.id, { title: 'Черновик', status: 'draft' })).id;
  ids.membersOnly = (
    await insertEvent(person.id, {
      title: 'Для своих',
      group_id: ids.privateGroup,
      members_only: true,
    })
  ).id;
  ids.finished = (await insertEvent(person.id, { title: 'Прошло', ...past(3) })).id;
  ids.attended = (await insertEvent(other.id, { title: 'Был', ...past(5) })).id;
  ids.attendedMembersOnly = (
    await insertEvent(insider.id, {
      title: 'Был среди своих',
      group_id: ids.privateGroup,
      members_only: true,
      ...past(6),
    })
  ).id;
  ids.waitlisted = (await insertEvent(other.id, { title: 'В очереди', ...past(7) })).id;
  // RSVPs written as they stood before the events ended: rsvp() refuses past events.
  const { error } = await service.from('rsvps').insert([
    { event_id: ids.attended, user_id: person.id, status: 'going' },
    { event_id: ids.attendedMembersOnly, user_id: person.id, status: 'going' },
    { event_id: ids.waitlisted, user_id: person.id, status: 'waitlisted' },
  ]);
  expect(error).toBeNull();
});

afterAll(async () => {
  await serviceClient().from('groups').delete().in('id', [ids.publicGroup, ids.privateGroup]);
  await deleteMembers(Object.values(people));
});

describe('user_profile_page', () => {
  it('answers a visitor the person, their public groups and the events anyone may read', async () => {
    const page = await pageAs(visitor);
    expect(page!.profile).toMatchObject({
      id: people.person.id,
      full_name: 'Участник group-person',
      bio: 'Люблю походы',
      city: 'Казань',
      // Kept in the categories' order, whatever order they were written in.
      interests: ['technology', 'food'],
      hide_attended: false,
    });
    expect(page!.profile.created_at).toEqual(expect.any(String));
    expect(page!.groups).toEqual([
      expect.objectContaining({ id: ids.publicGroup, name: 'Открытый клуб', role: 'member' }),
    ]);
    expect(idsOf(page!.organising)).toEqual([ids.upcoming]);
    expect(idsOf(page!.attended)).toEqual([ids.attended]);
  });

  it('answers another member as a visitor: no draft, no members-only event, no private group', async () => {
    const page = await pageAs(people.other.client);
    expect(idsOf(page!.groups)).toEqual([ids.publicGroup]);
    expect(idsOf(page!.organising)).toEqual([ids.upcoming]);
    expect(idsOf(page!.attended)).toEqual([ids.attended]);
  });

  it('shows a member of the private group its members-only events, never the group itself', async () => {
    const page = await pageAs(people.insider.client);
    expect(idsOf(page!.groups)).toEqual([ids.publicGroup]);
    expect(idsOf(page!.organising).sort()).toEqual([ids.upcoming, ids.membersOnly].sort());
    expect(idsOf(page!.attended)).toEqual([ids.attended, ids.attendedMembersOnly]);
  });

  it('shows the person and an admin what their policies let them read, drafts never', async () => {
    for (const client of [people.person.client, admin]) {
      const page = await pageAs(client);
      expect(idsOf(page!.organising).sort()).toEqual([ids.upcoming, ids.membersOnly].sort());
      expect(idsOf(page!.attended)).toEqual([ids.attended, ids.attendedMembersOnly]);
    }
  });

  it('lists no attended events to anyone once the person hides them', async () => {
    const { error } = await people.person.client
      .from('profiles')
      .update({ hide_attended: true })
      .eq('id', people.person.id);
    expect(error).toBeNull();
    try {
      for (const client of [visitor, people.other.client, people.person.client, admin]) {
        const page = await pageAs(client);
        expect(page!.profile.hide_attended).toBe(true);
        expect(page!.attended).toEqual([]);
        expect(idsOf(page!.organising)).toContain(ids.upcoming);
      }
    } finally {
      await serviceClient()
        .from('profiles')
        .update({ hide_attended: false })
        .eq('id', people.person.id);
    }
  });

  it('answers null for an id no one has, and refuses one that is not a uuid', async () => {
    expect(await pageAs(visitor, '00000000-0000-4000-8000-00000000dead')).toBeNull();
    const { error, status } = await visitor.rpc('user_profile_page', { p_user_id: 'nobody' });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it("answers a plain GET with the key in the query as supabase-js is answered (the visitor's page)", async () => {
    const { apiUrl, anonKey } = stack();
    const get = (id: string) =>
      fetch(`${apiUrl}/rest/v1/rpc/user_profile_page?p_user_id=${id}&apikey=${anonKey}`);
    const found = await get(people.person.id);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(await pageAs(visitor));
    const unknown = await get('00000000-0000-4000-8000-00000000dead');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toBeNull();
  });

  it('shows the seed accounts as supabase/seed.sql describes them', async () => {
    const dmitry = await pageAs(visitor, SEED_USERS.dmitry.id);
    expect(dmitry!.profile).toMatchObject({
      city: 'Москва',
      interests: ['technology', 'health', 'business'],
    });
    expect(dmitry!.organising.length).toBeGreaterThan(0);
    const ekaterina = await pageAs(visitor, SEED_USERS.ekaterina.id);
    expect(ekaterina!.profile.hide_attended).toBe(true);
    expect(ekaterina!.attended).toEqual([]);
  });

  it('keeps the RSVPs themselves hidden from other people', async () => {
    // The insider organises none of the events the person went to as a plain attendee.
    const { data } = await people.insider.client
      .from('rsvps')
      .select('event_id')
      .in('event_id', [ids.attended, ids.waitlisted]);
    expect(data).toEqual([]);
    const { error } = await visitor.rpc(
      'profile_attended_events' as never,
      { p_user_id: people.person.id } as never,
    );
    expect(error).not.toBeNull();
  });
});
