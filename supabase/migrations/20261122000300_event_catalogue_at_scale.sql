-- The events catalogue at scale (issue 5: catalogue p95 at most 50 ms on 100,000 events and
-- 1,000,000 RSVPs through the API, `npm run bench:api`): indexes shaped after the query the app
-- sends (src/services/events-catalogue.ts) and a capped result count.
--
-- The list is always: status = 'published' and ends_at >= <now or the start of a date filter>,
-- optionally starts_at <= <end of a date filter>, category, is_online, price, city (ilike) and a
-- text search; ordered by starts_at (soonest), created_at desc (newest) or price, then id; 12 rows
-- from an offset.
--
-- Why these index shapes:
-- * status leads as a key column, not as a partial predicate: PostgREST sends filter values as
--   parameters of prepared statements, and once PostgreSQL switches to the generic plan
--   `status = $1` cannot prove a partial index's predicate (forced generic, the upcoming list
--   became a 1.3 s sequential scan on 100,000 events).
-- * ends_at is a key column, so past events are skipped inside the index rather than fetched from
--   the heap (about 13% of the table on every request with (status, starts_at)).
-- * id follows the sort key: the order (key, id) is read straight from the index, no sort.
-- * The columns the filters test are included, so counts are index-only scans.

-- Replaced by the indexes below.
drop index if exists public.events_status_starts_at_idx;
drop index if exists public.events_category_starts_at_idx;
drop index if exists public.events_city_starts_at_idx;

-- Soonest first, with or without format, price, city and date filters; also the counts of those.
create index events_catalogue_soonest_idx on public.events (status, starts_at, id, ends_at)
  include (category_id, is_online, price, city);

-- One category (the home page's tiles link here), soonest first, and its counts.
create index events_catalogue_category_idx
  on public.events (status, category_id, starts_at, id, ends_at)
  include (is_online, price, city);

-- Sort "newest": order by created_at desc, id.
create index events_catalogue_newest_idx on public.events (status, created_at desc, id, ends_at);

-- Sort "price": order by price, starts_at, id (free events first).
create index events_catalogue_price_idx on public.events (status, price, starts_at, id, ends_at);

-- The capped count of a city («Казань, offline, free» in bench:api) read every published event's
-- entry until 1,001 matched (34 ms); a city as people type it has no wildcard, and then
-- `city ilike 'Казань'` means `lower(city) = lower('Казань')` (UTF-8 ilike lowercases both sides),
-- which this index answers. Partial on `city is not null`: without it, as the smallest index led by
-- status, the planner took it for counts with no city at all and walked past every offline event
-- before the first online one (69 ms instead of 3).
create index events_catalogue_city_idx on public.events (status, lower(city))
  include (city, starts_at, ends_at, category_id, is_online, price)
  where city is not null;

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

-- A city without wildcards is counted through events_catalogue_city_idx, but not together with a
-- text search: the GIN index already narrows that count, and offered both, the planner ANDed the
-- bitmaps and a big city (Москва, 2/7 of the events) took 47 ms instead of 3.

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
  if city is not null and q is null and city !~ '[\\%_*]' then
    -- No wildcard: ilike lowercases both sides (UTF-8), so this is the same match, and it can
    -- use events_catalogue_city_idx. Not with a text search: its GIN index narrows enough.
    conditions := conditions || ' and lower(e.city) = lower($6)';
  elsif city is not null then
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
