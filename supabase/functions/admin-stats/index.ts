// The entry point Supabase deploys. The local stack imports handler.ts directly and never runs
// this file, so the handler is the same code in both places.
import handler from './handler.ts';

Deno.serve(handler);
