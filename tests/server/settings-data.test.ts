import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './events-fixtures';
import { samples } from './storage-fixtures';
import { addMembers, insertGroup, rolesOf } from './support/groups';
import { type Client, anonClient, serviceClient } from './support/stack';

/**
 * «Скачать мои данные» and «Удалить аккаунт» (issue 18) through their edge functions, with the
 * real supabase-js: the export under the caller's own identity, and a deletion after which no
 * table holds anything of the person's under their name, no file of theirs is left and no token
 * of theirs works.
 */

const PASSWORD = 'Settings-data-41';
const HOUR = 3_600_000;

interface Person {
  id: string;
  email: string;
  client: Client;
}

async function person(label: string): Promise<Person> {
  const email = `${label}-${randomUUID().slice(0, 8)}@settings-data.vstrechi.test`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Данные ${label}` },
  });
  expect(error).toBeNull();
  const client = anonClient();
  expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  return { id: data.user!.id, email, client };
}

const past = (hoursAgo: number) => ({
  starts_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  ends_at: new Date(Date.now() - (hoursAgo - 2) * HOUR).toISOString(),
});

/** The public tables and views with their columns, from the generated types of the migrations. */
function publicRelations(): { name: string; columns: string[] }[] {
  const types = readFileSync('src/services/database.types.ts', 'utf8');
  const publicPart = types.slice(types.indexOf('  public: {'), types.indexOf('    Functions: {'));
  return [...publicPart.matchAll(/^ {6}(\w+): \{\n {8}Row: \{\n([\s\S]*?)\n {8}\}/gm)].map(
    ([, name, body]) => ({
      name: name!,
      columns: [...body!.matchAll(/^ {10}(\w+):/gm)].map(([, c]) => c!),
    }),
  );
}

/** Every row of every public table or view in which `id` appears in a column that holds ids. */
async function rowsNaming(id: string): Promise<Record<string, Record<string, unknown>[]>> {
  const found: Record<string, Record<string, unknown>[]> = {};
  const service = serviceClient();
  for (const { name, columns } of publicRelations()) {
    const idColumns = columns.filter((c) => /(^id$|_id$|^user_[ab]$|_by$)/.test(c));
    for (const column of idColumns) {
      const { data, error } = await service
        .from(name as 'profiles')
        .select('*')
        .eq(column as 'id', id);
      // A column of ids that are numbers: no uuid is ever in it.
      if (error?.code === '22P02') continue;
      expect(error, `${name}.${column}`).toBeNull();
      if (data?.length) (found[name] ??= []).push(...(data as Record<string, unknown>[]));
    }
  }
  return found;
}

const invoke = (c: Client, name: string, body?: Record<string, string>) =>
  c.functions.invoke(name, body === undefined ? { method: 'GET' } : { body });

describe('export-my-data', () => {
  let me: Person;
  let other: Person;
  beforeAll(async () => {
    [me, other] = await Promise.all([person('export'), person('export-other')]);
  });
  afterAll(async () => {
    for (const p of [me, other]) await serviceClient().auth.admin.deleteUser(p.id);
  });

  it("answers the caller's profile, events, RSVPs, groups and messages, and nobody else's", async () => {
    const mine = await insertEvent(me.id, { title: 'Моя встреча' });
    const theirs = await insertEvent(other.id, { title: 'Чужая встреча' });
    expect((await me.client.rpc('rsvp', { p_event_id: theirs.id })).error).toBeNull();
    expect((await other.client.rpc('rsvp', { p_event_id: mine.id })).error).toBeNull();
    const group = await insertGroup(other.id, { privacy: 'public' });
    await addMembers(group.id, [[me, 'member']]);
    const { data: chat } = await serviceClient()
      .from('conversations')
      .select('id')
      .eq('group_id', group.id)
      .single();
    await me.client.rpc('send_message', {
      p_conversation_id: chat!.id,
      p_client_id: randomUUID(),
      p_body: 'Моё сообщение',
    });
    await other.client.rpc('send_message', {
      p_conversation_id: chat!.id,
      p_client_id: randomUUID(),
      p_body: 'Чужое сообщение',
    });

    const { data, error } = await invoke(me.client, 'export-my-data');
    expect(error).toBeNull();
    expect(data.account).toEqual({ id: me.id, email: me.email });
    expect(data.profile).toMatchObject({ id: me.id, full_name: 'Данные export' });
    expect(data.eventsOrganised.map((e: { title: string }) => e.title)).toEqual(['Моя встреча']);
    expect(data.rsvps).toHaveLength(1);
    expect(data.rsvps[0]).toMatchObject({ user_id: me.id, event: { title: 'Чужая встреча' } });
    expect(data.groupMemberships).toHaveLength(1);
    expect(data.groupMemberships[0]).toMatchObject({ group: { id: group.id }, role: 'member' });
    expect(data.messages.map((m: { body: string }) => m.body)).toEqual(['Моё сообщение']);
    expect(JSON.stringify(data)).not.toContain(other.email);
  });

  it('a visitor gets nothing', async () => {
    const { error } = await invoke(anonClient(), 'export-my-data');
    expect(error?.context).toMatchObject({ status: 401 });
  });
});

describe('delete-account', () => {
  let me: Person;
  let moderator: Person;
  let attendee: Person;
  let token: string;
  let refresh: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [me, moderator, attendee] = await Promise.all([
      person('delete'),
      person('delete-moderator'),
      person('delete-attendee'),
    ]);
    const { data } = await me.client.auth.getSession();
    token = data.session!.access_token;
    refresh = data.session!.refresh_token;

    await me.client
      .from('profiles')
      .update({ bio: 'Обо мне', city: 'Казань', avatar_url: 'https://example.com/a.png' })
      .eq('id', me.id);
    const png = samples.png();
    for (const [bucket, path] of [
      ['avatars', `${me.id}/avatar.png`],
      ['images', `${me.id}/events/cover.png`],
    ] as const) {
      const { error } = await me.client.storage
        .from(bucket)
        .upload(path, png, { contentType: 'image/png' });
      expect(error).toBeNull();
    }

    const future = await insertEvent(me.id, { title: 'Будущая встреча' });
    const draft = await insertEvent(me.id, { title: 'Черновик', status: 'draft' });
    const done = await insertEvent(me.id, { title: 'Прошедшая встреча', ...past(48) });
    const theirs = await insertEvent(attendee.id, { title: 'Встреча участника' });
    const theirsPast = await insertEvent(attendee.id, { title: 'Прошлое', ...past(72) });
    Object.assign(ids, {
      future: future.id,
      draft: draft.id,
      done: done.id,
      theirs: theirs.id,
      theirsPast: theirsPast.id,
    });
    expect((await attendee.client.rpc('rsvp', { p_event_id: future.id })).error).toBeNull();
    expect((await me.client.rpc('rsvp', { p_event_id: theirs.id })).error).toBeNull();
    const { error: attended } = await serviceClient()
      .from('rsvps')
      .insert({ event_id: theirsPast.id, user_id: me.id, status: 'going' });
    expect(attended).toBeNull();

    const shared = await insertGroup(me.id, { name: 'Группа с модератором', privacy: 'public' });
    await addMembers(shared.id, [
      [attendee, 'member'],
      [moderator, 'moderator'],
    ]);
    const alone = await insertGroup(me.id, { name: 'Группа без никого' });
    ids.shared = shared.id;
    ids.alone = alone.id;

    const { data: direct, error: startError } = await me.client.rpc('start_direct_conversation', {
      p_user_id: attendee.id,
    });
    expect(startError).toBeNull();
    ids.direct = direct as unknown as string;
    const { error: sendError } = await me.client.rpc('send_message', {
      p_conversation_id: ids.direct,
      p_client_id: randomUUID(),
      p_body: 'Привет перед уходом',
    });
    expect(sendError).toBeNull();
    expect((await me.client.from('user_blocks').insert({ blocked_id: moderator.id })).error).toBe(
      null,
    );
  });

  afterAll(async () => {
    for (const p of [moderator, attendee]) await serviceClient().auth.admin.deleteUser(p.id);
  });

  it('refuses an address that is not the account’s, and a visitor', async () => {
    const wrong = await invoke(me.client, 'delete-account', { email: moderator.email });
    expect(wrong.error?.context).toMatchObject({ status: 400 });
    expect(await wrong.error?.context.json()).toEqual({ error: 'email_mismatch' });
    const visitor = await invoke(anonClient(), 'delete-account', { email: me.email });
    expect(visitor.error?.context).toMatchObject({ status: 401 });
    const { data } = await serviceClient().from('profiles').select('deleted_at').eq('id', me.id);
    expect(data).toEqual([{ deleted_at: null }]);
  });

  it('the database function is the service role’s only', async () => {
    const { error } = await me.client.rpc('delete_account_data', { p_user_id: me.id });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('deletes: nothing of theirs is left under their name, no file, no working token', async () => {
    const { data, error } = await invoke(me.client, 'delete-account', {
      email: `  ${me.email.toUpperCase()} `,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });

    const left = await rowsNaming(me.id);
    // What others keep: the emptied profile row, their message, the past event and its attendance.
    expect(Object.keys(left).sort()).toEqual(
      ['conversations', 'event_catalogue', 'events', 'messages', 'profiles', 'rsvps'].sort(),
    );
    expect(left.profiles).toEqual([
      expect.objectContaining({
        full_name: null,
        avatar_url: null,
        bio: '',
        city: '',
        interests: [],
        deleted_at: expect.any(String),
      }),
    ]);
    expect(left.messages!.map((m) => m.body)).toEqual(['Привет перед уходом']);
    const events = Object.fromEntries(left.events!.map((e) => [e.title, e.status]));
    expect(events).toEqual({ 'Будущая встреча': 'cancelled', 'Прошедшая встреча': 'published' });
    expect(left.rsvps!.map((r) => r.event_id)).toEqual([ids.theirsPast]);
    expect(left.conversations!.map((c) => c.id)).toEqual([ids.direct]);
    expect(JSON.stringify(left)).not.toMatch(/Данные delete|Обо мне|Казань|settings-data/);

    // The attendee's seat in the cancelled event and the groups: handed over or gone.
    expect(await rolesOf(ids.shared!)).toEqual({
      [moderator.id]: 'owner',
      [attendee.id]: 'member',
    });
    const { data: alone } = await serviceClient().from('groups').select('id').eq('id', ids.alone!);
    expect(alone).toEqual([]);

    for (const [bucket, folder] of [
      ['avatars', me.id],
      ['images', `${me.id}/events`],
    ] as const) {
      const { data: files } = await serviceClient().storage.from(bucket).list(folder);
      expect(files, bucket).toEqual([]);
    }

    const { data: account } = await serviceClient().auth.admin.getUserById(me.id);
    expect(account.user?.email ?? null).toBeFalsy();
    const again = await anonClient().auth.signInWithPassword({
      email: me.email,
      password: PASSWORD,
    });
    expect(again.error).not.toBeNull();
    expect((await anonClient().auth.refreshSession({ refresh_token: refresh })).error).not.toBe(
      null,
    );
    expect((await anonClient().auth.getUser(token)).error).not.toBeNull();
    // Their public page is gone, as for an id nobody has.
    const page = await anonClient().rpc('user_profile_page', { p_user_id: me.id });
    expect(page).toMatchObject({ error: null, data: null });
    const exported = await invoke(me.client, 'export-my-data');
    expect(exported.error?.context).toMatchObject({ status: 401 });
  });

  it('the address is free again for a new account', async () => {
    const { data, error } = await serviceClient().auth.admin.createUser({
      email: me.email,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(error).toBeNull();
    await serviceClient().auth.admin.deleteUser(data.user!.id);
  });
});
