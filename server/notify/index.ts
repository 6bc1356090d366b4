import type { Mailer } from '../core/types';
import {
  deliverOutbox,
  rpcOverHttp,
  type DeliverResult,
  type Transport,
} from '../../supabase/functions/notify-email/deliver';
import { unsubscribeUrlFor } from '../../supabase/functions/notify-email/env';

/**
 * The email outbox's sender in the local stack: what pg_cron and pg_net do on hosted Supabase
 * (call supabase/functions/notify-email every minute), done in-process with the same
 * deliverOutbox, delivering through the stack's mailer (the inbox on 54324), every few seconds so
 * an email shows up while the person still looks.
 */
export interface OutboxSenderOptions {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  mailer: Mailer;
  intervalMs?: number;
  log?: (line: string) => void;
}

export interface OutboxSender {
  /** One round now (after the one in progress). */
  run(): Promise<DeliverResult>;
  stop(): Promise<void>;
}

export function mailerTransport(mailer: Mailer): Transport {
  return {
    send: (email) =>
      mailer.send({
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
        messageId: email.messageId,
      }),
  };
}

export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const log = options.log ?? (() => {});
  const deliver = () =>
    deliverOutbox({
      rpc: rpcOverHttp(options.apiUrl, options.serviceRoleKey),
      transport: mailerTransport(options.mailer),
      siteUrl: options.siteUrl,
      unsubscribeUrl: unsubscribeUrlFor(options.apiUrl, options.anonKey),
    });
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const round = () => {
    const next = running.then(deliver);
    running = next.catch((e: unknown) => log(`[notify] outbox: ${(e as Error).message}`));
    return next;
  };
  const timer = setInterval(() => {
    if (!stopped) void round().catch(() => {});
  }, options.intervalMs ?? 5000);
  timer.unref();
  return {
    run: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
