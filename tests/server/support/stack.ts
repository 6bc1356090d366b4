import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { Agent } from 'undici';
import { inject } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../../src/services/database.types';

/**
 * How server tests reach the stack started by ./global-setup.ts (one per Vitest project):
 *
 *   import { stack, anonClient, serviceClient } from './support/stack';
 *   const { apiUrl, anonKey } = stack();
 *   const supabase = anonClient();            // a visitor
 *   const admin = serviceClient();            // the service role (bypasses RLS)
 *
 * Everything goes over HTTP, exactly as the app does; tests share one database, so create your
 * own rows (unique e-mails, random ids) instead of expecting an empty one.
 */
export interface StackInfo {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailUrl: string;
  /** PostgREST without the gateway in front. */
  postgrestUrl: string;
  jwtSecret: string;
  dbKind: 'pglite' | 'postgres';
  /** Set when the stack runs on PostgreSQL. */
  databaseUrl: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    /** `npm run db:types` output for the running stack's schema. */
    databaseTypes: string;
  }
}

export function stack(): StackInfo {
  return inject('stack');
}

export type Client = SupabaseClient<Database>;

/**
 * supabase-js as the app uses it. Node 20 has no global WebSocket, so realtime gets `ws`; no
 * session is persisted, so each client is one independent user.
 */
export function client(key: string, options: SupabaseClientOptions<'public'> = {}): Client {
  return clientAt(stack().apiUrl, key, options);
}

// Each test file comes from an address of its own on the loopback network (Linux answers the whole
// of 127/8), as people come from their own machines: the stack's per-IP budgets (30 sign-ins in
// 5 minutes, as GoTrue's) then count one file's requests, not those of every file run before it.
const byte = (from: number) => from + Math.floor(Math.random() * (255 - from));
const fileDispatcher = new Agent({ localAddress: `127.${byte(1)}.${byte(0)}.${byte(1)}` });
const fileFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  fetch(input, { ...init, dispatcher: fileDispatcher } as RequestInit)) as typeof fetch;

/** The same for a stack a test file starts itself (other settings, extra migrations). */
export function clientAt(
  apiUrl: string,
  key: string,
  options: SupabaseClientOptions<'public'> = {},
): Client {
  return createClient<Database>(apiUrl, key, {
    ...options,
    global: { fetch: fileFetch, ...options.global },
    auth: { persistSession: false, autoRefreshToken: false, ...options.auth },
    realtime: { transport: WebSocket as never, ...options.realtime },
  });
}

export const anonClient = (options?: SupabaseClientOptions<'public'>) =>
  client(stack().anonKey, options);

export const serviceClient = (options?: SupabaseClientOptions<'public'>) =>
  client(stack().serviceRoleKey, options);

/** A client that sends `token` as the user's access token (e.g. one minted by `signTestJwt`). */
export function clientWithToken(token: string): Client {
  return client(stack().anonKey, { global: { headers: { Authorization: `Bearer ${token}` } } });
}
