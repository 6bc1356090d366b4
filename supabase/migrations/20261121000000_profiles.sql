-- Public profile of every account: created by a trigger when auth creates the user, removed with
-- it. Readable by everyone (names and avatars appear on events and groups); only the owner edits.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) between 1 and 120),
  avatar_url text check (char_length(avatar_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'Public profile of each account; one row per auth.users row.';

alter table public.profiles enable row level security;

create policy "Profiles are visible to everyone"
  on public.profiles for select
  to anon, authenticated
  using (true);

create policy "Users can update their own profile"
  on public.profiles for update
  to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- No insert or delete policy: rows come from the sign-up trigger and go with the account.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to anon, authenticated;
-- Column-level: the id (and the timestamps) cannot be rewritten by the owner.
grant update (full_name, avatar_url) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Runs as its owner: the signing-up user has no insert right on profiles. Metadata is the user's
-- own input, so it is trimmed and length-limited rather than trusted.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, avatar_url)
  values (
    new.id,
    nullif(left(btrim(new.raw_user_meta_data ->> 'full_name'), 120), ''),
    nullif(left(btrim(new.raw_user_meta_data ->> 'avatar_url'), 2048), '')
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
