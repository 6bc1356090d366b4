-- Moderation (issue 19): what the admin-content and admin-reports edge functions do, as
-- functions only the service role may call. Each change takes the content as it was (for the
-- audit row the function writes in the same call) and tells the content's owner with an
-- admin.action notification; resolving reports tells each reporter (report.resolved).
--
-- Closing a group is new here: groups.closed_at. A closed group keeps its page, members and
-- history to read, and takes nothing new: no members, join requests, threads, comments, events
-- or chat messages, whoever asks (the rule is the database's, so no client can get round it).
-- Removing a message is what delete_message does (the row stays with its body and picture
-- cleared, deleted_by the admin); the picture's file leaves storage through the Storage API from
-- the edge function, else with the 24 h sweep (sweep-message-images), which removes files no
-- message names. A comment is deleted, as its author could (replies keep their place).
-- Portable (PostgreSQL 15+, PGlite).

alter table public.groups
  add column closed_at timestamptz,
  add column closed_by uuid references public.profiles (id) on delete set null,
  add constraint groups_closer_only_when_closed check (closed_at is not null or closed_by is null);

comment on column public.groups.closed_at is
  'Set by an admin (admin-content closeGroup): the group takes no new members, requests, threads, comments, events or messages.';

create index groups_closed_by_idx on public.groups (closed_by) where closed_by is not null;

create function private.group_is_closed(p_group_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.groups g where g.id = p_group_id and g.closed_at is not null)
$$;

revoke execute on function private.group_is_closed(uuid) from public;
grant execute on function private.group_is_closed(uuid) to anon, authenticated, service_role;

create function private.refuse_closed_group()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group uuid;
begin
  if tg_table_name = 'messages' then
    select c.group_id into v_group from public.conversations c where c.id = new.conversation_id;
  elsif tg_table_name = 'group_join_requests' and to_jsonb(new) ->> 'status' <> 'pending' then
    return new;
  else
    v_group := (to_jsonb(new) ->> 'group_id')::uuid;
  end if;
  if v_group is not null and private.group_is_closed(v_group) then
    perform private.raise_api_error(409, 'P0001', 'group_closed',
      'This group was closed by the administrators.');
  end if;
  return new;
end;
$$;

revoke execute on function private.refuse_closed_group() from public, anon, authenticated;

create trigger group_members_refuse_closed
  before insert on public.group_members
  for each row execute function private.refuse_closed_group();
create trigger group_join_requests_refuse_closed
  before insert or update of status on public.group_join_requests
  for each row execute function private.refuse_closed_group();
create trigger group_threads_refuse_closed
  before insert on public.group_threads
  for each row execute function private.refuse_closed_group();
-- After group_comments_before_insert (triggers fire by name), which copies the thread's group.
create trigger group_comments_refuse_closed
  before insert on public.group_comments
  for each row execute function private.refuse_closed_group();
create trigger events_refuse_closed
  before insert or update of group_id on public.events
  for each row when (new.group_id is not null)
  execute function private.refuse_closed_group();
create trigger messages_refuse_closed
  before insert on public.messages
  for each row execute function private.refuse_closed_group();

-- ---------------------------------------------------------------------------------------------
-- Shapes the admin functions answer (the contract's)

-- A person as the admin screens name them: null name when none is set, deleted once anonymised.
create function private.admin_person(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_id is null then null else jsonb_build_object(
    'id', p_id,
    'name', (select p.full_name from public.profiles p where p.id = p_id),
    'deleted', coalesce((select p.deleted_at is not null from public.profiles p where p.id = p_id), true)
  ) end
$$;

create function private.admin_event_item(e public.events)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', e.id, 'title', e.title, 'startsAt', e.starts_at, 'status', e.status,
    'featured', e.featured, 'organiser', private.admin_person(e.organizer_id),
    'groupId', e.group_id, 'goingCount', e.going_count
  )
$$;

create function private.admin_group_item(g public.groups)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', g.id, 'name', g.name, 'visibility', g.privacy, 'closed', g.closed_at is not null,
    'memberCount', g.member_count,
    'owner', private.admin_person((select m.user_id from public.group_members m
                                    where m.group_id = g.id and m.role = 'owner'))
  )
$$;

-- A query as a LIKE pattern that matches it literally anywhere.
create function private.admin_like(p_query text)
returns text
language sql
immutable
as $$
  select '%' || replace(replace(replace(p_query, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

-- What the content's owner is told: which action, on what, and the admin's reason if given.
create function private.admin_notify_owner(
  p_owner uuid,
  p_actor uuid,
  p_action text,
  p_target_type text,
  p_target_id uuid,
  p_params jsonb,
  p_reason text
)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.notify('admin.action', array[row(
    p_owner, p_action || ':' || p_target_id::text,
    jsonb_strip_nulls(jsonb_build_object(
      'action', p_action, 'targetType', p_target_type, 'targetId', p_target_id,
      'reason', nullif(btrim(p_reason), '')
    ) || p_params),
    p_actor, p_action || ':' || p_target_id::text || ':' || clock_timestamp()::text
  )::private.notice])
  where p_owner is not null
$$;

-- ---------------------------------------------------------------------------------------------
-- Events

create function public.admin_content_events(
  p_query text default null,
  p_status text default null,
  p_featured boolean default null,
  p_limit int default 25,
  p_offset int default 0
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with hits as (
    select e.* from public.events e
     where (p_query is null or e.title ilike private.admin_like(p_query))
       and (p_status is null or e.status = p_status)
       and (p_featured is null or e.featured = p_featured)
  )
  select jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(private.admin_event_item(p) order by p.starts_at desc, p.id desc)
        from (select * from hits h order by h.starts_at desc, h.id desc
               limit p_limit offset p_offset) p
    ), '[]'::jsonb),
    'total', (select count(*) from hits)
  )
$$;

-- {before, after} items, or null when there is no such event. Featuring tells nobody.
create function public.admin_feature_event(p_event_id uuid, p_featured boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.events;
  v_after public.events;
begin
  select * into v_before from public.events e where e.id = p_event_id for update;
  if not found then
    return null;
  end if;
  update public.events e set featured = p_featured where e.id = p_event_id returning * into v_after;
  return jsonb_build_object('before', private.admin_event_item(v_before),
                            'after', private.admin_event_item(v_after),
                            'changed', v_before.featured is distinct from p_featured);
end;
$$;

-- Back to draft: the public no longer sees it; its RSVPs stay. Only the organiser is told (the
-- events' own notifications go out for a cancellation, not for this). A draft or a cancelled
-- event stays as it is (changed false).
create function public.admin_unpublish_event(p_event_id uuid, p_actor uuid, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.events;
  v_after public.events;
begin
  select * into v_before from public.events e where e.id = p_event_id for update;
  if not found then
    return null;
  end if;
  if v_before.status <> 'published' then
    return jsonb_build_object('before', private.admin_event_item(v_before),
                              'after', private.admin_event_item(v_before), 'changed', false);
  end if;
  update public.events e set status = 'draft'
   where e.id = p_event_id returning * into v_after;
  perform private.admin_notify_owner(v_after.organizer_id, p_actor, 'event.unpublish', 'event',
    v_after.id, jsonb_build_object('eventId', v_after.id, 'eventTitle', v_after.title), p_reason);
  return jsonb_build_object('before', private.admin_event_item(v_before),
                            'after', private.admin_event_item(v_after), 'changed', true);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Groups

create function public.admin_content_groups(
  p_query text default null,
  p_limit int default 25,
  p_offset int default 0
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with hits as (
    select g.* from public.groups g
     where p_query is null or g.name ilike private.admin_like(p_query)
  )
  select jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(private.admin_group_item(p) order by p.created_at desc, p.id desc)
        from (select * from hits h order by h.created_at desc, h.id desc
               limit p_limit offset p_offset) p
    ), '[]'::jsonb),
    'total', (select count(*) from hits)
  )
$$;

create function public.admin_close_group(p_group_id uuid, p_actor uuid, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.groups;
  v_after public.groups;
  v_owner uuid;
begin
  select * into v_before from public.groups g where g.id = p_group_id for update;
  if not found then
    return null;
  end if;
  if v_before.closed_at is not null then
    return jsonb_build_object('before', private.admin_group_item(v_before),
                              'after', private.admin_group_item(v_before), 'changed', false);
  end if;
  update public.groups g set closed_at = now(), closed_by = p_actor
   where g.id = p_group_id returning * into v_after;
  select m.user_id into v_owner from public.group_members m
   where m.group_id = p_group_id and m.role = 'owner';
  perform private.admin_notify_owner(v_owner, p_actor, 'group.close', 'group', p_group_id,
    jsonb_build_object('groupId', p_group_id, 'groupName', v_after.name), p_reason);
  return jsonb_build_object('before', private.admin_group_item(v_before),
                            'after', private.admin_group_item(v_after), 'changed', true);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Messages and comments

-- {before, imagePath, changed}; imagePath is the picture's file for the caller to remove.
create function public.admin_remove_message(p_message_id uuid, p_actor uuid, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.messages;
begin
  select * into v_before from public.messages m where m.id = p_message_id for update;
  if not found then
    return null;
  end if;
  if v_before.deleted_at is not null then
    return jsonb_build_object('changed', false);
  end if;
  update public.messages m
     set deleted_at = now(), deleted_by = p_actor, body = null, image_path = null
   where m.id = p_message_id;
  perform private.admin_notify_owner(v_before.author_id, p_actor, 'message.remove', 'message',
    p_message_id, jsonb_build_object('excerpt', left(v_before.body, 140)), p_reason);
  return jsonb_build_object(
    'before', jsonb_build_object('conversationId', v_before.conversation_id,
                                 'author', private.admin_person(v_before.author_id),
                                 'body', v_before.body, 'imagePath', v_before.image_path,
                                 'createdAt', v_before.created_at),
    'imagePath', v_before.image_path,
    'changed', true
  );
end;
$$;

create function public.admin_remove_comment(p_comment_id uuid, p_actor uuid, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.group_comments;
begin
  delete from public.group_comments c where c.id = p_comment_id returning * into v_before;
  if not found then
    return null;
  end if;
  perform private.admin_notify_owner(v_before.author_id, p_actor, 'comment.remove', 'comment',
    p_comment_id, jsonb_build_object('groupId', v_before.group_id, 'threadId', v_before.thread_id,
                                     'excerpt', left(v_before.body, 140)), p_reason);
  return jsonb_build_object(
    'before', jsonb_build_object('threadId', v_before.thread_id, 'groupId', v_before.group_id,
                                 'author', private.admin_person(v_before.author_id),
                                 'body', v_before.body, 'createdAt', v_before.created_at),
    'changed', true
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reports

create function private.report_target_label(p_target_type text, p_target_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case p_target_type
    when 'event' then (select e.title from public.events e where e.id = p_target_id)
    when 'group' then (select g.name from public.groups g where g.id = p_target_id)
    when 'message' then (select left(m.body, 140) from public.messages m where m.id = p_target_id)
    when 'comment' then (select left(c.body, 140) from public.group_comments c
                          where c.id = p_target_id)
    when 'person' then (select p.full_name from public.profiles p where p.id = p_target_id)
  end
$$;

-- One item per target, most reported first; open reports, or resolved ones with the latest
-- outcome.
create function public.admin_report_queue(
  p_status text default 'open',
  p_limit int default 25,
  p_offset int default 0
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with r as (
    select * from public.reports x
     where (p_status = 'open') = (x.resolved_at is null)
  ),
  targets as (
    select r.target_type, r.target_id, count(*) as n, max(r.created_at) as latest,
           (array_agg(r.outcome order by r.resolved_at desc nulls last))[1] as outcome
      from r
     group by r.target_type, r.target_id
  ),
  page as (
    select * from targets t
     order by t.n desc, t.latest desc, t.target_type, t.target_id
     limit p_limit offset p_offset
  )
  select jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'targetType', p.target_type,
               'targetId', p.target_id,
               'targetLabel', private.report_target_label(p.target_type, p.target_id),
               'targetAuthor', private.admin_person(
                 private.report_target_author(p.target_type, p.target_id)),
               'count', p.n,
               'reasons', (
                 select jsonb_agg(jsonb_build_object('reason', x.reason, 'count', x.n)
                                  order by x.n desc, x.reason)
                   from (select r.reason, count(*) as n from r
                          where r.target_type = p.target_type and r.target_id = p.target_id
                          group by r.reason) x
               ),
               'latestAt', p.latest,
               'reports', (
                 select jsonb_agg(jsonb_build_object(
                          'id', r.id, 'reporter', private.admin_person(r.reporter_id),
                          'reason', r.reason, 'details', r.details, 'createdAt', r.created_at
                        ) order by r.created_at desc, r.id)
                   from r
                  where r.target_type = p.target_type and r.target_id = p.target_id
               ),
               'outcome', p.outcome
             ) order by p.n desc, p.latest desc, p.target_type, p.target_id)
        from page p
    ), '[]'::jsonb),
    'total', (select count(*) from targets)
  )
$$;

-- Resolves every open report on the target with the outcome and tells each reporter; answers
-- how many. The content's removal or the author's ban is the caller's, before this.
create function public.admin_resolve_reports(
  p_target_type text,
  p_target_id uuid,
  p_outcome text,
  p_actor uuid
)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_label text := private.report_target_label(p_target_type, p_target_id);
  v_notices private.notice[];
begin
  with done as (
    update public.reports r
       set resolved_at = clock_timestamp(), resolved_by = p_actor, outcome = p_outcome
     where r.target_type = p_target_type and r.target_id = p_target_id and r.resolved_at is null
    returning r.id, r.reporter_id
  )
  select coalesce(array_agg(row(
           d.reporter_id, p_target_type || ':' || p_target_id::text,
           jsonb_strip_nulls(jsonb_build_object('targetType', p_target_type,
             'targetId', p_target_id, 'outcome', p_outcome, 'label', v_label)),
           p_actor, d.id::text)::private.notice), '{}')
    into v_notices
    from done d;
  perform private.notify('report.resolved', v_notices);
  return cardinality(v_notices);
end;
$$;

-- Whom a ban outcome bans: the target's author (for a person, the person).
create function public.admin_report_target_author(p_target_type text, p_target_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select private.report_target_author(p_target_type, p_target_id)
$$;

revoke execute on function private.admin_person(uuid) from public, anon, authenticated;
revoke execute on function private.admin_event_item(public.events) from public, anon, authenticated;
revoke execute on function private.admin_group_item(public.groups) from public, anon, authenticated;
revoke execute on function private.admin_notify_owner(uuid, uuid, text, text, uuid, jsonb, text)
  from public, anon, authenticated;
revoke execute on function private.report_target_label(text, uuid) from public, anon, authenticated;

revoke execute on function public.admin_content_events(text, text, boolean, int, int) from public, anon, authenticated;
revoke execute on function public.admin_feature_event(uuid, boolean) from public, anon, authenticated;
revoke execute on function public.admin_unpublish_event(uuid, uuid, text) from public, anon, authenticated;
revoke execute on function public.admin_content_groups(text, int, int) from public, anon, authenticated;
revoke execute on function public.admin_close_group(uuid, uuid, text) from public, anon, authenticated;
revoke execute on function public.admin_remove_message(uuid, uuid, text) from public, anon, authenticated;
revoke execute on function public.admin_remove_comment(uuid, uuid, text) from public, anon, authenticated;
revoke execute on function public.admin_report_queue(text, int, int) from public, anon, authenticated;
revoke execute on function public.admin_resolve_reports(text, uuid, text, uuid) from public, anon, authenticated;
revoke execute on function public.admin_report_target_author(text, uuid) from public, anon, authenticated;

grant execute on function public.admin_content_events(text, text, boolean, int, int) to service_role;
grant execute on function public.admin_feature_event(uuid, boolean) to service_role;
grant execute on function public.admin_unpublish_event(uuid, uuid, text) to service_role;
grant execute on function public.admin_content_groups(text, int, int) to service_role;
grant execute on function public.admin_close_group(uuid, uuid, text) to service_role;
grant execute on function public.admin_remove_message(uuid, uuid, text) to service_role;
grant execute on function public.admin_remove_comment(uuid, uuid, text) to service_role;
grant execute on function public.admin_report_queue(text, int, int) to service_role;
grant execute on function public.admin_resolve_reports(text, uuid, text, uuid) to service_role;
grant execute on function public.admin_report_target_author(text, uuid) to service_role;
