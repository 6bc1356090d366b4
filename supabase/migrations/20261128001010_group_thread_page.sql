-- A discussion's page in one answer (issue 15): the group, the viewer's standing in it, the
-- thread and its first comments. The page asked for them in three requests at once, which PGlite
-- answers one after another (bench:api BENCH_ONLY=groups, "thread: page": p95 55-62 ms at 10
-- clients where one request alone is 5-7 ms).
--
-- Security invoker: the group and the thread are read under their tables' policies, as the
-- separate requests were; the comments come from group_comments_page, which checks the viewer's
-- right once. The thread is null when there is none in this group that the viewer may see (a
-- private group's thread to someone not in it, or a thread of another group under this group's
-- address), and so are its comments.
-- Portable (PostgreSQL 15+, PGlite).

create function public.group_thread_page(
  p_group_id uuid,
  p_thread_id uuid,
  p_comments int default 50
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  g public.groups%rowtype;
  t public.group_threads%rowtype;
  standing json;
begin
  if p_comments is null or p_comments < 1 or p_comments > 999 then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_comments must be between 1 and 999';
  end if;

  select * into g from public.groups where id = p_group_id;
  if not found then
    return json_build_object('group', null, 'standing', null, 'thread', null, 'comments', null);
  end if;
  select row_to_json(s) into standing from public.group_viewer_state(p_group_id) s;
  select * into t from public.group_threads where id = p_thread_id and group_id = p_group_id;

  return json_build_object(
    'group', private.group_page_details(g),
    'standing', standing,
    'thread', case when t.id is null then null else json_build_object(
      'id', t.id, 'group_id', t.group_id, 'title', t.title, 'body', t.body,
      'pinned', t.pinned, 'comment_count', t.comment_count,
      'created_at', t.created_at, 'updated_at', t.updated_at,
      'author', (
        select json_build_object('id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url)
          from public.profiles p where p.id = t.author_id)) end,
    -- One more than shown: the page says whether there are more.
    'comments', case when t.id is null then null else (
      select coalesce(json_agg(json_build_object(
          'id', c.id, 'thread_id', c.thread_id, 'body', c.body, 'reply_to', c.reply_to,
          'created_at', c.created_at, 'updated_at', c.updated_at,
          'author', (
            select json_build_object(
                'id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url)
              from public.profiles p where p.id = c.author_id))
          order by c.created_at, c.id), '[]'::json)
        from public.group_comments_page(p_thread_id, null, null, p_comments + 1) c) end
  );
end;
$$;

comment on function public.group_thread_page(uuid, uuid, int) is
  'A discussion''s page: the group (null when there is none), the caller''s standing, the thread of that group the caller may see (else null) and its first p_comments (+1) comments.';

revoke execute on function public.group_thread_page(uuid, uuid, int) from public;
grant execute on function public.group_thread_page(uuid, uuid, int)
  to anon, authenticated, service_role;
