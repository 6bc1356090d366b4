-- Notifications in bulk (issue 17): one happening told to many people (an event cancelled or moved
-- under its attendees, a new event in a group to its members) goes straight from the people to
-- the rows. private.notify takes any mix of notices, so it builds a composite per person, unnests
-- them and groups them by person and subject with ordered aggregates (a sort per group) before it
-- inserts; here the notice is the same for everyone, so there is nothing to group:
--   one INSERT … SELECT of the notifications and one of the outbox rows, from the people with
--   their preferences joined once; the parameters, the actor's name and the fold key computed
--   once; the live count broadcast once per recipient by the statement trigger, in one insert.
-- The fold of a repeat into an unread row is private.notify's, and its parameter merge is now
-- inlined (no `set search_path`: it reads only its arguments and pg_catalog).
-- The local stack's capture of realtime.messages is per statement too (server/bootstrap).
-- Portable (PostgreSQL 15+, PGlite).

create or replace function private.notification_fold_params(p_old jsonb, p_new jsonb)
returns jsonb
language sql
immutable
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

-- The same notice to each of p_people: never to the actor, only to people who still have a
-- profile, each counted once, each person's preferences deciding the channels. The outbox key is
-- private.notify's (type:subject:recipient:source), so both paths queue a happening once.
create function private.notify_many(
  p_type text,
  p_subject text,
  p_params jsonb,
  p_actor uuid,
  p_source text,
  p_people uuid[]
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid;
  v_actor_name text;
  v_key text := p_type || ':' || p_subject;
  v_email boolean := private.notification_email_default(p_type);
begin
  select a.id, a.full_name into v_actor, v_actor_name
    from public.profiles a where a.id = p_actor;
  with targets as materialized (
    select r.id as user_id, coalesce(p.in_app, true) as in_app, coalesce(p.email, v_email) as email
      from (select distinct u from unnest(p_people) u) people
      join public.profiles r on r.id = people.u
      left join public.notification_preferences p on p.user_id = r.id and p.type = p_type
     where r.id is distinct from p_actor
  ),
  noted as (
    insert into public.notifications as n
      (user_id, type, params, actor_id, actor_name, actor_ids, others_count, group_key)
    select t.user_id, p_type, p_params, v_actor, v_actor_name,
           case when v_actor is null then '{}'::uuid[] else array[v_actor] end, 0, v_key
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
  select t.user_id, p_type, p_params, v_actor_name,
         v_key || ':' || t.user_id || ':' || coalesce(p_source, '')
    from targets t
   where t.email
  on conflict on constraint notification_outbox_once do nothing;
end;
$$;

revoke execute on function private.notify_many(text, text, jsonb, uuid, text, uuid[])
  from public, anon, authenticated;

-- Events: changed or cancelled to everyone with an RSVP; published in a group to its members.
create or replace function private.notify_events_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
  v_changed jsonb;
  v_attendees uuid[];
begin
  if old.status = 'published' and new.status in ('cancelled', 'published') then
    if new.status = 'published' then
      v_changed := to_jsonb(array_remove(array[
        case when (old.starts_at, old.ends_at, old.time_zone)
                  is distinct from (new.starts_at, new.ends_at, new.time_zone) then 'time' end,
        case when (old.is_online, old.venue_name, old.address, old.city)
                  is distinct from (new.is_online, new.venue_name, new.address, new.city)
             then 'place' end
      ], null));
    end if;
    if new.status = 'cancelled' or jsonb_array_length(v_changed) > 0 then
      v_attendees := array(select r.user_id from public.rsvps r where r.event_id = new.id);
    end if;
    if new.status = 'cancelled' then
      perform private.notify_many('event.cancelled', new.id::text, private.event_params(new),
        v_actor, 'cancelled', v_attendees);
    elsif jsonb_array_length(v_changed) > 0 then
      perform private.notify_many('event.changed', new.id::text,
        private.event_params(new) || jsonb_build_object('changed', v_changed),
        v_actor, new.updated_at::text || ':' || v_changed::text, v_attendees);
    end if;
  end if;

  if new.status = 'published' and new.group_id is not null and new.starts_at > now()
     and (old.status <> 'published' or old.group_id is distinct from new.group_id) then
    perform private.notify_many('group.event_created', new.group_id::text,
      private.event_params(new) || (
        select jsonb_build_object('groupId', g.id, 'groupName', g.name)
          from public.groups g where g.id = new.group_id),
      coalesce(v_actor, new.organizer_id), new.id::text,
      array(select m.user_id from public.group_members m where m.group_id = new.group_id));
  end if;
  return null;
end;
$$;

-- The join link of an online event: only people going may read it, so only they hear it changed.
create or replace function private.notify_event_link()
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
  perform private.notify_many('event.changed', v_event.id::text,
    private.event_params(v_event) || jsonb_build_object('changed', jsonb_build_array('link')),
    auth.uid(), v_event.id::text || ':link:' || md5(coalesce(new.online_url, '')),
    array(select r.user_id from public.rsvps r
           where r.event_id = v_event.id and r.status = 'going'));
  return null;
end;
$$;
