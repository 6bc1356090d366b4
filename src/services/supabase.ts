import { createClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from './config';
import type { Database } from './database.types';

export { SUPABASE_ANON_KEY, SUPABASE_URL };

export const supabase = createClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: {
    // The session machine owns refreshing (machines/auth/session.machine.ts), so it can be seen
    // and tested; two timers would race for the same refresh token.
    autoRefreshToken: false,
    persistSession: true,
    // Its default, spelled out: the first render reads it without loading the client (config.ts).
    storageKey: AUTH_STORAGE_KEY,
    detectSessionInUrl: true,
    flowType: 'pkce',
  },
});
