-- public.event_catalogue: the rows of public.events that everyone may read, for catalogue lists
-- with text search.
--
-- Why a view: under RLS, PostgreSQL evaluates the policy's condition before any user condition
-- that is not LEAKPROOF, and may not use such a condition as an index condition. Full-text match
-- (tsvector @@ tsquery) is not leakproof, so on public.events a search as anon or authenticated
-- can never use the GIN index: it walks every upcoming event in start order and tests each one.
-- With 100,000 events a rare or misspelt word took hundreds of milliseconds (bench:api). Marking
-- the operator leakproof needs a superuser, which hosted Supabase does not give.
--
-- This view runs with its owner's rights (security_invoker = false, deliberately: Supabase's
-- advisor will flag it) and applies exactly the rule of the policy "Published and cancelled
-- events are visible to everyone" itself, so it shows no row that anon could not already read
-- from public.events, while the planner is free to use the GIN and btree indexes together.
-- Same columns and the same organizer embed as public.events; read-only for API roles.
-- Drafts, an organizer's own lists and everything written still go through public.events.

create view public.event_catalogue
with (security_invoker = false)
as
select
  e.id, e.organizer_id, e.group_id, e.title, e.description, e.starts_at, e.ends_at, e.time_zone,
  e.is_online, e.venue_name, e.address, e.city, e.max_attendees, e.price, e.category_id,
  e.cover_url, e.featured, e.status, e.going_count, e.waitlist_count, e.created_at, e.updated_at,
  e.search
from public.events e
where e.status in ('published', 'cancelled');

comment on view public.event_catalogue is
  'Published and cancelled events (what everyone may read), for catalogue lists and text search: unlike public.events under RLS, a search here can use the GIN index.';

-- A simple view is auto-updatable and would write with the owner's rights: reads only.
revoke all on table public.event_catalogue from anon, authenticated;
grant select on table public.event_catalogue to anon, authenticated;
grant select on table public.event_catalogue to service_role;
