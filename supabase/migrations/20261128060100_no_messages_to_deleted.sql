-- Nobody writes to a deleted account (issue 18): a direct conversation with someone who deleted
-- their account keeps its history, readable as the history of a block is, but the database
-- refuses starting one (start_direct_conversation), sending in one (the messages' insert
-- trigger, which send_message runs as the caller) and uploading a picture into one, with
-- 403 message_peer_deleted, as a block is refused with message_blocked. An existing conversation
-- still opens: start_direct_conversation answers its id before any refusal, so the history stays
-- reachable, and the page tells the reader instead of showing the composer.
-- Same signatures; CREATE OR REPLACE keeps the grants and the trigger.
-- Portable (PostgreSQL 15+, PGlite).

create function private.deleted_between(p_a uuid, p_b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
     where p.id in (p_a, p_b) and p.deleted_at is not null
  )
$$;

comment on function private.deleted_between(uuid, uuid) is
  'True when either person of a pair deleted their account: no direct conversation between them moves on.';

revoke execute on function private.deleted_between(uuid, uuid) from public, anon, authenticated;

create or replace function private.messages_before_insert()
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
    if v_conversation.kind = 'direct'
       and private.deleted_between(v_conversation.user_a, v_conversation.user_b) then
      perform private.raise_api_error(403, '42501', 'message_peer_deleted',
        'This person deleted their account.');
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

create or replace function public.start_direct_conversation(p_user_id uuid)
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
  if private.deleted_between(v_user, p_user_id) then
    perform private.raise_api_error(403, '42501', 'message_peer_deleted',
      'This person deleted their account.');
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
  'The id of the caller''s direct conversation with p_user_id, started if need be. Errors: 401, 409 message_self, 404 message_user_not_found, 403 message_blocked, message_peer_deleted.';

comment on function public.send_message(uuid, uuid, text, text, uuid) is
  'Posts a message as the caller; the same p_client_id again answers the first message. Errors: 401, 403 message_forbidden, message_blocked, message_peer_deleted, 404 message_conversation_not_found, 409 message_client_id_reused, 400 message_reply_elsewhere, message_image_invalid, 429 message_rate_limited.';

create or replace function private.may_post_images(p_conversation_id uuid, p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_participant(p_conversation_id, p_user)
     and not exists (
       select 1 from public.conversations c
        where c.id = p_conversation_id
          and c.kind = 'direct'
          and (private.blocked_between(c.user_a, c.user_b)
               or private.deleted_between(c.user_a, c.user_b))
     )
$$;

comment on function private.may_post_images(uuid, uuid) is
  'True when the person may upload an image into the conversation: a participant, and not in a direct conversation with a block either way or with a deleted account.';
