-- Reports (issue 19): a signed-in person tells the admins that an event, group, message, comment
-- or person breaks the rules. Admins work the queue through the admin-reports edge function (the
-- service role), which resolves every open report on a target at once and tells each reporter
-- the outcome (notification type report.resolved).
--
--   public.reports   one row per report. A reporter reads their own rows; nobody writes the table
--                    through the API: reports come from public.report(), resolutions from
--                    public.admin_resolve_reports() (service role only).
--
-- public.report() runs with the caller's rights on purpose: "the target exists" is asked of the
-- target's own table under the caller's RLS, so a member can report only what they can see (a
-- private group's comment only as its member, a chat message only as a participant, nobody's
-- draft). The row itself is written by a definer helper, since the caller has no insert grant.
-- Portable (PostgreSQL 15+, PGlite).

create or replace function private.notification_types()
returns text[]
language sql
immutable
as $$
  select array[
    'rsvp.created', 'rsvp.cancelled', 'waitlist.promoted',
    'event.changed', 'event.cancelled', 'event.reminder',
    'group.join_requested', 'group.join_approved', 'group.join_declined', 'group.role_changed',
    'group.event_created', 'discussion.reply', 'message.unread', 'admin.action',
    'report.resolved'
  ]
$$;

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  target_type text not null
    constraint reports_target_type_check
    check (target_type in ('event', 'group', 'message', 'comment', 'person')),
  -- No foreign key: the target may be any of five tables, and a report outlives removed content.
  target_id uuid not null,
  reason text not null
    constraint reports_reason_check
    check (reason in ('spam', 'abuse', 'inappropriate', 'fake', 'other')),
  details text constraint reports_details_check
    check (char_length(details) between 1 and 1000),
  created_at timestamptz not null default clock_timestamp(),
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (id) on delete set null,
  outcome text constraint reports_outcome_check check (outcome in ('dismiss', 'remove', 'ban')),
  -- Resolved means an outcome and a time together; the admin may be gone later (set null).
  constraint reports_resolution_whole check ((resolved_at is null) = (outcome is null)),
  constraint reports_resolver_only_when_resolved check (resolved_at is not null or resolved_by is null),
  constraint reports_resolved_after_filed check (resolved_at is null or resolved_at >= created_at),
  constraint reports_not_yourself check (target_type <> 'person' or target_id <> reporter_id),
  -- A person is not something to remove: only dismissed or banned.
  constraint reports_person_not_removed check (target_type <> 'person' or outcome is distinct from 'remove')
);

comment on table public.reports is
  'Reports filed through public.report(); resolved (outcome dismiss/remove/ban) by the admin-reports function. Reporters read their own.';

-- One open report per reporter and target: a second answers 23505 (HTTP 409).
create unique index reports_one_open_idx
  on public.reports (reporter_id, target_type, target_id) where resolved_at is null;
-- The admin queue groups by target, open or resolved.
create index reports_open_target_idx
  on public.reports (target_type, target_id, created_at) where resolved_at is null;
create index reports_resolved_target_idx
  on public.reports (target_type, target_id, resolved_at) where resolved_at is not null;
create index reports_reporter_idx on public.reports (reporter_id, created_at desc);
create index reports_resolved_by_idx on public.reports (resolved_by) where resolved_by is not null;

alter table public.reports enable row level security;

create policy "Reporters see their own reports"
  on public.reports for select
  to authenticated
  using (reporter_id = (select auth.uid()));

revoke all on table public.reports from anon, authenticated;
grant select on table public.reports to authenticated;
grant all on table public.reports to service_role;

-- ---------------------------------------------------------------------------------------------
-- Filing a report

create function private.file_report(
  p_reporter uuid,
  p_target_type text,
  p_target_id uuid,
  p_reason text,
  p_details text
)
returns uuid
language sql
security definer
set search_path = ''
as $$
  insert into public.reports (reporter_id, target_type, target_id, reason, details)
  values (p_reporter, p_target_type, p_target_id, p_reason, nullif(btrim(p_details), ''))
  returning id;
$$;

revoke execute on function private.file_report(uuid, text, uuid, text, text) from public;
grant execute on function private.file_report(uuid, text, uuid, text, text) to authenticated;

-- Who wrote or owns a target, whether or not the caller may see it (definer): the "your own
-- content" rule and the admin queue's author.
create function private.report_target_author(p_target_type text, p_target_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case p_target_type
    when 'event' then (select e.organizer_id from public.events e where e.id = p_target_id)
    when 'group' then (select m.user_id from public.group_members m
                        where m.group_id = p_target_id and m.role = 'owner')
    when 'message' then (select m.author_id from public.messages m where m.id = p_target_id)
    when 'comment' then (select c.author_id from public.group_comments c where c.id = p_target_id)
    when 'person' then p_target_id
  end
$$;

revoke execute on function private.report_target_author(text, uuid) from public, anon;
grant execute on function private.report_target_author(text, uuid) to authenticated, service_role;

create function public.report(target_type text, target_id uuid, reason text, details text default null)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_type text := report.target_type;
  v_id uuid := report.target_id;
  v_seen boolean;
begin
  if v_user is null then
    perform private.raise_api_error(401, '42501', 'not_authenticated', 'Sign in first.');
  end if;
  if v_type is null or v_type not in ('event', 'group', 'message', 'comment', 'person') then
    perform private.raise_api_error(400, '22023', 'report_target_type_invalid',
      'target_type is one of event, group, message, comment, person.');
  end if;
  if v_id is null then
    perform private.raise_api_error(400, '22023', 'report_target_invalid', 'target_id is required.');
  end if;
  if report.reason is null or report.reason not in ('spam', 'abuse', 'inappropriate', 'fake', 'other') then
    perform private.raise_api_error(400, '22023', 'report_reason_invalid',
      'reason is one of spam, abuse, inappropriate, fake, other.');
  end if;
  if char_length(report.details) > 1000 then
    perform private.raise_api_error(400, '22001', 'report_details_too_long',
      'details are at most 1000 characters.');
  end if;

  -- As the caller: RLS decides what they can see. A removed message or a deleted account is
  -- nothing left to report.
  v_seen := case v_type
    when 'event' then exists (select 1 from public.events e where e.id = v_id)
    when 'group' then exists (select 1 from public.groups g where g.id = v_id)
    when 'message' then exists (select 1 from public.messages m
                                 where m.id = v_id and m.deleted_at is null)
    when 'comment' then exists (select 1 from public.group_comments c where c.id = v_id)
    else exists (select 1 from public.profiles p where p.id = v_id and p.deleted_at is null)
  end;
  if not v_seen then
    perform private.raise_api_error(404, 'P0002', 'report_target_not_found',
      'Nothing to report there, or not visible to you.');
  end if;
  if private.report_target_author(v_type, v_id) = v_user then
    perform private.raise_api_error(400, '22023', 'report_own_content',
      'You cannot report yourself or your own content.');
  end if;

  return private.file_report(v_user, v_type, v_id, report.reason, report.details);
end;
$$;

comment on function public.report(text, uuid, text, text) is
  'Files a report on a target the caller can see and does not own. Errors: 401; 400 bad type, reason, details or own content; 404 unseen target; 409 (23505) an open report on it already.';

-- A visitor may call it to hear 401 not_authenticated (the app's «sign in first»), not a grant error.
revoke execute on function public.report(text, uuid, text, text) from public;
grant execute on function public.report(text, uuid, text, text) to anon, authenticated;
