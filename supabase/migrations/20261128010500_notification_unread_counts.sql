-- Unread counts kept, not counted (issue 17). bench:notifications on 5,000,000 notifications: an
-- event cancelled under 10,000 people took 7.6-12.2 s on PGlite, of which about 8 s was the live
-- broadcast counting each recipient's unread rows again (50 each there, 500,000 index entries);
-- without it 1.9-2.5 s (load 15 on two cores). Each person's unread count is now a row that the
-- notifications' own statements move by what they changed (new unread rows, rows read; a fold
-- changes nothing), and the broadcast and notifications_unread_count read it.
-- Portable (PostgreSQL 15+, PGlite).

create table private.notification_unread (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  unread int not null default 0 check (unread >= 0)
);

comment on table private.notification_unread is
  'Each person''s number of unread notifications, kept by the notifications triggers.';

insert into private.notification_unread (user_id, unread)
select n.user_id, count(*) from public.notifications n where n.read_at is null group by n.user_id;

revoke all on table private.notification_unread from public, anon, authenticated;

-- Moves the counts by a statement's changes and broadcasts each person's new count once.
create or replace function private.notifications_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    with delta as (
      select c.user_id, count(*) filter (where c.read_at is null)::int as d
        from changed c
       group by c.user_id
    ),
    counted as (
      insert into private.notification_unread as u (user_id, unread)
      select d.user_id, d.d from delta d
      on conflict (user_id) do update set unread = u.unread + excluded.unread
      returning u.user_id, u.unread
    )
    insert into realtime.messages (topic, extension, event, payload, private)
    select 'notifications:' || c.user_id::text, 'broadcast', 'changed',
           jsonb_build_object('unread', c.unread), true
      from counted c;
  else
    with delta as (
      select x.user_id, sum(x.d)::int as d
        from (
          select c.user_id, (c.read_at is null)::int as d from changed c
          union all
          select b.user_id, -(b.read_at is null)::int from before_rows b
        ) x
       group by x.user_id
    ),
    -- A count goes down here, so it is updated where it exists (an insert's proposed row would
    -- have to be checked at zero first) and made only for someone who has none yet.
    updated as (
      update private.notification_unread u
         set unread = greatest(u.unread + d.d, 0)
        from delta d
       where u.user_id = d.user_id
      returning u.user_id, u.unread
    ),
    added as (
      insert into private.notification_unread as u (user_id, unread)
      select d.user_id, greatest(d.d, 0) from delta d
       where not exists (select 1 from private.notification_unread e where e.user_id = d.user_id)
      on conflict (user_id) do update set unread = u.unread + excluded.unread
      returning u.user_id, u.unread
    )
    insert into realtime.messages (topic, extension, event, payload, private)
    select 'notifications:' || c.user_id::text, 'broadcast', 'changed',
           jsonb_build_object('unread', c.unread), true
      from (select * from updated union all select * from added) c;
  end if;
  return null;
end;
$$;

-- The update trigger needs the rows as they were, to know which were unread.
drop trigger notifications_broadcast_update on public.notifications;
create trigger notifications_broadcast_update
  after update on public.notifications
  referencing old table as before_rows new table as changed
  for each statement execute function private.notifications_broadcast();

-- Security definer to read the caller's own count, and nobody else's.
create or replace function public.notifications_unread_count()
returns int
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce((
    select u.unread from private.notification_unread u
     where u.user_id = private.notifications_caller()
  ), 0);
end;
$$;
