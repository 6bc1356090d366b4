import { readFileSync } from 'node:fs';

/**
 * Auth emails rendered from the per-language data in ./templates/<lang>.json. Placeholders use the
 * Supabase (Go template) names, `{{ .ConfirmationURL }}`, `{{ .Email }}`, `{{ .NewEmail }}`,
 * `{{ .Token }}`, `{{ .SiteURL }}`, so the same texts can be pasted into hosted Supabase templates.
 */

export const MAIL_LANGUAGES = ['ru', 'en', 'fr', 'de'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'ru';

export type AuthEmailKind =
  'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite' | 'reauthentication';

interface KindTexts {
  subject: string;
  heading: string;
  body: string;
  /** The link's button; a kind without one (reauthentication) carries its code only, as GoTrue's. */
  button?: string;
  /** This kind's code line, instead of the language's. */
  code?: string;
  ignore: string;
}

type LanguageTexts = {
  appName: string;
  footer: string;
  fallback: string;
  code: string;
} & Record<AuthEmailKind, KindTexts>;

export interface AuthEmailData {
  ConfirmationURL?: string;
  /** The link's one-time token as stored (GoTrue's `.TokenHash`), for links the app verifies itself. */
  TokenHash?: string;
  /** Where the request asked the person to be sent (GoTrue's `.RedirectTo`). */
  RedirectTo?: string;
  Email: string;
  NewEmail?: string;
  Token: string;
  SiteURL: string;
}

/**
 * Links that go to the app instead of GoTrue's /verify. An invitation is sent by the service role,
 * so it has no PKCE verifier and /verify would answer with tokens in the fragment, which a PKCE
 * client refuses; the app verifies the hash itself (verifyOtp), as hosted Supabase recommends.
 */
const APP_LINKS: Partial<Record<AuthEmailKind, string>> = {
  invite: '{{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=invite',
};

const cache = new Map<MailLanguage, LanguageTexts>();

function texts(lang: MailLanguage): LanguageTexts {
  let t = cache.get(lang);
  if (!t) {
    t = JSON.parse(
      readFileSync(new URL(`./templates/${lang}.json`, import.meta.url), 'utf8'),
    ) as LanguageTexts;
    cache.set(lang, t);
  }
  return t;
}

/** The first supported language in a list of candidates (`en-GB` counts as `en`). */
export function pickLanguage(...candidates: unknown[]): MailLanguage {
  for (const c of candidates) {
    if (typeof c !== 'string') continue;
    for (const part of c.split(',')) {
      const code = part.trim().split(';')[0]!.slice(0, 2).toLowerCase();
      if ((MAIL_LANGUAGES as readonly string[]).includes(code)) return code as MailLanguage;
    }
  }
  return DEFAULT_MAIL_LANGUAGE;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function fill(template: string, data: AuthEmailData, escape: (s: string) => string): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = (data as unknown as Record<string, string | undefined>)[key];
    return value === undefined ? whole : escape(value);
  });
}

export function renderAuthEmail(
  kind: AuthEmailKind,
  lang: MailLanguage,
  data: AuthEmailData,
): { subject: string; html: string; text: string } {
  const t = texts(lang);
  const k = t[kind];
  const plain = (s: string) => fill(s, data, (v) => v);
  const html = (s: string) => fill(escapeHtml(s), data, escapeHtml);
  const appLink = APP_LINKS[kind];
  const target = appLink ? fill(appLink, data, (v) => v) : data.ConfirmationURL;
  const link = k.button && target ? target : null;
  const url = link ? escapeHtml(link) : '';
  const code = k.code ?? t.code;

  const text = [
    plain(k.heading),
    '',
    plain(k.body),
    '',
    ...(link ? [`${plain(k.button!)}: ${link}`, ''] : []),
    plain(code),
    '',
    plain(k.ignore),
    '',
    '--',
    plain(t.footer),
  ].join('\n');

  const body = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${html(k.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:14px;font-weight:bold;color:#6b46c1;padding-bottom:16px">${escapeHtml(t.appName)}</td></tr>
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${html(k.heading)}</h1></td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${html(k.body)}</td></tr>
${
  link
    ? `<tr><td style="padding-bottom:24px"><a href="${url}" style="display:inline-block;background:#6b46c1;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-size:16px">${html(k.button!)}</a></td></tr>
<tr><td style="font-size:13px;color:#52606d;padding-bottom:8px">${html(t.fallback)}</td></tr>
<tr><td style="font-size:13px;word-break:break-all;padding-bottom:24px"><a href="${url}" style="color:#6b46c1">${url}</a></td></tr>
`
    : ''
}<tr><td style="font-size:14px;padding-bottom:24px">${html(code)}</td></tr>
<tr><td style="font-size:13px;color:#52606d;padding-bottom:16px">${html(k.ignore)}</td></tr>
<tr><td style="font-size:12px;color:#9aa5b1;border-top:1px solid #e4e7eb;padding-top:16px">${html(t.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  return { subject: plain(k.subject), html: body, text };
}
