/** The outbox: Mailpit-compatible JSON API, the HTML inbox, persistence and the auth templates. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailApi, createMailer, renderAuthEmail } from '../../server/mail';
import {
  SUPABASE_TEMPLATE_FILES,
  formattedSupabaseTemplate,
  supabaseTemplate,
} from '../../server/mail/supabase-templates';
import { MAIL_LANGUAGES, pickLanguage } from '../../server/mail/templates';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-mail-'));
  dirs.push(d);
  return d;
};

const message = (to: string, subject: string) => ({
  to,
  subject,
  html: `<p>Hello <a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup">link</a></p>`,
  text: `Hello\n\nhttp://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup\n`,
});

async function get(api: (r: Request) => Promise<Response>, p: string, init?: RequestInit) {
  const res = await api(new Request(`http://127.0.0.1:54324${p}`, init));
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    type,
    body: type.includes('json') ? await res.json() : await res.text(),
  };
}

describe('Mailpit API', () => {
  it('lists newest first with Mailpit fields, returns a message and marks it read', async () => {
    const mailer = createMailer({ dataDir: null });
    const api = createMailApi(mailer);
    await mailer.send(message('anna@example.com', 'First'));
    await mailer.send(message('Boris <boris@example.com>', 'Second'));

    const list = await get(api, '/api/v1/messages');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, unread: 2, count: 2 });
    const [newest, oldest] = list.body.messages;
    expect(newest).toMatchObject({
      Subject: 'Second',
      To: [{ Name: 'Boris', Address: 'boris@example.com' }],
      From: { Name: 'Встречи', Address: 'noreply@vstrechi.local' },
      Read: false,
    });
    expect(Date.parse(newest.Created)).not.toBeNaN();
    expect(newest.Snippet).toContain('Hello');
    expect(oldest.Subject).toBe('First');

    const one = await get(api, `/api/v1/message/${oldest.ID}`);
    expect(one.body).toMatchObject({ ID: oldest.ID, Subject: 'First' });
    expect(one.body.HTML).toContain('<a href=');
    expect(one.body.Text).toContain('/auth/v1/verify?token=abc');
    expect(Date.parse(one.body.Date)).not.toBeNaN();
    expect((await get(api, '/api/v1/messages')).body.unread).toBe(1);
    expect((await get(api, '/api/v1/message/latest')).body.Subject).toBe('Second');
    expect((await get(api, '/api/v1/message/nope')).status).toBe(404);
  });

  it('searches by recipient and deletes some or all messages', async () => {
    const mailer = createMailer({ dataDir: null });
    const api = createMailApi(mailer);
    await mailer.send(message('anna@example.com', 'For Anna'));
    await mailer.send(message('boris@example.com', 'For Boris'));
    await mailer.send(message('anna@example.com', 'Again Anna'));

    const found = await get(
      api,
      '/api/v1/search?query=' + encodeURIComponent('to:anna@example.com'),
    );
    expect(found.body.messages.map((m: any) => m.Subject)).toEqual(['Again Anna', 'For Anna']);
    expect(found.body.total).toBe(3);

    const id = found.body.messages[0].ID;
    const del = await get(api, '/api/v1/messages', {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [id] }),
    });
    expect(del.status).toBe(200);
    expect((await get(api, '/api/v1/messages')).body.total).toBe(2);
    await get(api, '/api/v1/messages', { method: 'DELETE' });
    expect((await get(api, '/api/v1/messages')).body).toMatchObject({ total: 0, messages: [] });
  });

  it('keeps messages across restarts when given a data folder', async () => {
    const dataDir = tempDir();
    const first = createMailer({ dataDir });
    await first.send(message('anna@example.com', 'Persisted'));
    await first.send(message('anna@example.com', 'Persisted too'));
    const reopened = createMailApi(createMailer({ dataDir }));
    const list = await get(reopened, '/api/v1/messages');
    expect(list.body.messages.map((m: any) => m.Subject)).toEqual(['Persisted too', 'Persisted']);
    // a half-written file from a crash is not a message
    fs.writeFileSync(path.join(dataDir, 'mail', 'broken.json'), '{"ID":');
    expect(
      (await get(createMailApi(createMailer({ dataDir })), '/api/v1/messages')).body.total,
    ).toBe(2);
  });

  it('serves an HTML inbox whose message view keeps links clickable', async () => {
    const mailer = createMailer({ dataDir: null });
    const api = createMailApi(mailer);
    expect((await get(api, '/')).body).toContain('No messages yet.');
    await mailer.send(message('anna@example.com', 'Подтвердите <адрес>'));
    const inbox = await get(api, '/');
    expect(inbox.type).toContain('text/html');
    expect(inbox.body).toContain('Подтвердите &lt;адрес&gt;');
    const id = /href="\/message\/([^"]+)"/.exec(inbox.body)![1]!;
    const view = await get(api, `/message/${id}`);
    expect(view.body).toContain(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup" target="_top">',
    );
    expect(view.body).toContain('srcdoc="&lt;base target=&quot;_top&quot;&gt;');
    const cleared = await api(new Request('http://127.0.0.1:54324/clear', { method: 'POST' }));
    expect(cleared.status).toBe(303);
    expect(mailer.store.list()).toHaveLength(0);
  });

  it('logs each message when asked', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ dataDir: null, log: (l) => lines.push(l) });
    await mailer.send(message('anna@example.com', 'Logged'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('anna@example.com: Logged');
    expect(lines[0]).toContain('http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup');
  });
});

describe('auth email templates', () => {
  const data = {
    ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=t&type=signup&redirect_to=x',
    Email: 'anna@example.com',
    NewEmail: 'new@example.com',
    Token: '123456',
    SiteURL: 'http://127.0.0.1:5173',
  };

  it.each(MAIL_LANGUAGES)(
    'has every kind in %s with subject, HTML and text carrying the link',
    (lang) => {
      const subjects = new Set<string>();
      for (const kind of ['signup', 'recovery', 'email_change'] as const) {
        const m = renderAuthEmail(kind, lang, data);
        expect(m.subject.length).toBeGreaterThan(5);
        subjects.add(m.subject);
        expect(m.html).toContain(`<html lang="${lang}">`);
        expect(m.html).toContain(
          'href="http://127.0.0.1:54321/auth/v1/verify?token=t&amp;type=signup&amp;redirect_to=x"',
        );
        expect(m.text).toContain(data.ConfirmationURL);
        expect(m.text).toContain('123456');
        expect(m.text).not.toMatch(/\{\{/);
        expect(m.html).not.toMatch(/\{\{/);
        if (kind === 'email_change') expect(m.text).toContain('new@example.com');
      }
      expect(subjects.size).toBe(3);
    },
  );

  it('escapes what users control in the HTML part', () => {
    const m = renderAuthEmail('signup', 'en', { ...data, Email: '<script>x</script>@example.com' });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;');
  });

  it('picks the first supported language and falls back to Russian', () => {
    expect(pickLanguage(null, 'en-GB,en;q=0.9')).toBe('en');
    expect(pickLanguage('pl', 'xx', 'de-DE')).toBe('de');
    expect(pickLanguage(undefined, 42, 'pl-PL,pl')).toBe('ru');
  });
});

describe('Supabase CLI templates', () => {
  const dir = path.resolve(
    path.dirname(new URL(import.meta.url).pathname),
    '../../supabase/templates',
  );

  it.each(Object.entries(SUPABASE_TEMPLATE_FILES))(
    '%s is in supabase/templates/%s and up to date (npx tsx server/mail/supabase-templates.ts)',
    async (kind, file) => {
      const target = path.join(dir, file);
      const committed = fs.readFileSync(target, 'utf8');
      expect(committed).toBe(await formattedSupabaseTemplate(kind as any, target));
    },
  );

  it('branches on .Data.locale with Russian as the fallback and keeps the Go placeholders', () => {
    const t = supabaseTemplate('signup');
    expect(t).toContain('{{- with .Data.locale -}}');
    for (const lang of ['en', 'fr', 'de']) expect(t).toContain(`eq $lang "${lang}"`);
    const ru = t.slice(t.indexOf('{{ else }}'));
    expect(ru).toContain('Подтвердите адрес электронной почты');
    expect(t).toContain('href="{{ .ConfirmationURL }}"');
    expect(t.match(/\{\{ (if|end) /g)?.length).toBe(2);
  });
});
