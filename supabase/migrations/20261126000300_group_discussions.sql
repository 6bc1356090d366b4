-- Group discussions (issue 15): threads and their comments (with a reply-to), plain text stored as
-- written (the client makes links clickable and interprets nothing else).
--
--   read          whoever may see the group's content (a public group: everyone; a private one:
--                 its members; admins).
--   write         members post as themselves; authors edit their own title and body while they are
--                 members; authors, the group's owner and moderators, and admins delete. Pinning
--                 is the owner's and moderators' (public.pin_thread); clients never write pinned,
--                 comment_count, group_id of a comment or the timestamps.
--
-- Paging by keyset: threads newest first within pinned/not pinned
-- (group_id, pinned, created_at desc, id desc); comments oldest first (thread_id, created_at, id),
-- so PostgREST's `order` with `lt`/`gt` filters on (created_at, id) walks the indexes.

create table public.group_threads (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references public.groups (id) on delete cascade,
  author_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (char_length(title) <= 140 and btrim(title) <> ''),
  body text not null default '' check (char_length(body) <= 10000),
  pinned boolean not null default false,
  comment_count int not null default 0 check (comment_count >= 0),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now()
);

comment on table public.group_threads is
  'Discussion threads of a group. comment_count is kept by the group_comments triggers.';

create index group_threads_page_idx
  on public.group_threads (group_id, pinned, created_at desc, id desc);
create index group_threads_author_idx on public.group_threads (author_id);

create table public.group_comments (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.group_threads (id) on delete cascade,
  -- The thread's group, copied by trigger: the policies check it without a join.
  group_id uuid not null references public.groups (id) on delete cascade,
  author_id uuid not null references public.profiles (id) on delete cascade,
  body text not null check (char_length(body) <= 4000 and btrim(body) <> ''),
  reply_to uuid references public.group_comments (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now()
);

comment on table public.group_comments is
  'Comments of a thread; reply_to names a comment of the same thread.';

create index group_comments_page_idx on public.group_comments (thread_id, created_at, id);
create index group_comments_group_idx on public.group_comments (group_id);
create index group_comments_author_idx on public.group_comments (author_id);
create index group_comments_reply_to_idx on public.group_comments (reply_to)
  where reply_to is not null;

create trigger group_threads_set_updated_at
  before update of title, body on public.group_threads
  for each row execute function public.set_updated_at();

create trigger group_comments_set_updated_at
  before update of body on public.group_comments
  for each row execute function public.set_updated_at();

-- A comment's group is its thread's; its reply is to a comment of the same thread.
create function private.group_comments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select t.group_id into new.group_id from public.group_threads t where t.id = new.thread_id;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'group_thread_not_found', 'No such thread.');
  end if;
  if new.reply_to is not null and not exists (
    select 1 from public.group_comments c where c.id = new.reply_to and c.thread_id = new.thread_id
  ) then
    perform private.raise_api_error(400, '23503', 'group_reply_elsewhere',
      'A reply answers a comment of the same thread.');
  end if;
  return new;
end;
$$;

create trigger group_comments_before_insert
  before insert on public.group_comments
  for each row execute function private.group_comments_before_insert();

create function private.group_comments_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.group_threads set comment_count = comment_count + 1 where id = new.thread_id;
  else
    update public.group_threads set comment_count = comment_count - 1 where id = old.thread_id;
  end if;
  return null;
end;
$$;

create trigger group_comments_count
  after insert or delete on public.group_comments
  for each row execute function private.group_comments_count();

revoke execute on function private.group_comments_before_insert() from public, anon, authenticated;
revoke execute on function private.group_comments_count() from public, anon, authenticated;

alter table public.group_threads enable row level security;
alter table public.group_comments enable row level security;

create policy "Threads are visible to whoever sees the group's content"
  on public.group_threads for select
  to anon, authenticated
  using (private.group_content_visible(group_id));

create policy "Members start threads as themselves"
  on public.group_threads for insert
  to authenticated
  with check (author_id = (select auth.uid()) and private.is_group_member(group_id));

create policy "Authors who are still members edit their threads"
  on public.group_threads for update
  to authenticated
  using (author_id = (select auth.uid()) and private.is_group_member(group_id))
  with check (author_id = (select auth.uid()) and private.is_group_member(group_id));

create policy "Authors, the group's owner and moderators, and admins delete threads"
  on public.group_threads for delete
  to authenticated
  using (
    author_id = (select auth.uid())
    or private.can_moderate_group(group_id)
    or (select public.is_admin())
  );

create policy "Comments are visible to whoever sees the group's content"
  on public.group_comments for select
  to anon, authenticated
  using (private.group_content_visible(group_id));

create policy "Members comment as themselves"
  on public.group_comments for insert
  to authenticated
  with check (author_id = (select auth.uid()) and private.is_group_member(group_id));

create policy "Authors who are still members edit their comments"
  on public.group_comments for update
  to authenticated
  using (author_id = (select auth.uid()) and private.is_group_member(group_id))
  with check (author_id = (select auth.uid()) and private.is_group_member(group_id));

create policy "Authors, the group's owner and moderators, and admins delete comments"
  on public.group_comments for delete
  to authenticated
  using (
    author_id = (select auth.uid())
    or private.can_moderate_group(group_id)
    or (select public.is_admin())
  );

revoke all on table public.group_threads from anon, authenticated;
grant select on table public.group_threads to anon, authenticated;
grant insert (id, group_id, author_id, title, body) on table public.group_threads to authenticated;
grant update (title, body) on table public.group_threads to authenticated;
grant delete on table public.group_threads to authenticated;
grant all on table public.group_threads to service_role;

revoke all on table public.group_comments from anon, authenticated;
grant select on table public.group_comments to anon, authenticated;
grant insert (id, thread_id, author_id, body, reply_to) on table public.group_comments
  to authenticated;
grant update (body) on table public.group_comments to authenticated;
grant delete on table public.group_comments to authenticated;
grant all on table public.group_comments to service_role;

-- Pins or unpins a thread (the group's owner, moderators, admins).
create function public.pin_thread(p_thread_id uuid, p_pinned boolean default true)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
  v_group uuid;
begin
  select t.group_id into v_group from public.group_threads t where t.id = p_thread_id;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'group_thread_not_found', 'No such thread.');
  end if;
  perform private.require_moderator(v_group, v_user);
  update public.group_threads set pinned = coalesce(p_pinned, true) where id = p_thread_id;
end;
$$;

comment on function public.pin_thread(uuid, boolean) is
  'Pins (or with false unpins) a thread: the group''s owner, moderators, admins. Errors: 401, 404 group_thread_not_found, 403 group_forbidden.';

revoke execute on function public.pin_thread(uuid, boolean) from public;
grant execute on function public.pin_thread(uuid, boolean) to anon, authenticated, service_role;
