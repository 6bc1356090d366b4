-- Joining and leaving answer with what the event page shows (issue 20).
--
-- Why: the page called rpc/rsvp, threw its answer away and read the event, the attendees, the
-- caller's RSVP and the join link again: up to four more requests after every join or leave, and
-- a moment where another person's RSVP could slip in between. join_event() and leave_event() do
-- what rsvp() and cancel_rsvp() do (they call them: the capacity rule and the row lock stay in one
-- place) and answer, in the same call and transaction, with the part of the page that changed:
--   { status: 'going' | 'waitlisted' | null, going_count, waitlist_count, max_attendees,
--     seats_left (null: unlimited), attendees: [{ user_id, full_name, avatar_url }] as
--     event_attendees() returns them, join_url (null unless the event is online and the caller
--     is going or organises it) }
--
-- rsvp() and cancel_rsvp() are kept as they are (text / void): clients already deployed, the seed
-- and other callers read their answers, and a changed return type would break them mid-deploy.
--
-- The new functions run with the caller's rights, so the event, the attendees and the join link
-- are read through the same RLS and functions as every other read: an event the caller may not
-- see is event_not_found (404), whatever cancel_rsvp() did. Errors are rsvp()'s and
-- cancel_rsvp()'s, with their codes and statuses (private.raise_api_error).
--
-- Portable: plain PL/pgSQL on PostgreSQL 15+ and PGlite (PostgreSQL 18).

create function private.rsvp_answer(p_event_id uuid, p_limit int)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_event record;
  v_status text;
begin
  select e.going_count, e.waitlist_count, e.max_attendees, e.is_online, e.organizer_id
    into v_event
    from public.events e
   where e.id = p_event_id;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'event_not_found', 'No such event.');
  end if;
  select r.status into v_status
    from public.rsvps r
   where r.event_id = p_event_id and r.user_id = v_user;
  return jsonb_build_object(
    'status', v_status,
    'going_count', v_event.going_count,
    'waitlist_count', v_event.waitlist_count,
    'max_attendees', v_event.max_attendees,
    'seats_left', case
      when v_event.max_attendees is null then null
      else greatest(v_event.max_attendees - v_event.going_count, 0)
    end,
    'attendees', coalesce(
      (select jsonb_agg(
                jsonb_build_object(
                  'user_id', a.user_id, 'full_name', a.full_name, 'avatar_url', a.avatar_url
                ) order by a.n)
         from public.event_attendees(p_event_id, p_limit)
              with ordinality as a (user_id, full_name, avatar_url, n)),
      '[]'::jsonb
    ),
    'join_url', case
      when v_event.is_online and (v_status = 'going' or v_event.organizer_id = v_user) then
        (select p.online_url from public.event_private p where p.event_id = p_event_id)
    end
  );
end;
$$;

comment on function private.rsvp_answer(uuid, int) is
  'The event page''s RSVP part as the caller sees it: status, counters, seats left, attendees, join link.';

create function public.join_event(p_event_id uuid, p_limit int default 12)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform public.rsvp(p_event_id);
  return private.rsvp_answer(p_event_id, p_limit);
end;
$$;

comment on function public.join_event(uuid, int) is
  'rsvp() for the caller, answering with the page''s RSVP part (status, going_count, waitlist_count, max_attendees, seats_left, attendees, join_url). Errors: those of rsvp().';

create function public.leave_event(p_event_id uuid, p_limit int default 12)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform public.cancel_rsvp(p_event_id);
  return private.rsvp_answer(p_event_id, p_limit);
end;
$$;

comment on function public.leave_event(uuid, int) is
  'cancel_rsvp() for the caller, answering as join_event() does (status null). Errors: those of cancel_rsvp(), and 404 event_not_found for an event the caller may not see.';

revoke execute on function private.rsvp_answer(uuid, int) from public;
revoke execute on function public.join_event(uuid, int) from public;
revoke execute on function public.leave_event(uuid, int) from public;
-- As rsvp()/cancel_rsvp(): anon may call them only to receive the clear not_authenticated error.
grant execute on function private.rsvp_answer(uuid, int) to anon, authenticated, service_role;
grant execute on function public.join_event(uuid, int) to anon, authenticated, service_role;
grant execute on function public.leave_event(uuid, int) to anon, authenticated, service_role;
