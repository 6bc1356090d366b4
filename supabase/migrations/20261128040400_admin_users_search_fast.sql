-- The admin users search on 1,000,000 accounts, faster (issue 19: p95 <= 50 ms). Measured on
-- PostgreSQL with the bench:admin database, 20261128040300's list spent its time in the heap:
--   * its walk along the order's index read `u.*`: each account walked was a heap page read in
--     the order's (random) order;
--   * a match not met in the first 2,000 of the order was read in full through the trigram index,
--     every column materialised and all of it sorted for one page. A first name sorted by name is
--     such a match: its accounts are together, far down the order («смирнова» by name, 142,859
--     matches, the first about the 89,000th: 1.2-1.5 s).
--
-- Now the planner's estimate of the matches decides first: a match it expects to be rare (5,000
-- or fewer) goes straight to the trigram index. Else each order's index carries what the walk
-- reads (the search text, email and name, and the filters' columns), so the walk is an
-- index-only scan, of three pages' worth at the expected share (1,000 to 10,000 accounts). A
-- match not met there is walked to, index-only, as far as its estimated number, which costs about
-- what reading it from the heap would and finds a cluster like the one above (1.3 s -> 0.15 s);
-- only when that walk does not reach the page are the matches read through the trigram index,
-- and then only their ids and sort keys, with a top-N sort and the count in the same pass. The
-- rows and their order are 20261128040300's (compared on the bench database); the total is exact
-- whenever every match was seen, else an estimate (the contract's).
--
-- Still slow: a common word whose matches all sort beyond their own number («мария» by name,
-- 125,000 matches from the 625,000th: 0.8 s, was 1.1 s; «person9» by email: 0.4 s, was 0.6 s):
-- both ways then read about the whole table, and under 50 ms needs the matches kept in each
-- order (a trigram-by-order index), not built here. And an email substring (person4242, 111
-- matches) spends its 20-25 ms in the trigram index itself, whose lists for «per», «ers», «rso»
-- and «son» name every account.
--
-- The order indexes are replaced, not added to: an account written keeps the same number of index
-- entries to update. Index-only needs the visibility map, which autovacuum keeps on this table.
-- Portable (PostgreSQL 15+, PGlite with pg_trgm).

drop index private.admin_users_created_idx;
drop index private.admin_users_name_idx;
drop index private.admin_users_email_idx;
drop index private.admin_users_last_sign_in_idx;

-- Walked backwards for created_asc. `name` and `email` themselves are included because the
-- planner will not rebuild a column from lower(column) for an index-only scan.
create index admin_users_created_idx on private.admin_users (created_at desc, id desc)
  include (search, email, name, role, confirmed_at, banned_until);
create index admin_users_name_idx on private.admin_users (lower(name), id)
  include (search, email, name, role, confirmed_at, banned_until);
create index admin_users_email_idx on private.admin_users (lower(email), id)
  include (search, email, name, role, confirmed_at, banned_until);
create index admin_users_last_sign_in_idx on private.admin_users
  (last_sign_in_at desc nulls last, id desc)
  include (search, email, name, role, confirmed_at, banned_until);

create or replace function public.admin_users_list(
  p_query text default null,
  p_role text default null,
  p_confirmed boolean default null,
  p_banned boolean default null,
  p_sort text default 'created_desc',
  p_limit integer default 25,
  p_offset integer default 0
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c_walk constant integer := 10000;
  c_rare constant integer := 5000;
  v_estimate bigint;
  v_query text := nullif(lower(btrim(coalesce(p_query, ''))), '');
  v_pattern text;
  v_filters text := 'true';
  v_match text := 'true';
  v_order text;
  v_keys text;
  v_want integer := p_offset + p_limit;
  v_ids uuid[];
  v_walked integer;
  v_cap integer;
  v_round integer;
  v_hits integer;
  v_total bigint;
  v_plan jsonb;
begin
  if p_role is not null and p_role not in ('admin', 'member') then
    raise exception 'p_role must be admin or member' using errcode = '22023';
  end if;
  v_order := case p_sort
    when 'created_desc' then 'u.created_at desc, u.id desc'
    when 'created_asc' then 'u.created_at, u.id'
    when 'name_asc' then 'lower(u.name), u.id'
    when 'email_asc' then 'lower(u.email), u.id'
    when 'last_sign_in_desc' then 'u.last_sign_in_at desc nulls last, u.id desc'
  end;
  if v_order is null then
    raise exception 'p_sort is not one of the orders' using errcode = '22023';
  end if;
  -- What the walk reads besides the id, email, name and search: the order's own column, so that
  -- every column it names is in that order's index.
  v_keys := case
    when p_sort like 'created%' then ', u.created_at'
    when p_sort = 'last_sign_in_desc' then ', u.last_sign_in_at'
    else ''
  end;
  if p_limit not between 1 and 100 or p_offset < 0 then
    raise exception 'p_limit is 1..100 and p_offset 0 or more' using errcode = '22023';
  end if;

  if p_role is not null then v_filters := v_filters || ' and u.role = $2'; end if;
  if p_confirmed is true then v_filters := v_filters || ' and u.confirmed_at is not null'; end if;
  if p_confirmed is false then v_filters := v_filters || ' and u.confirmed_at is null'; end if;
  if p_banned is true then
    v_filters := v_filters || ' and u.banned_until is not null and u.banned_until > now()';
  end if;
  if p_banned is false then
    v_filters := v_filters || ' and (u.banned_until is null or u.banned_until <= now())';
  end if;

  if v_query is not null then
    -- LIKE's own characters typed by a person are literal characters.
    v_pattern := replace(replace(replace(v_query, '\', '\\'), '%', '\%'), '_', '\_');
    if char_length(v_query) >= 3 then
      v_match := 'u.search like ''%'' || $1 || ''%''';
    else
      v_match := '(lower(u.email) like $1 || ''%'' or lower(u.name) like $1 || ''%'')';
    end if;

    -- How many the planner expects: a match it expects to be rare goes to the trigram index
    -- without a walk, which would find little.
    execute format('explain (format json) select 1 from private.admin_users u where %s and %s',
      v_filters, v_match)
      into v_plan
      using v_pattern, p_role;
    v_estimate := (v_plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint;

    -- The walk: the LIMIT keeps the query's condition out of the index scan below it, and it
    -- reads only the index's columns. A deep page of a common match walks on, as far as the
    -- share of matches seen says it needs.
    v_walked := 0;
    v_hits := 0;
    -- As far as three pages' worth at the expected share of matches, 1,000 to 10,000 accounts.
    v_cap := case when v_estimate > c_rare then
      least(c_walk, greatest(1000, ceil(v_want * 3 * (
        select c.reltuples from pg_catalog.pg_class c where c.oid = 'private.admin_users'::regclass
      ) / v_estimate)))::integer
    else 0 end;
    for v_round in 1..3 loop
      exit when v_cap = 0;
      execute format(
        'select (array_agg(w.id order by w.n) filter (where w.hit))[1:$3], count(*), count(*) filter (where w.hit)
           from (select u.id, %3$s as hit, row_number() over (order by %2$s) as n
                   from (select u.id, u.search, u.email, u.name%5$s from private.admin_users u
                          where %1$s order by %2$s limit %4$s) u
                ) w',
        v_filters, v_order, v_match, v_cap, v_keys)
        into v_ids, v_walked, v_hits
        using v_pattern, p_role, v_want;
      exit when v_walked < v_cap or v_hits >= v_want or v_hits < p_limit;
      v_cap := ceil(v_want::numeric * v_walked / v_hits * 1.2)::integer;
    end loop;

    if v_walked < v_cap then
      -- Every account the filters keep was walked: the matches and their count are all there.
      v_total := v_hits;
    elsif v_hits >= v_want then
      v_total := null;
    elsif v_hits >= p_limit then
      -- Three walks did not reach a page this deep: the order's index, walked to it.
      execute format(
        'select array_agg(w.id order by w.n)
           from (select u.id, row_number() over (order by %2$s) as n
                   from private.admin_users u where %1$s and %3$s order by %2$s limit $3) w',
        v_filters, v_order, v_match)
        into v_ids
        using v_pattern, p_role, v_want;
      v_total := null;
    else
      -- Not met early in the order. Many matches met later (a first name sorted by name: its
      -- accounts are together, far down the order) cost less walked to, index-only, than read
      -- from the heap: walked as far as their estimated number, which costs about what reading
      -- them would; the total is then that estimate.
      v_ids := null;
      if v_estimate > c_rare then
        execute format(
          'select array_agg(u.id order by %2$s)
             from (select u.* from (select u.id, u.search, u.email, u.name%5$s
                                      from private.admin_users u where %1$s order by %2$s limit %4$s) u
                    where %3$s order by %2$s limit $3) u',
          v_filters, v_order, v_match, v_estimate, v_keys)
          into v_ids
          using v_pattern, p_role, v_want;
      end if;
      if coalesce(cardinality(v_ids), 0) >= v_want then
        v_total := greatest(v_want, v_estimate);
      else
        -- Rare: every match through the query's index, then the page's top of them. A
        -- materialised list, so the planner cannot walk the whole order's index looking for
        -- them instead; only the columns an order needs, and a top-N sort, not a sort of all.
        execute format(
          'with hits as materialized (
             select u.id, u.email, u.name, u.created_at, u.last_sign_in_at
               from private.admin_users u where %3$s and %1$s)
           select array_agg(u.id order by %2$s), coalesce(max(u.total), 0)
             from (select u.*, count(*) over () as total from hits u order by %2$s limit $3) u',
          v_filters, v_order, v_match)
          into v_ids, v_total
          using v_pattern, p_role, v_want;
      end if;
    end if;

    if v_total is null then
      -- Many matches: their share among those walked, of the accounts the filters keep.
      execute format('explain (format json) select 1 from private.admin_users u where %s', v_filters)
        into v_plan
        using v_pattern, p_role;
      v_total := greatest(cardinality(v_ids),
        round((v_plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric * v_hits / v_walked)::bigint);
    end if;
  else
    execute format(
      'select array_agg(w.id order by w.n)
         from (select u.id, row_number() over (order by %2$s) as n
                 from private.admin_users u where %1$s order by %2$s limit $3) w',
      v_filters, v_order)
      into v_ids
      using v_pattern, p_role, v_want;
    execute format(
      'select count(*) from (select 1 from private.admin_users u where %s limit 1001) hits',
      v_filters)
      into v_total
      using v_pattern, p_role;
    if v_total > 1000 then
      execute format('explain (format json) select 1 from private.admin_users u where %s', v_filters)
        into v_plan
        using v_pattern, p_role;
      v_total := greatest(1001, (v_plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint);
    end if;
  end if;

  return jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(private.admin_user_json(a) order by page.n)
        from unnest(v_ids[p_offset + 1:v_want]) with ordinality as page (id, n)
        join private.admin_users a on a.id = page.id
    ), '[]'::jsonb),
    'total', coalesce(v_total, 0)
  );
end;
$$;

notify pgrst, 'reload config';
