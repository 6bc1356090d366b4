-- Errors a caller causes answer 4xx, never 500 (issue 22).
--
-- PostgREST picks the HTTP status from the SQLSTATE: P0001 is 400 whatever it means, and every
-- other P0xxx is 500, so rpc/rsvp on an unknown event (event_not_found, P0002) answered 500. Its
-- documented way to choose the status is `raise sqlstate 'PGRST'` with the body as JSON in
-- MESSAGE and {status, headers} as JSON in DETAIL (PostgREST 11.2+, here 12). The body keeps the
-- shape the app already reads: `code` the SQLSTATE as before, `message` the key, `details` the
-- sentence. Statuses:
--   401 not_authenticated (no session) · 403 featured_admin_only · 404 event_not_found (also a
--   draft the caller may not see: RLS hides it from them everywhere else) · 409 for an event
--   whose state refuses the request: event_not_open (a draft), event_cancelled, event_past,
--   event_status_final, event_has_rsvps.
-- catalogue_page_invalid stays SQLSTATE 22023, which PostgREST already answers with 400.
--
-- Outside a PostgREST request (psql, the seed, a migration) the same error is raised with its
-- plain SQLSTATE, so SQL callers still see P0002, P0001 or 42501 rather than 'PGRST'.
--
-- Portable: plain PL/pgSQL on PostgreSQL 15+ and PGlite (PostgreSQL 18).

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

create function private.raise_api_error(
  p_status int,
  p_code text,
  p_message text,
  p_detail text default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  -- PostgREST sets request.method in every transaction it runs; after one, it reads as ''.
  if coalesce(current_setting('request.method', true), '') <> '' then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', p_code, 'message', p_message, 'details', p_detail, 'hint', null
      )::text,
      detail = json_build_object('status', p_status, 'headers', json_build_object())::text;
  end if;
  -- RAISE refuses a null option, hence two forms.
  if p_detail is null then
    raise exception using errcode = p_code, message = p_message;
  end if;
  raise exception using errcode = p_code, message = p_message, detail = p_detail;
end;
$$;

comment on function private.raise_api_error(int, text, text, text) is
  'Raises an error the API answers with p_status, body {code, message, details}; plain SQLSTATE p_code outside PostgREST.';

revoke execute on function private.raise_api_error(int, text, text, text) from public;
-- events_guard runs with the caller's rights, so the API roles need it; it only ever raises.
grant execute on function private.raise_api_error(int, text, text, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------

create or replace function public.events_guard()
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
    perform private.raise_api_error(403, '42501', 'featured_admin_only',
      'Only administrators can feature events.');
  end if;
  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    if old.status = 'cancelled' then
      perform private.raise_api_error(409, 'P0001', 'event_status_final',
        'A cancelled event cannot be reopened.');
    end if;
    if new.status = 'draft' and old.going_count + old.waitlist_count > 0 then
      perform private.raise_api_error(409, 'P0001', 'event_has_rsvps',
        'An event with RSVPs cannot go back to draft; cancel it instead.');
    end if;
  end if;
  return new;
end;
$$;

create or replace function public.rsvp(p_event_id uuid)
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
    perform private.raise_api_error(401, '42501', 'not_authenticated', 'Sign in to RSVP.');
  end if;
  -- The lock serialises every RSVP and cancellation of this event until we commit.
  select e.status, e.starts_at, e.max_attendees, e.going_count, e.organizer_id
    into v_event
    from public.events e
   where e.id = p_event_id
     for update;
  if not found
     or (v_event.status = 'draft' and v_event.organizer_id <> v_user and not public.is_admin()) then
    perform private.raise_api_error(404, 'P0002', 'event_not_found', 'No such event.');
  end if;
  if v_event.status = 'draft' then
    perform private.raise_api_error(409, 'P0001', 'event_not_open',
      'The event is not published.');
  end if;
  if v_event.status = 'cancelled' then
    perform private.raise_api_error(409, 'P0001', 'event_cancelled', 'The event is cancelled.');
  end if;
  if v_event.starts_at <= now() then
    perform private.raise_api_error(409, 'P0001', 'event_past',
      'The event has already started.');
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
  'RSVP for the caller; returns going or waitlisted. Errors: 401 not_authenticated, 404 event_not_found, 409 event_not_open, event_cancelled, event_past.';

create or replace function public.cancel_rsvp(p_event_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    perform private.raise_api_error(401, '42501', 'not_authenticated',
      'Sign in to cancel an RSVP.');
  end if;
  perform 1 from public.events e where e.id = p_event_id for update;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'event_not_found', 'No such event.');
  end if;
  delete from public.rsvps r where r.event_id = p_event_id and r.user_id = v_user;
end;
$$;

comment on function public.cancel_rsvp(uuid) is
  'Withdraws the caller''s RSVP; the earliest waitlisted person takes a released seat. Errors: 401 not_authenticated, 404 event_not_found.';
