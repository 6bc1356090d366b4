-- The catalogue indexes of 20261122000300 again, with status as their first key column instead
-- of a partial predicate (status = 'published').
--
-- Why: PostgREST sends every filter value as a parameter of a prepared statement. Once
-- PostgreSQL switches such a statement to its generic plan (after five runs, when it looks no
-- dearer than the custom ones), `status = $1` cannot prove a partial index's predicate, so the
-- partial indexes become unusable and each catalogue request a sequential scan of the whole
-- table: with plan_cache_mode = force_generic_plan the upcoming list took over a second on
-- 100,000 events. As a key column, status is an index condition in custom and generic plans
-- alike. Same columns, same order otherwise (see 20261122000300 for why these shapes).

drop index if exists public.events_catalogue_soonest_idx;
drop index if exists public.events_catalogue_category_idx;
drop index if exists public.events_catalogue_newest_idx;
drop index if exists public.events_catalogue_price_idx;

-- Soonest first, with or without format, price, city and date filters; also the counts of those.
create index events_catalogue_soonest_idx on public.events (status, starts_at, id, ends_at)
  include (category_id, is_online, price, city);

-- One category (the home page's tiles link here), soonest first, and its counts.
create index events_catalogue_category_idx
  on public.events (status, category_id, starts_at, id, ends_at)
  include (is_online, price, city);

-- Sort "newest": order by created_at desc, id.
create index events_catalogue_newest_idx on public.events (status, created_at desc, id, ends_at);

-- Sort "price": order by price, starts_at, id (free events first).
create index events_catalogue_price_idx on public.events (status, price, starts_at, id, ends_at);
