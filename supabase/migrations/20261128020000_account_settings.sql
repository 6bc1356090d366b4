-- Account settings (issue 18): the signed-in devices and the deletion of an account.
--
-- my_sessions(): supabase-js lists no sessions and auth.sessions is not served by the API, so a
-- definer function answers the caller's own rows (never anyone else's) with the one making the
-- request marked (the JWT's session_id).
--
-- delete_account_data(p_user_id): the database's part of «Удалить аккаунт», run by the
-- delete-account edge function with the service role once it has checked the caller's JWT. The
-- profile row stays (messages, discussions and past events keep pointing at it) but says nothing
-- of the person: every field is emptied and deleted_at set, and the screens write «Удалённый
-- пользователь» in the reader's language from that flag. Future events are cancelled, drafts
-- removed, places in events still to come given up (the waitlist moves up), groups handed over
-- (or removed when nobody else is in them), memberships, requests, blocks and read positions
-- removed. The account itself is then soft-deleted through GoTrue's admin API (its email, password,
-- identities and sessions go), and the person's files are removed through storage.
-- Portable (PostgreSQL 15+, PGlite).

alter table public.profiles add column deleted_at timestamptz;

comment on column public.profiles.deleted_at is
  'Set when the account was deleted: the row stays for what others keep (messages, past events), emptied of the person.';

-- The hand-over written once: the trigger for a removed profile and the deletion below both use it.
create function private.hand_over_groups(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group uuid;
  v_successor uuid;
begin
  for v_group in
    select m.group_id from public.group_members m where m.user_id = p_user_id and m.role = 'owner'
  loop
    select m.user_id into v_successor
      from public.group_members m
     where m.group_id = v_group and m.user_id <> p_user_id
     order by (m.role = 'moderator') desc, m.joined_at, m.user_id
     limit 1;
    if v_successor is null then
      delete from public.groups g where g.id = v_group;
    else
      update public.group_members set role = 'member'
       where group_id = v_group and user_id = p_user_id;
      update public.group_members set role = 'owner'
       where group_id = v_group and user_id = v_successor;
    end if;
  end loop;
end;
$$;

revoke execute on function private.hand_over_groups(uuid) from public, anon, authenticated;

create or replace function private.profiles_hand_over_groups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.hand_over_groups(old.id);
  return old;
end;
$$;

create function public.my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  last_used_at timestamptz,
  user_agent text,
  ip text,
  is_current boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id,
         s.created_at,
         -- refreshed_at is GoTrue's UTC timestamp without a zone.
         greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC'),
         s.user_agent,
         host(s.ip),
         s.id::text is not distinct from (auth.jwt() ->> 'session_id')
    from auth.sessions s
   where s.user_id = auth.uid()
     and (s.not_after is null or s.not_after > now())
   order by 6 desc, 3 desc, s.id;
$$;

comment on function public.my_sessions() is
  'The caller''s signed-in devices, the current one first, then by last use.';

revoke execute on function public.my_sessions() from public, anon;
grant execute on function public.my_sessions() to authenticated;

create function public.delete_account_data(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.profiles p where p.id = p_user_id and p.deleted_at is null for update;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'account_not_found', 'No such account.');
  end if;

  -- What they organise: a draft nobody saw goes, a published event still to come is cancelled.
  delete from public.events e
   where e.organizer_id = p_user_id and e.status = 'draft';
  update public.events e set status = 'cancelled'
   where e.organizer_id = p_user_id and e.status = 'published' and e.starts_at > now();
  -- Their places in events still to come free up; attendance of past events stays as history.
  delete from public.rsvps r
   using public.events e
   where r.event_id = e.id and r.user_id = p_user_id and e.starts_at > now();

  perform private.hand_over_groups(p_user_id);
  delete from public.group_members m where m.user_id = p_user_id;
  delete from public.group_join_requests q where q.user_id = p_user_id;
  delete from public.group_bans b where b.user_id = p_user_id;
  update public.group_join_requests q set decided_by = null where q.decided_by = p_user_id;
  update public.group_bans b set banned_by = null where b.banned_by = p_user_id;

  delete from public.user_blocks b where p_user_id in (b.blocker_id, b.blocked_id);
  delete from public.message_reads r where r.user_id = p_user_id;
  -- A picture is the person's file, removed from storage with the others: its message goes too.
  update public.messages m set body = null, image_path = null, deleted_at = now(),
         deleted_by = null
   where m.author_id = p_user_id and m.image_path is not null and m.deleted_at is null;

  update public.groups g set created_by = null where g.created_by = p_user_id;

  -- The notifications arrive with issue 17 (a database without them has none to touch). Last, so
  -- the cancellations above, which notify the attendees, lose the person's name too.
  if to_regclass('public.notifications') is not null then
    execute 'delete from public.notifications where user_id = $1' using p_user_id;
    execute 'update public.notifications set actor_id = null, actor_name = null,
                    actor_ids = array_remove(actor_ids, $1)
              where actor_id = $1 or $1 = any (actor_ids)' using p_user_id;
  end if;

  update public.profiles p
     set full_name = null, avatar_url = null, bio = '', city = '', interests = '{}',
         hide_attended = true, language = 'ru', deleted_at = now()
   where p.id = p_user_id;
end;
$$;

comment on function public.delete_account_data(uuid) is
  'The database''s part of deleting an account (service role only; the delete-account edge function).';

revoke execute on function public.delete_account_data(uuid) from public, anon, authenticated;
grant execute on function public.delete_account_data(uuid) to service_role;
