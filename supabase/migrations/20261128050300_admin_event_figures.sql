-- The dashboard's event figures kept, not counted (issue 19). bench:admin on 100,000 events
-- (PostgreSQL, load 15 on two cores): the live counts of events by status, of published events
-- per category and per city took 46-75 ms in the database and p95 175-285 ms through the
-- gateway, past the 200 ms target; the daily figures beside them took 1 ms. So they are kept
-- too, in private.admin_event_counts, by a row trigger on events that fires only when an event
-- is added or removed or its status, category or city changes (never for the RSVP counters'
-- updates), and each dashboard query reads a few dozen rows.
-- Portable (PostgreSQL 15+, PGlite).

create table private.admin_event_counts (
  kind text not null check (kind in ('status', 'category', 'city')),
  key text not null,
  n bigint not null,
  primary key (kind, key)
);

comment on table private.admin_event_counts is
  'Events per status, published events per category and per city (blank cities not counted); kept by private.admin_event_counts_change.';

revoke all on table private.admin_event_counts from public, anon, authenticated, service_role;

-- What one event adds to the figures (sign 1) or takes away (-1).
create function private.admin_event_figures(p_status text, p_category text, p_city text, p_sign int)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.admin_event_counts as c (kind, key, n)
  select f.kind, f.key, p_sign
    from (values ('status', p_status),
                 ('category', case when p_status = 'published' then p_category end),
                 ('city', case when p_status = 'published' and btrim(p_city) <> '' then p_city end)
         ) f(kind, key)
   where f.key is not null
  on conflict (kind, key) do update set n = c.n + excluded.n
$$;

create function private.admin_event_counts_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' then
    perform private.admin_event_figures(old.status, old.category_id, old.city, -1);
  end if;
  if tg_op <> 'DELETE' then
    perform private.admin_event_figures(new.status, new.category_id, new.city, 1);
  end if;
  return null;
end;
$$;

revoke execute on function private.admin_event_figures(text, text, text, int) from public, anon, authenticated;
revoke execute on function private.admin_event_counts_change() from public, anon, authenticated;

create trigger events_admin_counts
  after insert or delete or update of status, category_id, city on public.events
  for each row
  execute function private.admin_event_counts_change();

create function private.admin_event_counts_rebuild()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.admin_event_counts;
  insert into private.admin_event_counts (kind, key, n)
  select 'status', e.status, count(*) from public.events e group by e.status
  union all
  select 'category', e.category_id, count(*) from public.events e
   where e.status = 'published' group by e.category_id
  union all
  select 'city', e.city, count(*) from public.events e
   where e.status = 'published' and btrim(e.city) <> '' group by e.city;
$$;

revoke execute on function private.admin_event_counts_rebuild() from public, anon, authenticated;

select private.admin_event_counts_rebuild();

-- The daily figures' rebuild counts these again too (the bench calls it after seeding).
create or replace function private.admin_daily_rebuild()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.admin_daily;
  insert into private.admin_daily (metric, day, n)
  select 'users', (p.created_at at time zone 'UTC')::date, count(*)
    from public.profiles p where p.deleted_at is null group by 2
  union all
  select 'confirmed', (u.created_at at time zone 'UTC')::date, count(*)
    from auth.users u where u.deleted_at is null and u.email_confirmed_at is not null group by 2
  union all
  select 'events', (e.created_at at time zone 'UTC')::date, count(*) from public.events e group by 2
  union all
  select 'rsvps', (r.created_at at time zone 'UTC')::date, count(*) from public.rsvps r group by 2
  union all
  select 'messages', (m.created_at at time zone 'UTC')::date, count(*)
    from public.messages m group by 2;
  select private.admin_event_counts_rebuild();
$$;

create or replace function public.admin_stats_totals()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with sums as (
    select d.metric, sum(d.n) as n from private.admin_daily d group by d.metric
  ),
  statuses as (
    select c.key, c.n from private.admin_event_counts c where c.kind = 'status'
  )
  select jsonb_build_object(
    'users', coalesce((select n from sums where metric = 'users'), 0),
    'confirmedUsers', coalesce((select n from sums where metric = 'confirmed'), 0),
    'events', jsonb_build_object(
      'published', coalesce((select n from statuses where key = 'published'), 0),
      'draft', coalesce((select n from statuses where key = 'draft'), 0),
      'cancelled', coalesce((select n from statuses where key = 'cancelled'), 0)),
    'groups', (select count(*) from public.groups),
    'rsvps', coalesce((select n from sums where metric = 'rsvps'), 0),
    'messages', coalesce((select n from sums where metric = 'messages'), 0)
  )
$$;

-- Ties by name, as before; a key whose events all went elsewhere (n = 0) is not shown.
create or replace function public.admin_stats_top_categories()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('category', x.key, 'count', x.n)
                            order by x.n desc, x.key), '[]'::jsonb)
    from (
      select c.key, c.n from private.admin_event_counts c
       where c.kind = 'category' and c.n > 0
       order by c.n desc, c.key
       limit 6
    ) x
$$;

create or replace function public.admin_stats_top_cities()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('city', x.key, 'count', x.n)
                            order by x.n desc, x.key), '[]'::jsonb)
    from (
      select c.key, c.n from private.admin_event_counts c
       where c.kind = 'city' and c.n > 0
       order by c.n desc, c.key
       limit 10
    ) x
$$;
