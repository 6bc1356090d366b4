-- Where notifications come from (issue 17): triggers on the tables the events, groups and
-- messaging functions write, so no client can skip or forge one, and two scheduled jobs for what
-- happens by the clock. Each builds private.notice rows and hands them to private.notify
-- (20261128010100), which drops the actor's own, folds repeats and obeys preferences.
--
-- The actor is the signed-in caller (auth.uid()) where the happening is someone's doing: an RSVP
-- is its person's, a cancellation the person's or organiser's. A waitlist promotion and a reminder
-- are nobody's (actor null); their recipient is still skipped when the caller is them.
-- Triggers are per statement over transition tables where one statement can touch thousands of
-- rows (an event cancelled under 10,000 people, RSVPs made in bulk), per row elsewhere.
--
-- Scheduled: the 24-hour reminder and the direct message unread for 10 minutes run from pg_cron
-- (`cron.schedule`, as on hosted Supabase; the local stack runs the same `cron.job` rows,
-- server/cron). Both take the time as an argument so tests can ask "as if it were later".
-- Portable (PostgreSQL 15+, PGlite).

-- What the notices about an event carry.
create function private.event_params(e public.events)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('eventId', e.id, 'eventTitle', e.title, 'startsAt', e.starts_at)
$$;

-- ---------------------------------------------------------------------------------------------
-- RSVPs: new and cancelled to the organiser, promoted from the waitlist to the person.

create function private.notify_rsvps_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify('rsvp.created', array(
    select row(e.organizer_id, e.id::text,
               private.event_params(e) || jsonb_build_object('status', r.status),
               r.user_id, r.id::text)::private.notice
      from added r
      join public.events e on e.id = r.event_id
     order by r.created_at, r.id
  ));
  return null;
end;
$$;

create function private.notify_rsvps_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A person whose account is going (the cascade from profiles) cancels nothing: there is no one
  -- to name, and the organiser sees the count change.
  perform private.notify('rsvp.cancelled', array(
    select row(e.organizer_id, e.id::text, private.event_params(e), r.user_id, r.id::text)
             ::private.notice
      from removed r
      join public.events e on e.id = r.event_id
     where e.status = 'published'
       and exists (select 1 from public.profiles p where p.id = r.user_id)
     order by r.id
  ));
  return null;
end;
$$;

create function private.notify_rsvps_promoted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is distinct from (select auth.uid()) then
    perform private.notify('waitlist.promoted', array(
      select row(new.user_id, e.id::text, private.event_params(e), null, new.id::text)
               ::private.notice
        from public.events e
       where e.id = new.event_id
    ));
  end if;
  return null;
end;
$$;

create trigger rsvps_notify_inserted
  after insert on public.rsvps
  referencing new table as added
  for each statement execute function private.notify_rsvps_inserted();

create trigger rsvps_notify_deleted
  after delete on public.rsvps
  referencing old table as removed
  for each statement execute function private.notify_rsvps_deleted();

create trigger rsvps_notify_promoted
  after update of status on public.rsvps
  for each row
  when (old.status = 'waitlisted' and new.status = 'going')
  execute function private.notify_rsvps_promoted();

-- ---------------------------------------------------------------------------------------------
-- Events: changed or cancelled to everyone with an RSVP; published in a group to its members.

-- Per row: one event cancelled is one set of notices, however many people it had.
create function private.notify_events_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
  v_changed jsonb;
begin
  if old.status = 'published' and new.status = 'cancelled' then
    perform private.notify('event.cancelled', array(
      select row(r.user_id, new.id::text, private.event_params(new), v_actor, 'cancelled')
               ::private.notice
        from public.rsvps r
       where r.event_id = new.id
    ));
  elsif old.status = 'published' and new.status = 'published' then
    v_changed := to_jsonb(array_remove(array[
      case when (old.starts_at, old.ends_at, old.time_zone)
                is distinct from (new.starts_at, new.ends_at, new.time_zone) then 'time' end,
      case when (old.is_online, old.venue_name, old.address, old.city)
                is distinct from (new.is_online, new.venue_name, new.address, new.city)
           then 'place' end
    ], null));
    if jsonb_array_length(v_changed) > 0 then
      perform private.notify('event.changed', array(
        select row(r.user_id, new.id::text,
                   private.event_params(new) || jsonb_build_object('changed', v_changed),
                   v_actor, new.updated_at::text || ':' || v_changed::text)::private.notice
          from public.rsvps r
         where r.event_id = new.id
      ));
    end if;
  end if;

  if new.status = 'published' and new.group_id is not null and new.starts_at > now()
     and (old.status <> 'published' or old.group_id is distinct from new.group_id) then
    perform private.notify('group.event_created', array(
      select row(m.user_id, new.group_id::text,
                 private.event_params(new) || jsonb_build_object('groupId', g.id, 'groupName', g.name),
                 coalesce(v_actor, new.organizer_id), new.id::text)::private.notice
        from public.groups g
        join public.group_members m on m.group_id = g.id
       where g.id = new.group_id
    ));
  end if;
  return null;
end;
$$;

-- An event published at once in a group. Only upcoming ones: a past event imported into a group
-- is nothing to go to.
create function private.notify_events_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify('group.event_created', array(
    select row(m.user_id, n.group_id::text,
               private.event_params(n) || jsonb_build_object('groupId', g.id, 'groupName', g.name),
               coalesce(auth.uid(), n.organizer_id), n.id::text)::private.notice
      from added n
      join public.groups g on g.id = n.group_id
      join public.group_members m on m.group_id = n.group_id
     where n.status = 'published' and n.starts_at > now()
  ));
  return null;
end;
$$;

-- The RSVP counters' updates do not come here.
create trigger events_notify_updated
  after update of status, starts_at, ends_at, time_zone, is_online, venue_name, address, city,
    group_id on public.events
  for each row
  when ((old.status, old.starts_at, old.ends_at, old.time_zone, old.is_online, old.venue_name,
         old.address, old.city, old.group_id)
        is distinct from (new.status, new.starts_at, new.ends_at, new.time_zone, new.is_online,
                          new.venue_name, new.address, new.city, new.group_id))
  execute function private.notify_events_updated();

create trigger events_notify_inserted
  after insert on public.events
  referencing new table as added
  for each statement execute function private.notify_events_inserted();

-- The join link of an online event: only people going may read it, so only they hear it changed.
create function private.notify_event_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event public.events;
begin
  if tg_op = 'UPDATE' and new.online_url is not distinct from old.online_url then
    return null;
  end if;
  select * into v_event from public.events e where e.id = new.event_id;
  if not found or v_event.status <> 'published' then
    return null;
  end if;
  perform private.notify('event.changed', array(
    select row(r.user_id, v_event.id::text,
               private.event_params(v_event) || jsonb_build_object('changed', jsonb_build_array('link')),
               auth.uid(), v_event.id::text || ':link:' || md5(coalesce(new.online_url, '')))
             ::private.notice
      from public.rsvps r
     where r.event_id = v_event.id and r.status = 'going'
  ));
  return null;
end;
$$;

create trigger event_private_notify
  after insert or update of online_url on public.event_private
  for each row execute function private.notify_event_link();

-- ---------------------------------------------------------------------------------------------
-- Groups: a request to the owner and moderators, its answer to the requester, a role change to
-- the member.

create function private.notify_join_requests()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group public.groups;
  v_params jsonb;
begin
  select * into v_group from public.groups g where g.id = new.group_id;
  v_params := jsonb_build_object('groupId', v_group.id, 'groupName', v_group.name);
  if new.status = 'pending' and (tg_op = 'INSERT' or old.status <> 'pending') then
    perform private.notify('group.join_requested', array(
      select row(m.user_id, v_group.id::text, v_params || jsonb_build_object('requestId', new.id),
                 new.user_id, new.id::text || ':' || new.created_at::text)::private.notice
        from public.group_members m
       where m.group_id = v_group.id and m.role in ('owner', 'moderator')
    ));
  elsif tg_op = 'UPDATE' and old.status = 'pending' and new.status in ('approved', 'declined') then
    perform private.notify(
      case new.status when 'approved' then 'group.join_approved' else 'group.join_declined' end,
      array[row(new.user_id, v_group.id::text, v_params, coalesce(new.decided_by, auth.uid()),
                new.id::text || ':' || new.decided_at::text)::private.notice]
    );
  end if;
  return null;
end;
$$;

create trigger group_join_requests_notify
  after insert or update of status on public.group_join_requests
  for each row execute function private.notify_join_requests();

create function private.notify_role_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify('group.role_changed', array(
    select row(new.user_id, g.id::text,
               jsonb_build_object('groupId', g.id, 'groupName', g.name, 'role', new.role),
               auth.uid(), new.role || ':' || clock_timestamp()::text)::private.notice
      from public.groups g
     where g.id = new.group_id
  ));
  return null;
end;
$$;

create trigger group_members_notify_role
  after update of role on public.group_members
  for each row
  when (new.role is distinct from old.role)
  execute function private.notify_role_changed();

-- A comment to the thread's author and to the author of the comment it answers (one notice each,
-- folded per thread).
create function private.notify_comment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify('discussion.reply', array(
    select row(w.user_id, t.id::text,
               jsonb_build_object('groupId', g.id, 'groupName', g.name, 'threadId', t.id,
                                  'threadTitle', t.title, 'commentId', new.id),
               new.author_id, new.id::text)::private.notice
      from public.group_threads t
      join public.groups g on g.id = t.group_id
      cross join lateral (
        select t.author_id as user_id
        union
        select c.author_id from public.group_comments c where c.id = new.reply_to
      ) w
     where t.id = new.thread_id
  ));
  return null;
end;
$$;

create trigger group_comments_notify
  after insert on public.group_comments
  for each row execute function private.notify_comment();

revoke execute on function private.event_params(public.events) from public, anon, authenticated;
revoke execute on function private.notify_rsvps_inserted() from public, anon, authenticated;
revoke execute on function private.notify_rsvps_deleted() from public, anon, authenticated;
revoke execute on function private.notify_rsvps_promoted() from public, anon, authenticated;
revoke execute on function private.notify_events_updated() from public, anon, authenticated;
revoke execute on function private.notify_events_inserted() from public, anon, authenticated;
revoke execute on function private.notify_event_link() from public, anon, authenticated;
revoke execute on function private.notify_join_requests() from public, anon, authenticated;
revoke execute on function private.notify_role_changed() from public, anon, authenticated;
revoke execute on function private.notify_comment() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- By the clock

-- Events already reminded of, so a job that runs again (or late) reminds once.
create table private.event_reminders_sent (
  event_id uuid primary key references public.events (id) on delete cascade,
  sent_at timestamptz not null default now()
);

-- Everyone going to an event that starts within the next 24 hours and has not been reminded of.
create function public.notify_event_reminders(p_now timestamptz default now())
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_events uuid[];
begin
  with due as (
    insert into private.event_reminders_sent (event_id)
    select e.id from public.events e
     where e.status = 'published' and e.starts_at > p_now
       and e.starts_at <= p_now + interval '24 hours'
    on conflict (event_id) do nothing
    returning event_id
  )
  select coalesce(array_agg(event_id), '{}') into v_events from due;
  perform private.notify('event.reminder', array(
    select row(r.user_id, e.id::text, private.event_params(e), null, 'reminder')::private.notice
      from public.events e
      join public.rsvps r on r.event_id = e.id and r.status = 'going'
     where e.id = any (v_events)
  ));
  return cardinality(v_events);
end;
$$;

-- How far each person's unread notices of a direct conversation went (the message's seq), so a
-- message is announced once.
create table private.message_unread_notices (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  seq bigint not null,
  primary key (conversation_id, user_id)
);

-- A direct message still unread 10 minutes after it came: its recipient hears of it once (the
-- latest such message of each conversation; later ones announce themselves again).
-- Conversations quiet for a day are not looked at.
create function public.notify_unread_messages(p_now timestamptz default now())
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_due private.notice[];
begin
  with due as (
    select c.id as conversation_id, p.user_id, m.seq, m.author_id
      from public.conversations c
     cross join lateral (values (c.user_a), (c.user_b)) as p(user_id)
     cross join lateral (
       select m.seq, m.author_id
         from public.messages m
        where m.conversation_id = c.id
          and m.seq > coalesce((select r.last_read_seq from public.message_reads r
                                 where r.conversation_id = c.id and r.user_id = p.user_id), 0)
          and m.seq > coalesce((select n.seq from private.message_unread_notices n
                                 where n.conversation_id = c.id and n.user_id = p.user_id), 0)
          and m.author_id is distinct from p.user_id
          and m.deleted_at is null
          and m.created_at <= p_now - interval '10 minutes'
        order by m.seq desc
        limit 1
     ) m
     where c.kind = 'direct' and c.last_activity_at > p_now - interval '1 day'
  ),
  marked as (
    insert into private.message_unread_notices as n (conversation_id, user_id, seq)
    select d.conversation_id, d.user_id, d.seq from due d
    on conflict (conversation_id, user_id) do update set seq = excluded.seq
  )
  select coalesce(array_agg(row(d.user_id, d.conversation_id::text,
                                jsonb_build_object('conversationId', d.conversation_id,
                                                   'conversationUserId', d.author_id),
                                d.author_id, d.seq::text)::private.notice), '{}')
    into v_due
    from due d;
  perform private.notify('message.unread', v_due);
  return cardinality(v_due);
end;
$$;

revoke execute on function public.notify_event_reminders(timestamptz) from public, anon, authenticated;
revoke execute on function public.notify_unread_messages(timestamptz) from public, anon, authenticated;
grant execute on function public.notify_event_reminders(timestamptz) to service_role;
grant execute on function public.notify_unread_messages(timestamptz) to service_role;

-- pg_cron on hosted Supabase (enable it under Database → Extensions, or here); the local stack
-- has its own `cron` schema (server/bootstrap/40-cron.sql) and runs the same jobs.
do $$
begin
  if not exists (select 1 from pg_namespace where nspname = 'cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end;
$$;

select cron.schedule('notify-event-reminders', '*/5 * * * *',
  'select public.notify_event_reminders()');
select cron.schedule('notify-unread-messages', '* * * * *',
  'select public.notify_unread_messages()');
