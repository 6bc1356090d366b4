-- The groups catalogue builds a text search's query once per request (issue 15, bench:api
-- BENCH_ONLY=groups on 10,000 groups).
--
-- PostgREST hands a function its arguments as a column of json_to_recordset($1), not as a value,
-- so the planner never folded private.catalogue_tsquery(p_q) into a constant: public.search_groups
-- inlined it into a per-row filter, and every group the sort walked built the query again (it
-- parses the words and stems them in four languages, about 0.6 ms). On PGlite, "Kotlin" walked 331
-- groups for its first 12 (212 ms) and a word no group has walked all 10,000 (623 ms; 4.6 s p95 at
-- 10 clients). Now the query is built in a subquery the planner may not flatten (offset 0), which
-- it runs once and joins to every group, so each group costs one tsvector match.
--
-- public.search_groups_count was a SQL function that is never inlined (it aggregates), planned with
-- its parameters unknown: "p_q is null or ..." and "p_category is null or ..." kept the GIN and
-- category indexes out and built the query per row too. It is now PL/pgSQL that builds the query
-- once and runs a statement with only the given conditions (EXECUTE ... USING plans with the
-- values, as public.event_catalogue_page does), so a text search counts from the GIN index.
--
-- Same signatures, results and grants; portable (PostgreSQL 15+, PGlite).

create or replace function public.search_groups(p_q text default null)
returns setof public.groups
language sql
stable
as $$
  select g.* from public.groups g,
    (select nullif(pg_catalog.btrim(p_q), '') is null as blank,
            case when nullif(pg_catalog.btrim(p_q), '') is not null
              then private.catalogue_tsquery(p_q) end as words
      offset 0) w
   where w.blank or g.search @@ w.words
$$;

comment on function public.search_groups(text) is
  'Groups matching the words of p_q (all groups when blank), as private.catalogue_tsquery reads them, built once per call; filter, order and page it like a table.';

create or replace function public.search_groups_count(
  p_q text default null,
  p_category text default null,
  p_city text default null,
  p_online boolean default null,
  p_cap int default 1000
)
returns int
language plpgsql
stable
set search_path = ''
as $$
declare
  v_search boolean := nullif(pg_catalog.btrim(p_q), '') is not null;
  v_words tsquery;
  v_count int;
begin
  if v_search then
    v_words := private.catalogue_tsquery(p_q);
  end if;
  -- Words that make no query match nothing, as in search_groups.
  execute 'select count(*)::int from (select 1 from public.groups g where true'
    || case when v_search then ' and g.search @@ $1' else '' end
    || case when p_category is not null then ' and g.category_id = $2' else '' end
    || case when p_city is not null then ' and g.city = $3' else '' end
    || case when p_online is not null then ' and g.is_online = $4' else '' end
    || ' limit $5) t'
    into v_count
    using v_words, p_category, p_city, p_online,
      least(greatest(coalesce(p_cap, 1000), 0), 10000) + 1;
  return v_count;
end;
$$;

comment on function public.search_groups_count(text, text, text, boolean, int) is
  'The number of groups search_groups and the filters match, at most p_cap + 1 (p_cap at most 10,000).';
