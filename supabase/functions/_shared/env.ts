/**
 * A function's settings: Deno's environment on Supabase. Locally each stack hands its functions
 * its own (SUPABASE_URL and the keys) through a hook the local runner sets, because one Node
 * process may run two stacks at once (the test run starts PGlite's and PostgreSQL's side by side)
 * and a process-wide variable would give the second stack the first one's keys. Then Node's own.
 */
type DenoLike = { env: { get(name: string): string | undefined } };

export const LOCAL_ENV_HOOK = Symbol.for('vstrechi.functions.env');

export function env(name: string): string | undefined {
  const g = globalThis as {
    Deno?: DenoLike;
    process?: { env: Record<string, string | undefined> };
    [LOCAL_ENV_HOOK]?: (name: string) => string | undefined;
  };
  if (g.Deno) return g.Deno.env.get(name) || undefined;
  return g[LOCAL_ENV_HOOK]?.(name) || g.process?.env[name] || undefined;
}
