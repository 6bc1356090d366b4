-- Notification emails (issue 17): the sender's side of public.notification_outbox and the
-- one-click unsubscribe.
--
-- The sender (supabase/functions/notify-email, run by cron on hosted Supabase and by the local
-- stack's scheduler) calls, as the service role:
--   notification_outbox_claim(p_limit, p_now, p_lease_seconds)  due rows become `sending` for a
--       lease (a sender that dies mid-send leaves them to the next after it), each with the
--       address, the recipient's language and their signed unsubscribe token; rows whose type the
--       person has turned email off for since (or who have no address) become `skipped`.
--   notification_outbox_sent(p_id) / notification_outbox_failed(p_id, p_error, p_now)  a failure
--       is retried after 30 s, 1, 2 and 4 minutes, then left `failed` with its error.
-- Two senders never take the same row (skip locked), a sent row is never claimed again, and the
-- row id is the message's id, which the transport keeps once.
--
-- Unsubscribe tokens are `<user id>:<type>:<HMAC-SHA256 hex>` over the first two parts, keyed by
-- a secret made here that no API role can read; notification_unsubscribe(p_token) (anyone holding
-- the link: List-Unsubscribe-Post needs no session) turns that type's email off. HMAC is built on
-- the core sha256() so no extension is needed. Portable (PostgreSQL 15+, PGlite).

create table private.notification_secret (
  only_one boolean primary key default true check (only_one),
  key bytea not null
);

insert into private.notification_secret (key)
values (sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text
                          || clock_timestamp()::text, 'UTF8')));

revoke all on table private.notification_secret from public, anon, authenticated, service_role;

create function private.hmac_sha256(p_key bytea, p_message bytea)
returns bytea
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_key bytea := p_key;
  v_inner bytea;
  v_outer bytea;
begin
  if length(v_key) > 64 then
    v_key := sha256(v_key);
  end if;
  v_key := v_key || decode(repeat('00', 64 - length(v_key)), 'hex');
  v_inner := v_key;
  v_outer := v_key;
  for i in 0..63 loop
    v_inner := set_byte(v_inner, i, get_byte(v_key, i) # 54);  -- 0x36
    v_outer := set_byte(v_outer, i, get_byte(v_key, i) # 92);  -- 0x5c
  end loop;
  return sha256(v_outer || sha256(v_inner || p_message));
end;
$$;

create function private.unsubscribe_token(p_user_id uuid, p_type text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_user_id::text || ':' || p_type || ':' || encode(private.hmac_sha256(
           s.key, convert_to(p_user_id::text || ':' || p_type, 'UTF8')), 'hex')
    from private.notification_secret s
$$;

revoke execute on function private.hmac_sha256(bytea, bytea) from public, anon, authenticated;
revoke execute on function private.unsubscribe_token(uuid, text) from public, anon, authenticated;

-- Emails name the event's time in its own zone.
create or replace function private.event_params(e public.events)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('eventId', e.id, 'eventTitle', e.title, 'startsAt', e.starts_at,
                            'timeZone', e.time_zone)
$$;

-- ---------------------------------------------------------------------------------------------
-- The sender's functions (service role only)

create function public.notification_outbox_claim(
  p_limit int default 20,
  p_now timestamptz default now(),
  p_lease_seconds int default 300
)
returns table (
  id bigint, email text, language text, type text, params jsonb, actor_name text,
  unsubscribe_token text, attempts int
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[];
begin
  with picked as (
    select o.id from public.notification_outbox o
     where (o.status = 'pending' and o.next_attempt_at <= p_now)
        or (o.status = 'sending'
            and o.claimed_at < p_now - make_interval(secs => greatest(p_lease_seconds, 1)))
     order by o.id
     limit least(greatest(coalesce(p_limit, 20), 1), 500)
       for update skip locked
  ),
  claimed as (
    update public.notification_outbox o
       set status = 'sending', claimed_at = p_now, attempts = o.attempts + 1
      from picked
     where o.id = picked.id
    returning o.id
  )
  select coalesce(array_agg(claimed.id), '{}') into v_ids from claimed;

  -- Preferences are read again when sending: an email turned off meanwhile is not sent.
  update public.notification_outbox o
     set status = 'skipped'
   where o.id = any (v_ids)
     and (
       not coalesce((select p.email from public.notification_preferences p
                      where p.user_id = o.user_id and p.type = o.type),
                    private.notification_email_default(o.type))
       or not exists (select 1 from auth.users u
                       where u.id = o.user_id and coalesce(u.email, '') <> '')
     );

  return query
    select o.id, u.email::text, p.language, o.type, o.params, o.actor_name,
           private.unsubscribe_token(o.user_id, o.type), o.attempts
      from public.notification_outbox o
      join auth.users u on u.id = o.user_id
      join public.profiles p on p.id = o.user_id
     where o.id = any (v_ids) and o.status = 'sending'
     order by o.id;
end;
$$;

comment on function public.notification_outbox_claim(int, timestamptz, int) is
  'The sender takes up to p_limit due emails for p_lease_seconds (service role).';

create function public.notification_outbox_sent(p_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notification_outbox
     set status = 'sent', sent_at = now(), last_error = null
   where id = p_id and status = 'sending'
$$;

create function public.notification_outbox_failed(
  p_id bigint,
  p_error text,
  p_now timestamptz default now()
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notification_outbox
     set status = case when attempts >= 5 then 'failed' else 'pending' end,
         next_attempt_at = p_now + make_interval(secs => 30 * power(2, attempts - 1)),
         last_error = left(p_error, 1000)
   where id = p_id and status = 'sending'
$$;

revoke execute on function public.notification_outbox_claim(int, timestamptz, int)
  from public, anon, authenticated;
revoke execute on function public.notification_outbox_sent(bigint) from public, anon, authenticated;
revoke execute on function public.notification_outbox_failed(bigint, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.notification_outbox_claim(int, timestamptz, int) to service_role;
grant execute on function public.notification_outbox_sent(bigint) to service_role;
grant execute on function public.notification_outbox_failed(bigint, text, timestamptz)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- One-click unsubscribe: answers the type turned off.

create function public.notification_unsubscribe(p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_parts text[] := string_to_array(coalesce(p_token, ''), ':');
  v_user uuid;
  v_type text;
begin
  if cardinality(v_parts) = 3
     and v_parts[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     and v_parts[2] = any (private.notification_types()) then
    v_user := v_parts[1]::uuid;
    v_type := v_parts[2];
  end if;
  if v_user is null or private.unsubscribe_token(v_user, v_type) is distinct from p_token
     or not exists (select 1 from public.profiles p where p.id = v_user) then
    perform private.raise_api_error(400, '22023', 'notification_unsubscribe_invalid',
      'This unsubscribe link is not valid.');
  end if;
  insert into public.notification_preferences as p (user_id, type, in_app, email)
  values (v_user, v_type, true, false)
  on conflict (user_id, type) do update set email = false;
  return v_type;
end;
$$;

revoke execute on function public.notification_unsubscribe(text) from public;
grant execute on function public.notification_unsubscribe(text) to anon, authenticated, service_role;
