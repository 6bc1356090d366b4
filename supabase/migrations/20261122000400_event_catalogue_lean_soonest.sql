-- The catalogue's default order (soonest first) reads a narrower index (issue 5: catalogue p95 at
-- most 50 ms through the API at 10 clients, `npm run bench:api`).
--
-- Why: the list asks for `ends_at >= <now>` in start order, and nothing bounds how long ago a
-- running event started, so the scan begins at the first published event of all and passes over
-- every event that has already ended (a sixth of them on the bench's 100,000) before its 12 rows.
-- That pass cost 426 of the upcoming first page's 446 buffers. With the included columns
-- (category, format, price, city) each entry was about 260 bytes; without them it is about 65,
-- so the same pass reads a quarter of the pages: 116 buffers for the page, and a text search
-- ("Kotlin") that walks the index and tests each row 469 instead of 780.
--
-- The included columns served only counts: a plain index scan tests them on the heap row anyway.
-- Counts with a format, price or city filter are answered index-only by
-- events_catalogue_category_idx and events_catalogue_city_idx, which include them; counts of a
-- date window by this index, whose keys hold both starts_at and ends_at.

drop index if exists public.events_catalogue_soonest_idx;

create index events_catalogue_soonest_idx on public.events (status, starts_at, id, ends_at);
