-- A deleted account has no public page (issue 18): /users/<id> of someone who deleted their account
-- is the app's 404, as for an id nobody has. The page function keeps its body (now in private, still
-- with the caller's rights); the public one answers null for a profile flagged deleted_at.
-- Portable (PostgreSQL 15+, PGlite).

alter function public.user_profile_page(uuid) set schema private;

create function public.user_profile_page(p_user_id uuid)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.user_profile_page(p.id)
    from public.profiles p
   where p.id = p_user_id and p.deleted_at is null
$$;

comment on function public.user_profile_page(uuid) is
  'A person''s public page as {profile, groups, organising, attended} (private.user_profile_page), null for an unknown id or a deleted account.';

revoke execute on function public.user_profile_page(uuid) from public;
grant execute on function public.user_profile_page(uuid) to anon, authenticated, service_role;
