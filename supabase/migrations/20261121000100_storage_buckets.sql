-- Storage buckets for user pictures: `avatars` (profile pictures) and `images` (event and group
-- pictures). Deployable to hosted Supabase unchanged.
--
-- Layout: every file lives under its owner's folder, `<user id>/...`
--   avatars/<user id>/<timestamp>.<ext>
--   images/<user id>/events/<timestamp>.<ext>
-- The first folder is what the policies below check, so no user can write into another's files.
--
-- Reading: both buckets are public, so their public URLs (/storage/v1/object/public/...) work for
-- everyone without any policy. The select policy below is deliberately limited to the owner's own
-- folder: a broad select policy on a public bucket would let anyone list every user's files
-- (Supabase's database linter flags it: 0025_public_bucket_allows_listing), and the app never needs
-- to list someone else's pictures. Owners need select for upsert, move and remove to work.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('images', 'images', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do nothing;

create policy "Users see the files in their own folder of avatars and images"
  on storage.objects for select
  to authenticated
  using (
    bucket_id in ('avatars', 'images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Users upload avatars and images into their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('avatars', 'images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Users replace avatars and images in their own folder only"
  on storage.objects for update
  to authenticated
  using (
    bucket_id in ('avatars', 'images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('avatars', 'images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Users delete avatars and images in their own folder"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id in ('avatars', 'images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
