-- Indexes shaped after the catalogue query the app sends (src/services/events-catalogue.ts), so
-- every list, sort and filter combination reads a bounded slice of one index (issue 5: p95 of
-- the catalogue at most 50 ms on 100,000 events and 1,000,000 RSVPs, `npm run bench:api`).
--
-- The query is always: status = 'published' and ends_at >= <now or the start of a date filter>,
-- optionally starts_at <= <end of a date filter>, category, is_online, price, city (ilike) and a
-- text search; ordered by starts_at (soonest), created_at desc (newest) or price, then id; 12
-- rows from an offset; the first page also asks for the exact count.
--
-- Why these shapes:
-- * Past events come first in start order but must be skipped. With ends_at a key column the
--   skip happens inside the index (an index condition), not by fetching ~13% of the table's rows
--   from the heap on every request, as (status, starts_at) did.
-- * id after the sort key: the order (starts_at, id) is read straight from the index, no sort.
-- * The exact count of a filtered list is an index-only scan: the columns the filters test are
--   in the index (INCLUDE), so the count never visits the table (after VACUUM; autovacuum keeps
--   the visibility map current).
-- * Partial on status = 'published': drafts and cancelled events never appear in the catalogue,
--   and the partial indexes stay out of the way of other readers of public.events.

-- Replaced by the indexes below (events_status_starts_at_idx made the planner walk past events
-- through the heap; nothing filters on city by equality, the catalogue matches it with ilike).
drop index if exists public.events_status_starts_at_idx;
drop index if exists public.events_category_starts_at_idx;
drop index if exists public.events_city_starts_at_idx;

-- Soonest first, with or without format, price, city and date filters; also the counts of those.
create index events_catalogue_soonest_idx on public.events (starts_at, id, ends_at)
  include (category_id, is_online, price, city)
  where status = 'published';

-- One category (the home page's tiles link here), soonest first, and its counts.
create index events_catalogue_category_idx on public.events (category_id, starts_at, id, ends_at)
  include (is_online, price, city)
  where status = 'published';

-- Sort "newest": order by created_at desc, id.
create index events_catalogue_newest_idx on public.events (created_at desc, id, ends_at)
  where status = 'published';

-- Sort "price": order by price, starts_at, id (free events first).
create index events_catalogue_price_idx on public.events (price, starts_at, id, ends_at)
  where status = 'published';
