import { corsHeaders } from '../_shared/cors.ts';

/**
 * A liveness probe for the functions runtime: the app and the smoke tests call it to tell "the
 * functions runtime is down" from "a function is broken". Web-standard APIs only, so this exact
 * file runs on Supabase (Deno) and in the local stack (Node).
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'GET' && req.method !== 'POST') {
    return Response.json(
      { error: 'method_not_allowed' },
      { status: 405, headers: { ...corsHeaders, Allow: 'GET, POST, OPTIONS' } },
    );
  }
  return Response.json(
    { ok: true, time: new Date().toISOString() },
    { headers: { ...corsHeaders, 'Cache-Control': 'no-store' } },
  );
}
