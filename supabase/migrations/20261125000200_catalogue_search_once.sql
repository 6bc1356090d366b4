-- The catalogue's text search builds its query once per call (issue 21, item 11).
--
-- public.event_catalogue_page named private.catalogue_tsquery($3) in the statements it runs, and
-- the planner folded that call into a constant in each statement it planned: the estimate's, the
-- page's and the count's, so a search built its query three to four times. Each build parses the
-- words and stems them in four languages; on 100,000 events (PGlite, per call, same answers, a
-- busy machine) "Kotlin" went from 9.5 to 5.9 ms and «начинающий» from 8.4 to 3.2 ms. Now it builds
-- it once and passes it as $11; EXECUTE ... USING plans with parameter values, so the planner
-- still sees the query itself (for the GIN index and for private.planned_rows's estimate).
--
-- private.planned_rows takes the query too (an eleventh parameter, in the same place in every
-- statement); its ten-parameter form goes.

create function private.planned_rows(
  statement text,
  p_from timestamptz,
  p_to timestamptz,
  p_q text,
  p_category text,
  p_online boolean,
  p_city text,
  p_city_pattern text,
  p_words tsquery
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
      p_city_pattern, p_words;
  return (plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric;
end;
$$;

comment on function private.planned_rows(text, timestamptz, timestamptz, text, text, boolean, text, text, tsquery) is
  'The planner''s row estimate for a catalogue statement, with public.event_catalogue_page''s parameters ($11: the text search''s query). Outside the API''s schemas: it plans whatever statement it is given.';

revoke execute on function private.planned_rows(text, timestamptz, timestamptz, text, text, boolean, text, text, tsquery) from public;
grant execute on function private.planned_rows(text, timestamptz, timestamptz, text, text, boolean, text, text, tsquery)
  to anon, authenticated, service_role;

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
  -- Built once here and passed as $11: folded into each statement at planning instead, it was
  -- built once per place it appears, per statement planned (the estimate's, the page's, the
  -- count's).
  words tsquery;
  city text := nullif(btrim(p_city), '');
  conditions text := 'e.status = ''published'' and e.ends_at >= $1';
  list_conditions text;
  city_pattern text;
  list_order text;
  -- The events matching the filters, when read once into m; else the page reads the view itself.
  matched text := '';
  planned numeric;
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
  -- Each word as a prefix or in any of its forms, with websearch's syntax ("quoted phrases",
  -- -excluded, or); whatever people type is a search, never a syntax error (20261124000100).
  -- EXECUTE ... USING plans with the parameters' values, so the planner still sees the words.
  if q is not null then
    words := private.catalogue_tsquery(q);
    conditions := conditions || ' and e.search @@ $11';
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
  -- In start or creation order the same holds for a word the planner knows nothing about (a
  -- typo, a word no event has): it estimates each of the word's forms at 0.5 % of the events, so
  -- a word in two to four forms looked common enough (700-1,500 events on 100,000) to walk
  -- events_catalogue_soonest_idx for twelve matches, and with none there the walk read every
  -- upcoming event (78,000 buffers, 1.9 s on PGlite). Up to 1,500 expected matches the matches
  -- are read from the GIN index and sorted; a known word ("Kotlin", 2,500) still walks.
  if q is not null then
    planned := private.planned_rows('select 1 from public.event_catalogue e where ' || conditions,
      p_from, p_to, q, p_category, p_online, city, city_pattern, words);
  end if;
  if planned <= (case p_sort when 'price' then 5000 else 1500 end) then
    -- Only the sort keys: the page's twelve rows are read in full afterwards, by id.
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
    -- A word so common that private.planned_rows expects at least 10,000 upcoming matches counts
    -- the same way: its first cap + 1 matches are among a few hundred of the newest events, where
    -- the text index first lists every match ("п" lists 77,000 events to count 101).
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

drop function private.planned_rows(text, timestamptz, timestamptz, text, text, boolean, text, text);
