-- Notifications at scale (issue 17): an event cancelled under 10,000 people made its notices in
-- 2.2-4.4 s on PGlite (bench:notifications, load 16 on two cores), most of it in small helper
-- functions called once per row: a function with `set search_path` is never inlined, so
-- private.event_params alone cost about 1 s for 10,000 rows (6 ms inlined). These helpers read
-- only their arguments and pg_catalog (always searched first), so they drop the setting and are
-- inlined into the statements that use them. The live count's broadcast is one grouped join
-- instead of a count per person. Portable (PostgreSQL 15+, PGlite).

create or replace function private.event_params(e public.events)
returns jsonb
language sql
immutable
as $$
  select jsonb_build_object('eventId', e.id, 'eventTitle', e.title, 'startsAt', e.starts_at,
                            'timeZone', e.time_zone)
$$;

create or replace function private.notification_types()
returns text[]
language sql
immutable
as $$
  select array[
    'rsvp.created', 'rsvp.cancelled', 'waitlist.promoted',
    'event.changed', 'event.cancelled', 'event.reminder',
    'group.join_requested', 'group.join_approved', 'group.join_declined', 'group.role_changed',
    'group.event_created', 'discussion.reply', 'message.unread', 'admin.action'
  ]
$$;

create or replace function private.notification_email_default(p_type text)
returns boolean
language sql
immutable
as $$
  select p_type in (
    'waitlist.promoted', 'event.changed', 'event.cancelled', 'event.reminder',
    'group.join_approved', 'message.unread'
  )
$$;

create or replace function private.notifications_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into realtime.messages (topic, extension, event, payload, private)
  select 'notifications:' || u.user_id::text, 'broadcast', 'changed',
         jsonb_build_object('unread', count(n.id)), true
    from (select distinct c.user_id from changed c) u
    left join public.notifications n on n.user_id = u.user_id and n.read_at is null
   group by u.user_id;
  return null;
end;
$$;
