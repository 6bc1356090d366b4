-- rsvps gets a surrogate primary key; (event_id, user_id) stays unique.
--
-- Why: PostgREST treats a table whose primary key contains foreign keys to two tables as a
-- many-to-many junction. With primary key (event_id, user_id), rsvps made events<->profiles
-- ambiguous, and the catalogue's agreed embed `select=*,organizer:profiles(id,full_name,avatar_url)`
-- failed with PGRST201 (supabase-js's types did not notice). With a surrogate key rsvps is no
-- junction, so `profiles` from events means the organizer again; rsvps -> events and
-- rsvps -> profiles embeds work as before. The identity also breaks ties in the queue.

alter table public.rsvps drop constraint rsvps_pkey;
alter table public.rsvps add column id bigint generated always as identity;
alter table public.rsvps add constraint rsvps_pkey primary key (id);
alter table public.rsvps add constraint rsvps_event_id_user_id_key unique (event_id, user_id);

create or replace function public.promote_waitlist(p_event_id uuid)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_event record;
  v_free int;
  v_promoted int;
begin
  select e.status, e.max_attendees, e.going_count
    into v_event
    from public.events e
   where e.id = p_event_id
     for update;
  if not found or v_event.status <> 'published' then
    return 0;
  end if;
  v_free := case
    when v_event.max_attendees is null then null
    else greatest(v_event.max_attendees - v_event.going_count, 0)
  end;
  if v_free = 0 then
    return 0;
  end if;
  update public.rsvps r
     set status = 'going'
   where r.id in (
     select w.id
       from public.rsvps w
      where w.event_id = p_event_id and w.status = 'waitlisted'
      order by w.created_at, w.id
      limit v_free
   );
  get diagnostics v_promoted = row_count;
  return v_promoted;
end;
$$;

revoke execute on function public.promote_waitlist(uuid) from public, anon, authenticated;

create or replace function public.event_attendees(p_event_id uuid, p_limit int default 12)
returns table (user_id uuid, full_name text, avatar_url text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.avatar_url
    from public.events e
    join public.rsvps r on r.event_id = e.id and r.status = 'going'
    join public.profiles p on p.id = r.user_id
   where e.id = p_event_id
     and (e.status <> 'draft' or e.organizer_id = (select auth.uid()) or (select public.is_admin()))
   order by r.created_at, r.id
   limit least(greatest(coalesce(p_limit, 12), 0), 100)
$$;

-- Nobody but the functions draws from the queue's sequence.
revoke all on sequence public.rsvps_id_seq from anon, authenticated;

-- supabase-js upsert sends `on conflict (event_id) do update set event_id = ..., online_url = ...`,
-- which needs update on event_id too; the policy's check still pins it to the caller's events.
grant update (event_id) on table public.event_private to authenticated;
