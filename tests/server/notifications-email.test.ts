import { beforeAll, describe, expect, it } from 'vitest';
import {
  deliverOutbox,
  rpcOverHttp,
  type OutgoingEmail,
  type Transport,
} from '../../supabase/functions/notify-email/deliver';
import { unsubscribeUrlFor } from '../../supabase/functions/notify-email/env';
import { httpTransport } from '../../supabase/functions/notify-email/handler';
import { createMember, insertEvent, type Member } from './events-fixtures';
import { outboxOf } from './notifications-fixtures';
import { stack } from './support/stack';
import { userToken } from './support/tokens';

/**
 * Notification emails (issue 17) through the sender the stack and the edge function run
 * (deliverOutbox), against the shared stack's outbox: each in its recipient's language, retried
 * when the transport fails and never delivered twice, with a one-click unsubscribe that works.
 * The sender claims every due row (other files' too); each test reads only its own people's.
 */
const SITE = 'http://127.0.0.1:5173';

function sender(transport: Transport, now?: Date) {
  const { apiUrl, serviceRoleKey, anonKey } = stack();
  return deliverOutbox({
    rpc: rpcOverHttp(apiUrl, serviceRoleKey),
    transport,
    siteUrl: SITE,
    unsubscribeUrl: unsubscribeUrlFor(apiUrl, anonKey),
    limit: 500,
    ...(now ? { now } : {}),
  });
}

/** A transport that keeps what it was given, failing for the addresses in `failing`. */
function capture(failing = new Set<string>()) {
  const sent: OutgoingEmail[] = [];
  const transport: Transport = {
    async send(email) {
      if (failing.has(email.to)) throw new Error('smtp: 451 try again later');
      sent.push(email);
    },
  };
  return { sent, transport, to: (m: Member) => sent.filter((e) => e.to === m.email) };
}

async function cancelledUnder(organiser: Member, guests: Member[]) {
  const event = await insertEvent(organiser.id, { title: 'Вечер настольных игр' });
  for (const g of guests) {
    expect((await g.client.rpc('rsvp', { p_event_id: event.id })).error).toBeNull();
  }
  const { error } = await organiser.client
    .from('events')
    .update({ status: 'cancelled' })
    .eq('id', event.id);
  expect(error).toBeNull();
  return event;
}

let organiser: Member;
const readers = {} as Record<'ru' | 'en' | 'fr' | 'de', Member>;

beforeAll(async () => {
  organiser = await createMember('notify-mail-organiser');
  for (const lang of ['ru', 'en', 'fr', 'de'] as const) {
    readers[lang] = await createMember(`notify-mail-${lang}`);
    const { error } = await readers[lang].client
      .from('profiles')
      .update({ language: lang })
      .eq('id', readers[lang].id);
    expect(error).toBeNull();
  }
});

describe('emails', () => {
  let event: Awaited<ReturnType<typeof insertEvent>>;
  const mail = capture();

  beforeAll(async () => {
    event = await cancelledUnder(organiser, Object.values(readers));
    await sender(mail.transport);
  });

  it('queue for the types a person keeps email on: a cancellation, not an RSVP', async () => {
    for (const m of Object.values(readers)) {
      expect((await outboxOf(m.id)).map((r) => [r.type, r.status])).toEqual([
        ['event.cancelled', 'sent'],
      ]);
    }
    expect(await outboxOf(organiser.id)).toEqual([]);
  });

  it('are written in each recipient’s language', () => {
    const subjects = Object.fromEntries(
      Object.entries(readers).map(([lang, m]) => [lang, mail.to(m).map((e) => e.subject)]),
    );
    expect(subjects).toEqual({
      ru: ['Событие «Вечер настольных игр» отменено'],
      en: ['“Вечер настольных игр” is cancelled'],
      fr: ['« Вечер настольных игр » est annulé'],
      de: ['„Вечер настольных игр“ wurde abgesagt'],
    });
    const [en] = mail.to(readers.en);
    expect(en!.html).toContain('<html lang="en">');
    expect(en!.text).toContain('The organiser cancelled');
    expect(en!.text).toContain(`${SITE}/events/${event.id}`);
    expect(mail.to(readers.de)[0]!.text).toContain('In Vstrechi öffnen');
  });

  it('carry a one-click unsubscribe link and its headers', () => {
    const [ru] = mail.to(readers.ru);
    const link = /^<(.+)>$/.exec(ru!.headers['List-Unsubscribe']!)![1]!;
    expect(link).toMatch(/\/functions\/v1\/notify-unsubscribe\?token=/);
    expect(ru!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(ru!.text).toContain(link);
    expect(ru!.messageId).toMatch(/^notification-\d+@vstrechi$/);
  });
});

describe('delivery', () => {
  it('retries a failing transport with backoff and delivers each email once', async () => {
    const flaky = await createMember('notify-mail-flaky');
    await cancelledUnder(organiser, [flaky]);
    const failing = capture(new Set([flaky.email]));
    await sender(failing.transport);
    const [row] = await outboxOf(flaky.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/451/);
    expect(Date.parse(row!.next_attempt_at) - Date.now()).toBeGreaterThan(20_000);

    const working = capture();
    await sender(working.transport); // not due yet
    expect(working.to(flaky)).toEqual([]);
    await sender(working.transport, new Date(Date.now() + 60_000));
    await sender(working.transport, new Date(Date.now() + 3_600_000));
    expect(working.to(flaky)).toHaveLength(1);
    expect(await outboxOf(flaky.id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('gives up after five failures, keeping the error', async () => {
    const dead = await createMember('notify-mail-dead');
    await cancelledUnder(organiser, [dead]);
    const failing = capture(new Set([dead.email]));
    for (let minutes = 0; minutes <= 20; minutes += 5) {
      await sender(failing.transport, new Date(Date.now() + minutes * 60_000));
    }
    expect(await outboxOf(dead.id)).toMatchObject([{ status: 'failed', attempts: 5 }]);
  });

  it('reaches the inbox once per message id, headers included', async () => {
    const { mailUrl } = stack();
    const transport = httpTransport(mailUrl, 'noreply@vstrechi.local');
    const messageId = `notification-test-${Date.now()}@vstrechi`;
    const email: OutgoingEmail = {
      to: readers.fr.email,
      subject: 'Test',
      html: '<p>Test</p>',
      text: 'Test',
      messageId,
      headers: { 'List-Unsubscribe': '<https://example.test/u>' },
    };
    await transport.send(email);
    await transport.send(email);
    const search = await fetch(
      `${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${readers.fr.email} subject:Test`)}`,
    );
    const found = (await search.json()) as { messages: { ID: string }[] };
    expect(found.messages).toHaveLength(1);
    const headers = (await (
      await fetch(`${mailUrl}/api/v1/message/${found.messages[0]!.ID}/headers`)
    ).json()) as Record<string, string[]>;
    expect(headers['List-Unsubscribe']).toEqual(['<https://example.test/u>']);
    expect(headers['Message-Id']).toEqual([`<${messageId}>`]);
  });

  it('runs as a function for the service role only', async () => {
    const { apiUrl, anonKey } = stack();
    const url = `${apiUrl}/functions/v1/notify-email`;
    const asUser = await fetch(url, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${await userToken(organiser.id)}` },
    });
    expect(asUser.status).toBe(403);
    const get = await fetch(url, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    expect(get.status).toBe(405);
  });
});

describe('unsubscribe', () => {
  it('turns that type’s email off from the link, and the next one is not queued', async () => {
    const person = await createMember('notify-mail-unsubscribe');
    await cancelledUnder(organiser, [person]);
    const mail = capture();
    await sender(mail.transport);
    const [email] = mail.to(person);
    const link = /^<(.+)>$/.exec(email!.headers['List-Unsubscribe']!)![1]!;

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Вы отписались');
    const prefs = (await person.client.rpc('notification_preferences')).data!;
    expect(prefs.find((p) => p.type === 'event.cancelled')).toMatchObject({
      in_app: true,
      email: false,
    });
    await cancelledUnder(organiser, [person]);
    expect((await outboxOf(person.id)).map((r) => r.type)).toEqual(['event.cancelled']);

    // The mail client's one-click POST (RFC 8058) works the same, again and again.
    const post = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
  });

  it('refuses a token that is not signed for that person and type', async () => {
    const { apiUrl, anonKey } = stack();
    const forged = unsubscribeUrlFor(apiUrl, anonKey)(
      `${readers.en.id}:event.cancelled:${'0'.repeat(64)}`,
      'en',
    );
    const answer = await fetch(forged);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('This link is not valid');
    const prefs = (await readers.en.client.rpc('notification_preferences')).data!;
    expect(prefs.find((p) => p.type === 'event.cancelled')).toMatchObject({ email: true });
  });
});
