-- public.event_catalogue_page(...): a page of the catalogue and, on the first page, its capped
-- count, in one request (issue 5: catalogue p95 at most 50 ms through the API, `npm run bench:api`).
--
-- Why one function: a first page used to be two requests in flight together, the list (a
-- PostgREST read of public.event_catalogue) and public.event_catalogue_count. On two cores at ten
-- clients the page waited for the slower of the two, and each paid the gateway, PostgREST's
-- transaction set-up and a round trip: a first page of "upcoming" had a p95 of 52 ms where its
-- second page, the list alone, had 26 ms. Here the list and the count share one statement, one
-- transaction and one round trip, and one set of conditions, so they cannot disagree.
--
-- The conditions, the city rule and the newest-first count are those of event_catalogue_count
-- (20261122000300, 20261122000500), which this replaces; the orders are the list's, each with
-- the id last so pages stay stable when events share a start time. A city now matches literally
-- and case-insensitively: PostgREST's ilike made a typed * a wildcard, which nobody meant.
--
-- p_cap null: no count (pages after the first). p_organizer: each item also carries its organizer
-- (id, full_name, avatar_url), the catalogue query issue 5 names; the app's cards show none.

-- private: helpers for the API's functions that PostgREST does not expose (config.toml lists
-- the schemas it serves).
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- The planner's estimate of the rows a catalogue statement returns, its parameters numbered as in
-- public.event_catalogue_page. Volatile only because PostgreSQL allows EXPLAIN in no other kind of
-- function; it runs nothing but the plan.
create function private.planned_rows(
  statement text,
  p_from timestamptz,
  p_to timestamptz,
  p_q text,
  p_category text,
  p_online boolean,
  p_city text,
  p_city_pattern text
)
returns numeric
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  plan json;
begin
  execute 'explain (format json) ' || statement
    into plan
    using p_from, p_to, p_q, p_category, p_online, p_city, null::int, null::int, null::int,
      p_city_pattern;
  return (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric;
end;
$$;

revoke execute on function private.planned_rows(text, timestamptz, timestamptz, text, text, boolean, text, text) from public;
grant execute on function private.planned_rows(text, timestamptz, timestamptz, text, text, boolean, text, text)
  to anon, authenticated, service_role;

drop function if exists public.event_catalogue_count(timestamptz, timestamptz, text, text, boolean, text, text, int);

create function public.event_catalogue_page(
  p_from timestamptz,
  p_to timestamptz default null,
  p_q text default null,
  p_category text default null,
  p_online boolean default null,
  p_price text default null,
  p_city text default null,
  p_sort text default 'soonest',
  p_offset int default 0,
  p_limit int default 12,
  p_cap int default null,
  p_organizer boolean default false
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  q text := nullif(btrim(p_q), '');
  city text := nullif(btrim(p_city), '');
  conditions text := 'e.status = ''published'' and e.ends_at >= $1';
  list_conditions text;
  city_pattern text;
  list_order text;
  -- The events matching the filters, when read once into m; else the page reads the view itself.
  matched text := '';
  source text;
  newest_first text := '';
  columns text := 'e.id, e.title, e.starts_at, e.ends_at, e.time_zone, e.is_online, e.venue_name, '
    || 'e.city, e.price, e.max_attendees, e.going_count, e.cover_url, e.category_id, e.status, '
    || 'e.featured';
  items text;
  total text := 'null::int';
  answer json;
begin
  if p_from is null then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_from (the start of the date window) is required';
  end if;
  if p_cap is not null and (p_cap < 1 or p_cap > 10000) then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_cap must be between 1 and 10000';
  end if;
  if p_price is not null and p_price not in ('free', 'paid') then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_price must be free or paid';
  end if;
  if p_sort is null or p_sort not in ('soonest', 'newest', 'price') then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_sort must be soonest, newest or price';
  end if;
  if p_offset is null or p_offset < 0 or p_offset > 10000 then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_offset must be between 0 and 10000';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_limit must be between 1 and 100';
  end if;
  if char_length(q) > 200 or char_length(city) > 100 then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_q is at most 200 characters, p_city at most 100';
  end if;

  if p_to is not null then conditions := conditions || ' and e.starts_at <= $2'; end if;
  -- websearch syntax ("quoted phrases", -excluded, or) forgives whatever people type.
  if q is not null then
    conditions := conditions || ' and e.search @@ websearch_to_tsquery(''simple'', $3)';
  end if;
  if p_category is not null then conditions := conditions || ' and e.category_id = $4'; end if;
  if p_online is not null then conditions := conditions || ' and e.is_online = $5'; end if;
  if p_price = 'free' then conditions := conditions || ' and e.price = 0'; end if;
  if p_price = 'paid' then conditions := conditions || ' and e.price > 0'; end if;
  -- A city matches literally and case-insensitively, in one of two equal forms (ilike without a
  -- wildcard lowercases both sides, UTF-8). The list reads its order's index and tests each row
  -- with ilike, which no index serves: the first matches in that order come soonest that way,
  -- where the city index would fetch every event of the city and sort them. The count has no
  -- order, so it reads the city index (lower(city) = ...), unless a text search narrows more:
  -- offered both, the planner ANDed the GIN index with it and read more than the GIN index alone.
  list_conditions := conditions;
  if city is not null then
    city_pattern := replace(replace(replace(city, '\', '\\'), '%', '\%'), '_', '\_');
    list_conditions := conditions || ' and e.city ilike $10';
    conditions := conditions || case when q is null then ' and lower(e.city) = lower($6)'
      else ' and e.city ilike $10' end;
  end if;

  list_order := case p_sort
    when 'newest' then 'e.created_at desc, e.id'
    when 'price' then 'e.price, e.starts_at, e.id'
    else 'e.starts_at, e.id'
  end;
  source := 'public.event_catalogue e where ' || list_conditions;
  -- By price with a text search that finds few enough events: sort what it finds rather than walk
  -- events_catalogue_price_idx testing each event for the words. The planner expects the words
  -- evenly spread over prices, but they follow the topic: "Kotlin" by price walked 26,000 cheaper
  -- events before its first match (235 ms; 29 ms with the pages in memory), where its 2,700
  -- matches sort in a few. A common word ("для", half the events) is the other way round: the
  -- walk meets one at once, while sorting its matches read the whole table (100 ms). The
  -- planner's estimate of the matches (from the text search's statistics) tells the two apart
  -- for the price of a plan. The matches are then read once, for the page and the count alike.
  if q is not null and p_sort = 'price'
    and private.planned_rows('select 1 from public.event_catalogue e where ' || conditions,
      p_from, p_to, q, p_category, p_online, city, city_pattern) <= 5000 then
    -- Only the sort keys: the page's twelve rows are read in full afterwards, by id.
    matched := 'with m as materialized (select e.id, e.price, e.starts_at'
      || ' from public.event_catalogue e where ' || list_conditions || ') ';
    source := '(select m.id, m.price, m.starts_at from m order by m.price, m.starts_at, m.id'
      || ' offset $8 limit $9) t join public.event_catalogue e on e.id = t.id';
    list_order := 't.price, t.starts_at, t.id';
  end if;

  if p_organizer then
    columns := columns || ', (select json_build_object(''id'', o.id, ''full_name'', o.full_name, '
      || '''avatar_url'', o.avatar_url) from public.profiles o where o.id = e.organizer_id) as organizer';
  end if;

  items := 'select coalesce(json_agg(p), ''[]''::json) from (select ' || columns || ' from '
    || source || ' order by ' || list_order
    || case when matched = '' then ' offset $8 limit $9' else '' end || ') p';

  if p_cap is not null and matched <> '' then
    total := '(select count(*)::int from (select 1 from m limit $7) s)';
  elsif p_cap is not null then
    -- Only the window's start: the newest events are the ones still to come, so reading them
    -- first reaches cap + 1 matches soonest (20261122000500). With any other filter the index
    -- that narrows the matches is the better start.
    if p_to is null and q is null and p_category is null and p_online is null
      and p_price is null and city is null then
      newest_first := ' order by e.created_at desc, e.id';
    end if;
    total := '(select count(*)::int from (select 1 from public.event_catalogue e where '
      || conditions || newest_first || ' limit $7) s)';
  end if;

  execute matched || 'select json_build_object(''items'', (' || items || '), ''total'', ' || total
    || ')'
    into answer
    using p_from, p_to, q, p_category, p_online, city, p_cap + 1, p_offset, p_limit, city_pattern;
  return answer;
end;
$$;

comment on function public.event_catalogue_page(timestamptz, timestamptz, text, text, boolean, text, text, text, int, int, int, boolean) is
  'A page of published events matching the catalogue filters, as {items, total}: total counts the matches up to p_cap + 1 (more than p_cap: the catalogue says "more than p_cap"), null when p_cap is null.';

revoke execute on function public.event_catalogue_page(timestamptz, timestamptz, text, text, boolean, text, text, text, int, int, int, boolean) from public;
grant execute on function public.event_catalogue_page(timestamptz, timestamptz, text, text, boolean, text, text, text, int, int, int, boolean)
  to anon, authenticated, service_role;
