import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

// The local stack's well-known keys (the Supabase CLI's demo secret) unless the build says otherwise.
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

export const supabase = createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: {
    // The session machine owns refreshing (machines/auth/session.machine.ts), so it can be seen
    // and tested; two timers would race for the same refresh token.
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'pkce',
  },
});
