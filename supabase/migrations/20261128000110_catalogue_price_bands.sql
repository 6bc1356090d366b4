-- A text search sorted by price reads the cheapest prices first (issue 21, item 11).
--
-- By price, a search the planner expects to find at most 5,000 events fetched every match to sort
-- them: "Kotlin" on 100,000 events, 2,600 matches, 3,113 buffers and about 7 ms of the database's
-- CPU a call (PostgreSQL 15). Walking the price index instead met 36,000 free events before the
-- first "Kotlin", which is never free; ANDing a band of prices from a btree with the text index
-- cost as much (a bitmap pays per entry, and the free band alone is 36,000).
--
-- So the text index itself now knows each event's price band: events_catalogue_search_price_idx
-- indexes the search vector with one more lexeme, the price's step (a quarter octave:
-- floor(4 log2 price); free apart, below every price), and a search by price reads its matches a
-- band of steps at a time, the cheapest first (free, the cheapest price's step, the next two, then
-- the rest; paid only: one step, two, four, then the rest), until the page and the capped count
-- are known. Every event has one step, and a lower step is a lower price, so whatever lies beyond
-- a band is dearer than everything in it. The text index intersects the words with a step while
-- it scans ("kotlin" and the free step: 24 buffers, 0.9 ms), and only the band's matches are
-- fetched: "Kotlin" by price reads two bands, 2 + 167 matches, 289 buffers instead of 3,116 and
-- 2.7 ms of CPU a call instead of 6.7, with the same answers. Only a search with no filter but
-- paid reads bands (a category, dates or a city narrow through their own index first), and only
-- when the planner expects more matches than the page and its count need; a word that is nowhere
-- costs its four empty bands (0.8 ms instead of 0.4).
--
-- The step's lexeme begins with a space, which no word typed in the search box can (the parser
-- splits there), so no search, prefix or not, ever matches it. events_search_idx stays for
-- filters on event_catalogue.search sent to PostgREST directly; writing an event now updates one
-- more GIN index (11 MB on 100,000 events).

create function private.catalogue_price_step(price numeric)
returns int
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when price > 0 then floor(4 * pg_catalog.log(2::numeric, price))::int else -1000 end
$$;

comment on function private.catalogue_price_step(numeric) is
  'The price''s step for the catalogue''s search by price: floor(4 log2 price), -1000 when free; a lower step is always a lower price.';

create function private.catalogue_price_words(search tsvector, price numeric)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select search || pg_catalog.array_to_tsvector(
    array[' price ' || private.catalogue_price_step(price)::text])
$$;

comment on function private.catalogue_price_words(tsvector, numeric) is
  'The event''s search vector and the lexeme of its price step (private.catalogue_price_step), which no typed word can match (it begins with a space).';

revoke execute on function private.catalogue_price_step(numeric) from public;
revoke execute on function private.catalogue_price_words(tsvector, numeric) from public;
grant execute on function private.catalogue_price_step(numeric) to anon, authenticated, service_role;
grant execute on function private.catalogue_price_words(tsvector, numeric)
  to anon, authenticated, service_role;

create index events_catalogue_search_price_idx on public.events
  using gin (private.catalogue_price_words(search, price))
  where not members_only;

create function private.catalogue_price_bands(
  p_from timestamptz,
  p_price text,
  p_offset int,
  p_limit int,
  p_cap int,
  words tsquery,
  columns text,
  planned numeric,
  unfiltered boolean
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  -- What the page and its count need: the page's last row, and one past the cap.
  needed int := greatest(p_offset + p_limit, coalesce(p_cap + 1, 0));
  cheapest int;
  step int;
  last_step int;
  width int := 1;
  bands int := 0;
  band text;
  read_steps text;
  last_band boolean := false;
  ids uuid[] := '{}';
  prices numeric[] := '{}';
  starts timestamptz[] := '{}';
  band_ids uuid[];
  band_prices numeric[];
  band_starts timestamptz[];
  found_rows int := 0;
  band_rows int;
  answer json;
begin
  if words is null or not unfiltered or p_price = 'free' or planned is null or planned > 5000
    or planned <= 1.2 * needed then
    return null;
  end if;
  select private.catalogue_price_step(min(e.price)) into cheapest
    from public.event_catalogue e where e.status = 'published' and e.price > 0;

  loop
    bands := bands + 1;
    if bands >= 4 or (cheapest is null and (bands > 1 or p_price = 'paid')) then
      -- The rest: every step not read yet.
      last_band := true;
      band := case when read_steps is not null then '!(' || read_steps || ')' end;
    else
      if bands = 1 and p_price is null then
        band := quote_literal(' price ' || private.catalogue_price_step(0));
      else
        -- The cheapest price's step, then the next two, then four.
        step := coalesce(last_step + 1, cheapest);
        last_step := step + width - 1;
        width := width * 2;
        band := (select string_agg(quote_literal(' price ' || s), ' | ')
          from generate_series(step, last_step) s);
      end if;
      read_steps := case when read_steps is null then band else read_steps || ' | ' || band end;
    end if;

    execute 'select array_agg(e.id), array_agg(e.price), array_agg(e.starts_at), count(*)::int '
      || 'from public.event_catalogue e where e.status = ''published'' and e.ends_at >= $1'
      || case when p_price = 'paid' then ' and e.price > 0' else '' end
      || ' and private.catalogue_price_words(e.search, e.price) @@ $2'
      into band_ids, band_prices, band_starts, band_rows
      using p_from, case when band is null then words else words && band::tsquery end;
    if band_rows > 0 then
      ids := ids || band_ids;
      prices := prices || band_prices;
      starts := starts || band_starts;
      found_rows := found_rows + band_rows;
    end if;
    exit when last_band or found_rows >= needed;
  end loop;

  execute 'select json_build_object(''items'', (select coalesce(json_agg(p), ''[]''::json) from '
    || '(select ' || columns || ' from (select m.* from unnest($1, $2, $3) m(id, price, starts_at) '
    || 'order by m.price, m.starts_at, m.id offset $4 limit $5) t '
    || 'join public.event_catalogue e on e.id = t.id order by t.price, t.starts_at, t.id) p), '
    || '''total'', $6)'
    into answer
    using ids, prices, starts, p_offset, p_limit,
      case when p_cap is not null then least(found_rows, p_cap + 1) end;
  return answer;
end;
$$;

comment on function private.catalogue_price_bands(timestamptz, text, int, int, int, tsquery, text, numeric, boolean) is
  'public.event_catalogue_page''s text search by price without other filters, read a band of price steps at a time from events_catalogue_search_price_idx until the page and the capped count are known; null when it is better read otherwise.';

revoke execute on function private.catalogue_price_bands(timestamptz, text, int, int, int, tsquery, text, numeric, boolean) from public;
grant execute on function private.catalogue_price_bands(timestamptz, text, int, int, int, tsquery, text, numeric, boolean)
  to anon, authenticated, service_role;

-- The walk of 20261128000100, a search by price first offered to the bands.
create or replace function private.catalogue_page_walk(
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
  if p_sort = 'price' then
    answer := private.catalogue_price_bands(p_from, p_price, p_offset, p_limit, p_cap, words,
      columns, planned, p_to is null and p_category is null and p_online is null and city is null);
    if answer is not null then return answer; end if;
  end if;

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

