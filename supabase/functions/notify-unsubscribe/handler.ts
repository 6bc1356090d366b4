import { apiUrlFor, env } from '../notify-email/env.ts';
import { languageOf, textsOf } from '../notify-email/render.ts';

/**
 * The link in every notification email and its List-Unsubscribe header: a GET (the person clicks)
 * or an RFC 8058 one-click POST (the mail client does) turns that type's email off through
 * notification_unsubscribe, which checks the token's signature. No session: the token is the
 * proof. `verify_jwt = false` in config.toml, since a link carries no Authorization header.
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page(lang: string, ok: boolean, status: number): Response {
  const language = languageOf(lang);
  const t = textsOf(language);
  const { title, body } = ok ? t.unsubscribed : t.invalid;
  const settings = `${(env('SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, '')}/settings`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f2933">
<main><h1 style="font-size:22px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(settings)}" style="color:#6b46c1">${escapeHtml(t.appName)}</a></p></main>
</body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
  }
  const url = new URL(req.url);
  const token = url.searchParams.get('token') ?? '';
  const lang = url.searchParams.get('lang') ?? '';
  const key =
    url.searchParams.get('apikey') ?? req.headers.get('apikey') ?? env('SUPABASE_ANON_KEY');
  if (!token || !key) return page(lang, false, 400);
  let status: number;
  try {
    const response = await fetch(`${apiUrlFor(req)}/rest/v1/rpc/notification_unsubscribe`, {
      method: 'POST',
      headers: { apikey: key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_token: token }),
    });
    await response.body?.cancel();
    status = response.status;
  } catch {
    status = 503;
  }
  // The database unreachable is a passing state: 503, which mail clients retry.
  if (status >= 500) return page(lang, false, 503);
  return page(lang, status < 300, status < 300 ? 200 : 400);
}
