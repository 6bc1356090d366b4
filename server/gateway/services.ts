import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Mailer, MailMessage, Service, ServiceContext, ServiceFactory } from '../core/types';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stands in for a service whose code is missing or broken, so the rest of the stack still runs. */
export function unavailableService(name: string, reason: string): Service {
  return {
    async handle() {
      return json(503, {
        code: 'service_unavailable',
        error: 'service_unavailable',
        message: `The local ${name} service is not available: ${reason}`,
      });
    },
  };
}

/**
 * Imports `server/<dir>/index.ts` only if it exists: the services are written in parallel with
 * the gateway, and a missing one must not stop the others from running.
 */
export async function importOptional<T>(dir: string): Promise<T | string> {
  const url = new URL(`../${dir}/index.ts`, import.meta.url);
  if (!fs.existsSync(fileURLToPath(url))) return `server/${dir}/index.ts does not exist yet`;
  try {
    return (await import(/* @vite-ignore */ url.href)) as T;
  } catch (e) {
    return `server/${dir}/index.ts failed to load: ${(e as Error).message}`;
  }
}

export async function loadService(
  name: string,
  dir: string,
  exportName: string,
  ctx: ServiceContext,
  log: (line: string) => void,
): Promise<Service> {
  const mod = await importOptional<Record<string, unknown>>(dir);
  if (typeof mod === 'string') {
    log(`[stack] ${name}: ${mod}; answering 503`);
    return unavailableService(name, mod);
  }
  const factory = mod[exportName] as ServiceFactory | undefined;
  if (typeof factory !== 'function') {
    const reason = `server/${dir}/index.ts does not export ${exportName}`;
    log(`[stack] ${name}: ${reason}; answering 503`);
    return unavailableService(name, reason);
  }
  return factory(ctx);
}

export interface MailModule {
  createMailer(options: {
    dataDir: string | null;
    log?: boolean | ((line: string) => void);
  }): Mailer;
  createMailApi(mailer: Mailer): (req: Request) => Promise<Response>;
}

/** Until server/mail exists, messages are only printed, so sign-up links stay reachable. */
export function consoleMailer(log: (line: string) => void): Mailer {
  return {
    async send(message: MailMessage) {
      log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
