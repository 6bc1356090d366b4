-- A group's page in one answer (issue 15): the group, the viewer's standing in it and, for whoever
-- may see its content, its first members, upcoming events, pinned threads and first threads.
--
-- The page asked for these in six requests: the group and group_viewer_state, then members,
-- events, pinned threads and threads together. PGlite answers one statement at a time, so the four
-- content requests queued behind each other (bench:api BENCH_ONLY=groups, "group content": p95
-- 70-72 ms at 10 clients where one request alone is 5-7 ms), and every request is a round trip
-- a phone pays for. A visitor's page is public data, so it is now one plain GET with no
-- supabase-js in the page's first load.
--
-- Each person is read by their key, row by row: joined to the page functions' rows, which the
-- planner guesses at a thousand, profiles were hashed whole (bench:api: 1,754 buffers, 27 ms).
-- Security invoker: the group and its events are read under their tables' policies, as the
-- separate requests were; members and threads come from group_members_page and group_threads_page,
-- which check the viewer's right once. Content is null where the page shows the group as locked
-- (a private group to someone not in it), which the page decides from the same group and standing.
-- Portable (PostgreSQL 15+, PGlite).

-- The group as its page shows it (every column but the search vector).
create function private.group_page_details(g public.groups)
returns json
language sql
immutable
set search_path = ''
as $$
  select json_build_object(
    'id', g.id, 'name', g.name, 'description', g.description, 'category_id', g.category_id,
    'is_online', g.is_online, 'city', g.city, 'cover_url', g.cover_url, 'privacy', g.privacy,
    'member_count', g.member_count, 'created_at', g.created_at, 'created_by', g.created_by,
    'updated_at', g.updated_at)
$$;

create function public.group_page(
  p_group_id uuid,
  p_members int default 100,
  p_threads int default 20
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  g public.groups%rowtype;
  standing json;
  viewer_role text;
  content json;
begin
  if p_members is null or p_members < 1 or p_members > 999 then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_members must be between 1 and 999';
  end if;
  if p_threads is null or p_threads < 1 or p_threads > 100 then
    raise exception using errcode = '22023', message = 'group_page_invalid',
      detail = 'p_threads must be between 1 and 100';
  end if;

  select * into g from public.groups where id = p_group_id;
  if not found then
    return json_build_object('group', null, 'standing', null, 'content', null);
  end if;

  select s.role, row_to_json(s) into viewer_role, standing
    from public.group_viewer_state(p_group_id) s;

  if g.privacy = 'public' or viewer_role is not null or public.is_admin() then
    content := json_build_object(
      -- One more than shown: the page says whether there are more.
      'members', (
        select coalesce(json_agg(json_build_object(
            'user_id', m.user_id, 'role', m.role, 'joined_at', m.joined_at,
            'person', (
              select json_build_object(
                  'id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url)
                from public.profiles p where p.id = m.user_id))
            order by m.joined_at, m.user_id), '[]'::json)
          from public.group_members_page(p_group_id, null, null, p_members + 1) m),
      'events', (
        select coalesce(json_agg(json_build_object(
            'id', e.id, 'title', e.title, 'starts_at', e.starts_at, 'ends_at', e.ends_at,
            'time_zone', e.time_zone, 'is_online', e.is_online, 'venue_name', e.venue_name,
            'city', e.city, 'cover_url', e.cover_url, 'category_id', e.category_id,
            'status', e.status, 'members_only', e.members_only, 'going_count', e.going_count,
            'max_attendees', e.max_attendees)
            order by e.starts_at), '[]'::json)
          from (
            select * from public.events e
             where e.group_id = p_group_id
               and e.status in ('published', 'cancelled')
               and e.ends_at >= pg_catalog.now()
             order by e.starts_at
             limit 20
          ) e),
      'pinned', private.group_page_threads(p_group_id, true, 1000),
      'threads', private.group_page_threads(p_group_id, false, p_threads + 1)
    );
  end if;

  return json_build_object(
    'group', private.group_page_details(g),
    'standing', standing,
    'content', content);
end;
$$;

-- Threads as the page shows them, newest first, with their authors.
create function private.group_page_threads(p_group_id uuid, p_pinned boolean, p_limit int)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object(
      'id', t.id, 'group_id', t.group_id, 'title', t.title, 'body', t.body,
      'pinned', t.pinned, 'comment_count', t.comment_count,
      'created_at', t.created_at, 'updated_at', t.updated_at,
      'author', (
        select json_build_object('id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url)
          from public.profiles p where p.id = t.author_id))
      order by t.created_at desc, t.id desc), '[]'::json)
    from public.group_threads_page(p_group_id, p_pinned, null, null, p_limit) t
$$;

comment on function public.group_page(uuid, int, int) is
  'A group''s page: the group (null when the caller may not see it or there is none), the caller''s standing, and for whoever may see the content its first p_members (+1) members, upcoming events, pinned threads and first p_threads (+1) threads; content is null otherwise.';

revoke execute on function public.group_page(uuid, int, int) from public;
revoke execute on function private.group_page_threads(uuid, boolean, int) from public;
revoke execute on function private.group_page_details(public.groups) from public;
grant execute on function public.group_page(uuid, int, int) to anon, authenticated, service_role;
grant execute on function private.group_page_threads(uuid, boolean, int)
  to anon, authenticated, service_role;
grant execute on function private.group_page_details(public.groups)
  to anon, authenticated, service_role;
