-- The admin dashboard's figures (issue 19), for the admin-stats edge function (service role only).
--
-- Counting 1,000,000 accounts, 5,000,000 messages and their days on every dashboard visit reads
-- every row; so the counts by day of creation (UTC) are kept in private.admin_daily by
-- statement triggers (one upsert per day touched, whatever the number of rows) and the totals
-- are their sums. What is small stays live: events by status (an index-only count) and groups;
-- top categories and cities read the published events' partial indexes.
--
--   users       profiles of accounts not deleted (a deletion anonymises the row and sets deleted_at)
--   confirmed   accounts with a confirmed email, not deleted (auth.users)
--   events      events of any status, by the day they were created
--   rsvps       RSVPs (going or waitlisted) standing, by the day they were made
--   messages    messages sent (a removed message was still sent), by the day
--
-- Rows move between days only where a day can change: profiles and accounts (their update
-- triggers). private.admin_daily_rebuild() counts everything again (the bench calls it after
-- seeding with triggers off; it also repairs drift).
-- Portable (PostgreSQL 15+, PGlite).

create table private.admin_daily (
  metric text not null
    check (metric in ('users', 'confirmed', 'events', 'rsvps', 'messages')),
  day date not null,
  n bigint not null,
  primary key (metric, day)
);

comment on table private.admin_daily is
  'Per metric and UTC day of creation, how many rows count (kept by triggers; see 20261128050200_admin_stats.sql). The admin dashboard''s totals and trends.';

revoke all on table private.admin_daily from public, anon, authenticated, service_role;

create function private.admin_daily_add(p_metric text, p_counts jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.admin_daily as d (metric, day, n)
  select p_metric, c.key::date, c.value::bigint
    from jsonb_each_text(p_counts) c
   where c.value::bigint <> 0
  on conflict (metric, day) do update set n = d.n + excluded.n
$$;

revoke execute on function private.admin_daily_add(text, jsonb) from public, anon, authenticated;

-- Inserts and deletes of events, rsvps and messages: +1 or -1 per row on its creation day.
create function private.admin_daily_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.admin_daily_add(tg_argv[0], (
      select jsonb_object_agg(x.day, x.n) from (
        select (r.created_at at time zone 'UTC')::date as day, count(*) as n
          from added r group by 1) x));
  else
    perform private.admin_daily_add(tg_argv[0], (
      select jsonb_object_agg(x.day, -x.n) from (
        select (r.created_at at time zone 'UTC')::date as day, count(*) as n
          from removed r group by 1) x));
  end if;
  return null;
end;
$$;

revoke execute on function private.admin_daily_count() from public, anon, authenticated;

create trigger events_admin_daily_insert
  after insert on public.events referencing new table as added
  for each statement execute function private.admin_daily_count('events');
create trigger events_admin_daily_delete
  after delete on public.events referencing old table as removed
  for each statement execute function private.admin_daily_count('events');
create trigger rsvps_admin_daily_insert
  after insert on public.rsvps referencing new table as added
  for each statement execute function private.admin_daily_count('rsvps');
create trigger rsvps_admin_daily_delete
  after delete on public.rsvps referencing old table as removed
  for each statement execute function private.admin_daily_count('rsvps');
create trigger messages_admin_daily_insert
  after insert on public.messages referencing new table as added
  for each statement execute function private.admin_daily_count('messages');
create trigger messages_admin_daily_delete
  after delete on public.messages referencing old table as removed
  for each statement execute function private.admin_daily_count('messages');

-- People: a row counts while the account is not deleted (and, for confirmed, confirmed), so an
-- update may add or take one away; each update statement's rows are netted per day.
create function private.admin_daily_people()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_metric text := case when tg_table_schema = 'auth' then 'confirmed' else 'users' end;
begin
  perform private.admin_daily_add(v_metric, (
    select jsonb_object_agg(x.day, x.n) from (
      select y.day, sum(y.n) as n from (
        select (r.created_at at time zone 'UTC')::date as day, count(*) as n
          from added r
         where r.deleted_at is null
           and (v_metric = 'users' or (to_jsonb(r) ->> 'email_confirmed_at') is not null)
         group by 1
        union all
        select (r.created_at at time zone 'UTC')::date, -count(*)
          from removed r
         where r.deleted_at is null
           and (v_metric = 'users' or (to_jsonb(r) ->> 'email_confirmed_at') is not null)
         group by 1
      ) y group by y.day) x));
  return null;
end;
$$;

revoke execute on function private.admin_daily_people() from public, anon, authenticated;

-- Inserts and deletes: only one transition table each.
create function private.admin_daily_people_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.admin_daily_add(
    case when tg_table_schema = 'auth' then 'confirmed' else 'users' end, (
    select jsonb_object_agg(x.day, x.n) from (
      select (r.created_at at time zone 'UTC')::date as day, count(*) as n
        from added r
       where r.deleted_at is null
         and (tg_table_schema <> 'auth' or (to_jsonb(r) ->> 'email_confirmed_at') is not null)
       group by 1) x));
  return null;
end;
$$;

create function private.admin_daily_people_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.admin_daily_add(
    case when tg_table_schema = 'auth' then 'confirmed' else 'users' end, (
    select jsonb_object_agg(x.day, -x.n) from (
      select (r.created_at at time zone 'UTC')::date as day, count(*) as n
        from removed r
       where r.deleted_at is null
         and (tg_table_schema <> 'auth' or (to_jsonb(r) ->> 'email_confirmed_at') is not null)
       group by 1) x));
  return null;
end;
$$;

revoke execute on function private.admin_daily_people_insert() from public, anon, authenticated;
revoke execute on function private.admin_daily_people_delete() from public, anon, authenticated;

create trigger profiles_admin_daily_insert
  after insert on public.profiles referencing new table as added
  for each statement execute function private.admin_daily_people_insert();
create trigger profiles_admin_daily_update
  after update on public.profiles referencing old table as removed new table as added
  for each statement execute function private.admin_daily_people();
create trigger profiles_admin_daily_delete
  after delete on public.profiles referencing old table as removed
  for each statement execute function private.admin_daily_people_delete();
create trigger users_admin_daily_insert
  after insert on auth.users referencing new table as added
  for each statement execute function private.admin_daily_people_insert();
create trigger users_admin_daily_update
  after update on auth.users referencing old table as removed new table as added
  for each statement execute function private.admin_daily_people();
create trigger users_admin_daily_delete
  after delete on auth.users referencing old table as removed
  for each statement execute function private.admin_daily_people_delete();

create function private.admin_daily_rebuild()
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
$$;

revoke execute on function private.admin_daily_rebuild() from public, anon, authenticated;

select private.admin_daily_rebuild();

-- ---------------------------------------------------------------------------------------------
-- The dashboard's queries (service role only)

create function public.admin_stats_totals()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with sums as (
    select d.metric, sum(d.n) as n from private.admin_daily d group by d.metric
  )
  select jsonb_build_object(
    'users', coalesce((select n from sums where metric = 'users'), 0),
    'confirmedUsers', coalesce((select n from sums where metric = 'confirmed'), 0),
    'events', (
      select jsonb_build_object(
        'published', count(*) filter (where e.status = 'published'),
        'draft', count(*) filter (where e.status = 'draft'),
        'cancelled', count(*) filter (where e.status = 'cancelled'))
        from public.events e
    ),
    'groups', (select count(*) from public.groups),
    'rsvps', coalesce((select n from sums where metric = 'rsvps'), 0),
    'messages', coalesce((select n from sums where metric = 'messages'), 0)
  )
$$;

-- One row per UTC day, oldest first, p_days long and ending today; days with nothing are zeros.
create function public.admin_stats_trend(p_days int)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with days as (
    select (now() at time zone 'UTC')::date - g as day from generate_series(0, p_days - 1) g
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'date', to_char(days.day, 'YYYY-MM-DD'),
           'users', coalesce(f.users, 0), 'events', coalesce(f.events, 0),
           'rsvps', coalesce(f.rsvps, 0), 'messages', coalesce(f.messages, 0)
         ) order by days.day), '[]'::jsonb)
    from days
    left join (
      select d.day,
             sum(d.n) filter (where d.metric = 'users') as users,
             sum(d.n) filter (where d.metric = 'events') as events,
             sum(d.n) filter (where d.metric = 'rsvps') as rsvps,
             sum(d.n) filter (where d.metric = 'messages') as messages
        from private.admin_daily d
       where d.day > (now() at time zone 'UTC')::date - p_days
       group by d.day
    ) f on f.day = days.day
$$;

-- Published events per category, most first (at most 6).
create function public.admin_stats_top_categories()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('category', x.category_id, 'count', x.n)
                            order by x.n desc, x.category_id), '[]'::jsonb)
    from (
      select e.category_id, count(*) as n
        from public.events e
       where e.status = 'published'
       group by e.category_id
       order by n desc, e.category_id
       limit 6
    ) x
$$;

-- Published events held in a place, per city, most first (at most 10).
create function public.admin_stats_top_cities()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('city', x.city, 'count', x.n)
                            order by x.n desc, x.city), '[]'::jsonb)
    from (
      select e.city, count(*) as n
        from public.events e
       where e.status = 'published' and e.city is not null and btrim(e.city) <> ''
       group by e.city
       order by n desc, e.city
       limit 10
    ) x
$$;

create function public.admin_stats_overview(p_days int)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'totals', public.admin_stats_totals(),
    'trend', public.admin_stats_trend(p_days),
    'topCategories', public.admin_stats_top_categories(),
    'topCities', public.admin_stats_top_cities()
  )
$$;

revoke execute on function public.admin_stats_totals() from public, anon, authenticated;
revoke execute on function public.admin_stats_trend(int) from public, anon, authenticated;
revoke execute on function public.admin_stats_top_categories() from public, anon, authenticated;
revoke execute on function public.admin_stats_top_cities() from public, anon, authenticated;
revoke execute on function public.admin_stats_overview(int) from public, anon, authenticated;
grant execute on function public.admin_stats_totals() to service_role;
grant execute on function public.admin_stats_trend(int) to service_role;
grant execute on function public.admin_stats_top_categories() to service_role;
grant execute on function public.admin_stats_top_cities() to service_role;
grant execute on function public.admin_stats_overview(int) to service_role;
