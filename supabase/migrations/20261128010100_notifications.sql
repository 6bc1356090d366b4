-- Notifications (issue 17): what concerns a person, in the app and by email.
--
--   notifications             one row per person and thing that happened to them; unread repeats
--                             about the same thing (same group_key) fold into one row: the latest
--                             actor's name, others_count the other people, a new id so it comes
--                             first again. Rows carry the type and parameters (ids, titles), never
--                             text: each reader renders them in their own language.
--   notification_preferences  per person and type, in-app and email; no row = the defaults.
--   notification_outbox       the emails to send (no client access): filled in the same transaction
--                             as the notification, claimed and marked by the sender
--                             (supabase/functions/notify-email), retried with backoff, never sent
--                             twice (a unique key per source, a claim with a lease, and the row id
--                             as the message's id, which the transport keeps once).
--
-- Nobody writes these tables from a client: the triggers of 20261128010200 call private.notify,
-- the one function that creates notifications; it never notifies the actor and obeys the
-- preferences. Clients read their own rows and mark them read through the functions below.
-- The unread count goes live on the private topic notifications:<user id> (event `changed`,
-- payload {unread}), broadcast from the database as the messaging area does.
-- Portable (PostgreSQL 15+, PGlite); no extensions (the unsubscribe token's HMAC is built on the
-- core sha256()).

create function private.notification_types()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'rsvp.created', 'rsvp.cancelled', 'waitlist.promoted',
    'event.changed', 'event.cancelled', 'event.reminder',
    'group.join_requested', 'group.join_approved', 'group.join_declined', 'group.role_changed',
    'group.event_created', 'discussion.reply', 'message.unread', 'admin.action'
  ]
$$;

-- What a person gets by email when they never said otherwise: what changes their plans or
-- answers them, not what others do on their pages.
create function private.notification_email_default(p_type text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_type in (
    'waitlist.promoted', 'event.changed', 'event.cancelled', 'event.reminder',
    'group.join_approved', 'message.unread'
  )
$$;

grant execute on function private.notification_types() to authenticated, service_role;
grant execute on function private.notification_email_default(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Tables

create table public.notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null
    constraint notifications_type_check check (type = any (private.notification_types())),
  params jsonb not null default '{}',
  actor_id uuid references public.profiles (id) on delete set null,
  actor_name text,
  others_count int not null default 0 check (others_count >= 0),
  -- Everyone folded into an unread row, so a repeat by the same person is not counted again.
  actor_ids uuid[] not null default '{}',
  group_key text not null,
  read_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.notifications is
  'What happened that concerns user_id: type and params (rendered by the reader), the latest actor and how many others. Created only by private.notify.';
comment on column public.notifications.group_key is
  'type:subject; an unread row with the same key takes a repeat instead of a new row.';

-- The fold's target: one unread row per person and key. Also what the unread count reads.
create unique index notifications_unread_key_idx
  on public.notifications (user_id, group_key) where read_at is null;
-- The page, newest first (keyset on id), and its unread filter.
create index notifications_user_id_idx on public.notifications (user_id, id);
create index notifications_user_unread_idx on public.notifications (user_id, id)
  where read_at is null;
create index notifications_actor_idx on public.notifications (actor_id) where actor_id is not null;

alter table public.notifications enable row level security;

create policy "People see their own notifications"
  on public.notifications for select
  to authenticated
  using (user_id = (select auth.uid()));

-- No insert, update or delete policy and no such grant: rows come from private.notify, and are
-- marked read by mark_notifications_read.
revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
grant all on table public.notifications to service_role;

create table public.notification_preferences (
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null
    constraint notification_preferences_type_check check (type = any (private.notification_types())),
  in_app boolean not null,
  email boolean not null,
  primary key (user_id, type)
);

comment on table public.notification_preferences is
  'A person''s choice per type and channel; a missing row means the defaults (in-app on, email per private.notification_email_default).';

alter table public.notification_preferences enable row level security;

create policy "People see their own notification preferences"
  on public.notification_preferences for select
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.notification_preferences from anon, authenticated;
grant select on table public.notification_preferences to authenticated;
grant all on table public.notification_preferences to service_role;

create table public.notification_outbox (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null check (type = any (private.notification_types())),
  params jsonb not null default '{}',
  actor_name text,
  -- type:subject:recipient:source row: the same happening never queues a second email, even when
  -- its transaction runs again (a retried request, a scheduled job run twice).
  dedupe_key text not null constraint notification_outbox_once unique,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);

comment on table public.notification_outbox is
  'Emails to send, one per recipient and happening. The sender claims pending rows (status sending, a lease), then marks them sent or failed; no client reads or writes it.';

create index notification_outbox_due_idx on public.notification_outbox (next_attempt_at, id)
  where status = 'pending';
create index notification_outbox_sending_idx on public.notification_outbox (claimed_at)
  where status = 'sending';
create index notification_outbox_user_idx on public.notification_outbox (user_id);

alter table public.notification_outbox enable row level security;
revoke all on table public.notification_outbox from anon, authenticated;
grant all on table public.notification_outbox to service_role;

-- ---------------------------------------------------------------------------------------------
-- Creating notifications

create type private.notice as (
  user_id uuid,
  -- What the notice is about (an event id, a thread id...): with the type, the fold's key.
  subject text,
  params jsonb,
  actor_id uuid,
  -- The source row that caused it, for the outbox's key.
  source text
);

-- Merges a repeat's parameters into the unread row's: the latest values win, and an event's
-- changes add up (time, then place: both are news).
create function private.notification_fold_params(p_old jsonb, p_new jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(p_old -> 'changed') = 'array' and jsonb_typeof(p_new -> 'changed') = 'array'
    then p_new || jsonb_build_object('changed', (
      select coalesce(jsonb_agg(distinct c order by c), '[]'::jsonb)
        from jsonb_array_elements_text((p_old -> 'changed') || (p_new -> 'changed')) c
    ))
    else p_new
  end
$$;

-- The one way notifications and emails are made. Set-based, so an event cancelled under 10,000
-- people is two inserts: notices to the same person about the same subject become one row (the
-- latest actor, everyone counted once), the actor of a notice is never its recipient, and each
-- person's preferences decide the channels.
create function private.notify(p_type text, p_notices private.notice[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  with items as (
    -- Only people who still have a profile: a happening inside an account's deletion (its RSVPs,
    -- its groups handed over) names nobody who is gone, and notifies nobody who is.
    select o.user_id, o.subject, o.params, a.id as actor_id, o.source, o.ord
      from unnest(p_notices) with ordinality as o(user_id, subject, params, actor_id, source, ord)
      join public.profiles r on r.id = o.user_id
      left join public.profiles a on a.id = o.actor_id
     where o.user_id is distinct from o.actor_id
  ),
  grouped as (
    select i.user_id, i.subject,
           (array_agg(i.params order by i.ord desc))[1] as params,
           (array_agg(i.actor_id order by i.ord desc))[1] as actor_id,
           (array_agg(i.source order by i.ord desc))[1] as source,
           coalesce(array_agg(distinct i.actor_id) filter (where i.actor_id is not null), '{}')
             as actor_ids
      from items i
     group by i.user_id, i.subject
  ),
  targets as (
    select g.*, a.full_name as actor_name,
           coalesce(p.in_app, true) as in_app,
           coalesce(p.email, private.notification_email_default(p_type)) as email
      from grouped g
      left join public.profiles a on a.id = g.actor_id
      left join public.notification_preferences p on p.user_id = g.user_id and p.type = p_type
  ),
  noted as (
    insert into public.notifications as n
      (user_id, type, params, actor_id, actor_name, actor_ids, others_count, group_key)
    select t.user_id, p_type, t.params, t.actor_id, t.actor_name, t.actor_ids,
           greatest(cardinality(t.actor_ids) - 1, 0), p_type || ':' || t.subject
      from targets t
     where t.in_app
    on conflict (user_id, group_key) where read_at is null do update
       set id = default,
           params = private.notification_fold_params(n.params, excluded.params),
           actor_id = coalesce(excluded.actor_id, n.actor_id),
           actor_name = case when excluded.actor_id is null then n.actor_name
                             else excluded.actor_name end,
           actor_ids = array(select distinct a from unnest(n.actor_ids || excluded.actor_ids) a),
           others_count = greatest(cardinality(array(
             select distinct a from unnest(n.actor_ids || excluded.actor_ids) a)) - 1, 0),
           created_at = now()
    returning 1
  )
  insert into public.notification_outbox (user_id, type, params, actor_name, dedupe_key)
  select t.user_id, p_type, t.params, t.actor_name,
         p_type || ':' || t.subject || ':' || t.user_id || ':' || coalesce(t.source, '')
    from targets t
   where t.email
  on conflict on constraint notification_outbox_once do nothing;
end;
$$;

revoke execute on function private.notify(text, private.notice[]) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Live unread count: after each statement that adds or changes someone's notifications, their
-- new unread count on their private topic (one broadcast per person, however many rows). Security
-- definer: the broadcast is the database's; no client may send on the topic.

create function private.notifications_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into realtime.messages (topic, extension, event, payload, private)
  select 'notifications:' || u.user_id::text, 'broadcast', 'changed',
         jsonb_build_object('unread', (
           select count(*) from public.notifications n
            where n.user_id = u.user_id and n.read_at is null
         )),
         true
    from (select distinct c.user_id from changed c) u;
  return null;
end;
$$;

revoke execute on function private.notifications_broadcast() from public, anon, authenticated;

create trigger notifications_broadcast_insert
  after insert on public.notifications
  referencing new table as changed
  for each statement execute function private.notifications_broadcast();

create trigger notifications_broadcast_update
  after update on public.notifications
  referencing new table as changed
  for each statement execute function private.notifications_broadcast();

create policy "People receive their own notifications topic"
  on realtime.messages for select
  to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select realtime.topic()) = 'notifications:' || (select auth.uid())::text
  );

-- ---------------------------------------------------------------------------------------------
-- The client's functions

create function private.notifications_caller()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    perform private.raise_api_error(401, '42501', 'not_authenticated', 'Sign in first.');
  end if;
  return v_user;
end;
$$;

grant execute on function private.notifications_caller() to authenticated, service_role;

-- PL/pgSQL so the two statements' plans last the session (an SQL function is planned anew on every
-- call); each reads its own index, newest first from p_before.
create function public.notifications_page(
  p_before bigint default null,
  p_limit int default 20,
  p_unread_only boolean default false
)
returns setof public.notifications
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user uuid := private.notifications_caller();
  v_before bigint := coalesce(p_before, 9223372036854775807);
  v_limit int := least(greatest(coalesce(p_limit, 20), 1), 100);
begin
  if p_unread_only then
    return query
      select * from public.notifications n
       where n.user_id = v_user and n.read_at is null and n.id < v_before
       order by n.id desc
       limit v_limit;
  else
    return query
      select * from public.notifications n
       where n.user_id = v_user and n.id < v_before
       order by n.id desc
       limit v_limit;
  end if;
end;
$$;

comment on function public.notifications_page(bigint, int, boolean) is
  'The caller''s notifications newest first, before id p_before (keyset), at most p_limit (1-100), unread only on request. Errors: 401.';

create function public.notifications_unread_count()
returns int
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select count(*) from public.notifications n
     where n.user_id = private.notifications_caller() and n.read_at is null
  );
end;
$$;

create function public.mark_notifications_read(p_ids bigint[] default null)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.notifications_caller();
  v_count int;
begin
  update public.notifications n
     set read_at = now()
   where n.user_id = v_user
     and n.read_at is null
     and (p_ids is null or n.id = any (p_ids));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

comment on function public.mark_notifications_read(bigint[]) is
  'Marks the caller''s notifications p_ids read (all when null); answers how many were unread. Errors: 401.';

create function public.set_notification_preference(p_type text, p_in_app boolean, p_email boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.notifications_caller();
begin
  if p_type is null or not (p_type = any (private.notification_types()))
     or p_in_app is null or p_email is null then
    perform private.raise_api_error(400, '22023', 'notification_preference_invalid',
      'A known type, and true or false for in_app and email.');
  end if;
  insert into public.notification_preferences as p (user_id, type, in_app, email)
  values (v_user, p_type, p_in_app, p_email)
  on conflict (user_id, type) do update set in_app = excluded.in_app, email = excluded.email;
end;
$$;

create function public.notification_preferences()
returns table (type text, in_app boolean, email boolean)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user uuid := private.notifications_caller();
begin
  return query
    select t.type, coalesce(p.in_app, true),
           coalesce(p.email, private.notification_email_default(t.type))
      from unnest(private.notification_types()) with ordinality as t(type, ord)
      left join public.notification_preferences p on p.user_id = v_user and p.type = t.type
     order by t.ord;
end;
$$;

revoke execute on function public.notifications_page(bigint, int, boolean) from public, anon;
revoke execute on function public.notifications_unread_count() from public, anon;
revoke execute on function public.mark_notifications_read(bigint[]) from public, anon;
revoke execute on function public.set_notification_preference(text, boolean, boolean) from public, anon;
revoke execute on function public.notification_preferences() from public, anon;
grant execute on function public.notifications_page(bigint, int, boolean) to authenticated, service_role;
grant execute on function public.notifications_unread_count() to authenticated, service_role;
grant execute on function public.mark_notifications_read(bigint[]) to authenticated, service_role;
grant execute on function public.set_notification_preference(text, boolean, boolean)
  to authenticated, service_role;
grant execute on function public.notification_preferences() to authenticated, service_role;
