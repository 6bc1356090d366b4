-- Catalogue search as people type (issue 21, item 11): «йог» finds «йога», "Kotl" finds "Kotlin",
-- «новичок» finds «новичков», «курсы» «курс», «встреча» «встречи», "running" "run" and "runs",
-- "cafés" "café", "Treffen" "Treffens". The 'simple' vector and websearch_to_tsquery('simple', q)
-- found whole words only, as written.
--
-- The vector, private.catalogue_words(text): every word as written (simple) and its stem in each
-- language (russian, english, french, german: the snowball stemmers exist on every build, PGlite
-- included; pg_trgm and unaccent do not), all the forms of a word at that word's position, so a
-- quoted phrase matches whatever form each of its words is in. A form shared by several languages
-- is one lexeme: about 1.6 times the size of the 'simple' vector (concatenating the five vectors
-- would be twice, with positions that only line up within each). Title weight A, description B,
-- as before.
--
-- The query, private.catalogue_tsquery(q): the words of q as the documents' parser splits them,
-- each word an OR of
--   * the word as written, as a prefix (what people type: «йог», "Kotl"; also «кур» → «курсор»),
--   * its stem in each language, exactly ("running" → run, «курсы» → курс, "cafés" → caf),
--   * for a Russian stem with a fleeting vowel, the stem of the other forms, exactly: новичок ↔
--     новичк(ов), танец ↔ танц(ы), огонёк ↔ огоньк(и); the stemmer keeps the vowel only in the
--     form that has it.
-- Stems are matched exactly, not as prefixes: «курсы» as курс:* would find «курсор», "running"
-- as run:* "runway". The words are ANDed; websearch's syntax stays: "a quoted phrase" (its words
-- in order, each still in any of its forms), -excluded (a word or a phrase), and `or` between two
-- words or phrases. Nothing typed reaches tsquery syntax: each lexeme is quoted (quotes and
-- backslashes doubled) and the query is assembled with tsquery operators, so & | ! : * ( ) <->
-- and quotes in the input are only ever spaces or literal characters. Input without a word
-- (punctuation only) gives null, which matches nothing, as websearch_to_tsquery's empty query
-- did.
--
-- public.event_catalogue_page: its text search is private.catalogue_tsquery($3); and a search the
-- planner expects to find at most 1,500 events, in start or creation order as already by price
-- (up to 5,000 there), reads its matches from the GIN index and sorts them instead of walking the
-- order's index. A word in two to four forms is estimated two to four times as common as one, and
-- an unknown word (a typo) then looked common enough to walk the whole catalogue for twelve
-- matches it does not have (below).
--
-- Immutable (the text search configurations and dictionaries it reads are built in), so within
-- event_catalogue_page's `execute ... using` it is evaluated once, when the statement is planned:
-- the planner sees the tsquery itself, for the GIN index and for private.planned_rows's estimate,
-- and a plan that tests rows one by one never calls it per row.

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

create function private.catalogue_words(t text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    pg_catalog.string_agg(
      '''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || ''':' || u.positions, ' '
    ),
    ''
  )::pg_catalog.tsvector
  from (
    select v.lexeme, pg_catalog.string_agg(p::text, ',') as positions
    from unnest('{simple,russian,english,french,german}'::pg_catalog.regconfig[]) c,
      unnest(pg_catalog.to_tsvector(c, coalesce(t, ''))) v,
      unnest(v.positions) p
    group by v.lexeme
  ) u
$$;

comment on function private.catalogue_words(text) is
  'The words of t for public.events.search: as written and their russian, english, french and german stems, every form at its word''s position. Changing it leaves the stored vectors as they were: rebuild the column.';

revoke execute on function private.catalogue_words(text) from public;
grant execute on function private.catalogue_words(text) to anon, authenticated, service_role;

create function private.catalogue_tsquery(q text)
returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  token record;
  lexeme text;
  stem text;
  forms text[];
  term tsquery;
  phrase tsquery;
  groups tsquery[] := '{}';
  answer tsquery;
  quoted boolean := false;
  negate boolean := false;
  either boolean := false;
  after_word boolean := false;
  c text;
  i int;
begin
  for token in select t.tokid, t.token from pg_catalog.ts_parse('default', coalesce(q, '')) t loop
    if token.tokid = 12 then
      -- Spaces and punctuation. A quote opens or closes a phrase; a minus that does not join two
      -- parts of a word (мастер-класс) excludes the next word or phrase.
      for i in 1 .. char_length(token.token) loop
        c := substr(token.token, i, 1);
        if c = '"' then
          if quoted and phrase is not null then
            if negate then phrase := !!phrase; end if;
            if either then
              groups[cardinality(groups)] := groups[cardinality(groups)] || phrase;
            else
              groups := groups || phrase;
            end if;
            either := false;
          end if;
          if quoted then negate := false; end if;
          quoted := not quoted;
          phrase := null;
        elsif c = '-' and not quoted and not after_word then
          negate := true;
        end if;
        after_word := false;
      end loop;
      continue;
    end if;
    -- A hyphenated word (мастер-класс) comes again as its parts, which are what counts.
    if token.tokid in (15, 16, 17) then continue; end if;
    after_word := true;
    -- What no vector holds: XML tags and entities, a URL's protocol.
    if token.tokid in (13, 14, 23) then continue; end if;
    lexeme := (pg_catalog.ts_lexize('pg_catalog.simple', token.token))[1];
    if lexeme is null or lexeme = '' then continue; end if;
    if lexeme = 'or' and not quoted and not negate then
      either := cardinality(groups) > 0;
      continue;
    end if;

    forms := pg_catalog.tsvector_to_array(
      pg_catalog.to_tsvector('pg_catalog.english', token.token)
      || pg_catalog.to_tsvector('pg_catalog.french', token.token)
      || pg_catalog.to_tsvector('pg_catalog.german', token.token));
    foreach stem in array pg_catalog.tsvector_to_array(
      pg_catalog.to_tsvector('pg_catalog.russian', token.token))
    loop
      forms := forms || stem;
      -- Fleeting vowels: the stem with о/е/ё before a final к, ц, л, н or р also looks for the
      -- stem without it (новичок → новичк, танец → танц; огонёк → огоньк), and a stem ending
      -- in two consonants for the stem with it (новичк → новичок, новичек; огоньк → огонек).
      if stem ~ '[бвгджзклмнпрстфхцчшщ][оеё][кцлнр]$' and char_length(stem) >= 4 then
        forms := forms || (left(stem, -2) || right(stem, 1));
        if substr(stem, char_length(stem) - 1, 1) <> 'о'
          and substr(stem, char_length(stem) - 2, 1) in ('л', 'н') then
          forms := forms || (left(stem, -2) || 'ь' || right(stem, 1));
        end if;
      elsif stem ~ '[бвгджзклмнпрстфхцчшщ]ь?[кцлнр]$' and char_length(stem) >= 3 then
        if substr(stem, char_length(stem) - 1, 1) = 'ь' then
          forms := forms || (left(stem, -2) || 'е' || right(stem, 1));
        else
          forms := forms || (left(stem, -1) || 'о' || right(stem, 1))
            || (left(stem, -1) || 'е' || right(stem, 1));
        end if;
      end if;
    end loop;

    -- The word as written, as a prefix; every other form exactly, unless the prefix covers it.
    term := ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*')::tsquery;
    for stem in select distinct f from unnest(forms) f loop
      if stem <> '' and not starts_with(stem, lexeme) then
        term := term || ('''' || replace(replace(stem, '\', '\\'), '''', '''''') || '''')::tsquery;
      end if;
    end loop;

    if quoted then
      phrase := case when phrase is null then term else pg_catalog.tsquery_phrase(phrase, term) end;
      continue;
    end if;
    if negate then term := !!term; end if;
    if either then
      groups[cardinality(groups)] := groups[cardinality(groups)] || term;
    else
      groups := groups || term;
    end if;
    negate := false;
    either := false;
  end loop;
  -- A phrase whose closing quote is missing ends with the input.
  if quoted and phrase is not null then
    if negate then phrase := !!phrase; end if;
    if either then
      groups[cardinality(groups)] := groups[cardinality(groups)] || phrase;
    else
      groups := groups || phrase;
    end if;
  end if;
  foreach term in array groups loop
    answer := case when answer is null then term else answer && term end;
  end loop;
  return answer;
end;
$$;

comment on function private.catalogue_tsquery(text) is
  'The catalogue''s text search for what someone typed: each word as a prefix or in any of its forms (simple, russian, english, french, german stems), ANDed; "phrases", -excluded and or as in websearch_to_tsquery. Null when q has no word.';

revoke execute on function private.catalogue_tsquery(text) from public;
grant execute on function private.catalogue_tsquery(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The column. A generated column's expression cannot change in place before PostgreSQL 17, and
-- public.event_catalogue selects the column: the view goes, the column (and its GIN index) is
-- made again, the view comes back exactly as 20261122000200 made it.

drop view public.event_catalogue;

alter table public.events drop column search;

alter table public.events add column search tsvector generated always as (
  setweight(private.catalogue_words(title), 'A')
  || setweight(private.catalogue_words(description), 'B')
) stored;

comment on column public.events.search is
  'Full-text vector over title (weight A) and description (B), private.catalogue_words: every word as written and its russian, english, french and german stems; query it with private.catalogue_tsquery.';

create index events_search_idx on public.events using gin (search);

create view public.event_catalogue
with (security_invoker = false)
as
select
  e.id, e.organizer_id, e.group_id, e.title, e.description, e.starts_at, e.ends_at, e.time_zone,
  e.is_online, e.venue_name, e.address, e.city, e.max_attendees, e.price, e.category_id,
  e.cover_url, e.featured, e.status, e.going_count, e.waitlist_count, e.created_at, e.updated_at,
  e.search
from public.events e
where e.status in ('published', 'cancelled');

comment on view public.event_catalogue is
  'Published and cancelled events (what everyone may read), for catalogue lists and text search: unlike public.events under RLS, a search here can use the GIN index.';

-- A simple view is auto-updatable and would write with the owner's rights: reads only.
revoke all on table public.event_catalogue from anon, authenticated;
grant select on table public.event_catalogue to anon, authenticated;
grant select on table public.event_catalogue to service_role;

-- ---------------------------------------------------------------------------------------------
-- public.event_catalogue_page as 20261122000600 made it, its text search now
-- private.catalogue_tsquery($3).

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
  if q is not null then
    conditions := conditions || ' and e.search @@ private.catalogue_tsquery($3)';
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
      p_from, p_to, q, p_category, p_online, city, city_pattern);
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
