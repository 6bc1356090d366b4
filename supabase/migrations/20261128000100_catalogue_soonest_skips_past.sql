-- The catalogue's walk in start order starts at the first event that can still be running, not
-- at the first event ever (issue 21, item 11: the catalogue's benchmark target with search as
-- people type).
--
-- A page in start order walks events_catalogue_soonest_idx from status = 'published' on, and the
-- window's condition, ends_at >= p_from, is tested on each entry (the index's last key): every
-- event already over was read and skipped, and they only ever grow in number. On 100,000 events
-- (60 days past, 365 ahead; PostgreSQL 15, EXPLAIN) that was 167 of the 184 buffers of
-- "upcoming, first page", and as much in every walk: "Kotl" and «йогой» (a topic's word, 2,600
-- matches, walked: 355 events fetched for 12 matches) read 651 and 438 buffers. An event still
-- running started no earlier than p_from less the longest event's duration
-- (events_catalogue_longest_idx answers that in one probe), so the walk now starts there.
--
-- Measured, and left out: reading a search's matches in bands of days, its text index ANDed with
-- events_catalogue_soonest_idx (the next days' matches only; the previous engineer's idea), and
-- by price in bands of prices. Buffers fell ("Kotl" 278, "Kotlin" by price 368 instead of 3,113)
-- but the database's CPU did not: each bitmap costs per entry, and an event per heap page makes
-- every entry its own page. "Kotl" in bands took 2.7-3.2 ms of CPU a call against 2.4-2.8 ms
-- walked from the running events; by price the free band alone is 36,000 entries, as costly as
-- fetching the 2,600 matches.
--
-- public.event_catalogue_page is split into helpers, so that a later change replaces the one it
-- is about instead of copying the whole function again: private.catalogue_page_checked (the
-- argument checks), private.catalogue_page_walk (the page and its capped count, as
-- 20261125000200 ran them, and where the walk starts); public.event_catalogue_page builds the
-- conditions and the estimate.

-- Only a query that names ends_at > starts_at (always true: events_ends_after_start) can use it:
-- any index whose predicate the catalogue's queries imply competes with their own indexes, and
-- on a small table the planner took it for a city's count and for newest first.
create index events_catalogue_longest_idx on public.events ((ends_at - starts_at))
  where status = 'published' and not members_only and ends_at > starts_at;

create function private.catalogue_page_checked(
  p_from timestamptz,
  p_cap int,
  p_price text,
  p_sort text,
  p_offset int,
  p_limit int,
  q text,
  city text
)
returns void
language plpgsql
immutable
set search_path = ''
as $$
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
end;
$$;

comment on function private.catalogue_page_checked(timestamptz, int, text, text, int, int, text, text) is
  'Raises catalogue_page_invalid (22023) when public.event_catalogue_page''s arguments are out of range.';

-- The page and its capped count as 20261125000200 built them.
create function private.catalogue_page_walk(
  p_from timestamptz,
  p_to timestamptz,
  q text,
  p_category text,
  p_online boolean,
  p_price text,
  city text,
  p_sort text,
  p_offset int,
  p_limit int,
  p_cap int,
  city_pattern text,
  words tsquery,
  conditions text,
  list_conditions text,
  columns text,
  planned numeric
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  list_order text;
  matched text := '';
  source text;
  newest_first text := '';
  longest interval;
  items text;
  total text := 'null::int';
  answer json;
begin
  list_order := case p_sort
    when 'newest' then 'e.created_at desc, e.id'
    when 'price' then 'e.price, e.starts_at, e.id'
    else 'e.starts_at, e.id'
  end;
  source := 'public.event_catalogue e where ' || list_conditions;
  -- Why a search this planned sorts its matches rather than walk: 20261125000200.
  if planned <= (case p_sort when 'price' then 5000 else 1500 end) then
    matched := 'with m as materialized (select ' || case p_sort
        when 'price' then 'e.id, e.price, e.starts_at'
        when 'newest' then 'e.id, e.created_at'
        else 'e.id, e.starts_at'
      end || ' from public.event_catalogue e where ' || list_conditions || ') ';
    list_order := case p_sort
      when 'price' then 't.price, t.starts_at, t.id'
      when 'newest' then 't.created_at desc, t.id'
      else 't.starts_at, t.id'
    end;
    source := '(select m.* from m order by ' || replace(list_order, 't.', 'm.')
      || ' offset $8 limit $9) t join public.event_catalogue e on e.id = t.id';
  end if;

  -- Walking in start order: no event still running started before p_from less the longest
  -- event (one probe of events_catalogue_longest_idx), so the walk starts there instead of at the
  -- first event ever, skipping every past one entry by entry.
  if matched = '' and p_sort = 'soonest' then
    select max(e.ends_at - e.starts_at) into longest
      from public.event_catalogue e where e.status = 'published' and e.ends_at > e.starts_at;
    -- A window that starts within the longest event of the earliest timestamp would subtract
    -- out of range: it walks from the first event, as before.
    if longest is not null and p_from > '4714-11-24 00:00:00+00 BC'::timestamptz + longest then
      source := source || ' and e.starts_at >= ' || quote_literal(p_from - longest)
        || '::timestamptz';
    end if;
  end if;

  items := 'select coalesce(json_agg(p), ''[]''::json) from (select ' || columns || ' from '
    || source || ' order by ' || list_order
    || case when matched = '' then ' offset $8 limit $9' else '' end || ') p';

  if p_cap is not null and matched <> '' then
    total := '(select count(*)::int from (select 1 from m limit $7) s)';
  elsif p_cap is not null then
    -- Newest first: 20261122000500 and 20261125000200.
    if p_to is null and p_category is null and p_online is null and p_price is null and city is null
      and (q is null or planned >= 10000) then
      newest_first := ' order by e.created_at desc, e.id';
    end if;
    total := '(select count(*)::int from (select 1 from public.event_catalogue e where '
      || conditions || newest_first || ' limit $7) s)';
  end if;

  execute matched || 'select json_build_object(''items'', (' || items || '), ''total'', ' || total
    || ')'
    into answer
    using p_from, p_to, q, p_category, p_online, city, p_cap + 1, p_offset, p_limit, city_pattern,
      words;
  return answer;
end;
$$;

comment on function private.catalogue_page_walk(timestamptz, timestamptz, text, text, boolean, text, text, text, int, int, int, text, tsquery, text, text, text, numeric) is
  'public.event_catalogue_page''s page and capped count in one statement: the order''s index walked, or the matches sorted when the planner expects few.';

create or replace function public.event_catalogue_page(
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
  -- Built once and passed as $11 (20261125000200).
  words tsquery;
  city text := nullif(btrim(p_city), '');
  conditions text := 'e.status = ''published'' and e.ends_at >= $1';
  list_conditions text;
  city_pattern text;
  planned numeric;
  columns text := 'e.id, e.title, e.starts_at, e.ends_at, e.time_zone, e.is_online, e.venue_name, '
    || 'e.city, e.price, e.max_attendees, e.going_count, e.cover_url, e.category_id, e.status, '
    || 'e.featured';
begin
  perform private.catalogue_page_checked(p_from, p_cap, p_price, p_sort, p_offset, p_limit, q, city);

  if p_to is not null then conditions := conditions || ' and e.starts_at <= $2'; end if;
  -- Each word as a prefix or in any of its forms (20261124000100).
  if q is not null then
    words := private.catalogue_tsquery(q);
    conditions := conditions || ' and e.search @@ $11';
  end if;
  if p_category is not null then conditions := conditions || ' and e.category_id = $4'; end if;
  if p_online is not null then conditions := conditions || ' and e.is_online = $5'; end if;
  if p_price = 'free' then conditions := conditions || ' and e.price = 0'; end if;
  if p_price = 'paid' then conditions := conditions || ' and e.price > 0'; end if;
  -- A city: the list tests ilike along its order's index, the count reads the city index unless
  -- a text search narrows more (20261122000300, 20261125000200).
  list_conditions := conditions;
  if city is not null then
    city_pattern := replace(replace(replace(city, '\', '\\'), '%', '\%'), '_', '\_');
    list_conditions := conditions || ' and e.city ilike $10';
    conditions := conditions || case when q is null then ' and lower(e.city) = lower($6)'
      else ' and e.city ilike $10' end;
  end if;

  if p_organizer then
    columns := columns || ', (select json_build_object(''id'', o.id, ''full_name'', o.full_name, '
      || '''avatar_url'', o.avatar_url) from public.profiles o where o.id = e.organizer_id) as organizer';
  end if;

  if q is not null then
    planned := private.planned_rows('select 1 from public.event_catalogue e where ' || conditions,
      p_from, p_to, q, p_category, p_online, city, city_pattern, words);
  end if;

  return private.catalogue_page_walk(p_from, p_to, q, p_category, p_online, p_price, city, p_sort,
    p_offset, p_limit, p_cap, city_pattern, words, conditions, list_conditions, columns, planned);
end;
$$;

revoke execute on function private.catalogue_page_checked(timestamptz, int, text, text, int, int, text, text) from public;
revoke execute on function private.catalogue_page_walk(timestamptz, timestamptz, text, text, boolean, text, text, text, int, int, int, text, tsquery, text, text, text, numeric) from public;
grant execute on function private.catalogue_page_checked(timestamptz, int, text, text, int, int, text, text)
  to anon, authenticated, service_role;
grant execute on function private.catalogue_page_walk(timestamptz, timestamptz, text, text, boolean, text, text, text, int, int, int, text, tsquery, text, text, text, numeric)
  to anon, authenticated, service_role;
