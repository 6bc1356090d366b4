-- Events of groups (issue 15): events.group_id (there since the events migration) now references
-- public.groups; an event is linked to a group only by that group's owner or a moderator (or an
-- admin), and an event of a private group can be members-only: hidden from everyone but the
-- group's members (and its organizer and admins, by the existing policies), left out of the public
-- catalogue (public.event_catalogue, redefined below with the same columns), and open to RSVPs of
-- members only.
--
-- Errors: 403 group_event_forbidden (linking to a group one does not moderate),
-- 409 group_event_members_only (members-only outside a private group), 403 group_members_only (an
-- RSVP from a non-member).

-- A deleted group leaves its events standing, unlinked; a members-only one stays hidden (nobody is a
-- member of no group), seen by its organizer and admins only, until the organizer opens it.
alter table public.events
  add constraint events_group_id_fkey
  foreign key (group_id) references public.groups (id) on delete set null;

alter table public.events add column members_only boolean not null default false;

comment on column public.events.members_only is
  'Only the members of the event''s (private) group see it and RSVP; never in the public catalogue.';

create index events_group_starts_at_idx on public.events (group_id, starts_at)
  where group_id is not null;

grant insert (members_only), update (members_only) on table public.events to authenticated;

-- Runs with the caller's rights (as public.events_guard does), so current_user tells API callers
-- from the seed, the service role and the foreign key's own update.
create function private.events_group_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_linking boolean := new.group_id is not null and (
    tg_op = 'INSERT' or new.group_id is distinct from old.group_id
  );
begin
  if v_linking and current_user in ('anon', 'authenticated')
     and not private.can_moderate_group(new.group_id) and not public.is_admin() then
    perform private.raise_api_error(403, '42501', 'group_event_forbidden',
      'Only the group''s owner and moderators organise its events.');
  end if;
  if new.members_only and (
    tg_op = 'INSERT' or v_linking or not old.members_only
  ) and not exists (
    select 1 from public.groups g where g.id = new.group_id and g.privacy = 'private'
  ) then
    perform private.raise_api_error(409, 'P0001', 'group_event_members_only',
      'Only an event of a private group can be members-only.');
  end if;
  return new;
end;
$$;

create trigger events_group_guard
  before insert or update of group_id, members_only on public.events
  for each row execute function private.events_group_guard();

revoke execute on function private.events_group_guard() from public, anon, authenticated;

-- The everyone-policy, now without members-only events for outsiders.
drop policy "Published and cancelled events are visible to everyone" on public.events;

create policy "Published and cancelled events are visible to everyone"
  on public.events for select
  to anon, authenticated
  using (
    status in ('published', 'cancelled')
    and (not members_only or private.is_group_member(group_id))
  );

create or replace view public.event_catalogue
with (security_invoker = false)
as
select
  e.id, e.organizer_id, e.group_id, e.title, e.description, e.starts_at, e.ends_at, e.time_zone,
  e.is_online, e.venue_name, e.address, e.city, e.max_attendees, e.price, e.category_id,
  e.cover_url, e.featured, e.status, e.going_count, e.waitlist_count, e.created_at, e.updated_at,
  e.search
from public.events e
where e.status in ('published', 'cancelled') and not e.members_only;

comment on view public.event_catalogue is
  'Published and cancelled events everyone may read (members-only events of private groups left out), for catalogue lists and text search: unlike public.events under RLS, a search here can use the GIN index.';

-- rsvp() reads the event with its owner's rights: the members-only rule is held on the rows.
create function private.rsvps_members_only()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.events e
     where e.id = new.event_id and e.members_only
       and not exists (
         select 1 from public.group_members m
          where m.group_id = e.group_id and m.user_id = new.user_id
       )
  ) then
    perform private.raise_api_error(403, '42501', 'group_members_only',
      'Only the group''s members can sign up for this event.');
  end if;
  return new;
end;
$$;

create trigger rsvps_members_only
  before insert on public.rsvps
  for each row execute function private.rsvps_members_only();

revoke execute on function private.rsvps_members_only() from public, anon, authenticated;

-- The attendees of a members-only event are the group's business: event_attendees (security
-- definer, as 20261122000100 made it) answers them to members, the organizer and admins only.
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
     and (not e.members_only or private.is_group_member(e.group_id)
          or e.organizer_id = (select auth.uid()) or (select public.is_admin()))
   order by r.created_at, r.id
   limit least(greatest(coalesce(p_limit, 12), 0), 100)
$$;
