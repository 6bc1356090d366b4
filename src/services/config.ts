/**
 * Where the backend is, without supabase-js: pages that only read public data, and the first
 * render's guess about a stored session, must not pull in the client.
 */

// The local stack's well-known keys (the Supabase CLI's demo secret) unless the build says otherwise.
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** supabase-js's own default key (`sb-<first label of the host>-auth-token`), named once. */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/**
 * Whether supabase-js could find a session when it loads: one stored in this browser, or a
 * sign-in link's code (PKCE), tokens or error in the address. Without either it would report
 * nobody, so the visitor is known without loading it.
 */
export function mayHaveSession(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEY)) return true;
  } catch {
    // Storage blocked: let supabase-js decide.
    return true;
  }
  const search = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.slice(1));
  return (
    search.has('code') ||
    search.has('error_description') ||
    hash.has('access_token') ||
    hash.has('error_description')
  );
}
