-- Public profiles (issue 18): what a person says of themselves (bio, city, interests) and whether
-- the events they attended are shown, and /users/{id}'s page in one answer.
--
-- The limits are checks on the row, so the server refuses a bad value whatever the browser sends.
-- Interests are event categories: a category is a row of public.categories, not an enum, so a
-- check cannot name them; a trigger refuses an unknown one with the check's own SQLSTATE and
-- constraint name (23514, profiles_interests_check), as the length checks answer (a null is no
-- category either), and keeps each category once, in the categories' order, so at most six. Only the owner writes their row (the update policy of
-- 20261121000000); the new columns join the two the owner may update. Roles are not here: they
-- live in app_metadata, which only the service role sets.
--
-- public.user_profile_page runs with the caller's rights: the events listed are those the
-- caller's RLS lets them read (never a draft, never a members-only event of a group they are not
-- in), and the groups those whose members everyone sees. Whom a person went to is theirs: RSVPs
-- are readable by the person, the event's organizer and admins only, so the events attended come
-- from private.profile_attended_events, the one definer step, which answers nothing when the
-- person hides them; the events themselves are then read under the caller's policies. The
-- attendee lists (public.event_attendees) already show the same people going to the same events.
-- Portable (PostgreSQL 15+, PGlite).

alter table public.profiles
  add column bio text not null default ''
    constraint profiles_bio_check check (char_length(bio) <= 500),
  add column city text not null default ''
    constraint profiles_city_check check (char_length(city) <= 100),
  add column interests text[] not null default '{}',
  add column hide_attended boolean not null default false;

comment on column public.profiles.bio is 'What the person says of themselves, plain text, at most 500 characters.';
comment on column public.profiles.city is 'The person''s city as they write it, at most 100 characters.';
comment on column public.profiles.interests is 'Event categories (public.categories ids) the person is interested in, each once, in the categories'' order.';
comment on column public.profiles.hide_attended is 'True: the person''s public profile does not list the events they attended.';

grant update (bio, city, interests, hide_attended) on table public.profiles to authenticated;

create function private.profiles_interests_known()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from pg_catalog.unnest(new.interests) i
     where i is null or not exists (select 1 from public.categories c where c.id = i)
  ) then
    raise exception using
      errcode = '23514',
      message = 'new row for relation "profiles" violates check constraint "profiles_interests_check"',
      constraint = 'profiles_interests_check',
      table = 'profiles',
      schema = 'public',
      detail = 'Every interest is an event category.';
  end if;
  new.interests := array(
    select c.id from public.categories c
     where c.id = any (new.interests)
     order by c.position, c.id
  );
  return new;
end;
$$;

create trigger profiles_interests_known
  before insert or update of interests on public.profiles
  for each row execute function private.profiles_interests_known();

revoke execute on function private.profiles_interests_known() from public, anon, authenticated;

create function private.profile_attended_events(p_user_id uuid)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.event_id
    from public.rsvps r
    join public.profiles p on p.id = r.user_id
   where r.user_id = p_user_id and r.status = 'going' and not p.hide_attended
$$;

comment on function private.profile_attended_events(uuid) is
  'The events the person went to (going RSVPs), none when they hide them; for user_profile_page, which reads the events under the caller''s own policies.';

revoke execute on function private.profile_attended_events(uuid) from public;
grant execute on function private.profile_attended_events(uuid) to anon, authenticated, service_role;

create function public.user_profile_page(p_user_id uuid)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'profile', pg_catalog.json_build_object(
      'id', p.id, 'full_name', p.full_name, 'avatar_url', p.avatar_url, 'bio', p.bio,
      'city', p.city, 'interests', p.interests, 'hide_attended', p.hide_attended,
      'created_at', p.created_at
    ),
    'groups', (
      select coalesce(pg_catalog.json_agg(g order by g.joined_at desc, g.id), '[]'::json)
        from (
          select gr.id, gr.name, gr.description, gr.category_id, gr.is_online, gr.city,
                 gr.cover_url, gr.privacy, gr.member_count, gr.created_at, m.role, m.joined_at
            from public.group_members m
            join public.groups gr on gr.id = m.group_id
           where m.user_id = p.id and gr.privacy = 'public'
           order by m.joined_at desc, gr.id
           limit 50
        ) g
    ),
    'organising', (
      select coalesce(pg_catalog.json_agg(e order by e.starts_at, e.id), '[]'::json)
        from (
          select ev.id, ev.title, ev.starts_at, ev.ends_at, ev.time_zone, ev.is_online,
                 ev.venue_name, ev.city, ev.price, ev.max_attendees, ev.going_count, ev.cover_url,
                 ev.category_id, ev.status, ev.featured
            from public.events ev
           where ev.organizer_id = p.id and ev.status = 'published'
             and ev.ends_at > pg_catalog.now()
           order by ev.starts_at, ev.id
           limit 20
        ) e
    ),
    'attended', (
      select coalesce(pg_catalog.json_agg(e order by e.starts_at desc, e.id), '[]'::json)
        from (
          select ev.id, ev.title, ev.starts_at, ev.ends_at, ev.time_zone, ev.is_online,
                 ev.venue_name, ev.city, ev.price, ev.max_attendees, ev.going_count, ev.cover_url,
                 ev.category_id, ev.status, ev.featured
            from public.events ev
           where ev.id in (select private.profile_attended_events(p.id))
             and ev.status = 'published' and ev.ends_at <= pg_catalog.now()
           order by ev.starts_at desc, ev.id
           limit 20
        ) e
    )
  )
  from public.profiles p
  where p.id = p_user_id
$$;

comment on function public.user_profile_page(uuid) is
  'A person''s public page as {profile, groups, organising, attended}: their public groups, upcoming published events they organise and past events they went to (unless hidden), each as the caller''s policies let them read it; null for an unknown id.';

revoke execute on function public.user_profile_page(uuid) from public;
grant execute on function public.user_profile_page(uuid) to anon, authenticated, service_role;
