-- Realtime postgres changes for the event page (issue 14): events and RSVPs join Supabase's
-- `supabase_realtime` publication. Hosted projects have the publication already; the local stack
-- creates it in server/bootstrap/30-realtime.sql. Each subscriber receives only the rows its own
-- RLS policies let it SELECT, so no new policy is needed here.
do $$
declare
  t text;
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach t in array array['events', 'rsvps'] loop
    if not exists (
      select from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;
