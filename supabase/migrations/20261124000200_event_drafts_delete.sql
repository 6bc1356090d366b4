-- Deleting is for drafts only (issue 21 item 14): a draft has never been public, so nobody is
-- told; a published event has had readers and maybe RSVPs, so it is cancelled instead (status
-- 'cancelled' stays on the site, final). Organizers could already delete only their own drafts;
-- admins could delete any event. Now admins too delete drafts only, anyone's.
--
-- Portable: plain PostgreSQL 15+ (hosted Supabase) and PGlite (PostgreSQL 18).

drop policy "Admins delete any event" on public.events;

create policy "Admins delete any draft"
  on public.events for delete
  to authenticated
  using ((select public.is_admin()) and status = 'draft');
