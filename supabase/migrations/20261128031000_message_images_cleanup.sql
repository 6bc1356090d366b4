-- Images of messages (issue 16): a deleted photo is gone, not just unlinked.
--
-- On hosted Supabase SQL may not delete from storage.objects (the bytes live in the object store,
-- and only the Storage API removes both), so files go through the Storage API:
-- - the chat removes a message's picture, then deletes the message (src/services/messages.ts
--   `remove`); the delete policy below lets exactly those who may delete the message remove the
--   file while the message still names it: its author while taking part, the group's owner and
--   moderators, the event's organiser (delete_message's rule) and admins;
-- - a picture no message names (uploaded for a message never sent, or left by a deleted one) is
--   removed by its uploader, from their own folder: the composer's «Убрать фото»;
-- - what neither removes (a tab closed after the upload) is swept after 24 h by the edge function
--   sweep-message-images, as the service role: message_images_unreferenced() lists the files no
--   message names, it removes them through the Storage API.
-- A file that two messages name goes only with the consent of whoever may delete both.
--
-- Portable: plain PostgreSQL 15+ (hosted Supabase) and PGlite; no extensions.

-- The policy and the sweep look a file's messages up by path.
create index messages_image_path_idx on public.messages (image_path) where image_path is not null;

create function private.may_remove_message_image(p_name text, p_user uuid, p_admin boolean)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.messages m where m.image_path = p_name) then
      p_admin or not exists (
        select 1 from public.messages m
         where m.image_path = p_name
           and not (
             private.is_participant(m.conversation_id, p_user)
             and (m.author_id = p_user
               or private.moderates_conversation(m.conversation_id, p_user))
           )
      )
    else (storage.foldername(p_name))[2] = p_user::text
  end
$$;

comment on function private.may_remove_message_image(text, uuid, boolean) is
  'True when the person may remove this file of message-images: they may delete every message naming it (delete_message''s rule), or no message names it and it is in their own folder.';

revoke execute on function private.may_remove_message_image(text, uuid, boolean) from public;
grant execute on function private.may_remove_message_image(text, uuid, boolean)
  to authenticated, service_role;

drop policy "Authors remove their own images of messages" on storage.objects;

create policy "Who may delete a message removes its image; uploaders their unsent ones"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'message-images'
    and private.may_remove_message_image(name, (select auth.uid()), (select public.is_admin()))
  );

-- The sweep's list: files of message-images no message names, uploaded before p_before (the
-- function passes 24 h ago), oldest first, optionally under one conversation's folder.
create function public.message_images_unreferenced(
  p_before timestamptz,
  p_conversation_id uuid default null,
  p_limit int default 1000
)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o
   where o.bucket_id = 'message-images'
     and o.created_at < p_before
     and (p_conversation_id is null or o.name like p_conversation_id::text || '/%')
     and not exists (select 1 from public.messages m where m.image_path = o.name)
   order by o.created_at
   limit least(greatest(coalesce(p_limit, 1000), 1), 1000)
$$;

comment on function public.message_images_unreferenced(timestamptz, uuid, int) is
  'Service role: names of message-images files no message names, uploaded before p_before (at most 1,000, oldest first).';

revoke execute on function public.message_images_unreferenced(timestamptz, uuid, int)
  from public, anon, authenticated;
grant execute on function public.message_images_unreferenced(timestamptz, uuid, int)
  to service_role;
