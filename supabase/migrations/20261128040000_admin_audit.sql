-- The admin panel's audit log (issue 19): who did what to which target, with the target before
-- and after, written by the admin edge functions (supabase/functions/_shared/admin.ts, audit())
-- with the service role in the same call as the change.
--
-- private.admin_audit is reached by nobody through the API but the service role, and only
-- through the two definer functions below (private is not an exposed schema, and the table has
-- no grants). Rows are never changed or removed, by anyone: a trigger refuses update and delete
-- (and truncate), whoever asks, the owner included, so the log stays evidence.
-- Portable (PostgreSQL 15+, PGlite).

create table private.admin_audit (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default clock_timestamp(),
  -- No foreign key: the log outlives the accounts it names (an actor or target deleted later).
  actor_id uuid not null,
  kind text not null check (
    kind in (
      'user.create', 'user.confirm', 'user.role', 'user.ban', 'user.unban', 'user.delete',
      'event.feature', 'event.unfeature', 'event.unpublish', 'group.close',
      'message.remove', 'comment.remove',
      'report.dismiss', 'report.remove', 'report.ban'
    )
  ),
  target_type text not null check (char_length(target_type) between 1 and 40),
  target_id text not null check (char_length(target_id) between 1 and 100),
  before jsonb check (before is null or jsonb_typeof(before) = 'object'),
  after jsonb check (after is null or jsonb_typeof(after) = 'object')
);

comment on table private.admin_audit is
  'Every admin action (issue 19): append-only, written and read by the service role through public.admin_audit_record / admin_audit_list.';

revoke all on table private.admin_audit from public, anon, authenticated, service_role;

-- The list is newest first, filtered by any of actor, kind, target type and a time range.
create index admin_audit_at_idx on private.admin_audit (at desc, id desc);
create index admin_audit_actor_at_idx on private.admin_audit (actor_id, at desc, id desc);
create index admin_audit_kind_at_idx on private.admin_audit (kind, at desc, id desc);
create index admin_audit_target_at_idx on private.admin_audit (target_type, at desc, id desc);

create function private.admin_audit_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'the admin audit log is append-only'
    using errcode = '42501', hint = 'Audit rows are never updated or deleted.';
end;
$$;

create trigger admin_audit_append_only
  before update or delete on private.admin_audit
  for each row execute function private.admin_audit_append_only();

create trigger admin_audit_no_truncate
  before truncate on private.admin_audit
  for each statement execute function private.admin_audit_append_only();

create function public.admin_audit_record(
  p_actor_id uuid,
  p_kind text,
  p_target_type text,
  p_target_id text,
  p_before jsonb default null,
  p_after jsonb default null
)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into private.admin_audit (actor_id, kind, target_type, target_id, before, after)
  values (p_actor_id, p_kind, p_target_type, p_target_id, p_before, p_after)
  returning id;
$$;

revoke execute on function public.admin_audit_record(uuid, text, text, text, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.admin_audit_record(uuid, text, text, text, jsonb, jsonb)
  to service_role;

-- The admin-audit function's list: newest first, each filter optional, a page of rows with the
-- actor as people know them (name from the profile, address from the account; `deleted` once
-- the account was deleted) and the total for the same filters.
create function public.admin_audit_list(
  p_actor_id uuid default null,
  p_kind text default null,
  p_target_type text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_limit integer default 25,
  p_offset integer default 0
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with hits as (
    select a.*
      from private.admin_audit a
     where (p_actor_id is null or a.actor_id = p_actor_id)
       and (p_kind is null or a.kind = p_kind)
       and (p_target_type is null or a.target_type = p_target_type)
       and (p_from is null or a.at >= p_from)
       and (p_to is null or a.at < p_to)
  ),
  page as (
    select h.* from hits h order by h.at desc, h.id desc limit p_limit offset p_offset
  )
  select jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', p.id,
               'at', p.at,
               'actor', jsonb_build_object(
                 'id', p.actor_id,
                 'name', pr.full_name,
                 'email', nullif(u.email, ''),
                 'deleted', pr.deleted_at is not null or u.deleted_at is not null or u.id is null
               ),
               'kind', p.kind,
               'targetType', p.target_type,
               'targetId', p.target_id,
               'before', p.before,
               'after', p.after
             ) order by p.at desc, p.id desc)
        from page p
        left join auth.users u on u.id = p.actor_id
        left join public.profiles pr on pr.id = p.actor_id
    ), '[]'::jsonb),
    'total', (select count(*) from hits)
  );
$$;

revoke execute on function public.admin_audit_list(uuid, text, text, timestamptz, timestamptz, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_audit_list(uuid, text, text, timestamptz, timestamptz, integer, integer)
  to service_role;
