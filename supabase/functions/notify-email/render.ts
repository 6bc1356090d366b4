import de from './templates/de.json' with { type: 'json' };
import en from './templates/en.json' with { type: 'json' };
import fr from './templates/fr.json' with { type: 'json' };
import ru from './templates/ru.json' with { type: 'json' };

/**
 * A notification email in its recipient's language, from the outbox row's type and parameters
 * (the texts are in ./templates/<lang>.json). Web-standard code only: the same file runs in the
 * edge function (Deno) and in the local stack (Node).
 */
export const LANGUAGES = ['ru', 'en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

type Texts = typeof ru;
const TEXTS: Record<Language, Texts> = { ru, en, fr, de };

const LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };

export function languageOf(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'ru';
}

export function textsOf(language: Language): Texts {
  return TEXTS[language];
}

/** What the sender gets from notification_outbox_claim. */
export interface OutboxEmail {
  id: number | string;
  email: string;
  language: string;
  type: string;
  params: Record<string, unknown>;
  actor_name: string | null;
  unsubscribe_token: string;
  attempts: number;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Where the notification leads on the site (the same places the in-app list links to). */
export function notificationPath(type: string, params: Record<string, unknown>): string {
  const id = (key: string) => encodeURIComponent(str(params[key]));
  if (type === 'message.unread') return `/messages/${id('conversationUserId')}`;
  if (type === 'discussion.reply') return `/groups/${id('groupId')}/threads/${id('threadId')}`;
  if (type.startsWith('group.') && type !== 'group.event_created')
    return `/groups/${id('groupId')}`;
  if (params.eventId) return `/events/${id('eventId')}`;
  return '/notifications';
}

function formatDate(language: Language, params: Record<string, unknown>): string {
  const startsAt = str(params.startsAt);
  if (!startsAt) return '';
  try {
    return new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: str(params.timeZone) || 'Europe/Moscow',
      timeZoneName: 'short',
    }).format(new Date(startsAt));
  } catch {
    return startsAt;
  }
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function renderNotificationEmail(
  row: OutboxEmail,
  links: { siteUrl: string; unsubscribeUrl: string },
): RenderedEmail {
  const language = languageOf(row.language);
  const t = TEXTS[language];
  const kind = t.types[row.type as keyof Texts['types']] ?? t.types['admin.action'];
  const p = row.params ?? {};
  const changed = Array.isArray(p.changed) ? (p.changed as unknown[]) : [];
  const values: Record<string, string> = {
    who: row.actor_name || t.someone,
    actor: row.actor_name || t.someone,
    event: str(p.eventTitle),
    group: str(p.groupName),
    thread: str(p.threadTitle),
    date: formatDate(language, p),
    role: t.roles[str(p.role) as keyof Texts['roles']] ?? str(p.role),
    changed: changed
      .map((c) => t.changed[str(c) as 'time' | 'place' | 'link'] ?? str(c))
      .join(t.changed.separator),
  };
  const subject = fill(kind.subject, values);
  const body = fill(kind.body, values);
  const link = `${links.siteUrl.replace(/\/+$/, '')}${notificationPath(row.type, p)}`;

  const text = [
    t.greeting,
    '',
    body,
    '',
    `${t.button}: ${link}`,
    '',
    '--',
    t.footer,
    `${t.unsubscribe}: ${links.unsubscribeUrl}`,
  ].join('\n');

  const h = escapeHtml;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${h(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:14px;font-weight:bold;color:#6b46c1;padding-bottom:16px">${h(t.appName)}</td></tr>
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${h(subject)}</h1></td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${h(body)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${h(link)}" style="display:inline-block;background:#6b46c1;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-size:16px">${h(t.button)}</a></td></tr>
<tr><td style="font-size:13px;color:#52606d;padding-bottom:8px">${h(t.fallback)}</td></tr>
<tr><td style="font-size:13px;word-break:break-all;padding-bottom:24px"><a href="${h(link)}" style="color:#6b46c1">${h(link)}</a></td></tr>
<tr><td style="font-size:12px;color:#9aa5b1;border-top:1px solid #e4e7eb;padding-top:16px">${h(t.footer)} <a href="${h(links.unsubscribeUrl)}" style="color:#52606d">${h(t.unsubscribe)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  return { subject, html, text };
}
