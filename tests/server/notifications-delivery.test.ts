import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type Stack } from '../../server/stack';
import { freshDatabase, scratchRoot } from './support/child-stack';
import { clientAt, stack } from './support/stack';
import { userToken } from './support/tokens';

/**
 * The local stack's scheduler delivers on its own (issue 17): on a stack of this file's own with
 * the scheduler on (as `npm start` runs it), an event cancelled under someone who keeps email on
 * reaches the inbox within the sender's round, in their language, nobody calling the sender.
 */
let own: Stack;
let root: string;

beforeAll(async () => {
  root = scratchRoot();
  const server = stack().databaseUrl;
  own = await startStack({
    root,
    apiPort: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: server ? await freshDatabase(server) : null,
    seed: false,
    scheduler: true,
    log: () => {},
  });
});

afterAll(async () => {
  await own?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function person(label: string) {
  const admin = clientAt(own.apiUrl, own.serviceRoleKey);
  const email = `${label}-${randomUUID().slice(0, 8)}@notify.vstrechi.test`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: `Pass-${randomUUID()}`,
    email_confirm: true,
    user_metadata: { full_name: label },
  });
  expect(error).toBeNull();
  const id = data.user!.id;
  const client = clientAt(own.apiUrl, own.anonKey, {
    global: { headers: { Authorization: `Bearer ${await userToken(id)}` } },
  });
  return { id, email, client };
}

it('sends a cancellation to the inbox by itself, in the recipient’s language', async () => {
  const organiser = await person('organiser');
  const guest = await person('guest');
  expect(
    (await guest.client.from('profiles').update({ language: 'fr' }).eq('id', guest.id)).error,
  ).toBeNull();
  const starts = Date.now() + 7 * 24 * 3_600_000;
  const { data: event, error } = await organiser.client
    .from('events')
    .insert({
      organizer_id: organiser.id,
      title: 'Soirée jeux',
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(starts + 3_600_000).toISOString(),
      is_online: true,
      category_id: 'technology',
      status: 'published',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  expect((await guest.client.rpc('rsvp', { p_event_id: event!.id })).error).toBeNull();
  expect(
    (await organiser.client.from('events').update({ status: 'cancelled' }).eq('id', event!.id))
      .error,
  ).toBeNull();

  // The sender runs every 5 s: ask the inbox until the email is there (at most 15 s).
  const search = `${own.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${guest.email}`)}`;
  let subjects: string[] = [];
  for (let i = 0; i < 150 && subjects.length === 0; i++) {
    const found = (await (await fetch(search)).json()) as { messages: { Subject: string }[] };
    subjects = found.messages.map((m) => m.Subject);
    if (!subjects.length) await new Promise((r) => setTimeout(r, 100));
  }
  expect(subjects).toEqual(['« Soirée jeux » est annulé']);
});
