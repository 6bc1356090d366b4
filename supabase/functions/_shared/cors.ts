/**
 * Deployed functions answer browsers themselves: Supabase's relay adds no CORS headers. Locally
 * the gateway answers preflights first, so these matter in production only.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};
