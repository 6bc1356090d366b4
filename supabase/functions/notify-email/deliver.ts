import { renderNotificationEmail, type OutboxEmail } from './render.ts';

/**
 * One round of the email outbox: claim what is due, render each email in its recipient's
 * language, hand it to the transport, mark it sent or failed (the database retries it later with
 * backoff). The message id is the outbox row's, so a transport that keeps one message per id
 * (the local inbox; a provider's idempotency key) never delivers a row twice even when a sender
 * died between sending and marking.
 */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface Transport {
  send(email: OutgoingEmail): Promise<void>;
}

/** A PostgREST RPC as the service role. */
export type Rpc = (name: string, args: Record<string, unknown>) => Promise<unknown>;

export interface DeliverOptions {
  rpc: Rpc;
  transport: Transport;
  /** Where the emails' links lead (the app). */
  siteUrl: string;
  /** The one-click unsubscribe endpoint for a token (List-Unsubscribe and the footer link). */
  unsubscribeUrl: (token: string, language: string) => string;
  limit?: number;
  /** The time to claim at (tests ask for "later"); default the database's now(). */
  now?: Date;
}

export interface DeliverResult {
  sent: number;
  failed: number;
}

export function rpcOverHttp(apiUrl: string, key: string, fetchImpl: typeof fetch = fetch): Rpc {
  return async (name, args) => {
    const response = await fetchImpl(`${apiUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${name}: ${response.status} ${body}`);
    return body ? (JSON.parse(body) as unknown) : null;
  };
}

export async function deliverOutbox(options: DeliverOptions): Promise<DeliverResult> {
  const { rpc, transport } = options;
  const at = options.now ? { p_now: options.now.toISOString() } : {};
  const rows = (await rpc('notification_outbox_claim', {
    p_limit: options.limit ?? 20,
    ...at,
  })) as OutboxEmail[];
  const result: DeliverResult = { sent: 0, failed: 0 };
  for (const row of rows) {
    const unsubscribeUrl = options.unsubscribeUrl(row.unsubscribe_token, row.language);
    const email = renderNotificationEmail(row, { siteUrl: options.siteUrl, unsubscribeUrl });
    try {
      await transport.send({
        to: row.email,
        ...email,
        messageId: `notification-${row.id}@vstrechi`,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (e) {
      result.failed += 1;
      await rpc('notification_outbox_failed', {
        p_id: row.id,
        p_error: (e as Error).message ?? String(e),
        ...at,
      });
      continue;
    }
    result.sent += 1;
    await rpc('notification_outbox_sent', { p_id: row.id });
  }
  return result;
}
