-- Events (issue 5): categories (reference data), events, the private join link of online events,
-- and RSVPs with capacity and a waitlist decided in the database.
--
-- Who may do what, in one place (the policies below say the same in sentences):
--   categories     everyone reads; nobody but the owner/service role writes.
--   events         everyone (anon too) reads published and cancelled events; organizers also read
--                  their drafts; admins read everything. Signed-in users create events as themselves;
--                  organizers edit their own (admins any); only admins set `featured` (trigger);
--                  organizers delete only their own drafts (admins any). The counters and
--                  organizer_id are not writable by clients (column grants).
--   event_private  the join link: the organizer, people whose RSVP is `going` and admins read it;
--                  the organizer (and admins) write it.
--   rsvps          clients never write rows: they call public.rsvp() / public.cancel_rsvp(). Users read
--                  their own RSVPs, organizers the RSVPs of their events, admins all.
--
-- Capacity is enforced here, not in the client: rsvp() and cancel_rsvp() lock the event row
-- (`for update`), so concurrent calls for one event are serialised; a trigger on rsvps keeps
-- going_count / waitlist_count equal to the real counts and promotes the earliest waitlisted
-- people whenever a seat frees up (a cancellation, a deleted account, a raised max_attendees).
--
-- Errors raised for the app carry a message key (the UI maps it to text) and an SQLSTATE:
--   not_authenticated 42501 · event_not_found P0002 (HTTP 404) · event_not_open, event_cancelled,
--   event_past, event_status_final, event_has_rsvps P0001 (HTTP 400) · featured_admin_only 42501.
--
-- Portable: plain PostgreSQL 15+ (hosted Supabase) and PGlite (PostgreSQL 18); no extensions.

-- ---------------------------------------------------------------------------------------------
-- Helpers

-- An admin is whoever has role admin in app_metadata (only the service role can write it; never
-- user_metadata, which the user controls).
create function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
$$;

comment on function public.is_admin() is
  'True when the caller''s JWT has app_metadata.role = admin. Used by RLS policies.';

-- IANA names only ("Europe/Moscow", "UTC"): the browser's Intl API rejects abbreviations such as
-- MSK, which PostgreSQL itself would accept. Validated by converting a timestamp, not by scanning
-- pg_timezone_names (which reads the whole zone database on every call).
create function public.is_time_zone(p_zone text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_zone is null or p_zone !~ '^(UTC|[A-Za-z]+(/[A-Za-z0-9_+-]+)+)$' then
    return false;
  end if;
  perform timestamptz '2000-01-01 00:00:00+00' at time zone p_zone;
  return true;
exception when invalid_parameter_value then
  return false;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Categories: reference data, seeded here (not in seed.sql) so every environment has them.

create table public.categories (
  id text primary key check (id ~ '^[a-z][a-z0-9_-]{1,31}$'),
  position int not null default 0,
  name_ru text not null check (char_length(name_ru) between 1 and 60),
  name_en text not null check (char_length(name_en) between 1 and 60),
  name_fr text not null check (char_length(name_fr) between 1 and 60),
  name_de text not null check (char_length(name_de) between 1 and 60),
  icon text check (char_length(icon) <= 60)
);

comment on table public.categories is 'Event categories with names in ru/en/fr/de and a lucide icon name.';

insert into public.categories (id, position, name_ru, name_en, name_fr, name_de, icon) values
  ('technology', 1, 'Технологии', 'Technology', 'Technologie', 'Technologie', 'cpu'),
  ('health', 2, 'Здоровье', 'Health', 'Santé', 'Gesundheit', 'heart-pulse'),
  ('art', 3, 'Искусство', 'Art', 'Art', 'Kunst', 'palette'),
  ('business', 4, 'Бизнес', 'Business', 'Affaires', 'Business', 'briefcase'),
  ('food', 5, 'Еда', 'Food', 'Cuisine', 'Essen', 'utensils'),
  ('education', 6, 'Образование', 'Education', 'Éducation', 'Bildung', 'graduation-cap');

alter table public.categories enable row level security;

create policy "Categories are visible to everyone"
  on public.categories for select
  to anon, authenticated
  using (true);

revoke all on table public.categories from anon, authenticated;
grant select on table public.categories to anon, authenticated;
grant all on table public.categories to service_role;

-- ---------------------------------------------------------------------------------------------
-- Events

create table public.events (
  id uuid primary key default gen_random_uuid(),
  organizer_id uuid not null references public.profiles (id) on delete cascade,
  -- The groups issue adds the foreign key once public.groups exists.
  group_id uuid,
  title text not null check (char_length(btrim(title)) between 3 and 140),
  description text not null default '' check (char_length(description) <= 10000),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  time_zone text not null default 'Europe/Moscow' check (public.is_time_zone(time_zone)),
  is_online boolean not null default false,
  venue_name text check (char_length(venue_name) <= 200),
  address text check (char_length(address) <= 300),
  city text check (char_length(city) <= 100),
  max_attendees int check (max_attendees > 0),
  price numeric(10, 2) not null default 0 check (price >= 0),
  category_id text not null references public.categories (id),
  -- An absolute http(s) URL or a path on this site: never javascript: or data: links.
  cover_url text check (char_length(cover_url) <= 2048 and cover_url ~ '^(https?://|/)'),
  featured boolean not null default false,
  status text not null default 'draft' check (status in ('draft', 'published', 'cancelled')),
  going_count int not null default 0 check (going_count >= 0),
  waitlist_count int not null default 0 check (waitlist_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- 'simple' (no stemming) exists on every build, PGlite included; the title weighs more.
  search tsvector generated always as (
    setweight(to_tsvector('simple', coalesce(title, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(description, '')), 'B')
  ) stored,
  constraint events_ends_after_start check (ends_at > starts_at),
  constraint events_venue_when_offline check (
    is_online
    or (nullif(btrim(venue_name), '') is not null and nullif(btrim(city), '') is not null)
  )
);

comment on table public.events is
  'Events. going_count and waitlist_count are maintained by the rsvps triggers only.';
comment on column public.events.search is
  'Full-text vector (simple config) over title (weight A) and description (B).';

-- The catalogue: published upcoming events ordered by start, optionally narrowed by category,
-- city or featured; text search goes through the GIN index.
create index events_status_starts_at_idx on public.events (status, starts_at);
create index events_category_starts_at_idx on public.events (category_id, starts_at)
  where status = 'published';
create index events_city_starts_at_idx on public.events (city, starts_at)
  where status = 'published';
create index events_featured_starts_at_idx on public.events (starts_at)
  where featured and status = 'published';
create index events_organizer_starts_at_idx on public.events (organizer_id, starts_at);
create index events_group_id_idx on public.events (group_id) where group_id is not null;
create index events_search_idx on public.events using gin (search);

alter table public.events enable row level security;

create policy "Published and cancelled events are visible to everyone"
  on public.events for select
  to anon, authenticated
  using (status in ('published', 'cancelled'));

create policy "Organizers see their own events, drafts included"
  on public.events for select
  to authenticated
  using (organizer_id = (select auth.uid()));

create policy "Admins see every event"
  on public.events for select
  to authenticated
  using ((select public.is_admin()));

create policy "Signed-in users create events as their own organizer"
  on public.events for insert
  to authenticated
  with check (organizer_id = (select auth.uid()));

create policy "Organizers edit their own events"
  on public.events for update
  to authenticated
  using (organizer_id = (select auth.uid()))
  with check (organizer_id = (select auth.uid()));

create policy "Admins edit any event"
  on public.events for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Organizers delete their own drafts"
  on public.events for delete
  to authenticated
  using (organizer_id = (select auth.uid()) and status = 'draft');

create policy "Admins delete any event"
  on public.events for delete
  to authenticated
  using ((select public.is_admin()));

revoke all on table public.events from anon, authenticated;
grant select on table public.events to anon, authenticated;
-- Column-level: never organizer_id on update, never the counters or the timestamps.
grant insert (
  id, organizer_id, group_id, title, description, starts_at, ends_at, time_zone, is_online,
  venue_name, address, city, max_attendees, price, category_id, cover_url, featured, status
) on table public.events to authenticated;
grant update (
  group_id, title, description, starts_at, ends_at, time_zone, is_online, venue_name, address,
  city, max_attendees, price, category_id, cover_url, featured, status
) on table public.events to authenticated;
grant delete on table public.events to authenticated;
grant all on table public.events to service_role;

-- Counter-only changes (from the rsvps triggers) do not count as an edit of the event.
create trigger events_set_updated_at
  before update on public.events
  for each row
  when (
    old.going_count is not distinct from new.going_count
    and old.waitlist_count is not distinct from new.waitlist_count
  )
  execute function public.set_updated_at();

-- Rules that column grants cannot express, for API callers (anon/authenticated). The owner, the
-- seed and the service role are trusted.
create function public.events_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.featured is distinct from (case when tg_op = 'UPDATE' then old.featured else false end)
     and not public.is_admin() then
    raise exception using errcode = '42501', message = 'featured_admin_only',
      detail = 'Only administrators can feature events.';
  end if;
  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    if old.status = 'cancelled' then
      raise exception using errcode = 'P0001', message = 'event_status_final',
        detail = 'A cancelled event cannot be reopened.';
    end if;
    if new.status = 'draft' and old.going_count + old.waitlist_count > 0 then
      raise exception using errcode = 'P0001', message = 'event_has_rsvps',
        detail = 'An event with RSVPs cannot go back to draft; cancel it instead.';
    end if;
  end if;
  return new;
end;
$$;

create trigger events_guard
  before insert or update on public.events
  for each row execute function public.events_guard();

-- ---------------------------------------------------------------------------------------------
-- RSVPs

create table public.rsvps (
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  status text not null check (status in ('going', 'waitlisted')),
  -- The place in the queue: rsvp() stamps clock_timestamp() after taking the event lock, so the
  -- order is the order in which calls were served, not when their transactions began.
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now(),
  primary key (event_id, user_id)
);

comment on table public.rsvps is
  'One RSVP per user and event. Written only by public.rsvp() and public.cancel_rsvp().';

create index rsvps_event_status_created_idx on public.rsvps (event_id, status, created_at);
create index rsvps_user_created_idx on public.rsvps (user_id, created_at);

alter table public.rsvps enable row level security;

create policy "Users see their own RSVPs"
  on public.rsvps for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Organizers see the RSVPs of their events"
  on public.rsvps for select
  to authenticated
  using (
    exists (
      select 1 from public.events e
      where e.id = event_id and e.organizer_id = (select auth.uid())
    )
  );

create policy "Admins see every RSVP"
  on public.rsvps for select
  to authenticated
  using ((select public.is_admin()));

-- No insert, update or delete policy and no such grant: the functions below are the only way in.
revoke all on table public.rsvps from anon, authenticated;
grant select on table public.rsvps to authenticated;
grant all on table public.rsvps to service_role;

create trigger rsvps_set_updated_at
  before update on public.rsvps
  for each row execute function public.set_updated_at();

-- Fills free seats of a published, capped-or-not event from its waitlist, earliest first. Takes
-- the event lock itself, so it is safe from any caller (a cancellation, an account deletion, a
-- raised capacity).
create function public.promote_waitlist(p_event_id uuid)
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
   where (r.event_id, r.user_id) in (
     select w.event_id, w.user_id
       from public.rsvps w
      where w.event_id = p_event_id and w.status = 'waitlisted'
      order by w.created_at, w.user_id
      limit v_free
   );
  get diagnostics v_promoted = row_count;
  return v_promoted;
end;
$$;

-- Keeps the counters equal to the rows, whoever writes them (the functions, the service role, a
-- cascade), and promotes from the waitlist when a going seat is released.
create function public.rsvps_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_going int := 0;
  v_waiting int := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    if old.status = 'going' then v_going := v_going - 1; else v_waiting := v_waiting - 1; end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if new.status = 'going' then v_going := v_going + 1; else v_waiting := v_waiting + 1; end if;
  end if;
  if tg_op = 'UPDATE' and new.event_id is distinct from old.event_id then
    update public.events
       set going_count = going_count - (old.status = 'going')::int,
           waitlist_count = waitlist_count - (old.status = 'waitlisted')::int
     where id = old.event_id;
    update public.events
       set going_count = going_count + (new.status = 'going')::int,
           waitlist_count = waitlist_count + (new.status = 'waitlisted')::int
     where id = new.event_id;
  elsif v_going <> 0 or v_waiting <> 0 then
    update public.events
       set going_count = going_count + v_going,
           waitlist_count = waitlist_count + v_waiting
     where id = coalesce(new.event_id, old.event_id);
  end if;
  if old.status = 'going' and (tg_op = 'DELETE' or new.status <> 'going'
                               or new.event_id is distinct from old.event_id) then
    perform public.promote_waitlist(old.event_id);
  end if;
  return null;
end;
$$;

create trigger rsvps_after_change
  after insert or update or delete on public.rsvps
  for each row execute function public.rsvps_after_change();

-- More seats (or no limit any more) let the waitlist in.
create function public.events_after_capacity_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.promote_waitlist(new.id);
  return null;
end;
$$;

create trigger events_after_capacity_change
  after update of max_attendees, status on public.events
  for each row
  when (
    new.status = 'published'
    and new.waitlist_count > 0
    and (new.max_attendees is null or new.max_attendees > new.going_count)
  )
  execute function public.events_after_capacity_change();

-- ---------------------------------------------------------------------------------------------
-- The join link of an online event, apart from the public row so RLS can hide it.

create table public.event_private (
  event_id uuid primary key references public.events (id) on delete cascade,
  online_url text check (char_length(online_url) <= 2048 and online_url ~ '^https?://')
);

comment on table public.event_private is
  'Join link of an online event: readable by its organizer, going attendees and admins.';

alter table public.event_private enable row level security;

create policy "Organizers, going attendees and admins read the join link"
  on public.event_private for select
  to authenticated
  using (
    exists (
      select 1 from public.events e
      where e.id = event_id and e.organizer_id = (select auth.uid())
    )
    or exists (
      select 1 from public.rsvps r
      where r.event_id = event_private.event_id
        and r.user_id = (select auth.uid())
        and r.status = 'going'
    )
    or (select public.is_admin())
  );

create policy "Organizers and admins add the join link"
  on public.event_private for insert
  to authenticated
  with check (
    exists (
      select 1 from public.events e
      where e.id = event_id and e.organizer_id = (select auth.uid())
    )
    or (select public.is_admin())
  );

create policy "Organizers and admins change the join link"
  on public.event_private for update
  to authenticated
  using (
    exists (
      select 1 from public.events e
      where e.id = event_id and e.organizer_id = (select auth.uid())
    )
    or (select public.is_admin())
  )
  with check (
    exists (
      select 1 from public.events e
      where e.id = event_id and e.organizer_id = (select auth.uid())
    )
    or (select public.is_admin())
  );

create policy "Organizers and admins remove the join link"
  on public.event_private for delete
  to authenticated
  using (
    exists (
      select 1 from public.events e
      where e.id = event_id and e.organizer_id = (select auth.uid())
    )
    or (select public.is_admin())
  );

revoke all on table public.event_private from anon, authenticated;
grant select, insert, delete on table public.event_private to authenticated;
grant update (online_url) on table public.event_private to authenticated;
grant all on table public.event_private to service_role;

-- ---------------------------------------------------------------------------------------------
-- The RPCs the app calls

-- RSVP for the caller: 'going' while seats remain (or the event is unlimited), else 'waitlisted'.
-- Idempotent: an existing RSVP is returned unchanged.
create function public.rsvp(p_event_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_event record;
  v_status text;
begin
  if v_user is null then
    raise exception using errcode = '42501', message = 'not_authenticated',
      detail = 'Sign in to RSVP.';
  end if;
  -- The lock serialises every RSVP and cancellation of this event until we commit.
  select e.status, e.starts_at, e.max_attendees, e.going_count
    into v_event
    from public.events e
   where e.id = p_event_id
     for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'event_not_found';
  end if;
  if v_event.status = 'draft' then
    raise exception using errcode = 'P0001', message = 'event_not_open',
      detail = 'The event is not published.';
  end if;
  if v_event.status = 'cancelled' then
    raise exception using errcode = 'P0001', message = 'event_cancelled';
  end if;
  if v_event.starts_at <= now() then
    raise exception using errcode = 'P0001', message = 'event_past',
      detail = 'The event has already started.';
  end if;

  select r.status into v_status
    from public.rsvps r
   where r.event_id = p_event_id and r.user_id = v_user;
  if found then
    return v_status;
  end if;

  v_status := case
    when v_event.max_attendees is null or v_event.going_count < v_event.max_attendees then 'going'
    else 'waitlisted'
  end;
  insert into public.rsvps (event_id, user_id, status, created_at, updated_at)
  values (p_event_id, v_user, v_status, clock_timestamp(), now());
  return v_status;
end;
$$;

comment on function public.rsvp(uuid) is
  'RSVP for the caller; returns going or waitlisted. Errors: not_authenticated, event_not_found, event_not_open, event_cancelled, event_past.';

-- Withdraws the caller's RSVP (a no-op when there is none); a released seat goes to the
-- earliest waitlisted person, in the same transaction.
create function public.cancel_rsvp(p_event_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception using errcode = '42501', message = 'not_authenticated',
      detail = 'Sign in to cancel an RSVP.';
  end if;
  perform 1 from public.events e where e.id = p_event_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'event_not_found';
  end if;
  delete from public.rsvps r where r.event_id = p_event_id and r.user_id = v_user;
end;
$$;

comment on function public.cancel_rsvp(uuid) is
  'Withdraws the caller''s RSVP; the earliest waitlisted person takes a released seat.';

-- Going attendees for the event page (anyone may see who goes to a visible event; rsvps itself
-- stays private). Drafts only for their organizer and admins. At most 100 rows.
create function public.event_attendees(p_event_id uuid, p_limit int default 12)
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
   order by r.created_at, r.user_id
   limit least(greatest(coalesce(p_limit, 12), 0), 100)
$$;

comment on function public.event_attendees(uuid, int) is
  'Going attendees (id, name, avatar) of a visible event, earliest first; p_limit at most 100.';

-- ---------------------------------------------------------------------------------------------
-- Function privileges: only the RPCs and the helpers that policies call are reachable.

revoke execute on function public.promote_waitlist(uuid) from public, anon, authenticated;
revoke execute on function public.rsvps_after_change() from public, anon, authenticated;
revoke execute on function public.events_after_capacity_change() from public, anon, authenticated;
revoke execute on function public.events_guard() from public, anon, authenticated;

revoke execute on function public.rsvp(uuid) from public;
revoke execute on function public.cancel_rsvp(uuid) from public;
revoke execute on function public.event_attendees(uuid, int) from public;
revoke execute on function public.is_admin() from public;
-- anon may call rsvp/cancel_rsvp only to receive the clear not_authenticated error.
grant execute on function public.rsvp(uuid) to anon, authenticated, service_role;
grant execute on function public.cancel_rsvp(uuid) to anon, authenticated, service_role;
grant execute on function public.event_attendees(uuid, int) to anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;
-- Check constraints run with the caller's rights.
grant execute on function public.is_time_zone(text) to anon, authenticated, service_role;
