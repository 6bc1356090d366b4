-- public.event_catalogue_count(...): how many published events match the catalogue's filters,
-- counted up to a cap (issue 5).
--
-- Why: the catalogue's first page asked PostgREST for an exact count (Prefer: count=exact). On
-- 100,000 events the page itself took 0.1-2 ms of database time and the exact count 6-226 ms (a
-- common word matching half the table); `count=estimated` still runs the exact count below its
-- threshold, and the planner's estimates are far off once filters combine. Nobody needs to know
-- that 52,317 events match: past a cap the catalogue says "more than 1000", so the count stops
-- after cap + 1 matching rows (`limit` inside the count) and costs at most that many index entries.
--
-- The filters mean exactly what the list's request means (src/services/events-catalogue.ts):
-- published only; still running at p_from (ends_at >= p_from) and, with p_to, starting by p_to;
-- websearch text search with the 'simple' config; category; online/offline; free (price = 0) or
-- paid (price > 0); the city case-insensitively and exactly. It reads public.event_catalogue, as
-- the list does, so the same indexes serve it and the text search can use its GIN index.
--
-- Security invoker: it reads with the caller's rights, so whoever may not read the list may not
-- count it either. The statement is built with only the filters given and run with their values
-- (execute ... using), so each call gets the plan of exactly its filters, never a generic plan
-- full of `$n is null or ...` that no index can serve.
--
-- Bad arguments are the caller's fault, so they raise SQLSTATE 22023 (HTTP 400 through
-- PostgREST) with the message key catalogue_count_invalid.

create function public.event_catalogue_count(
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
  if city is not null then
    conditions := conditions || ' and e.city ilike $6';
    city := replace(
      replace(replace(replace(city, '\', '\\'), '%', '\%'), '_', '\_'), '*', '%');
  end if;

  execute 'select count(*)::int from (select 1 from public.event_catalogue e where '
    || conditions || ' limit $7) s'
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
