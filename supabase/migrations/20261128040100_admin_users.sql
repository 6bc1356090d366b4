-- The admin panel's users (issue 19): the list the admin-users edge function searches, and what
-- makes a ban end a person's access at once.
--
-- private.admin_users: one row per account, what the list shows and filters on, kept by
-- triggers on auth.users and public.profiles. A copy because hosted Supabase lets a project add
-- triggers to auth.users but not indexes (its tables belong to supabase_auth_admin), and a
-- search over 1,000,000 accounts needs them: a trigram index on `search` (lower email and name)
-- for a substring of 3 characters or more, btree prefixes for one or two, and one index per
-- order the list offers; partial indexes for the rare subsets (admins, unconfirmed, ever
-- banned), so a filtered first page does not walk the whole table.
--
-- public.admin_users_list / admin_users_get: service role only. The total is exact up to 10,000
-- matches and the planner's estimate beyond (counting a million rows on every page costs more
-- than the page): `total` is for «N пользователей» and the pager, not an audit.
--
-- Ending access: public.admin_end_sessions removes the person's sessions (their refresh tokens
-- go with them), and private.api_session_check, PostgREST's db-pre-request, refuses with 401 a
-- token whose session no longer exists, so a banned person's access token stops at once instead
-- of at its expiry. It reads one row by primary key, and only for a token that names a session
-- (a visitor's anon key names none). Hosted Supabase runs the same pre-request.
-- Portable (PostgreSQL 15+, PGlite with pg_trgm).

create extension if not exists pg_trgm with schema extensions;

create table private.admin_users (
  id uuid primary key,
  email text,
  name text,
  avatar_url text,
  role text not null default 'member' check (role in ('admin', 'member')),
  confirmed_at timestamptz,
  banned_until timestamptz,
  created_at timestamptz not null,
  last_sign_in_at timestamptz,
  deleted boolean not null default false,
  search text generated always as (lower(coalesce(email, '') || ' ' || coalesce(name, ''))) stored
);

comment on table private.admin_users is
  'The admin users list (issue 19): a copy of auth.users and profiles kept by triggers, indexed for search; service role only, through admin_users_list.';

revoke all on table private.admin_users from public, anon, authenticated, service_role;

create index admin_users_search_trgm_idx on private.admin_users
  using gin (search extensions.gin_trgm_ops);
create index admin_users_email_prefix_idx on private.admin_users (lower(email) text_pattern_ops);
create index admin_users_name_prefix_idx on private.admin_users (lower(name) text_pattern_ops);
create index admin_users_created_idx on private.admin_users (created_at, id);
create index admin_users_name_idx on private.admin_users (lower(name), id);
create index admin_users_email_idx on private.admin_users (lower(email), id);
create index admin_users_last_sign_in_idx on private.admin_users
  (last_sign_in_at desc nulls last, id desc);
create index admin_users_admins_idx on private.admin_users (created_at, id) where role = 'admin';
create index admin_users_unconfirmed_idx on private.admin_users (created_at, id)
  where confirmed_at is null;
create index admin_users_banned_idx on private.admin_users (created_at, id)
  where banned_until is not null;

create function private.admin_users_from_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from private.admin_users where id = old.id;
    return old;
  end if;
  insert into private.admin_users as a
    (id, email, name, avatar_url, role, confirmed_at, banned_until, created_at, last_sign_in_at, deleted)
  select new.id, new.email, p.full_name, p.avatar_url,
         case when new.raw_app_meta_data ->> 'role' = 'admin' then 'admin' else 'member' end,
         new.email_confirmed_at, new.banned_until, coalesce(new.created_at, now()),
         new.last_sign_in_at, new.deleted_at is not null or p.deleted_at is not null
    from (select 1) one
    left join public.profiles p on p.id = new.id
  on conflict (id) do update set
    email = excluded.email,
    role = excluded.role,
    confirmed_at = excluded.confirmed_at,
    banned_until = excluded.banned_until,
    created_at = excluded.created_at,
    last_sign_in_at = excluded.last_sign_in_at,
    deleted = excluded.deleted or a.deleted;
  return new;
end;
$$;

create trigger admin_users_copy
  after insert or update or delete on auth.users
  for each row execute function private.admin_users_from_auth();

create function private.admin_users_from_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.admin_users
     set name = new.full_name,
         avatar_url = new.avatar_url,
         deleted = deleted or new.deleted_at is not null
   where id = new.id
     and (name, avatar_url, deleted) is distinct from
         (new.full_name, new.avatar_url, deleted or new.deleted_at is not null);
  return new;
end;
$$;

create trigger admin_users_copy
  after insert or update of full_name, avatar_url, deleted_at on public.profiles
  for each row execute function private.admin_users_from_profile();

insert into private.admin_users
  (id, email, name, avatar_url, role, confirmed_at, banned_until, created_at, last_sign_in_at, deleted)
select u.id, u.email, p.full_name, p.avatar_url,
       case when u.raw_app_meta_data ->> 'role' = 'admin' then 'admin' else 'member' end,
       u.email_confirmed_at, u.banned_until, coalesce(u.created_at, now()), u.last_sign_in_at,
       u.deleted_at is not null or p.deleted_at is not null
  from auth.users u
  left join public.profiles p on p.id = u.id;

create function private.admin_user_json(u private.admin_users)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', u.id,
    'email', coalesce(u.email, ''),
    'name', u.name,
    'avatarUrl', u.avatar_url,
    'role', u.role,
    'confirmedAt', u.confirmed_at,
    'bannedUntil', case when u.banned_until > now() then u.banned_until end,
    'createdAt', u.created_at,
    'lastSignInAt', u.last_sign_in_at,
    'deleted', u.deleted
  );
$$;

revoke execute on function private.admin_user_json(private.admin_users)
  from public, anon, authenticated;

create function public.admin_users_get(p_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.admin_user_json(u) from private.admin_users u where u.id = p_user_id;
$$;

revoke execute on function public.admin_users_get(uuid) from public, anon, authenticated;
grant execute on function public.admin_users_get(uuid) to service_role;

-- The list: every filter optional; p_query is matched case-insensitively as a substring of the
-- email or the name from 3 characters on, and as the start of either below that (a substring of
-- one or two letters has no trigram to look up and would read every row). Dynamic SQL only to
-- put the chosen order's own ORDER BY in the statement, so its index is used; every value is a
-- parameter.
create function public.admin_users_list(
  p_query text default null,
  p_role text default null,
  p_confirmed boolean default null,
  p_banned boolean default null,
  p_sort text default 'created_desc',
  p_limit integer default 25,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query text := nullif(lower(btrim(coalesce(p_query, ''))), '');
  v_pattern text;
  v_where text := 'true';
  v_order text;
  v_items jsonb;
  v_total bigint;
  v_plan jsonb;
begin
  if p_role is not null and p_role not in ('admin', 'member') then
    raise exception 'p_role must be admin or member' using errcode = '22023';
  end if;
  v_order := case p_sort
    when 'created_desc' then 'u.created_at desc, u.id desc'
    when 'created_asc' then 'u.created_at, u.id'
    when 'name_asc' then 'lower(u.name), u.id'
    when 'email_asc' then 'lower(u.email), u.id'
    when 'last_sign_in_desc' then 'u.last_sign_in_at desc nulls last, u.id desc'
  end;
  if v_order is null then
    raise exception 'p_sort is not one of the orders' using errcode = '22023';
  end if;
  if p_limit not between 1 and 100 or p_offset < 0 then
    raise exception 'p_limit is 1..100 and p_offset 0 or more' using errcode = '22023';
  end if;

  if v_query is not null then
    -- LIKE's own characters typed by a person are literal characters.
    v_pattern := replace(replace(replace(v_query, '\', '\\'), '%', '\%'), '_', '\_');
    if char_length(v_query) >= 3 then
      v_where := v_where || ' and u.search like ''%'' || $1 || ''%''';
    else
      v_where := v_where
        || ' and (lower(u.email) like $1 || ''%'' or lower(u.name) like $1 || ''%'')';
    end if;
  end if;
  if p_role is not null then v_where := v_where || ' and u.role = $2'; end if;
  if p_confirmed is true then v_where := v_where || ' and u.confirmed_at is not null'; end if;
  if p_confirmed is false then v_where := v_where || ' and u.confirmed_at is null'; end if;
  if p_banned is true then
    v_where := v_where || ' and u.banned_until is not null and u.banned_until > now()';
  end if;
  if p_banned is false then
    v_where := v_where || ' and (u.banned_until is null or u.banned_until <= now())';
  end if;

  execute format(
    'select coalesce(jsonb_agg(private.admin_user_json(a) order by page.n), ''[]''::jsonb)
       from (select u.id, row_number() over (order by %2$s) as n
               from private.admin_users u where %1$s order by %2$s limit $3 offset $4) page
       join private.admin_users a on a.id = page.id',
    v_where, v_order)
    into v_items
    using v_pattern, p_role, p_limit, p_offset;

  execute format(
    'select count(*) from (select 1 from private.admin_users u where %s limit 10001) hits',
    v_where)
    into v_total
    using v_pattern, p_role;
  if v_total > 10000 then
    execute format('explain (format json) select 1 from private.admin_users u where %s', v_where)
      into v_plan
      using v_pattern, p_role;
    v_total := greatest(10001, (v_plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint);
  end if;

  return jsonb_build_object('items', v_items, 'total', v_total);
end;
$$;

revoke execute on function public.admin_users_list(text, text, boolean, boolean, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_users_list(text, text, boolean, boolean, text, integer, integer)
  to service_role;

create function public.admin_end_sessions(p_user_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ended integer;
begin
  delete from auth.sessions where user_id = p_user_id;
  get diagnostics v_ended = row_count;
  return v_ended;
end;
$$;

revoke execute on function public.admin_end_sessions(uuid) from public, anon, authenticated;
grant execute on function public.admin_end_sessions(uuid) to service_role;

create function private.api_session_check()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_session text := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id';
begin
  if v_session is null
     or v_session !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
     or exists (select 1 from auth.sessions s where s.id = v_session::uuid) then
    return;
  end if;
  raise sqlstate 'PGRST' using
    message = '{"code":"PGRST301","message":"JWT session ended","details":null,"hint":"Sign in again."}',
    detail = '{"status":401,"headers":{"WWW-Authenticate":"Bearer error=\"invalid_token\", error_description=\"JWT session ended\""}}';
end;
$$;

revoke execute on function private.api_session_check() from public;
grant execute on function private.api_session_check() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request = 'private.api_session_check';
