-- A group's threads as its members and comments are paged (20261128000300_group_pages.sql):
-- the viewer's right checked once, not by the RLS policy on every row read (bench:api
-- BENCH_ONLY=groups, the first page of the biggest group's threads: 150 buffers for 21 rows, 234
-- in a private group, about seven a row, three of them the author). The keyset is a row
-- comparison, which group_threads_page_idx (group_id, pinned, created_at desc, id desc) answers
-- descending as well. Security definer for the check alone: whoever
-- private.group_content_visible refuses gets no rows, as the table's policy answers them.
-- Portable (PostgreSQL 15+, PGlite).

create function public.group_threads_page(
  p_group_id uuid,
  p_pinned boolean default false,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit int default 20
)
returns setof public.group_threads
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_pinned is null then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_pinned is true or false';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_limit must be between 1 and 1000';
  end if;
  if (p_after_created_at is null) <> (p_after_id is null) then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_after_created_at and p_after_id come together';
  end if;
  if not private.group_content_visible(p_group_id) then
    return;
  end if;
  if p_after_id is null then
    return query
      select t.* from public.group_threads t
       where t.group_id = p_group_id and t.pinned = p_pinned
       order by t.created_at desc, t.id desc
       limit p_limit;
  else
    return query
      select t.* from public.group_threads t
       where t.group_id = p_group_id and t.pinned = p_pinned
         and (t.created_at, t.id) < (p_after_created_at, p_after_id)
       order by t.created_at desc, t.id desc
       limit p_limit;
  end if;
end;
$$;

comment on function public.group_threads_page(uuid, boolean, timestamptz, uuid, int) is
  'A group''s pinned or other threads newest first, p_limit of them before (p_after_created_at, p_after_id); none for whoever may not see the group''s content.';

revoke execute on function public.group_threads_page(uuid, boolean, timestamptz, uuid, int) from public;
grant execute on function public.group_threads_page(uuid, boolean, timestamptz, uuid, int)
  to anon, authenticated, service_role;
