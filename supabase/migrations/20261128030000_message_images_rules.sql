-- Images of messages (issue 16), two rules the bucket's first policies left out:
-- - admins read every conversation, so they see its images too (a moderation report must show
--   the picture it is about);
-- - in a direct conversation where either person blocked the other, neither uploads: sending is
--   refused there, and an image nobody can send would only sit in the bucket. The history's
--   images stay readable, as the history does.

create function private.may_post_images(p_conversation_id uuid, p_user uuid)
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
          and private.blocked_between(c.user_a, c.user_b)
     )
$$;

comment on function private.may_post_images(uuid, uuid) is
  'True when the person may upload an image into the conversation: a participant, and not in a direct conversation with a block either way.';

revoke execute on function private.may_post_images(uuid, uuid) from public;
grant execute on function private.may_post_images(uuid, uuid) to authenticated, service_role;

drop policy "Participants see their conversations' images" on storage.objects;

create policy "Participants and admins see conversations' images"
  on storage.objects for select
  to authenticated
  using (
    bucket_id = 'message-images'
    and (
      private.is_participant(private.conversation_in(name, ''), (select auth.uid()))
      or (select public.is_admin())
    )
  );

drop policy "Participants upload images into their own folder of a conversation" on storage.objects;

create policy "Participants upload images into their own folder of a conversation"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'message-images'
    and (storage.foldername(name))[2] = (select auth.uid())::text
    and private.may_post_images(private.conversation_in(name, ''), (select auth.uid()))
  );
