-- Hosted schedules (issues 16 and 17): on hosted Supabase pg_cron calls two edge functions through
-- pg_net, with the project's URL and service role key from the vault:
--   notify-email           every 30 seconds: the outbox sender (a failed email is retried from
--                          30 s on, so a slower beat would only delay the first try);
--   sweep-message-images   daily at 03:17 UTC: chat pictures no message names after 24 h.
-- The operator creates the two vault secrets once (README, "Notifications (data and delivery)"):
--   select vault.create_secret('https://<project ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- They are read when a job runs, not here, so the jobs may be scheduled before the secrets exist
-- and a rotated key needs no new migration.
--
-- The local stack has neither pg_net nor the vault: it runs the sender in process (server/notify)
-- and schedules no call, so there this migration only creates the function and does nothing else.
-- Portable (PostgreSQL 15+, PGlite).

-- The command a job runs: one POST to the project's function, as the service role.
create function private.edge_function_call(p_function text)
returns text
language sql
immutable
set search_path = ''
as $$
  select format($cmd$select net.http_post(
  url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
         || '/functions/v1/%s',
  headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer '
    || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
  body := '{}'::jsonb,
  timeout_milliseconds := 30000)$cmd$, p_function)
$$;

-- Schedules both calls where pg_net's net.http_post, the vault and pg_cron are there (hosted
-- Supabase); answers the jobs it scheduled, none elsewhere. Scheduling a name again replaces it, so running this
-- twice changes nothing.
create function private.schedule_hosted_jobs()
returns text[]
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_proc p
                   join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'net' and p.proname = 'http_post')
     or to_regclass('vault.decrypted_secrets') is null
     or to_regclass('cron.job') is null then
    return '{}';
  end if;
  perform cron.schedule('notify-email', '30 seconds', private.edge_function_call('notify-email'));
  perform cron.schedule('sweep-message-images', '17 3 * * *',
    private.edge_function_call('sweep-message-images'));
  return array['notify-email', 'sweep-message-images'];
end;
$$;

revoke execute on function private.edge_function_call(text) from public, anon, authenticated;
revoke execute on function private.schedule_hosted_jobs() from public, anon, authenticated;

-- pg_net is available on every hosted project but off until asked for; locally it is not
-- available at all, and nothing is scheduled.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net')
     and not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    create extension pg_net;
  end if;
  perform private.schedule_hosted_jobs();
end;
$$;
