-- A group an admin closed (20261128050100_admin_moderation.sql, groups.closed_at) as the app shows
-- it (issue 19). Its page says so: private.group_page_details, which group_page and
-- group_thread_page both answer the group with, gains `closed`, so the page can say «Группа
-- закрыта модераторами» and offer no join, post or chat controls that would only meet 409
-- group_closed. The catalogue leaves it out, as Meetup does with a removed group: nobody should
-- find a group there that takes no one. Its page stays at its address for members and links.
--
-- Both are CREATE OR REPLACE with their signatures, so their grants stay. The catalogue's one
-- more condition filters the rows the sort's or the GIN index already reads, and closed groups
-- are few, so it costs a skipped row now and then rather than a different plan.
-- Portable (PostgreSQL 15+, PGlite).

create or replace function private.group_page_details(g public.groups)
returns json
language sql
immutable
set search_path = ''
as $$
  select json_build_object(
    'id', g.id, 'name', g.name, 'description', g.description, 'category_id', g.category_id,
    'is_online', g.is_online, 'city', g.city, 'cover_url', g.cover_url, 'privacy', g.privacy,
    'member_count', g.member_count, 'created_at', g.created_at, 'created_by', g.created_by,
    'updated_at', g.updated_at, 'closed', g.closed_at is not null)
$$;

create or replace function public.group_catalogue_page(
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
  -- A closed group is not offered to anyone new (see the top of this file).
  conditions text := 'g.closed_at is null';
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
  'A page of the open (not closed) groups matching the catalogue''s words (private.catalogue_tsquery), category, city and online, most members or newest first, as {items, total}: total counts the matches up to p_cap + 1, null when p_cap is null.';
