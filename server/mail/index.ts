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
      if (message.messageId && store.hasMessageId(message.messageId)) return;
      store.add({
        From: from,
        To: message.to.split(',').map((a) => parseAddress(a.trim())),
        Subject: message.subject,
        HTML: message.html,
        Text: message.text,
        ...(message.messageId ? { MessageID: message.messageId } : {}),
        ...(message.headers ? { Headers: message.headers } : {}),
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

/** Mailpit's `GET /api/v1/message/{ID}/headers`: every header as a list of values. */
function messageHeaders(m: StoredMessage): Record<string, string[]> {
  const list = (a: { Name: string; Address: string }[]) =>
    a.map((x) => (x.Name ? `${x.Name} <${x.Address}>` : x.Address)).join(', ');
  const headers: Record<string, string[]> = {
    From: [list([m.From])],
    To: [list(m.To)],
    Subject: [m.Subject],
    Date: [new Date(m.Created).toUTCString()],
    'Message-Id': [`<${m.MessageID}>`],
  };
  for (const [name, value] of Object.entries(m.Headers ?? {})) headers[name] = [value];
  return headers;
}

interface SendBody {
  To?: { Email?: unknown }[];
  Subject?: unknown;
  Text?: unknown;
  HTML?: unknown;
  Headers?: Record<string, unknown>;
}

/**
 * Mailpit's send API (`POST /api/v1/send`), so code that sends over HTTP (the notify-email
 * function) can deliver here; a Message-ID already delivered is not delivered again.
 */
async function send(mailer: LocalMailer, req: Request): Promise<Response> {
  let body: SendBody;
  try {
    body = (await req.json()) as SendBody;
  } catch {
    return json({ Error: 'invalid JSON body' }, 400);
  }
  const to = (body.To ?? []).map((a) => a.Email).filter((e): e is string => typeof e === 'string');
  if (to.length === 0 || typeof body.Subject !== 'string') {
    return json({ Error: 'To and Subject are required' }, 400);
  }
  const headers: Record<string, string> = {};
  let messageId: string | undefined;
  for (const [name, value] of Object.entries(body.Headers ?? {})) {
    if (typeof value !== 'string') continue;
    if (name.toLowerCase() === 'message-id') messageId = value.replace(/^<|>$/g, '');
    else headers[name] = value;
  }
  await mailer.send({
    to: to.join(', '),
    subject: body.Subject,
    text: typeof body.Text === 'string' ? body.Text : '',
    html: typeof body.HTML === 'string' ? body.HTML : '',
    headers,
    ...(messageId ? { messageId } : {}),
  });
  const stored = messageId
    ? mailer.store.list().find((m) => m.MessageID === messageId)
    : mailer.store.list()[0];
  return json({ ID: stored?.ID ?? '' });
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
    if (p === '/api/v1/send' && method === 'POST') return send(mailer, req);
    const headers = /^\/api\/v1\/message\/([^/]+)\/headers$/.exec(p);
    if (headers && method === 'GET') {
      const m = store.get(decodeURIComponent(headers[1]!));
      if (!m) return new Response('message not found', { status: 404 });
      return json(messageHeaders(m));
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
