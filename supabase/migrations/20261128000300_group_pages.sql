-- The groups' pages read only the page (issue 15, bench:api BENCH_ONLY=groups on 10,000 groups,
-- 1,000,000 memberships and 500,000 comments; EXPLAIN (ANALYZE, BUFFERS) through PostgREST).
--
-- public.group_catalogue_page: the catalogue's page and, on the first page, its capped count in
-- one call, as public.event_catalogue_page does for events. PostgREST hands a function its
-- arguments as a json_to_recordset column, so search_groups' words were never a value the planner
-- could look at: it walked the sort's index testing every group, and a word no group has read the
-- whole table (1,746 buffers; 57-78 ms on PGlite). Here the statement is planned with the values
-- (EXECUTE ... USING), so a rare or absent word starts from the GIN index and a common one still
-- walks the sort's index; the list and its count share one set of conditions and one round trip.
--
-- public.group_comments_page and public.group_members_page: the next page of a thread's comments
-- went through PostgREST's or=(created_at.gt.…,and(created_at.eq.…,id.gt.…)), which the planner
-- turns into a BitmapOr over the rest of the thread, sorted for the 51 it wanted; and the RLS
-- policy called private.group_content_visible(group_id) on every row it read (8,265 buffers on
-- the longest thread). A members page called it on each of its 101 rows (612 buffers, 1,016 in a
-- private group). The viewer's right depends on the group alone, so these check it once and then
-- read the page with a row comparison the index answers. Security definer for that reason only:
-- whoever group_content_visible refuses gets no rows, exactly as the tables' policies answer them.
--
-- search_groups and search_groups_count stay, unchanged, for clients already deployed.
-- Portable (PostgreSQL 15+, PGlite).

create function public.group_catalogue_page(
  p_q text default null,
  p_category text default null,
  p_city text default null,
  p_online boolean default null,
  p_sort text default 'members',
  p_offset int default 0,
  p_limit int default 12,
  p_cap int default null
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  q text := nullif(pg_catalog.btrim(p_q), '');
  city text := nullif(pg_catalog.btrim(p_city), '');
  words tsquery;
  conditions text := 'true';
  items text;
  total text := 'null::int';
  answer json;
begin
  if p_sort is null or p_sort not in ('members', 'newest') then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_sort must be members or newest';
  end if;
  if p_offset is null or p_offset < 0 or p_offset > 10000 then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_offset must be between 0 and 10000';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_limit must be between 1 and 100';
  end if;
  if p_cap is not null and (p_cap < 1 or p_cap > 10000) then
    raise exception using errcode = '22023', message = 'catalogue_page_invalid',
      detail = 'p_cap must be between 1 and 10000';
  end if;

  if q is not null then
    -- Words that make no query (null) match nothing, as in search_groups.
    words := private.catalogue_tsquery(q);
    conditions := conditions || ' and g.search @@ $1';
  end if;
  if p_category is not null then conditions := conditions || ' and g.category_id = $2'; end if;
  -- Literal, as the catalogue sent it to PostgREST (eq.).
  if city is not null then conditions := conditions || ' and g.city = $3'; end if;
  if p_online is not null then conditions := conditions || ' and g.is_online = $4'; end if;

  items := 'select coalesce(pg_catalog.json_agg(p), ''[]''::json) from (select g.id, g.name, '
    || 'g.description, g.category_id, g.is_online, g.city, g.cover_url, g.privacy, '
    || 'g.member_count, g.created_at from public.groups g where ' || conditions
    || case when p_sort = 'newest' then ' order by g.created_at desc, g.id desc'
         else ' order by g.member_count desc, g.id desc' end
    || ' offset $5 limit $6) p';
  if p_cap is not null then
    total := '(select count(*)::int from (select 1 from public.groups g where ' || conditions
      || ' limit $7) s)';
  end if;

  execute 'select pg_catalog.json_build_object(''items'', (' || items || '), ''total'', '
    || total || ')'
    into answer
    using words, p_category, city, p_online, p_offset, p_limit, p_cap + 1;
  return answer;
end;
$$;

comment on function public.group_catalogue_page(text, text, text, boolean, text, int, int, int) is
  'A page of groups matching the catalogue''s words (private.catalogue_tsquery), category, city and online, most members or newest first, as {items, total}: total counts the matches up to p_cap + 1, null when p_cap is null.';

create function public.group_comments_page(
  p_thread_id uuid,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit int default 50
)
returns setof public.group_comments
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_group uuid;
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_limit must be between 1 and 1000';
  end if;
  if (p_after_created_at is null) <> (p_after_id is null) then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_after_created_at and p_after_id come together';
  end if;
  select t.group_id into v_group from public.group_threads t where t.id = p_thread_id;
  if v_group is null or not private.group_content_visible(v_group) then
    return;
  end if;
  if p_after_id is null then
    return query
      select c.* from public.group_comments c
       where c.thread_id = p_thread_id
       order by c.created_at, c.id
       limit p_limit;
  else
    return query
      select c.* from public.group_comments c
       where c.thread_id = p_thread_id
         and (c.created_at, c.id) > (p_after_created_at, p_after_id)
       order by c.created_at, c.id
       limit p_limit;
  end if;
end;
$$;

comment on function public.group_comments_page(uuid, timestamptz, uuid, int) is
  'A thread''s comments oldest first, p_limit of them after (p_after_created_at, p_after_id); none for whoever may not see the group''s content.';

create function public.group_members_page(
  p_group_id uuid,
  p_after_joined_at timestamptz default null,
  p_after_user_id uuid default null,
  p_limit int default 50
)
returns setof public.group_members
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_limit must be between 1 and 1000';
  end if;
  if (p_after_joined_at is null) <> (p_after_user_id is null) then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_after_joined_at and p_after_user_id come together';
  end if;
  -- A member always sees the group's content, so "Everyone sees their own memberships" adds
  -- nothing here: whoever is refused is in no row of it.
  if not private.group_content_visible(p_group_id) then
    return;
  end if;
  if p_after_user_id is null then
    return query
      select m.* from public.group_members m
       where m.group_id = p_group_id
       order by m.joined_at, m.user_id
       limit p_limit;
  else
    return query
      select m.* from public.group_members m
       where m.group_id = p_group_id
         and (m.joined_at, m.user_id) > (p_after_joined_at, p_after_user_id)
       order by m.joined_at, m.user_id
       limit p_limit;
  end if;
end;
$$;

comment on function public.group_members_page(uuid, timestamptz, uuid, int) is
  'A group''s members earliest first, p_limit of them after (p_after_joined_at, p_after_user_id); none for whoever may not see the group''s content.';

revoke execute on function public.group_catalogue_page(text, text, text, boolean, text, int, int, int) from public;
revoke execute on function public.group_comments_page(uuid, timestamptz, uuid, int) from public;
revoke execute on function public.group_members_page(uuid, timestamptz, uuid, int) from public;
grant execute on function public.group_catalogue_page(text, text, text, boolean, text, int, int, int)
  to anon, authenticated, service_role;
grant execute on function public.group_comments_page(uuid, timestamptz, uuid, int)
  to anon, authenticated, service_role;
grant execute on function public.group_members_page(uuid, timestamptz, uuid, int)
  to anon, authenticated, service_role;
