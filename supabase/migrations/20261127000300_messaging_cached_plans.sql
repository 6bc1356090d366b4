-- Messaging (issue 16): the functions a chat calls on every screen, with plans that last.
--
-- Measured on 1,000,000 messages (EXPLAIN ANALYZE, README "Messaging (data)"): a history page
-- walked 51 entries of messages_conversation_seq_idx, yet took 15–50 ms, nearly all of it in
-- private.my_conversation_ids(). A SQL function that is not inlined (security definer, SET
-- search_path) is planned again on every call, and the five-way union of group memberships,
-- organised events, RSVPs and direct pairs costs more to plan than to run. PL/pgSQL keeps each
-- statement's plan for the session (PostgREST's connections are long-lived), so the helpers are
-- rewritten in it, with the same signatures and answers. A history page now checks participation
-- once (private.is_participant, two index probes) instead of building the caller's whole list.

create or replace function private.is_participant(p_conversation_id uuid, p_user uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v record;
begin
  select c.kind, c.group_id, c.event_id, c.user_a, c.user_b into v
    from public.conversations c where c.id = p_conversation_id;
  if not found or p_user is null then
    return false;
  end if;
  if v.kind = 'group' then
    return exists (
      select 1 from public.group_members m where m.group_id = v.group_id and m.user_id = p_user
    );
  elsif v.kind = 'event' then
    return exists (
      select 1 from public.events e where e.id = v.event_id and e.organizer_id = p_user
    ) or exists (
      select 1 from public.rsvps r
       where r.event_id = v.event_id and r.user_id = p_user and r.status = 'going'
    );
  end if;
  return p_user in (v.user_a, v.user_b);
end;
$$;

create or replace function private.my_conversation_ids()
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    return;
  end if;
  return query
    select c.id from public.group_members m
      join public.conversations c on c.group_id = m.group_id
     where m.user_id = v_user
    union
    select c.id from public.events e
      join public.conversations c on c.event_id = e.id
     where e.organizer_id = v_user
    union
    select c.id from public.rsvps r
      join public.conversations c on c.event_id = r.event_id
     where r.user_id = v_user and r.status = 'going'
    union
    select c.id from public.conversations c where c.user_a = v_user
    union
    select c.id from public.conversations c where c.user_b = v_user;
end;
$$;

create or replace function private.unread_in(p_conversation_id uuid, p_user uuid, p_after bigint)
returns int
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select count(*)::int from (
      select 1 from public.messages m
       where m.conversation_id = p_conversation_id and m.seq > coalesce(p_after, 0)
         and m.author_id is distinct from p_user and m.deleted_at is null
       limit 1000
    ) unread
  );
end;
$$;

-- Same answers as before (the messages policy's: participants and admins), decided once per call.
create or replace function public.conversation_messages(
  p_conversation_id uuid,
  p_before_seq bigint default null,
  p_after_seq bigint default null,
  p_limit int default 50
)
returns setof public.messages
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit int := least(greatest(coalesce(p_limit, 50), 1), 200);
begin
  if not (private.is_participant(p_conversation_id, auth.uid()) or public.is_admin()) then
    return;
  end if;
  if p_after_seq is not null then
    return query
      select m.* from public.messages m
       where m.conversation_id = p_conversation_id and m.seq > p_after_seq
       order by m.seq
       limit v_limit;
  else
    return query
      select m.* from public.messages m
       where m.conversation_id = p_conversation_id
         and m.seq < coalesce(p_before_seq, 9223372036854775807)
       order by m.seq desc
       limit v_limit;
  end if;
end;
$$;

-- The conversation list and the header's total, as before, with cached plans.
create or replace function public.my_conversations(
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
  last_message_at timestamptz
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
    l.id, l.author_id, l.body, l.image_path is not null, l.deleted_at is not null, l.created_at
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

create or replace function public.unread_total()
returns int
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select coalesce(sum(private.unread_in(c.id, (select auth.uid()), r.last_read_seq)), 0)::int
      from public.conversations c
      left join public.message_reads r
        on r.conversation_id = c.id and r.user_id = (select auth.uid())
     where c.id in (select private.my_conversation_ids())
       and c.last_seq > coalesce(r.last_read_seq, 0)
  );
end;
$$;

