-- public.admin_users_list (20261128040100) estimates a total beyond 10,000 matches with EXPLAIN,
-- which PostgreSQL refuses inside a stable function ("EXPLAIN is not allowed in a non-volatile
-- function"): a list matching more than 10,000 accounts failed. It reads only; volatile is the
-- marking EXPLAIN needs.
alter function public.admin_users_list(text, text, boolean, boolean, text, integer, integer) volatile;
