import type { MailMessage, Mailer } from '../core/types';
import { renderInbox, renderMessage } from './inbox';
import { MailStore, type StoredMessage } from './store';

export { renderAuthEmail, pickLanguage, MAIL_LANGUAGES, type MailLanguage } from './templates';

export interface MailerOptions {
  /** Messages live under `<dataDir>/mail/`; null keeps them in memory only. */
  dataDir: string | null;
  /** `Name <address>` of the sender. */
  from?: string;
  /** true logs each message (recipient, subject, first link) to stdout; a function receives the line. */
  log?: boolean | ((line: string) => void);
}

export interface LocalMailer extends Mailer {
  readonly store: MailStore;
}

const DEFAULT_FROM = 'Встречи <noreply@vstrechi.local>';

function parseAddress(raw: string): { Name: string; Address: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(raw);
  return m ? { Name: m[1]!.replace(/^"|"$/g, ''), Address: m[2]! } : { Name: '', Address: raw };
}

export function createMailer(options: MailerOptions): LocalMailer {
  const store = new MailStore(options.dataDir);
  const from = parseAddress(options.from ?? DEFAULT_FROM);
  const log =
    options.log === true
      ? (line: string) => console.log(line)
      : typeof options.log === 'function'
        ? options.log
        : null;
  return {
    store,
    async send(message: MailMessage) {
      store.add({
        From: from,
        To: message.to.split(',').map((a) => parseAddress(a.trim())),
        Subject: message.subject,
        HTML: message.html,
        Text: message.text,
      });
      if (log) {
        const link = /https?:\/\/\S+/.exec(message.text)?.[0];
        log(`[mail] to ${message.to}: ${message.subject}${link ? `\n       ${link}` : ''}`);
      }
    },
  };
}

function snippet(m: StoredMessage): string {
  const s = m.Text.replace(/\s+/g, ' ').trim();
  return s.length > 250 ? `${s.slice(0, 250)}...` : s;
}

function summary(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    Read: m.Read,
    From: m.From,
    To: m.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.Subject,
    Created: m.Created,
    Tags: [],
    Size: m.Size,
    Attachments: 0,
    Snippet: snippet(m),
  };
}

function detail(m: StoredMessage) {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    From: m.From,
    To: m.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: m.From.Address,
    Subject: m.Subject,
    Date: m.Created,
    Tags: [],
    Text: m.Text,
    HTML: m.HTML,
    Size: m.Size,
    Inline: [],
    Attachments: [],
  };
}

/**
 * Mailpit's search subset: `to:`, `from:`, `subject:` and `is:read|unread` terms, other words
 * matched against subject and text, all terms must match (case-insensitive).
 */
function matches(m: StoredMessage, query: string): boolean {
  const terms = query.match(/(?:[^\s"]+:)?"[^"]*"|\S+/g) ?? [];
  return terms.every((raw) => {
    const term = raw.toLowerCase();
    const [field, ...rest] = term.includes(':') ? term.split(':') : ['', term];
    const value = rest.join(':').replace(/^"|"$/g, '');
    const to = m.To.map((a) => `${a.Name} ${a.Address}`.toLowerCase()).join(' ');
    switch (field) {
      case 'to':
        return to.includes(value);
      case 'from':
        return `${m.From.Name} ${m.From.Address}`.toLowerCase().includes(value);
      case 'subject':
        return m.Subject.toLowerCase().includes(value);
      case 'is':
        return value === 'read' ? m.Read : value === 'unread' ? !m.Read : false;
      default: {
        const word = term.replace(/^"|"$/g, '');
        return `${m.Subject} ${m.Text} ${to}`.toLowerCase().includes(word);
      }
    }
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

function listResponse(all: StoredMessage[], selected: StoredMessage[], url: URL) {
  const start = Math.max(0, Number.parseInt(url.searchParams.get('start') ?? '0', 10) || 0);
  const limit = Math.max(1, Number.parseInt(url.searchParams.get('limit') ?? '50', 10) || 50);
  const pageItems = selected.slice(start, start + limit);
  return json({
    total: all.length,
    unread: all.filter((m) => !m.Read).length,
    count: pageItems.length,
    messages_count: selected.length,
    start,
    tags: [],
    messages: pageItems.map(summary),
  });
}

/** Mailpit's JSON API and the HTML inbox as one Fetch handler (mounted on 127.0.0.1:54324). */
export function createMailApi(mailer: LocalMailer): (req: Request) => Promise<Response> {
  const { store } = mailer;
  return async (req: Request) => {
    const url = new URL(req.url);
    const p = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method.toUpperCase();

    if (p === '/api/v1/messages' && method === 'GET') {
      const all = store.list();
      return listResponse(all, all, url);
    }
    if (p === '/api/v1/search' && method === 'GET') {
      const all = store.list();
      const query = url.searchParams.get('query') ?? '';
      return listResponse(
        all,
        all.filter((m) => matches(m, query)),
        url,
      );
    }
    if (p === '/api/v1/messages' && method === 'DELETE') {
      let ids: string[] | undefined;
      const text = await req.text().catch(() => '');
      if (text.trim()) {
        try {
          const body = JSON.parse(text) as { IDs?: unknown };
          if (Array.isArray(body.IDs))
            ids = body.IDs.filter((x): x is string => typeof x === 'string');
        } catch {
          return json({ Error: 'invalid JSON body' }, 400);
        }
      }
      store.delete(ids && ids.length > 0 ? ids : undefined);
      return new Response('ok', { headers: { 'Content-Type': 'text/plain' } });
    }
    const one = /^\/api\/v1\/message\/([^/]+)$/.exec(p);
    if (one && method === 'GET') {
      const m = store.get(decodeURIComponent(one[1]!));
      if (!m) return new Response('message not found', { status: 404 });
      store.markRead(m.ID);
      return json(detail(m));
    }
    if (p === '/' && method === 'GET') return html(renderInbox(store.list()));
    const view = /^\/message\/([^/]+)$/.exec(p);
    if (view && method === 'GET') {
      const m = store.get(decodeURIComponent(view[1]!));
      if (!m) return html(renderInbox(store.list()), 404);
      store.markRead(m.ID);
      return html(renderMessage(m));
    }
    if (p === '/clear' && method === 'POST') {
      store.delete();
      return new Response(null, { status: 303, headers: { Location: '/' } });
    }
    return json({ Error: 'not found' }, 404);
  };
}
