-- public.event_catalogue_count without filters other than the window's start (the catalogue's
-- first page as it opens, and its "newest" and "price" orders) counts the newest events first
-- (issue 5: catalogue p95 at most 50 ms through the API at 10 clients, `npm run bench:api`).
--
-- Why: once events_catalogue_soonest_idx lost its included columns (20261122000400) it became
-- the smallest index holding status and ends_at, and the planner counted through it: start order
-- begins with every event that has already ended (a sixth of the bench's 100,000), 119 buffers
-- before 1,001 matches. In events_catalogue_newest_idx (status, created_at desc, id, ends_at)
-- the events created last come first, and an event is created before it starts, so those are
-- the ones still to come: 1,001 matches in 20 buffers, as before that migration. The order
-- changes nothing in the result: the count of at most p_cap + 1 rows is the same in any order.
-- Only here: with a text search or another filter the order would make the planner read every
-- match in created_at order instead of through the index that narrows them.
--
-- The rest of the function is unchanged from 20261122000300_event_catalogue_at_scale.sql.

create or replace function public.event_catalogue_count(
  p_from timestamptz,
  p_to timestamptz default null,
  p_q text default null,
  p_category text default null,
  p_online boolean default null,
  p_price text default null,
  p_city text default null,
  p_cap int default 1000
)
returns int
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  q text := nullif(btrim(p_q), '');
  city text := nullif(btrim(p_city), '');
  conditions text := 'e.status = ''published'' and e.ends_at >= $1';
  newest_first text := '';
  matched int;
begin
  if p_from is null then
    raise exception using errcode = '22023', message = 'catalogue_count_invalid',
      detail = 'p_from (the start of the date window) is required';
  end if;
  if p_cap is null or p_cap < 1 or p_cap > 10000 then
    raise exception using errcode = '22023', message = 'catalogue_count_invalid',
      detail = 'p_cap must be between 1 and 10000';
  end if;
  if p_price is not null and p_price not in ('free', 'paid') then
    raise exception using errcode = '22023', message = 'catalogue_count_invalid',
      detail = 'p_price must be free or paid';
  end if;
  if char_length(q) > 200 or char_length(city) > 100 then
    raise exception using errcode = '22023', message = 'catalogue_count_invalid',
      detail = 'p_q is at most 200 characters, p_city at most 100';
  end if;

  if p_to is not null then conditions := conditions || ' and e.starts_at <= $2'; end if;
  if q is not null then
    conditions := conditions || ' and e.search @@ websearch_to_tsquery(''simple'', $3)';
  end if;
  if p_category is not null then conditions := conditions || ' and e.category_id = $4'; end if;
  if p_online is not null then conditions := conditions || ' and e.is_online = $5'; end if;
  if p_price = 'free' then conditions := conditions || ' and e.price = 0'; end if;
  if p_price = 'paid' then conditions := conditions || ' and e.price > 0'; end if;
  -- The list matches the city with PostgREST's ilike, the client escaping \ % and _; PostgREST
  -- itself turns * into %, so * is a wildcard there and must be one here too.
  if city is not null and q is null and city !~ '[\\%_*]' then
    -- No wildcard: ilike lowercases both sides (UTF-8), so this is the same match, and it can
    -- use events_catalogue_city_idx. Not with a text search: its GIN index narrows enough.
    conditions := conditions || ' and lower(e.city) = lower($6)';
  elsif city is not null then
    conditions := conditions || ' and e.city ilike $6';
    city := replace(
      replace(replace(replace(city, '\', '\\'), '%', '\%'), '_', '\_'), '*', '%');
  end if;

  -- Only the window's start: read the newest events first (see the comment above the function).
  if p_to is null and q is null and p_category is null and p_online is null and p_price is null
    and city is null then
    newest_first := ' order by e.created_at desc, e.id';
  end if;

  execute 'select count(*)::int from (select 1 from public.event_catalogue e where '
    || conditions || newest_first || ' limit $7) s'
    into matched
    using p_from, p_to, q, p_category, p_online, city, p_cap + 1;
  return matched;
end;
$$;

comment on function public.event_catalogue_count(timestamptz, timestamptz, text, text, boolean, text, text, int) is
  'Published events matching the catalogue filters, counted up to p_cap + 1 (more than p_cap: the catalogue says "more than p_cap").';

revoke execute on function public.event_catalogue_count(timestamptz, timestamptz, text, text, boolean, text, text, int) from public;
grant execute on function public.event_catalogue_count(timestamptz, timestamptz, text, text, boolean, text, text, int)
  to anon, authenticated, service_role;
