-- Groups (issue 15, data): groups, their members with a role, join requests for private groups and
-- bans. Discussions are in 20261126000300_group_discussions.sql, group events in
-- 20261126000400_group_events.sql.
--
-- Who may do what, in one place:
--   groups               everyone (anon too) reads every group's card; signed-in users create groups
--                        as themselves (they become the owner, by trigger); owners and moderators
--                        edit; owners delete; admins edit and delete any. member_count is the
--                        database's (trigger), never a client's.
--   group_members        members of a private group, and everyone for a public group, read its
--                        members; everyone reads their own membership; admins all. Nobody writes
--                        rows directly: join_group, leave_group, approve_join_request,
--                        remove_member, set_member_role, transfer_ownership and ban_member do.
--   group_join_requests  the requester and the group's owner and moderators (and admins) read;
--                        written by request_to_join, cancel_join_request, approve/decline.
--   group_bans           the banned person, the group's owner and moderators (and admins) read;
--                        written by ban_member and unban_member.
--
-- Rules, all held here whatever a client sends: a public group is joined at once, a private one
-- only through an approved request; only owners and moderators approve, decline, remove and ban
-- (a moderator neither removes nor bans another moderator); only the owner promotes, demotes and
-- hands over; nobody changes their own role; a banned person can neither join nor ask again. A
-- group has exactly one owner: a unique index allows at most one, and a deferred constraint trigger
-- refuses any transaction that leaves an existing group without one (so the owner cannot leave
-- before handing over, and a hand-over is two updates in one transaction). Every function that
-- changes members locks the group's row first, so concurrent calls on one group run one at a time.
-- When an owner's account is deleted, the earliest moderator (else the earliest member) takes the
-- group over; a group left with nobody goes with its owner.
--
-- Errors (private.raise_api_error: HTTP status, SQLSTATE, message key the app maps to a code in
-- src/services/group-errors.ts):
--   401 not_authenticated · 404 group_not_found, group_member_not_found, group_request_not_found ·
--   403 group_forbidden, group_banned · 409 group_private (join: ask instead), group_public
--   (request: join instead), group_already_member, group_owner_cannot_leave, group_own_role,
--   group_self, group_target_owner, group_request_not_pending, group_owner_required ·
--   400 group_role_invalid.
--
-- Portable: plain PostgreSQL 15+ (hosted Supabase) and PGlite (PostgreSQL 18); no extensions.

-- ---------------------------------------------------------------------------------------------
-- Groups

create table public.groups (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) <= 80 and char_length(btrim(name)) >= 3),
  description text not null default '' check (char_length(description) <= 5000),
  category_id text not null references public.categories (id),
  is_online boolean not null default false,
  city text check (char_length(city) <= 100),
  -- An absolute http(s) URL or a path on this site, as events.cover_url.
  cover_url text check (char_length(cover_url) <= 2048 and cover_url ~ '^(https?://|/)'),
  privacy text not null default 'public' check (privacy in ('public', 'private')),
  -- Null once the founder's account is gone; the owner is in group_members.
  created_by uuid references public.profiles (id) on delete set null,
  member_count int not null default 0 check (member_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(private.catalogue_words(name), 'A')
    || setweight(private.catalogue_words(description), 'B')
  ) stored,
  constraint groups_city_when_offline check (is_online or nullif(btrim(city), '') is not null)
);

comment on table public.groups is
  'Interest groups. member_count is kept by the group_members triggers only; the owner is the group_members row with role owner.';
comment on column public.groups.search is
  'name (A) and description (B) through private.catalogue_words; query it with public.search_groups.';

-- The catalogue: newest or most members first, narrowed by category or city; words through GIN.
create index groups_members_idx on public.groups (member_count desc, id desc);
create index groups_newest_idx on public.groups (created_at desc, id desc);
create index groups_category_members_idx on public.groups (category_id, member_count desc, id desc);
create index groups_category_newest_idx on public.groups (category_id, created_at desc, id desc);
create index groups_city_members_idx on public.groups (city, member_count desc, id desc);
create index groups_city_newest_idx on public.groups (city, created_at desc, id desc);
create index groups_created_by_idx on public.groups (created_by);
create index groups_search_idx on public.groups using gin (search);

create trigger groups_set_updated_at
  before update on public.groups
  for each row
  when (old.member_count is not distinct from new.member_count)
  execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Members, requests, bans

create table public.group_members (
  group_id uuid not null references public.groups (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'moderator', 'member')),
  joined_at timestamptz not null default clock_timestamp(),
  primary key (group_id, user_id)
);

comment on table public.group_members is
  'Who belongs to a group and as what. Written only by the group functions (join_group, ...).';

create unique index group_members_one_owner_idx on public.group_members (group_id)
  where role = 'owner';
create index group_members_group_joined_idx on public.group_members (group_id, joined_at, user_id);
create index group_members_user_joined_idx on public.group_members (user_id, joined_at desc);

create table public.group_join_requests (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references public.groups (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  message text check (char_length(message) <= 500),
  created_at timestamptz not null default clock_timestamp(),
  decided_at timestamptz,
  decided_by uuid references public.profiles (id) on delete set null,
  -- One request per person and group: asking again reopens it.
  constraint group_join_requests_once unique (group_id, user_id)
);

comment on table public.group_join_requests is
  'Requests to join a private group, one per person and group. Written only by the group functions.';

create index group_join_requests_queue_idx on public.group_join_requests (group_id, status, created_at, id);
create index group_join_requests_user_idx on public.group_join_requests (user_id, created_at desc);

create table public.group_bans (
  group_id uuid not null references public.groups (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  banned_by uuid references public.profiles (id) on delete set null,
  reason text check (char_length(reason) <= 500),
  created_at timestamptz not null default clock_timestamp(),
  primary key (group_id, user_id)
);

comment on table public.group_bans is
  'People a group''s owner or moderators banned: they cannot join or ask to. Written by ban_member/unban_member.';

create index group_bans_user_idx on public.group_bans (user_id);

-- ---------------------------------------------------------------------------------------------
-- Helpers the policies call. Security definer, so reading group_members inside a policy on
-- group_members does not recurse into that policy.

create function private.group_role(p_group_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.group_members m
   where m.group_id = p_group_id and m.user_id = (select auth.uid())
$$;

comment on function private.group_role(uuid) is
  'The caller''s role in the group (owner, moderator, member), null when not a member.';

create function private.is_group_member(p_group_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.group_members m
     where m.group_id = p_group_id and m.user_id = (select auth.uid())
  )
$$;

create function private.can_moderate_group(p_group_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.group_members m
     where m.group_id = p_group_id and m.user_id = (select auth.uid())
       and m.role in ('owner', 'moderator')
  )
$$;

comment on function private.can_moderate_group(uuid) is
  'True when the caller is the group''s owner or a moderator.';

-- What only members of a private group see (members, discussions, members-only events).
create function private.group_content_visible(p_group_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.groups g where g.id = p_group_id and g.privacy = 'public'
  )
  or private.is_group_member(p_group_id)
  or public.is_admin()
$$;

comment on function private.group_content_visible(uuid) is
  'True when the caller may read the group''s members and discussions: a public group, a member, an admin.';

revoke execute on function private.group_role(uuid) from public;
revoke execute on function private.is_group_member(uuid) from public;
revoke execute on function private.can_moderate_group(uuid) from public;
revoke execute on function private.group_content_visible(uuid) from public;
grant execute on function private.group_role(uuid) to anon, authenticated, service_role;
grant execute on function private.is_group_member(uuid) to anon, authenticated, service_role;
grant execute on function private.can_moderate_group(uuid) to anon, authenticated, service_role;
grant execute on function private.group_content_visible(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants

alter table public.groups enable row level security;
alter table public.group_members enable row level security;
alter table public.group_join_requests enable row level security;
alter table public.group_bans enable row level security;

create policy "Every group's card is visible to everyone"
  on public.groups for select
  to anon, authenticated
  using (true);

create policy "Signed-in users create groups as themselves"
  on public.groups for insert
  to authenticated
  with check (created_by = (select auth.uid()));

create policy "Owners, moderators and admins edit a group"
  on public.groups for update
  to authenticated
  using (private.can_moderate_group(id) or (select public.is_admin()))
  with check (private.can_moderate_group(id) or (select public.is_admin()));

create policy "Owners and admins delete a group"
  on public.groups for delete
  to authenticated
  using (private.group_role(id) = 'owner' or (select public.is_admin()));

revoke all on table public.groups from anon, authenticated;
grant select on table public.groups to anon, authenticated;
grant insert (id, name, description, category_id, is_online, city, cover_url, privacy, created_by)
  on table public.groups to authenticated;
grant update (name, description, category_id, is_online, city, cover_url, privacy)
  on table public.groups to authenticated;
grant delete on table public.groups to authenticated;
grant all on table public.groups to service_role;

create policy "Members of a public group are visible to everyone, of a private one to its members"
  on public.group_members for select
  to anon, authenticated
  using (private.group_content_visible(group_id));

create policy "Everyone sees their own memberships"
  on public.group_members for select
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.group_members from anon, authenticated;
grant select on table public.group_members to anon, authenticated;
grant all on table public.group_members to service_role;

create policy "Requesters, the group's owner and moderators, and admins see a request"
  on public.group_join_requests for select
  to authenticated
  using (
    user_id = (select auth.uid())
    or private.can_moderate_group(group_id)
    or (select public.is_admin())
  );

revoke all on table public.group_join_requests from anon, authenticated;
grant select on table public.group_join_requests to authenticated;
grant all on table public.group_join_requests to service_role;

create policy "The banned person, the group's owner and moderators, and admins see a ban"
  on public.group_bans for select
  to authenticated
  using (
    user_id = (select auth.uid())
    or private.can_moderate_group(group_id)
    or (select public.is_admin())
  );

revoke all on table public.group_bans from anon, authenticated;
grant select on table public.group_bans to authenticated;
grant all on table public.group_bans to service_role;

-- ---------------------------------------------------------------------------------------------
-- Triggers: the founder becomes the owner, member_count follows the rows, one owner always.

-- The founder is counted from the start, so the row an insert returns already says 1 (an AFTER
-- trigger's update would not show in it); the founder's owner row is therefore not counted again
-- below. Owner rows are only ever inserted here: ownership otherwise moves by update.
create function private.groups_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.member_count := 1;
  return new;
end;
$$;

create trigger groups_before_insert
  before insert on public.groups
  for each row execute function private.groups_before_insert();

create function private.groups_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.created_by is null then
    perform private.raise_api_error(400, '23502', 'group_owner_required',
      'A new group needs its founder (created_by), who becomes its owner.');
  end if;
  insert into public.group_members (group_id, user_id, role) values (new.id, new.created_by, 'owner');
  return null;
end;
$$;

create trigger groups_after_insert
  after insert on public.groups
  for each row execute function private.groups_after_insert();

create function private.group_members_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.role <> 'owner' then
    update public.groups set member_count = member_count + 1 where id = new.group_id;
  elsif tg_op = 'DELETE' then
    update public.groups set member_count = member_count - 1 where id = old.group_id;
  end if;
  return null;
end;
$$;

create trigger group_members_count
  after insert or delete on public.group_members
  for each row execute function private.group_members_count();

-- Checked at commit, so a hand-over (old owner demoted, new one promoted) passes, and so does a
-- deleted group (its rows go with it).
create function private.group_members_one_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group uuid := coalesce(new.group_id, old.group_id);
begin
  if exists (select 1 from public.groups g where g.id = v_group)
     and (select count(*) from public.group_members m
           where m.group_id = v_group and m.role = 'owner') <> 1 then
    perform private.raise_api_error(409, 'P0001', 'group_owner_required',
      'A group always has exactly one owner: hand the group over first.');
  end if;
  return null;
end;
$$;

create constraint trigger group_members_one_owner
  after insert or update or delete on public.group_members
  deferrable initially deferred
  for each row execute function private.group_members_one_owner();

-- A deleted account hands its groups over (the earliest moderator, else the earliest member), or
-- takes a group with no one else in it along.
create function private.profiles_hand_over_groups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_group uuid;
  v_successor uuid;
begin
  for v_group in
    select m.group_id from public.group_members m where m.user_id = old.id and m.role = 'owner'
  loop
    select m.user_id into v_successor
      from public.group_members m
     where m.group_id = v_group and m.user_id <> old.id
     order by (m.role = 'moderator') desc, m.joined_at, m.user_id
     limit 1;
    if v_successor is null then
      delete from public.groups g where g.id = v_group;
    else
      update public.group_members set role = 'member' where group_id = v_group and user_id = old.id;
      update public.group_members set role = 'owner'
       where group_id = v_group and user_id = v_successor;
    end if;
  end loop;
  return old;
end;
$$;

create trigger profiles_hand_over_groups
  before delete on public.profiles
  for each row execute function private.profiles_hand_over_groups();

revoke execute on function private.groups_before_insert() from public, anon, authenticated;
revoke execute on function private.groups_after_insert() from public, anon, authenticated;
revoke execute on function private.group_members_count() from public, anon, authenticated;
revoke execute on function private.group_members_one_owner() from public, anon, authenticated;
revoke execute on function private.profiles_hand_over_groups() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Shared steps of the functions below

-- The caller, or 401.
create function private.group_caller()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    perform private.raise_api_error(401, '42501', 'not_authenticated', 'Sign in first.');
  end if;
  return v_user;
end;
$$;

-- Locks the group's row (every membership change of one group waits here for the one before it)
-- and answers its privacy, or 404.
create function private.lock_group(p_group_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_privacy text;
begin
  select g.privacy into v_privacy from public.groups g where g.id = p_group_id for update;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'group_not_found', 'No such group.');
  end if;
  return v_privacy;
end;
$$;

-- The role of p_user in the group (null when not a member).
create function private.member_role(p_group_id uuid, p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.group_members m where m.group_id = p_group_id and m.user_id = p_user
$$;

-- Raises 403 unless the caller may moderate (owner, moderator; admins too when p_admin).
create function private.require_moderator(p_group_id uuid, p_user uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text := private.member_role(p_group_id, p_user);
begin
  if v_role in ('owner', 'moderator') then
    return v_role;
  end if;
  if public.is_admin() then
    return 'admin';
  end if;
  perform private.raise_api_error(403, '42501', 'group_forbidden',
    'Only the group''s owner and moderators can do this.');
  return null;
end;
$$;

revoke execute on function private.group_caller() from public;
revoke execute on function private.lock_group(uuid) from public, anon, authenticated;
revoke execute on function private.member_role(uuid, uuid) from public, anon, authenticated;
revoke execute on function private.require_moderator(uuid, uuid) from public, anon, authenticated;
grant execute on function private.group_caller() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The functions the app calls

-- Joins a public group at once. Idempotent: a member gets their role back.
create function public.join_group(p_group_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
  v_privacy text := private.lock_group(p_group_id);
  v_role text := private.member_role(p_group_id, v_user);
begin
  if v_role is not null then
    return v_role;
  end if;
  if exists (select 1 from public.group_bans b where b.group_id = p_group_id and b.user_id = v_user) then
    perform private.raise_api_error(403, '42501', 'group_banned', 'You are banned from this group.');
  end if;
  if v_privacy = 'private' then
    perform private.raise_api_error(409, 'P0001', 'group_private',
      'The group is private: ask to join it.');
  end if;
  insert into public.group_members (group_id, user_id, role) values (p_group_id, v_user, 'member');
  return 'member';
end;
$$;

comment on function public.join_group(uuid) is
  'Joins a public group; returns the caller''s role. Errors: 401 not_authenticated, 404 group_not_found, 403 group_banned, 409 group_private.';

-- Asks to join a private group (or asks again after a decline: the request reopens). Asking while
-- a request is pending only changes its message.
create function public.request_to_join(p_group_id uuid, p_message text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
  v_privacy text := private.lock_group(p_group_id);
  v_message text := nullif(btrim(p_message), '');
  v_id uuid;
begin
  if exists (select 1 from public.group_bans b where b.group_id = p_group_id and b.user_id = v_user) then
    perform private.raise_api_error(403, '42501', 'group_banned', 'You are banned from this group.');
  end if;
  if private.member_role(p_group_id, v_user) is not null then
    perform private.raise_api_error(409, 'P0001', 'group_already_member',
      'You are a member of this group already.');
  end if;
  if v_privacy = 'public' then
    perform private.raise_api_error(409, 'P0001', 'group_public',
      'The group is public: join it directly.');
  end if;
  insert into public.group_join_requests as r (group_id, user_id, message)
  values (p_group_id, v_user, v_message)
  on conflict (group_id, user_id) do update
     set message = excluded.message,
         status = 'pending',
         created_at = case when r.status = 'pending' then r.created_at else clock_timestamp() end,
         decided_at = null,
         decided_by = null
  returning r.id into v_id;
  return v_id;
end;
$$;

comment on function public.request_to_join(uuid, text) is
  'Asks to join a private group (message up to 500 characters); returns the request id. Errors: 401, 404 group_not_found, 403 group_banned, 409 group_already_member, group_public.';

create function public.cancel_join_request(p_group_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
begin
  perform private.lock_group(p_group_id);
  delete from public.group_join_requests r
   where r.group_id = p_group_id and r.user_id = v_user and r.status = 'pending';
end;
$$;

comment on function public.cancel_join_request(uuid) is
  'Withdraws the caller''s pending request (a no-op when there is none). Errors: 401, 404 group_not_found.';

-- Approves or declines a pending request (owner, moderators, admins).
create function private.decide_join_request(p_request_id uuid, p_approve boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
  v_request record;
begin
  select r.group_id into v_request from public.group_join_requests r where r.id = p_request_id;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'group_request_not_found', 'No such request.');
  end if;
  perform private.lock_group(v_request.group_id);
  perform private.require_moderator(v_request.group_id, v_user);
  -- Read again under the group's lock: another moderator may have decided it meanwhile.
  select r.group_id, r.user_id, r.status into v_request
    from public.group_join_requests r where r.id = p_request_id;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'group_request_not_found', 'No such request.');
  end if;
  if v_request.status <> 'pending' then
    perform private.raise_api_error(409, 'P0001', 'group_request_not_pending',
      'The request has been decided already.');
  end if;
  if p_approve then
    if exists (select 1 from public.group_bans b
                where b.group_id = v_request.group_id and b.user_id = v_request.user_id) then
      perform private.raise_api_error(403, '42501', 'group_banned', 'This person is banned.');
    end if;
    insert into public.group_members (group_id, user_id, role)
    values (v_request.group_id, v_request.user_id, 'member')
    on conflict (group_id, user_id) do nothing;
  end if;
  update public.group_join_requests
     set status = case when p_approve then 'approved' else 'declined' end,
         decided_at = now(),
         decided_by = v_user
   where id = p_request_id;
end;
$$;

revoke execute on function private.decide_join_request(uuid, boolean) from public, anon, authenticated;

create function public.approve_join_request(p_request_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.decide_join_request(p_request_id, true)
$$;

create function public.decline_join_request(p_request_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.decide_join_request(p_request_id, false)
$$;

comment on function public.approve_join_request(uuid) is
  'Lets the requester in (owner, moderators, admins). Errors: 401, 404 group_request_not_found, 403 group_forbidden, group_banned, 409 group_request_not_pending.';
comment on function public.decline_join_request(uuid) is
  'Declines a pending request (owner, moderators, admins). Errors: 401, 404 group_request_not_found, 403 group_forbidden, 409 group_request_not_pending.';

create function public.leave_group(p_group_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
begin
  perform private.lock_group(p_group_id);
  if private.member_role(p_group_id, v_user) = 'owner' then
    perform private.raise_api_error(409, 'P0001', 'group_owner_cannot_leave',
      'Hand the group over to someone else before leaving it.');
  end if;
  delete from public.group_members m where m.group_id = p_group_id and m.user_id = v_user;
end;
$$;

comment on function public.leave_group(uuid) is
  'Leaves the group (a no-op for a non-member). Errors: 401, 404 group_not_found, 409 group_owner_cannot_leave.';

-- Checks shared by remove and ban: the caller moderates, the target is not the caller, not the
-- owner, and a moderator is removed or banned by the owner (or an admin) only.
create function private.require_power_over(p_group_id uuid, p_user uuid, p_target uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := private.require_moderator(p_group_id, p_user);
  v_target text := private.member_role(p_group_id, p_target);
begin
  if p_target = p_user then
    perform private.raise_api_error(409, 'P0001', 'group_self',
      'Not on yourself: leave the group instead.');
  end if;
  if v_target = 'owner' then
    perform private.raise_api_error(409, 'P0001', 'group_target_owner',
      'The owner cannot be removed or banned.');
  end if;
  if v_target = 'moderator' and v_role = 'moderator' then
    perform private.raise_api_error(403, '42501', 'group_forbidden',
      'Only the owner removes or bans a moderator.');
  end if;
end;
$$;

revoke execute on function private.require_power_over(uuid, uuid, uuid) from public, anon, authenticated;

create function public.remove_member(p_group_id uuid, p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
begin
  perform private.lock_group(p_group_id);
  perform private.require_power_over(p_group_id, v_user, p_user_id);
  delete from public.group_members m where m.group_id = p_group_id and m.user_id = p_user_id;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'group_member_not_found',
      'This person is not a member.');
  end if;
end;
$$;

comment on function public.remove_member(uuid, uuid) is
  'Removes a member (owner, moderators, admins; moderators by the owner only). Errors: 401, 404 group_not_found, group_member_not_found, 403 group_forbidden, 409 group_self, group_target_owner.';

create function public.ban_member(p_group_id uuid, p_user_id uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
begin
  perform private.lock_group(p_group_id);
  perform private.require_power_over(p_group_id, v_user, p_user_id);
  if not exists (select 1 from public.profiles p where p.id = p_user_id) then
    perform private.raise_api_error(404, 'P0002', 'group_member_not_found', 'No such person.');
  end if;
  delete from public.group_members m where m.group_id = p_group_id and m.user_id = p_user_id;
  update public.group_join_requests r
     set status = 'declined', decided_at = now(), decided_by = v_user
   where r.group_id = p_group_id and r.user_id = p_user_id and r.status = 'pending';
  insert into public.group_bans (group_id, user_id, banned_by, reason)
  values (p_group_id, p_user_id, v_user, nullif(btrim(p_reason), ''))
  on conflict (group_id, user_id) do nothing;
end;
$$;

comment on function public.ban_member(uuid, uuid, text) is
  'Bans someone (a member or not): removed, their pending request declined, no joining or asking again. Errors as remove_member.';

create function public.unban_member(p_group_id uuid, p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
begin
  perform private.lock_group(p_group_id);
  perform private.require_moderator(p_group_id, v_user);
  delete from public.group_bans b where b.group_id = p_group_id and b.user_id = p_user_id;
end;
$$;

comment on function public.unban_member(uuid, uuid) is
  'Lifts a ban (owner, moderators, admins). Errors: 401, 404 group_not_found, 403 group_forbidden.';

-- Promotes a member to moderator or demotes a moderator to member: the owner only, never on
-- themselves. Ownership changes hands through transfer_ownership only.
create function public.set_member_role(p_group_id uuid, p_user_id uuid, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
begin
  perform private.lock_group(p_group_id);
  if p_user_id = v_user then
    perform private.raise_api_error(409, 'P0001', 'group_own_role',
      'Nobody changes their own role.');
  end if;
  if p_role is null or p_role not in ('moderator', 'member') then
    perform private.raise_api_error(400, '22023', 'group_role_invalid',
      'The role is moderator or member; ownership is handed over instead.');
  end if;
  if private.member_role(p_group_id, v_user) is distinct from 'owner' then
    perform private.raise_api_error(403, '42501', 'group_forbidden',
      'Only the owner changes roles.');
  end if;
  update public.group_members m set role = p_role
   where m.group_id = p_group_id and m.user_id = p_user_id;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'group_member_not_found',
      'This person is not a member.');
  end if;
end;
$$;

comment on function public.set_member_role(uuid, uuid, text) is
  'Sets a member''s role to moderator or member (the owner only). Errors: 401, 404 group_not_found, group_member_not_found, 403 group_forbidden, 409 group_own_role, 400 group_role_invalid.';

-- Hands the group over: the new owner must be a member; the old owner stays on as a moderator.
create function public.transfer_ownership(p_group_id uuid, p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
begin
  perform private.lock_group(p_group_id);
  if p_user_id = v_user then
    perform private.raise_api_error(409, 'P0001', 'group_own_role',
      'You own the group already.');
  end if;
  if private.member_role(p_group_id, v_user) is distinct from 'owner' then
    perform private.raise_api_error(403, '42501', 'group_forbidden',
      'Only the owner hands the group over.');
  end if;
  if private.member_role(p_group_id, p_user_id) is null then
    perform private.raise_api_error(404, 'P0002', 'group_member_not_found',
      'Hand the group over to one of its members.');
  end if;
  -- In this order: the unique index allows one owner at a time.
  update public.group_members set role = 'moderator' where group_id = p_group_id and user_id = v_user;
  update public.group_members set role = 'owner' where group_id = p_group_id and user_id = p_user_id;
end;
$$;

comment on function public.transfer_ownership(uuid, uuid) is
  'Makes a member the owner; the old owner becomes a moderator. Errors: 401, 404 group_not_found, group_member_not_found, 403 group_forbidden, 409 group_own_role.';

-- The caller's standing in a group, for its page and its join button: always one row (all nulls
-- and banned false for a visitor or an outsider). Security definer because visitors have no
-- grant on requests and bans; it reads only the caller's own rows (auth.uid()).
create function public.group_viewer_state(p_group_id uuid)
returns table (
  role text,
  joined_at timestamptz,
  request_id uuid,
  request_status text,
  request_message text,
  banned boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.role, m.joined_at, r.id, r.status, r.message,
    exists (
      select 1 from public.group_bans b
       where b.group_id = p_group_id and b.user_id = (select auth.uid())
    )
  from (select 1) one
  left join public.group_members m
    on m.group_id = p_group_id and m.user_id = (select auth.uid())
  left join public.group_join_requests r
    on r.group_id = p_group_id and r.user_id = (select auth.uid())
$$;

comment on function public.group_viewer_state(uuid) is
  'The caller''s role and joined_at, join request (id, status, message) and ban in the group; one row.';

-- The catalogue's text search, for PostgREST to filter, order and page further
-- (rpc/search_groups?category_id=eq.art&order=member_count.desc,id.desc&limit=12). No SET
-- clause and every name qualified: a SQL function without one is inlined into the caller's query,
-- so the GIN index and the sort indexes serve the whole statement.
create function public.search_groups(p_q text default null)
returns setof public.groups
language sql
stable
as $$
  select g.* from public.groups g
   where nullif(pg_catalog.btrim(p_q), '') is null
      or g.search @@ private.catalogue_tsquery(p_q)
$$;

comment on function public.search_groups(text) is
  'Groups matching the words of p_q (all groups when blank), as private.catalogue_tsquery reads them; filter, order and page it like a table.';

-- How many groups match, counted up to p_cap + 1 (the catalogue shows "more than p_cap").
create function public.search_groups_count(
  p_q text default null,
  p_category text default null,
  p_city text default null,
  p_online boolean default null,
  p_cap int default 1000
)
returns int
language sql
stable
as $$
  select count(*)::int from (
    select 1 from public.search_groups(p_q) g
     where (p_category is null or g.category_id = p_category)
       and (p_city is null or g.city = p_city)
       and (p_online is null or g.is_online = p_online)
     limit least(greatest(coalesce(p_cap, 1000), 0), 10000) + 1
  ) t
$$;

comment on function public.search_groups_count(text, text, text, boolean, int) is
  'The number of groups search_groups and the filters match, at most p_cap + 1 (p_cap at most 10,000).';

revoke execute on function public.join_group(uuid) from public;
revoke execute on function public.request_to_join(uuid, text) from public;
revoke execute on function public.cancel_join_request(uuid) from public;
revoke execute on function public.approve_join_request(uuid) from public;
revoke execute on function public.decline_join_request(uuid) from public;
revoke execute on function public.leave_group(uuid) from public;
revoke execute on function public.remove_member(uuid, uuid) from public;
revoke execute on function public.ban_member(uuid, uuid, text) from public;
revoke execute on function public.unban_member(uuid, uuid) from public;
revoke execute on function public.set_member_role(uuid, uuid, text) from public;
revoke execute on function public.transfer_ownership(uuid, uuid) from public;
revoke execute on function public.group_viewer_state(uuid) from public;
revoke execute on function public.search_groups(text) from public;
revoke execute on function public.search_groups_count(text, text, text, boolean, int) from public;
-- anon may call the writing ones only to receive the clear not_authenticated error.
grant execute on function public.join_group(uuid) to anon, authenticated, service_role;
grant execute on function public.request_to_join(uuid, text) to anon, authenticated, service_role;
grant execute on function public.cancel_join_request(uuid) to anon, authenticated, service_role;
grant execute on function public.approve_join_request(uuid) to anon, authenticated, service_role;
grant execute on function public.decline_join_request(uuid) to anon, authenticated, service_role;
grant execute on function public.leave_group(uuid) to anon, authenticated, service_role;
grant execute on function public.remove_member(uuid, uuid) to anon, authenticated, service_role;
grant execute on function public.ban_member(uuid, uuid, text) to anon, authenticated, service_role;
grant execute on function public.unban_member(uuid, uuid) to anon, authenticated, service_role;
grant execute on function public.set_member_role(uuid, uuid, text)
  to anon, authenticated, service_role;
grant execute on function public.transfer_ownership(uuid, uuid) to anon, authenticated, service_role;
grant execute on function public.group_viewer_state(uuid) to anon, authenticated, service_role;
grant execute on function public.search_groups(text) to anon, authenticated, service_role;
grant execute on function public.search_groups_count(text, text, text, boolean, int)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Group covers: their own bucket, with the images bucket's limits and the same owner-folder
-- policies (group-covers/<user id>/<timestamp>.<ext>); public, so covers need no read policy.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('group-covers', 'group-covers', true, 5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do nothing;

create policy "Users see the group covers in their own folder"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'group-covers' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users upload group covers into their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'group-covers' and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Users replace group covers in their own folder only"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'group-covers' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (
    bucket_id = 'group-covers' and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Users delete group covers in their own folder"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'group-covers' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ---------------------------------------------------------------------------------------------
-- Realtime: a member list and a moderators' request queue follow changes live. Guarded as
-- 20261126000000_realtime.sql is; RLS decides who receives which change.
do $$
declare
  t text;
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach t in array array['group_members', 'group_join_requests'] loop
    if not exists (
      select from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end $$;
