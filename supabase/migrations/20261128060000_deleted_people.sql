-- Deleted people read «Удалённый пользователь» (issue 18): every answer that names a person says
-- whether that person deleted their account, so the screens write the words in the reader's
-- language, link to no page (theirs is the 404) and offer no «Написать». delete_account_data
-- already empties the profile (no name, no picture), so a deleted person's row carries the flag
-- and nothing else of them.
--
-- event_attendees and my_conversations return tables, whose columns a replacement cannot change:
-- they are dropped and made again with the same arguments and privileges (one more column each;
-- private.rsvp_answer, which names event_attendees' columns, follows). The JSON pages gain
-- 'deleted' beside each person's id, read by the same key lookups, so the plans stay as they were.
-- Notifications keep no profile of whom they name (delete_account_data forgets actor_id), so the
-- row itself says it: actor_deleted, set where the deleted person was the one named and cleared
-- when someone else's notice is folded into the row.
-- The client's own reads of profiles (an event's organiser, chat authors, group lists) select
-- profiles.deleted_at, which every role may read.
-- Portable (PostgreSQL 15+, PGlite).

-- ---------------------------------------------------------------------------------------------
-- An event's attendees

drop function public.event_attendees(uuid, int);

create function public.event_attendees(p_event_id uuid, p_limit int default 12)
returns table (user_id uuid, full_name text, avatar_url text, deleted boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.avatar_url, p.deleted_at is not null
    from public.events e
    join public.rsvps r on r.event_id = e.id and r.status = 'going'
    join public.profiles p on p.id = r.user_id
   where e.id = p_event_id
     and (e.status <> 'draft' or e.organizer_id = (select auth.uid()) or (select public.is_admin()))
     and (not e.members_only or private.is_group_member(e.group_id)
          or e.organizer_id = (select auth.uid()) or (select public.is_admin()))
   order by r.created_at, r.id
   limit least(greatest(coalesce(p_limit, 12), 0), 100)
$$;

comment on function public.event_attendees(uuid, int) is
  'Going attendees (id, name, avatar, deleted) of a visible event, earliest first; p_limit at most 100.';

revoke execute on function public.event_attendees(uuid, int) from public;
grant execute on function public.event_attendees(uuid, int) to anon, authenticated, service_role;

create or replace function private.rsvp_answer(p_event_id uuid, p_limit int)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_event record;
  v_status text;
begin
  select e.going_count, e.waitlist_count, e.max_attendees, e.is_online, e.organizer_id
    into v_event
    from public.events e
   where e.id = p_event_id;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'event_not_found', 'No such event.');
  end if;
  select r.status into v_status
    from public.rsvps r
   where r.event_id = p_event_id and r.user_id = v_user;
  return jsonb_build_object(
    'status', v_status,
    'going_count', v_event.going_count,
    'waitlist_count', v_event.waitlist_count,
    'max_attendees', v_event.max_attendees,
    'seats_left', case
      when v_event.max_attendees is null then null
      else greatest(v_event.max_attendees - v_event.going_count, 0)
    end,
    'attendees', coalesce(
      (select jsonb_agg(
                jsonb_build_object(
                  'user_id', a.user_id, 'full_name', a.full_name, 'avatar_url', a.avatar_url,
                  'deleted', a.deleted
                ) order by a.n)
         from public.event_attendees(p_event_id, p_limit)
              with ordinality as a (user_id, full_name, avatar_url, deleted, n)),
      '[]'::jsonb
    ),
    'join_url', case
      when v_event.is_online and (v_status = 'going' or v_event.organizer_id = v_user) then
        (select p.online_url from public.event_private p where p.event_id = p_event_id)
    end
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- A group's page and a discussion's page

create or replace function public.group_page(
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
                  'id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url,
                  'deleted', p.deleted_at is not null)
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

create or replace function private.group_page_threads(p_group_id uuid, p_pinned boolean, p_limit int)
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
        select json_build_object('id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url,
            'deleted', p.deleted_at is not null)
          from public.profiles p where p.id = t.author_id))
      order by t.created_at desc, t.id desc), '[]'::json)
    from public.group_threads_page(p_group_id, p_pinned, null, null, p_limit) t
$$;

create or replace function public.group_thread_page(
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
        select json_build_object('id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url,
            'deleted', p.deleted_at is not null)
          from public.profiles p where p.id = t.author_id)) end,
    -- One more than shown: the page says whether there are more.
    'comments', case when t.id is null then null else (
      select coalesce(json_agg(json_build_object(
          'id', c.id, 'thread_id', c.thread_id, 'body', c.body, 'reply_to', c.reply_to,
          'created_at', c.created_at, 'updated_at', c.updated_at,
          'author', (
            select json_build_object(
                'id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url,
                    'deleted', p.deleted_at is not null)
              from public.profiles p where p.id = c.author_id))
          order by c.created_at, c.id), '[]'::json)
        from public.group_comments_page(p_thread_id, null, null, p_comments + 1) c) end
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The conversations list: a direct conversation's peer

drop function public.my_conversations(timestamptz, uuid, int);

create function public.my_conversations(
  p_before_activity timestamptz default null,
  p_before_id uuid default null,
  p_limit int default 30
)
returns table (
  id uuid,
  kind text,
  group_id uuid,
  event_id uuid,
  peer_id uuid,
  title text,
  picture_url text,
  last_activity_at timestamptz,
  last_seq bigint,
  last_read_seq bigint,
  unread_count int,
  last_message_id uuid,
  last_message_author_id uuid,
  last_message_body text,
  last_message_has_image boolean,
  last_message_deleted boolean,
  last_message_at timestamptz,
  peer_deleted boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
  select c.id, c.kind, c.group_id, c.event_id, p.id,
    coalesce(g.name, e.title, p.full_name), coalesce(g.cover_url, e.cover_url, p.avatar_url),
    c.last_activity_at, c.last_seq, coalesce(r.last_read_seq, 0),
    private.unread_in(c.id, (select auth.uid()), r.last_read_seq),
    l.id, l.author_id, l.body, l.image_path is not null, l.deleted_at is not null, l.created_at,
    p.deleted_at is not null
  from public.conversations c
  left join public.groups g on g.id = c.group_id
  left join public.events e on e.id = c.event_id
  left join public.profiles p
    on c.kind = 'direct'
   and p.id = case when c.user_a = (select auth.uid()) then c.user_b else c.user_a end
  left join public.message_reads r
    on r.conversation_id = c.id and r.user_id = (select auth.uid())
  left join lateral (
    select m.* from public.messages m
     where m.conversation_id = c.id and m.seq = c.last_seq
  ) l on true
  where c.id in (select private.my_conversation_ids())
    and (p_before_activity is null
      or (c.last_activity_at, c.id) < (p_before_activity, coalesce(p_before_id, c.id)))
  order by c.last_activity_at desc, c.id desc
  limit least(greatest(coalesce(p_limit, 30), 1), 100);
end;
$$;

comment on function public.my_conversations(timestamptz, uuid, int) is
  'The caller''s conversations, latest activity first, with title, picture, latest message, unread count and whether a direct conversation''s peer deleted their account (up to 1,000).';

revoke execute on function public.my_conversations(timestamptz, uuid, int) from public;
grant execute on function public.my_conversations(timestamptz, uuid, int)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Notifications

alter table public.notifications
  add column actor_deleted boolean not null default false;

comment on column public.notifications.actor_deleted is
  'The person named (actor) deleted their account: the reader sees «Удалённый пользователь».';

-- A newer notice folded into the row names its own actor (private.notify sets actor_id).
create function private.notifications_actor_named()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.actor_deleted := false;
  return new;
end;
$$;

revoke execute on function private.notifications_actor_named() from public, anon, authenticated;

create trigger notifications_actor_named
  before update of actor_id on public.notifications
  for each row
  when (new.actor_id is not null and new.actor_deleted)
  execute function private.notifications_actor_named();

create or replace function public.delete_account_data(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.profiles p where p.id = p_user_id and p.deleted_at is null for update;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'account_not_found', 'No such account.');
  end if;

  -- What they organise: a draft nobody saw goes, a published event still to come is cancelled.
  delete from public.events e
   where e.organizer_id = p_user_id and e.status = 'draft';
  update public.events e set status = 'cancelled'
   where e.organizer_id = p_user_id and e.status = 'published' and e.starts_at > now();
  -- Their places in events still to come free up; attendance of past events stays as history.
  delete from public.rsvps r
   using public.events e
   where r.event_id = e.id and r.user_id = p_user_id and e.starts_at > now();

  perform private.hand_over_groups(p_user_id);
  delete from public.group_members m where m.user_id = p_user_id;
  delete from public.group_join_requests q where q.user_id = p_user_id;
  delete from public.group_bans b where b.user_id = p_user_id;
  update public.group_join_requests q set decided_by = null where q.decided_by = p_user_id;
  update public.group_bans b set banned_by = null where b.banned_by = p_user_id;

  delete from public.user_blocks b where p_user_id in (b.blocker_id, b.blocked_id);
  delete from public.message_reads r where r.user_id = p_user_id;
  -- A picture is the person's file, removed from storage with the others: its message goes too.
  update public.messages m set body = null, image_path = null, deleted_at = now(),
         deleted_by = null
   where m.author_id = p_user_id and m.image_path is not null and m.deleted_at is null;

  update public.groups g set created_by = null where g.created_by = p_user_id;

  -- The notifications arrive with issue 17 (a database without them has none to touch). Last, so
  -- the cancellations above, which notify the attendees, lose the person's name too.
  if to_regclass('public.notifications') is not null then
    execute 'delete from public.notifications where user_id = $1' using p_user_id;
    -- Where they are the one named, the row says a deleted person did it; where someone else is
    -- named, that name stays and they are only no longer counted apart.
    execute 'update public.notifications
                set actor_deleted = actor_deleted or actor_id is not distinct from $1,
                    actor_id = case when actor_id = $1 then null else actor_id end,
                    actor_name = case when actor_id = $1 then null else actor_name end,
                    actor_ids = array_remove(actor_ids, $1)
              where actor_id = $1 or $1 = any (actor_ids)' using p_user_id;
  end if;

  update public.profiles p
     set full_name = null, avatar_url = null, bio = '', city = '', interests = '{}',
         hide_attended = true, language = 'ru', deleted_at = now()
   where p.id = p_user_id;
end;
$$;
