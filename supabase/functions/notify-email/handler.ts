import { deliverOutbox, rpcOverHttp, type OutgoingEmail, type Transport } from './deliver.ts';
import { apiUrlFor, env, roleOf, unsubscribeUrlFor } from './env.ts';

/**
 * The email outbox's sender as a function: on hosted Supabase pg_cron calls it every minute
 * (through pg_net, with the service role key; see the README's Notifications section). It sends
 * through a Mailpit-compatible HTTP API (`POST /api/v1/send`) at MAIL_API_URL: the local inbox, or
 * a relay in front of the provider. The local stack runs the same deliverOutbox in-process with
 * its own mailer (server/notify).
 */
export function httpTransport(mailApiUrl: string, from: string): Transport {
  return {
    async send(email: OutgoingEmail) {
      const response = await fetch(`${mailApiUrl.replace(/\/+$/, '')}/api/v1/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          From: { Email: from },
          To: [{ Email: email.to }],
          Subject: email.subject,
          Text: email.text,
          HTML: email.html,
          Headers: { ...email.headers, 'Message-ID': `<${email.messageId}>` },
        }),
      });
      if (!response.ok) throw new Error(`mail API ${response.status}: ${await response.text()}`);
    },
  };
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') {
    return Response.json(
      { error: 'method_not_allowed' },
      { status: 405, headers: { Allow: 'POST' } },
    );
  }
  if (roleOf(req) !== 'service_role') {
    return Response.json({ error: 'service_role_only' }, { status: 403 });
  }
  const apiUrl = apiUrlFor(req);
  const serviceKey =
    env('SUPABASE_SERVICE_ROLE_KEY') ??
    (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  try {
    const result = await deliverOutbox({
      rpc: rpcOverHttp(apiUrl, serviceKey),
      transport: httpTransport(
        env('MAIL_API_URL') ?? 'http://127.0.0.1:54324',
        env('MAIL_FROM') ?? 'noreply@vstrechi.local',
      ),
      siteUrl: env('SITE_URL') ?? 'http://127.0.0.1:5173',
      unsubscribeUrl: unsubscribeUrlFor(apiUrl, env('SUPABASE_ANON_KEY')),
    });
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
  } catch (e) {
    return Response.json({ error: (e as Error).message }, { status: 502 });
  }
}
