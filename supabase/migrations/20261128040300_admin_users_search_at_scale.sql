-- The admin users search on 1,000,000 accounts (issue 19: p95 <= 50 ms). Measured on PGlite with
-- 1,000,000 generated accounts, the first list (20261128040100) left the choice of plan to the
-- planner, which cannot tell from a LIKE pattern how many accounts it matches: a common word
-- («смирнова», "gmail", a two-letter start) was read through the trigram or prefix index in full
-- (100,000+ rows) and sorted for 25, and its count scanned until 10,001 matches.
--
-- Now a query is answered in two ways, each where it is cheap:
--   * a common match: walk the chosen order's index over the first 2,000 accounts the other
--     filters keep and take the matches in order (further, as the share of matches says, for a
--     deep page);
--   * a rare match (fewer than a page among those 2,000): all its matches through the trigram
--     (or prefix) index, then sorted; they are few.
-- The total is exact whenever every match was seen (rare matches, or a walk that covered every
-- account the filters keep), else the share of matches among those walked times the planner's
-- count of accounts the filters keep: an estimate, as the contract allows. Without a query it is
-- exact up to 1,000 (was 10,000: counting them read 10,001 rows a page) and the planner's beyond.
--
-- PostgREST reads its db-pre-request (20261128040100) when it starts or is told to reload its
-- configuration: hosted Supabase's runs on, so it is told here.
-- Portable (PostgreSQL 15+, PGlite with pg_trgm).

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
  c_walk constant integer := 2000;
  v_query text := nullif(lower(btrim(coalesce(p_query, ''))), '');
  v_pattern text;
  v_filters text := 'true';
  v_match text := 'true';
  v_order text;
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

    -- The walk: the LIMIT keeps the query's condition out of the index scan below it. A deep
    -- page of a common match walks on, as far as the share of matches seen says it needs.
    v_cap := c_walk;
    for v_round in 1..3 loop
      execute format(
        'select (array_agg(w.id order by w.n) filter (where w.hit))[1:$3], count(*), count(*) filter (where w.hit)
           from (select u.id, %3$s as hit, row_number() over (order by %2$s) as n
                   from (select u.* from private.admin_users u where %1$s order by %2$s limit %4$s) u
                ) w',
        v_filters, v_order, v_match, v_cap)
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
    elsif v_hits < p_limit then
      -- Rare: every match through the query's index, then ordered. A materialised list, so the
      -- planner cannot walk the whole order's index looking for them instead.
      execute format(
        'with hits as materialized (select u.* from private.admin_users u where %3$s and %1$s)
         select (array_agg(u.id order by %2$s))[1:$3], count(*) from hits u',
        v_filters, v_order, v_match)
        into v_ids, v_total
        using v_pattern, p_role, v_want;
    else
      -- Three walks did not reach a page this deep: the order's index, walked to it.
      execute format(
        'select array_agg(w.id order by w.n)
           from (select u.id, row_number() over (order by %2$s) as n
                   from private.admin_users u where %1$s and %3$s order by %2$s limit $3) w',
        v_filters, v_order, v_match)
        into v_ids
        using v_pattern, p_role, v_want;
      v_total := null;
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
