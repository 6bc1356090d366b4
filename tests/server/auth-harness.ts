/**
 * The auth service over an in-memory PGlite, called directly (no gateway, no socket), with a clock
 * the test moves. `fetch` routes `<apiUrl>/auth/v1/*` into the service so the real supabase-js can
 * be pointed at it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createAuthServiceWithOptions, type AuthService } from '../../server/auth';
import type { AuthSettings, Mailer, RateLimits } from '../../server/core/types';
import { createMailer, type LocalMailer } from '../../server/mail';
import { harnessConfig, openHarnessDatabase } from './support/harness-database';

export const API_URL = 'http://127.0.0.1:59321';
export const SITE_URL = 'http://127.0.0.1:5173';

export interface AuthHarness {
  service: AuthService;
  mailer: LocalMailer;
  pg: PGlite;
  anonKey: string;
  serviceRoleKey: string;
  clock: { now: number; advance(seconds: number): void };
  fetch: typeof fetch;
  /** A raw request to `/auth/v1<path>` with the 2024-01-01 API version unless told otherwise. */
  call(
    method: string,
    pathAndQuery: string,
    options?: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  client(): SupabaseClient;
  admin(): SupabaseClient;
  /** The newest message to `to`, and the verify link in it. */
  lastMail(to: string): { subject: string; html: string; text: string; link: string };
  close(): Promise<void>;
}

export interface AuthHarnessOptions {
  rateLimits?: Partial<RateLimits>;
  auth?: Partial<AuthSettings>;
  /** Replaces bcrypt, e.g. to count the hashes a request makes. */
  hashPassword?: (password: string) => Promise<string>;
  /** Sends through this instead of the local outbox (which `lastMail` then cannot read). */
  mailer?: Mailer;
  /**
   * Answers only once the emails a request queued are sent (default), so `lastMail` right after a
   * call finds them; the service itself answers before sending.
   */
  waitForMail?: boolean;
}

export async function createAuthHarness(overrides: AuthHarnessOptions = {}): Promise<AuthHarness> {
  const { pg, db } = await openHarnessDatabase(['server/bootstrap/10-auth.sql']);
  const config = await harnessConfig({
    apiUrl: API_URL,
    siteUrl: SITE_URL,
    redirectAllowList: ['http://localhost:5173/**', 'https://*.vstrechi.example/**'],
    rateLimits: overrides.rateLimits,
    dataDir: null,
    auth: { emailMaxFrequencySeconds: 0, ...overrides.auth },
  });
  const { anonKey, serviceRoleKey } = config;
  const mailer = createMailer({ dataDir: null });
  const clock = {
    now: Date.now(),
    advance(seconds: number) {
      this.now += seconds * 1000;
    },
  };
  const service = createAuthServiceWithOptions(
    { db, config, mailer: overrides.mailer ?? mailer },
    { now: () => clock.now, hashPassword: overrides.hashPassword },
  );
  const waitForMail = overrides.waitForMail ?? true;

  const prefix = `${API_URL}/auth/v1`;
  const routed = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (!req.url.startsWith(prefix)) throw new Error(`unexpected request to ${req.url}`);
    const res = await service.handle(req, url.pathname.slice('/auth/v1'.length) || '/');
    if (waitForMail) await service.idle();
    return res;
  }) as typeof fetch;

  const harness: AuthHarness = {
    service,
    mailer,
    pg,
    anonKey,
    serviceRoleKey,
    clock,
    fetch: routed,
    async call(method, pathAndQuery, options = {}) {
      const headers: Record<string, string> = {
        apikey: anonKey,
        'X-Supabase-Api-Version': '2024-01-01',
        ...options.headers,
      };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.raw;
      if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await routed(`${prefix}${pathAndQuery}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // non-JSON bodies (204, redirects) stay as text
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    client() {
      return createClient(API_URL, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: routed },
        realtime: { transport: ws as any },
      });
    },
    admin() {
      return createClient(API_URL, serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: routed },
        realtime: { transport: ws as any },
      });
    },
    lastMail(to: string) {
      const m = mailer.store.list().find((x) => x.To.some((a) => a.Address === to));
      if (!m) throw new Error(`no mail to ${to}`);
      const link = /https?:\/\/[^\s]+\/auth\/v1\/verify\?[^\s]+/.exec(m.Text)?.[0];
      if (!link) throw new Error(`no verify link in mail to ${to}`);
      return { subject: m.Subject, html: m.HTML, text: m.Text, link };
    },
    close: () => pg.close(),
  };
  return harness;
}

/** Follows an emailed verify link the way a browser would, without following the app redirect. */
export async function openLink(h: AuthHarness, link: string): Promise<URL> {
  const res = await h.fetch(link, { redirect: 'manual' });
  if (res.status !== 303) throw new Error(`verify answered ${res.status}: ${await res.text()}`);
  return new URL(res.headers.get('location')!);
}

export function fragment(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}

let counter = 0;
export const uniqueEmail = (tag = 'user') =>
  `${tag}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;
