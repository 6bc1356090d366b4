import type { StoredMessage } from './store';

/** The inbox for people: a list and a message view, plain server-rendered HTML, no scripts. */

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f7;color:#1f2933}
header{background:#6b46c1;color:#fff;padding:12px 24px;display:flex;gap:16px;align-items:center}
header a{color:#fff;text-decoration:none;font-weight:bold}
main{max-width:1000px;margin:24px auto;padding:0 16px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e4e7eb;font-size:14px}
tr.unread td{font-weight:bold}
td a{color:#1f2933;text-decoration:none;display:block}
.meta{background:#fff;padding:16px;margin-bottom:16px;font-size:14px}
.meta div{margin:4px 0}
iframe{width:100%;height:640px;border:1px solid #e4e7eb;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:16px;border:1px solid #e4e7eb}
form{margin:0 0 0 auto}
button{background:#fff;color:#6b46c1;border:0;border-radius:4px;padding:6px 12px;cursor:pointer}
.empty{background:#fff;padding:32px;text-align:center}
</style></head>
<body><header><a href="/">Vstrechi · local inbox</a>
<form method="post" action="/clear"><button type="submit">Delete all</button></form></header>
<main>${body}</main></body></html>`;

const addresses = (list: { Name: string; Address: string }[]) =>
  list.map((a) => (a.Name ? `${a.Name} <${a.Address}>` : a.Address)).join(', ');

export function renderInbox(messages: StoredMessage[]): string {
  if (messages.length === 0) {
    return page('Inbox', '<p class="empty">No messages yet.</p>');
  }
  const rows = messages
    .map(
      (m) => `<tr class="${m.Read ? 'read' : 'unread'}">
<td><a href="/message/${encodeURIComponent(m.ID)}">${esc(addresses(m.To))}</a></td>
<td><a href="/message/${encodeURIComponent(m.ID)}">${esc(m.Subject)}</a></td>
<td><time datetime="${esc(m.Created)}">${esc(m.Created.replace('T', ' ').slice(0, 19))}</time></td></tr>`,
    )
    .join('\n');
  return page(
    `Inbox (${messages.length})`,
    `<table><thead><tr><th>To</th><th>Subject</th><th>Received (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** Links inside the message open in the top window, so a confirmation link leaves the inbox. */
function framed(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (h) => h + base) : base + html;
}

function linkify(text: string): string {
  return esc(text).replace(
    /https?:\/\/[^\s<>"']+/g,
    (url) => `<a href="${url}" target="_top">${url}</a>`,
  );
}

export function renderMessage(m: StoredMessage): string {
  return page(
    m.Subject,
    `<div class="meta">
<div><strong>From:</strong> ${esc(addresses([m.From]))}</div>
<div><strong>To:</strong> ${esc(addresses(m.To))}</div>
<div><strong>Subject:</strong> ${esc(m.Subject)}</div>
<div><strong>Date:</strong> ${esc(m.Created)}</div></div>
<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${esc(framed(m.HTML))}"></iframe>
<h2>Text part</h2><pre>${linkify(m.Text)}</pre>`,
  );
}
