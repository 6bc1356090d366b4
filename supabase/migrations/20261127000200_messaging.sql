-- Messaging (issue 16, data): conversations of three kinds, their messages, read state, blocks,
-- the images of messages, and live delivery.
--
-- Who may do what, in one place:
--   conversations     a group's chat (kind group: the group's members), an event's chat (kind event:
--                     its organiser and the people going) and a direct conversation between two
--                     people (kind direct, one per pair). Nobody writes rows: a group's and an
--                     event's chat are created with them (triggers), a direct one by
--                     start_direct_conversation. Participants read; admins read all.
--   messages          participants read; participants post as themselves (insert, or send_message
--                     for an idempotent retry); authors edit the body of their own; delete_message
--                     lets authors delete theirs and the group's owner and moderators, the event's
--                     organiser and admins delete any in their chats. Nobody removes a row: a
--                     deleted message keeps its place with its body and image cleared.
--   message_reads     each participant's last read message; participants of the conversation read
--                     them (read markers); written by mark_read only.
--   user_blocks       the blocker reads, adds and removes their own blocks; admins read all.
--
-- Participants are never copied: every check derives them from group_members, events.organizer_id
-- and rsvps (status going) as they are at that moment, so a person removed from a group, or no
-- longer going, loses history, sending and new channel joins at once.
--
-- Rules, all held here whatever a client sends: a message is 1–4,000 characters of text (or an
-- image with an optional caption), its image lies in the message-images bucket under
-- <conversation id>/<author id>/, it replies to a message of the same conversation; an author's
-- client_id is unique, so a retried send never makes a second message; at most 20 messages per 10 s
-- per person (private.messaging_settings; 429 message_rate_limited); a block either way stops a
-- direct conversation (no starting it, no sending: 403 message_blocked) until the blocker lifts
-- it. Every message gets the next number of its conversation (seq) under the conversation's row
-- lock, so seq is gapless, in commit order, and the one order every participant sees.
--
-- Live delivery: Supabase recommends Broadcast for chat ("Broadcast with database triggers ... will
-- allow you to scale to more concurrent users", Realtime's "Subscribing to Database Changes"):
-- Postgres Changes checks RLS once per change and subscriber on a single thread, Broadcast sends
-- one message to a topic. So each written message is broadcast from the database
-- (realtime.broadcast_changes, from a SECURITY DEFINER trigger as Supabase's guide writes it) on
-- the private topic `conversation:<id>`, events INSERT and UPDATE (an edit or a deletion), the row
-- in `record` and no `old_record` (a deleted body must not travel). Policies on realtime.messages
-- let participants (and admins) join that topic and track presence (online, typing) on it; nobody
-- may broadcast to it from a client, so a message event always comes from the database. As on
-- hosted Supabase, a private channel is authorised when it is joined and when its token is
-- refreshed: a removed member's already joined channel stops at the next token refresh or rejoin,
-- while reading and sending through the API stop at once.
--
-- Errors (private.raise_api_error; codes in src/services/messages-errors.ts):
--   401 not_authenticated · 403 message_forbidden, message_blocked · 404 message_not_found,
--   message_conversation_not_found, message_user_not_found · 409 message_self,
--   message_client_id_reused · 400 message_reply_elsewhere, message_image_invalid ·
--   429 message_rate_limited.
--
-- Portable: plain PostgreSQL 15+ (hosted Supabase) and PGlite (PostgreSQL 18); no extensions.

-- ---------------------------------------------------------------------------------------------
-- Settings: the rate limit, one row; the service role changes it (set_message_rate_limit).

create table private.messaging_settings (
  id boolean primary key default true check (id),
  rate_max int not null default 20 check (rate_max > 0),
  rate_window interval not null default interval '10 seconds' check (rate_window > interval '0')
);

insert into private.messaging_settings default values;

revoke all on table private.messaging_settings from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Conversations

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('group', 'event', 'direct')),
  group_id uuid unique references public.groups (id) on delete cascade,
  event_id uuid unique references public.events (id) on delete cascade,
  -- A direct conversation's two people, the smaller id first: one conversation per pair.
  user_a uuid references public.profiles (id) on delete cascade,
  user_b uuid references public.profiles (id) on delete cascade,
  -- The seq of the latest message (0: none yet) and when the conversation last changed; kept by
  -- the messages trigger, never by a client.
  last_seq bigint not null default 0,
  last_activity_at timestamptz not null default clock_timestamp(),
  created_at timestamptz not null default clock_timestamp(),
  constraint conversations_kind_shape check (
    case kind
      when 'group' then group_id is not null and event_id is null and user_a is null
        and user_b is null
      when 'event' then event_id is not null and group_id is null and user_a is null
        and user_b is null
      else user_a is not null and user_b is not null and user_a < user_b and group_id is null
        and event_id is null
    end
  ),
  constraint conversations_direct_once unique (user_a, user_b)
);

comment on table public.conversations is
  'Chats: a group''s (its members), an event''s (organiser and people going), direct (user_a < user_b). Participants are derived, never stored.';

create index conversations_user_b_idx on public.conversations (user_b) where user_b is not null;

-- A group's and an event's chat come with them; the ones that exist already get theirs here.
create function private.conversations_for_new()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'groups' then
    insert into public.conversations (kind, group_id) values ('group', new.id);
  else
    insert into public.conversations (kind, event_id) values ('event', new.id);
  end if;
  return null;
end;
$$;

revoke execute on function private.conversations_for_new() from public, anon, authenticated;

create trigger groups_conversation
  after insert on public.groups
  for each row execute function private.conversations_for_new();

create trigger events_conversation
  after insert on public.events
  for each row execute function private.conversations_for_new();

insert into public.conversations (kind, group_id) select 'group', g.id from public.groups g;
insert into public.conversations (kind, event_id) select 'event', e.id from public.events e;

-- ---------------------------------------------------------------------------------------------
-- Who takes part. Security definer: the policies of conversations and messages read the source
-- tables without their policies (and without recursing into their own).

create function private.is_participant(p_conversation_id uuid, p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
     where c.id = p_conversation_id
       and case c.kind
         when 'group' then exists (
           select 1 from public.group_members m
            where m.group_id = c.group_id and m.user_id = p_user
         )
         when 'event' then exists (
           select 1 from public.events e where e.id = c.event_id and e.organizer_id = p_user
         ) or exists (
           select 1 from public.rsvps r
            where r.event_id = c.event_id and r.user_id = p_user and r.status = 'going'
         )
         else p_user in (c.user_a, c.user_b)
       end
  )
$$;

comment on function private.is_participant(uuid, uuid) is
  'True when the person takes part in the conversation now: a group member, the event''s organiser or going, one of a direct pair.';

-- The caller's conversations, for policies written `conversation_id in (select ...)`: PostgreSQL
-- runs the subquery once per statement, not once per row (Supabase's RLS performance advice).
create function private.my_conversation_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.group_members m
    join public.conversations c on c.group_id = m.group_id
   where m.user_id = (select auth.uid())
  union
  select c.id from public.events e
    join public.conversations c on c.event_id = e.id
   where e.organizer_id = (select auth.uid())
  union
  select c.id from public.rsvps r
    join public.conversations c on c.event_id = r.event_id
   where r.user_id = (select auth.uid()) and r.status = 'going'
  union
  select c.id from public.conversations c where c.user_a = (select auth.uid())
  union
  select c.id from public.conversations c where c.user_b = (select auth.uid())
$$;

-- Who deletes anyone's message in a conversation: the group's owner and moderators, the event's
-- organiser (admins are checked from the caller's JWT where this is called).
create function private.moderates_conversation(p_conversation_id uuid, p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
     where c.id = p_conversation_id
       and case c.kind
         when 'group' then exists (
           select 1 from public.group_members m
            where m.group_id = c.group_id and m.user_id = p_user
              and m.role in ('owner', 'moderator')
         )
         when 'event' then exists (
           select 1 from public.events e where e.id = c.event_id and e.organizer_id = p_user
         )
         else false
       end
  )
$$;

-- The conversation a realtime topic or a storage path names, or null when it names none.
create function private.conversation_in(p_text text, p_prefix text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when p_text ~ ('^' || p_prefix || '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}($|/)')
    then substr(p_text, char_length(p_prefix) + 1, 36)::uuid
  end
$$;

revoke execute on function private.is_participant(uuid, uuid) from public;
revoke execute on function private.my_conversation_ids() from public;
revoke execute on function private.moderates_conversation(uuid, uuid) from public;
revoke execute on function private.conversation_in(text, text) from public;
grant execute on function private.is_participant(uuid, uuid) to anon, authenticated, service_role;
grant execute on function private.my_conversation_ids() to anon, authenticated, service_role;
grant execute on function private.moderates_conversation(uuid, uuid)
  to anon, authenticated, service_role;
grant execute on function private.conversation_in(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Messages

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  -- The conversation's next number, always given by the insert trigger under the conversation's
  -- lock (the default only spares writers from naming it).
  seq bigint not null default 0,
  -- Null once the author's account is gone; the message stays in the conversation.
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  -- The sender's own id for this message: a retry sends it again and finds the first one.
  client_id uuid not null,
  -- Plain text as written (the client makes links clickable); null once deleted.
  body text,
  -- message-images/<conversation id>/<author id>/<file>; null once deleted.
  image_path text check (char_length(image_path) <= 1024),
  reply_to uuid references public.messages (id) on delete set null,
  created_at timestamptz not null default clock_timestamp(),
  edited_at timestamptz,
  deleted_at timestamptz,
  deleted_by uuid references public.profiles (id) on delete set null,
  constraint messages_body_check check (
    case
      when deleted_at is not null then body is null and image_path is null
      else body is not null and char_length(body) <= 4000
        and (btrim(body) <> '' or image_path is not null)
    end
  ),
  constraint messages_client_once unique (author_id, client_id)
);

comment on table public.messages is
  'Messages of a conversation in seq order. A deleted one keeps its row (deleted_at) with body and image cleared.';

-- History pages and unread counts walk this index only: (conversation, seq) with what the unread
-- count filters on carried in the index.
create unique index messages_conversation_seq_idx
  on public.messages (conversation_id, seq) include (author_id, deleted_at);
-- The rate limit counts an author's latest messages.
create index messages_author_created_idx on public.messages (author_id, created_at);
create index messages_reply_to_idx on public.messages (reply_to) where reply_to is not null;
create index messages_deleted_by_idx on public.messages (deleted_by) where deleted_by is not null;

-- ---------------------------------------------------------------------------------------------
-- Read state and blocks

create table public.message_reads (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  last_read_seq bigint not null default 0 check (last_read_seq >= 0),
  last_read_message_id uuid references public.messages (id) on delete set null,
  read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

comment on table public.message_reads is
  'Each participant''s last read message of a conversation (seq and id). Written by mark_read only.';

create index message_reads_user_idx on public.message_reads (user_id);
create index message_reads_message_idx on public.message_reads (last_read_message_id)
  where last_read_message_id is not null;

create table public.user_blocks (
  blocker_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  blocked_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint user_blocks_not_self check (blocker_id <> blocked_id)
);

comment on table public.user_blocks is
  'Who blocked whom: a block either way stops a direct conversation between the two.';

create index user_blocks_blocked_idx on public.user_blocks (blocked_id);

create function private.blocked_between(p_a uuid, p_b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_blocks b
     where (b.blocker_id = p_a and b.blocked_id = p_b)
        or (b.blocker_id = p_b and b.blocked_id = p_a)
  )
$$;

revoke execute on function private.blocked_between(uuid, uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants

alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.message_reads enable row level security;
alter table public.user_blocks enable row level security;

create policy "Participants and admins see a conversation"
  on public.conversations for select
  to authenticated
  using (id in (select private.my_conversation_ids()) or (select public.is_admin()));

revoke all on table public.conversations from anon, authenticated;
grant select on table public.conversations to authenticated;
grant all on table public.conversations to service_role;

create policy "Participants and admins read a conversation's messages"
  on public.messages for select
  to authenticated
  using (
    conversation_id in (select private.my_conversation_ids()) or (select public.is_admin())
  );

create policy "Participants post as themselves"
  on public.messages for insert
  to authenticated
  with check (
    author_id = (select auth.uid())
    and conversation_id in (select private.my_conversation_ids())
  );

create policy "Authors who still take part edit their messages until deleted"
  on public.messages for update
  to authenticated
  using (
    author_id = (select auth.uid()) and deleted_at is null
    and conversation_id in (select private.my_conversation_ids())
  )
  with check (
    author_id = (select auth.uid()) and deleted_at is null
    and conversation_id in (select private.my_conversation_ids())
  );

revoke all on table public.messages from anon, authenticated;
grant select on table public.messages to authenticated;
grant insert (conversation_id, author_id, client_id, body, image_path, reply_to)
  on table public.messages to authenticated;
grant update (body) on table public.messages to authenticated;
grant all on table public.messages to service_role;

create policy "Participants see the read state of their conversations"
  on public.message_reads for select
  to authenticated
  using (
    conversation_id in (select private.my_conversation_ids()) or (select public.is_admin())
  );

revoke all on table public.message_reads from anon, authenticated;
grant select on table public.message_reads to authenticated;
grant all on table public.message_reads to service_role;

create policy "Blockers and admins see a block"
  on public.user_blocks for select
  to authenticated
  using (blocker_id = (select auth.uid()) or (select public.is_admin()));

create policy "People block others as themselves"
  on public.user_blocks for insert
  to authenticated
  with check (blocker_id = (select auth.uid()));

create policy "Blockers lift their blocks"
  on public.user_blocks for delete
  to authenticated
  using (blocker_id = (select auth.uid()));

revoke all on table public.user_blocks from anon, authenticated;
grant select, delete on table public.user_blocks to authenticated;
grant insert (blocker_id, blocked_id) on table public.user_blocks to authenticated;
grant all on table public.user_blocks to service_role;

-- ---------------------------------------------------------------------------------------------
-- Triggers: the rules of sending and editing, the order, live delivery.

-- A caller through the API as a user (not the service role, the seed or a migration). Read from
-- the JWT because the security definer triggers below see their owner as current_user.
create function private.user_caller()
returns uuid
language sql
stable
set search_path = ''
as $$
  select case
    when coalesce((select auth.jwt()) ->> 'role', '') in ('anon', 'authenticated')
    then coalesce((select auth.uid()), '00000000-0000-0000-0000-000000000000'::uuid)
  end
$$;

revoke execute on function private.user_caller() from public;
grant execute on function private.user_caller() to anon, authenticated, service_role;

create function private.messages_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.user_caller();
  v_conversation public.conversations;
  v_first record;
  v_settings private.messaging_settings;
  v_recent int;
begin
  if v_user is not null then
    -- What the database decides, whatever the client sent.
    new.created_at := clock_timestamp();
    new.edited_at := null;
    new.deleted_at := null;
    new.deleted_by := null;
  end if;
  select * into v_conversation from public.conversations c
   where c.id = new.conversation_id for update;
  if not found then
    perform private.raise_api_error(404, 'P0002', 'message_conversation_not_found',
      'No such conversation.');
  end if;
  -- A retry: the unique constraint (or send_message's on conflict) answers it; it must neither
  -- count against the rate limit nor take a number.
  select m.conversation_id, m.seq into v_first from public.messages m
   where m.author_id = new.author_id and m.client_id = new.client_id;
  if found then
    if v_first.conversation_id <> new.conversation_id then
      perform private.raise_api_error(409, '23505', 'message_client_id_reused',
        'This client id was used for a message of another conversation.');
    end if;
    new.seq := v_first.seq;
    return new;
  end if;
  if v_user is not null then
    if new.author_id is distinct from v_user
       or not private.is_participant(new.conversation_id, v_user) then
      perform private.raise_api_error(403, '42501', 'message_forbidden',
        'Only the conversation''s participants write to it, as themselves.');
    end if;
    if v_conversation.kind = 'direct'
       and private.blocked_between(v_conversation.user_a, v_conversation.user_b) then
      perform private.raise_api_error(403, '42501', 'message_blocked',
        'One of you has blocked the other.');
    end if;
    -- One sender's messages are counted one at a time, wherever they go.
    perform pg_advisory_xact_lock(hashtextextended('messages:' || v_user::text, 0));
    select * into v_settings from private.messaging_settings;
    select count(*) into v_recent from (
      select 1 from public.messages m
       where m.author_id = v_user and m.created_at > clock_timestamp() - v_settings.rate_window
       limit v_settings.rate_max
    ) recent;
    if v_recent >= v_settings.rate_max then
      perform private.raise_api_error(429, 'P0001', 'message_rate_limited',
        format('At most %s messages per %s.', v_settings.rate_max, v_settings.rate_window));
    end if;
  end if;
  if new.reply_to is not null and not exists (
    select 1 from public.messages m
     where m.id = new.reply_to and m.conversation_id = new.conversation_id
  ) then
    perform private.raise_api_error(400, '23503', 'message_reply_elsewhere',
      'A reply answers a message of the same conversation.');
  end if;
  if new.image_path is not null and (
    new.image_path not like new.conversation_id::text || '/' || new.author_id::text || '/%'
    or not exists (
      select 1 from storage.objects o
       where o.bucket_id = 'message-images' and o.name = new.image_path
    )
  ) then
    perform private.raise_api_error(400, '22023', 'message_image_invalid',
      'The image is uploaded first, to message-images/<conversation id>/<your id>/.');
  end if;
  update public.conversations c
     set last_seq = c.last_seq + 1, last_activity_at = greatest(c.last_activity_at, new.created_at)
   where c.id = new.conversation_id
  returning c.last_seq into new.seq;
  return new;
end;
$$;

create trigger messages_before_insert
  before insert on public.messages
  for each row execute function private.messages_before_insert();

-- An edit is stamped; a deletion (delete_message) is not an edit.
create function private.messages_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.deleted_at is null and new.body is distinct from old.body then
    new.edited_at := now();
  end if;
  return new;
end;
$$;

create trigger messages_before_update
  before update on public.messages
  for each row execute function private.messages_before_update();

-- Security definer as Supabase's broadcast guide writes it: the broadcast is the database's, not
-- the sender's (no client may broadcast to a conversation's topic).
create function private.messages_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.broadcast_changes(
    'conversation:' || new.conversation_id::text, tg_op, tg_op, tg_table_name, tg_table_schema,
    new, null
  );
  return null;
end;
$$;

create trigger messages_broadcast
  after insert or update on public.messages
  for each row execute function private.messages_broadcast();

revoke execute on function private.messages_before_insert() from public, anon, authenticated;
revoke execute on function private.messages_before_update() from public, anon, authenticated;
revoke execute on function private.messages_broadcast() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Functions

-- Sends a message once: a retry with the same client id answers the message the first call made.
-- Runs as the caller, so the policies and the insert trigger hold every rule.
create function public.send_message(
  p_conversation_id uuid,
  p_client_id uuid,
  p_body text default '',
  p_image_path text default null,
  p_reply_to uuid default null
)
returns public.messages
language plpgsql
set search_path = ''
as $$
declare
  v_message public.messages;
begin
  if auth.uid() is null then
    perform private.raise_api_error(401, '42501', 'not_authenticated', 'Sign in first.');
  end if;
  insert into public.messages (conversation_id, author_id, client_id, body, image_path, reply_to)
  values (p_conversation_id, auth.uid(), p_client_id, coalesce(p_body, ''), p_image_path,
    p_reply_to)
  on conflict (author_id, client_id) do nothing
  returning * into v_message;
  if v_message.id is null then
    select * into v_message from public.messages m
     where m.author_id = auth.uid() and m.client_id = p_client_id;
  end if;
  return v_message;
end;
$$;

comment on function public.send_message(uuid, uuid, text, text, uuid) is
  'Posts a message as the caller; the same p_client_id again answers the first message. Errors: 401, 403 message_forbidden, message_blocked, 404 message_conversation_not_found, 409 message_client_id_reused, 400 message_reply_elsewhere, message_image_invalid, 429 message_rate_limited.';

create function public.delete_message(p_message_id uuid)
returns public.messages
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
  v_message public.messages;
begin
  select * into v_message from public.messages m where m.id = p_message_id for update;
  if not found or not (
    private.is_participant(v_message.conversation_id, v_user) or public.is_admin()
  ) then
    perform private.raise_api_error(404, 'P0002', 'message_not_found', 'No such message.');
  end if;
  if v_message.author_id is distinct from v_user
     and not private.moderates_conversation(v_message.conversation_id, v_user)
     and not public.is_admin() then
    perform private.raise_api_error(403, '42501', 'message_forbidden',
      'Authors delete their own messages; owners, moderators and organisers any in their chats.');
  end if;
  if v_message.deleted_at is null then
    update public.messages m
       set deleted_at = now(), deleted_by = v_user, body = null, image_path = null
     where m.id = p_message_id
    returning * into v_message;
  end if;
  return v_message;
end;
$$;

comment on function public.delete_message(uuid) is
  'Deletes a message for everyone (its body and image cleared, the row stays); again is a no-op. Errors: 401, 404 message_not_found, 403 message_forbidden.';

-- Opens the direct conversation with a person, starting it when there is none (never while
-- either has blocked the other); answers its id.
create function public.start_direct_conversation(p_user_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
  v_a uuid := least(v_user, p_user_id);
  v_b uuid := greatest(v_user, p_user_id);
  v_id uuid;
begin
  if p_user_id = v_user then
    perform private.raise_api_error(409, 'P0001', 'message_self', 'Not with yourself.');
  end if;
  select c.id into v_id from public.conversations c where c.user_a = v_a and c.user_b = v_b;
  if found then
    return v_id;
  end if;
  if not exists (select 1 from public.profiles p where p.id = p_user_id) then
    perform private.raise_api_error(404, 'P0002', 'message_user_not_found', 'No such person.');
  end if;
  if private.blocked_between(v_user, p_user_id) then
    perform private.raise_api_error(403, '42501', 'message_blocked',
      'One of you has blocked the other.');
  end if;
  insert into public.conversations (kind, user_a, user_b) values ('direct', v_a, v_b)
  on conflict (user_a, user_b) do nothing
  returning id into v_id;
  if v_id is null then
    select c.id into v_id from public.conversations c where c.user_a = v_a and c.user_b = v_b;
  end if;
  return v_id;
end;
$$;

comment on function public.start_direct_conversation(uuid) is
  'The id of the caller''s direct conversation with p_user_id, started if need be. Errors: 401, 409 message_self, 404 message_user_not_found, 403 message_blocked.';

-- How many messages of others after the read position, counted up to 1,000 (the badge says 999+).
create function private.unread_in(p_conversation_id uuid, p_user uuid, p_after bigint)
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::int from (
    select 1 from public.messages m
     where m.conversation_id = p_conversation_id and m.seq > coalesce(p_after, 0)
       and m.author_id is distinct from p_user and m.deleted_at is null
     limit 1000
  ) unread
$$;

revoke execute on function private.unread_in(uuid, uuid, bigint) from public, anon, authenticated;

-- Moves the caller's read position forward to a message (never back); answers what is left unread.
create function public.mark_read(p_message_id uuid)
returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.group_caller();
  v_message record;
  v_seq bigint;
begin
  select m.conversation_id, m.seq into v_message from public.messages m where m.id = p_message_id;
  if not found or not private.is_participant(v_message.conversation_id, v_user) then
    perform private.raise_api_error(404, 'P0002', 'message_not_found', 'No such message.');
  end if;
  insert into public.message_reads as r (conversation_id, user_id, last_read_seq,
    last_read_message_id)
  values (v_message.conversation_id, v_user, v_message.seq, p_message_id)
  on conflict (conversation_id, user_id) do update
    set last_read_seq = excluded.last_read_seq,
        last_read_message_id = excluded.last_read_message_id,
        read_at = now()
    where r.last_read_seq < excluded.last_read_seq
  returning r.last_read_seq into v_seq;
  if v_seq is null then
    select r.last_read_seq into v_seq from public.message_reads r
     where r.conversation_id = v_message.conversation_id and r.user_id = v_user;
  end if;
  return private.unread_in(v_message.conversation_id, v_user, v_seq);
end;
$$;

comment on function public.mark_read(uuid) is
  'Sets the caller''s last read message of its conversation (forward only); answers the unread count left. Errors: 401, 404 message_not_found.';

-- A page of history: newest first before p_before_seq (the oldest seq of the page before), or,
-- with p_after_seq, oldest first after it (catching up after a reconnect). Runs as the caller: the
-- messages policy decides, once per call, through the (conversation_id, seq) index.
create function public.conversation_messages(
  p_conversation_id uuid,
  p_before_seq bigint default null,
  p_after_seq bigint default null,
  p_limit int default 50
)
returns setof public.messages
language sql
stable
set search_path = ''
as $$
  (select m.* from public.messages m
    where p_after_seq is null and m.conversation_id = p_conversation_id
      and m.seq < coalesce(p_before_seq, 9223372036854775807)
    order by m.seq desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200))
  union all
  (select m.* from public.messages m
    where p_after_seq is not null and m.conversation_id = p_conversation_id
      and m.seq > p_after_seq
    order by m.seq
    limit least(greatest(coalesce(p_limit, 50), 1), 200))
$$;

comment on function public.conversation_messages(uuid, bigint, bigint, int) is
  'History of a conversation the caller takes part in: newest first before p_before_seq, or oldest first after p_after_seq; at most 200 (default 50).';

-- The caller's conversations, latest activity first (keyset: the last row's last_activity_at and
-- id), each with its title and picture, its latest message and the caller's unread count: one
-- statement for the whole list.
create function public.my_conversations(
  p_before_activity timestamptz default null,
  p_before_id uuid default null,
  p_limit int default 30
)
returns table (
  id uuid,
  kind text,
  group_id uuid,
  event_id uuid,
  peer_id uuid,
  title text,
  picture_url text,
  last_activity_at timestamptz,
  last_seq bigint,
  last_read_seq bigint,
  unread_count int,
  last_message_id uuid,
  last_message_author_id uuid,
  last_message_body text,
  last_message_has_image boolean,
  last_message_deleted boolean,
  last_message_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.kind, c.group_id, c.event_id, p.id,
    coalesce(g.name, e.title, p.full_name), coalesce(g.cover_url, e.cover_url, p.avatar_url),
    c.last_activity_at, c.last_seq, coalesce(r.last_read_seq, 0),
    private.unread_in(c.id, (select auth.uid()), r.last_read_seq),
    l.id, l.author_id, l.body, l.image_path is not null, l.deleted_at is not null, l.created_at
  from public.conversations c
  left join public.groups g on g.id = c.group_id
  left join public.events e on e.id = c.event_id
  left join public.profiles p
    on c.kind = 'direct'
   and p.id = case when c.user_a = (select auth.uid()) then c.user_b else c.user_a end
  left join public.message_reads r
    on r.conversation_id = c.id and r.user_id = (select auth.uid())
  left join lateral (
    select m.* from public.messages m
     where m.conversation_id = c.id and m.seq = c.last_seq
  ) l on true
  where c.id in (select private.my_conversation_ids())
    and (p_before_activity is null
      or (c.last_activity_at, c.id) < (p_before_activity, coalesce(p_before_id, c.id)))
  order by c.last_activity_at desc, c.id desc
  limit least(greatest(coalesce(p_limit, 30), 1), 100)
$$;

comment on function public.my_conversations(timestamptz, uuid, int) is
  'The caller''s conversations, latest activity first, with title, picture, latest message and unread count (up to 1,000).';

-- The header's badge: unread messages over all the caller's conversations.
create function public.unread_total()
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(private.unread_in(c.id, (select auth.uid()), r.last_read_seq)), 0)::int
    from public.conversations c
    left join public.message_reads r
      on r.conversation_id = c.id and r.user_id = (select auth.uid())
   where c.id in (select private.my_conversation_ids()) and c.last_seq > coalesce(r.last_read_seq, 0)
$$;

comment on function public.unread_total() is
  'Unread messages of others over all the caller''s conversations (each counted up to 1,000).';

-- Operations only (the service role): the rate limit, e.g. raised for a load test.
create function public.set_message_rate_limit(p_max int, p_seconds numeric)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.messaging_settings
     set rate_max = p_max, rate_window = make_interval(secs => p_seconds::double precision)
$$;

revoke execute on function public.send_message(uuid, uuid, text, text, uuid) from public;
revoke execute on function public.delete_message(uuid) from public;
revoke execute on function public.start_direct_conversation(uuid) from public;
revoke execute on function public.mark_read(uuid) from public;
revoke execute on function public.conversation_messages(uuid, bigint, bigint, int) from public;
revoke execute on function public.my_conversations(timestamptz, uuid, int) from public;
revoke execute on function public.unread_total() from public;
revoke execute on function public.set_message_rate_limit(int, numeric) from public;
-- anon may call the writing ones only to receive the clear not_authenticated error.
grant execute on function public.send_message(uuid, uuid, text, text, uuid)
  to anon, authenticated, service_role;
grant execute on function public.delete_message(uuid) to anon, authenticated, service_role;
grant execute on function public.start_direct_conversation(uuid)
  to anon, authenticated, service_role;
grant execute on function public.mark_read(uuid) to anon, authenticated, service_role;
grant execute on function public.conversation_messages(uuid, bigint, bigint, int)
  to authenticated, service_role;
grant execute on function public.my_conversations(timestamptz, uuid, int)
  to authenticated, service_role;
grant execute on function public.unread_total() to authenticated, service_role;
grant execute on function public.set_message_rate_limit(int, numeric) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Images of messages: a private bucket (5 MB, pictures only), message-images/<conversation id>/
-- <author id>/<file>. Participants read a conversation's images; each uploads and removes only
-- under their own folder of a conversation they take part in.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('message-images', 'message-images', false, 5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do nothing;

create policy "Participants see their conversations' images"
  on storage.objects for select
  to authenticated
  using (
    bucket_id = 'message-images'
    and private.is_participant(private.conversation_in(name, ''), (select auth.uid()))
  );

create policy "Participants upload images into their own folder of a conversation"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'message-images'
    and (storage.foldername(name))[2] = (select auth.uid())::text
    and private.is_participant(private.conversation_in(name, ''), (select auth.uid()))
  );

create policy "Authors remove their own images of messages"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'message-images' and (storage.foldername(name))[2] = (select auth.uid())::text
  );

-- ---------------------------------------------------------------------------------------------
-- Live: who joins `conversation:<id>` (participants and admins; broadcast and presence) and who
-- tracks presence on it (participants). No insert policy for broadcast: messages come from the
-- database only.

create policy "Participants and admins receive a conversation's topic"
  on realtime.messages for select
  to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and (
      private.is_participant(
        private.conversation_in((select realtime.topic()), 'conversation:'), (select auth.uid())
      )
      or (
        (select public.is_admin())
        and private.conversation_in((select realtime.topic()), 'conversation:') is not null
      )
    )
  );

create policy "Participants share presence (online, typing) in their conversations"
  on realtime.messages for insert
  to authenticated
  with check (
    realtime.messages.extension = 'presence'
    and private.is_participant(
      private.conversation_in((select realtime.topic()), 'conversation:'), (select auth.uid())
    )
  );
