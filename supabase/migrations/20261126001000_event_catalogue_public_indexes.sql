-- The catalogue's indexes hold only what the catalogue lists (issue 15 follow-up).
--
-- public.event_catalogue leaves members-only events out (20261126000400: `not e.members_only`).
-- The catalogue's btree indexes did not hold that column, so every count they had answered
-- index-only (the first page's capped count, a category's, a city's, newest and price first)
-- went to the table for each entry to read it: on 100,000 events (PostgreSQL, EXPLAIN) the first
-- page's statements touched 285 buffers instead of 184, «offline, free, Казань» 533 instead of
-- 171, "newest first" 120 instead of 20. Partial on `not members_only`, which the view's
-- condition implies, they answer index-only again, and leave members-only events out of their
-- size. Same names, same keys and included columns as before (20261122000300, 0400).

drop index public.events_catalogue_soonest_idx;
create index events_catalogue_soonest_idx on public.events (status, starts_at, id, ends_at)
  where not members_only;

drop index public.events_catalogue_category_idx;
create index events_catalogue_category_idx
  on public.events (status, category_id, starts_at, id, ends_at)
  include (is_online, price, city)
  where not members_only;

drop index public.events_catalogue_newest_idx;
create index events_catalogue_newest_idx on public.events (status, created_at desc, id, ends_at)
  where not members_only;

drop index public.events_catalogue_price_idx;
create index events_catalogue_price_idx on public.events (status, price, starts_at, id, ends_at)
  where not members_only;

drop index public.events_catalogue_city_idx;
create index events_catalogue_city_idx on public.events (status, lower(city))
  include (city, starts_at, ends_at, category_id, is_online, price)
  where city is not null and not members_only;
