-- PostgREST's in-database configuration (pgrst.* settings of its login role, the settings of the
-- roles it switches to, a db-pre-config function), read on PGlite as PostgREST reads it on a real
-- server. PostgREST finds both by CURRENT_USER, which PGlite's one session makes the superuser
-- whatever user PostgREST logs in as. Local only; idempotent.

-- PostgREST reads the settings of the roles its own login role belongs to (queryRoleSettings):
-- on PGlite that login is this superuser, so it joins the roles authenticator switches to.
do $$ begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
end $$;

create schema if not exists local_stack;

create or replace function local_stack.authenticator_settings()
returns table (k text, v text)
language sql stable as $$
  select distinct on (k) k, v
  from (
    select s.setdatabase as database,
           substr(c, 1, strpos(c, '=') - 1) as k,
           substr(c, strpos(c, '=') + 1) as v
    from pg_catalog.pg_db_role_setting s, unnest(s.setconfig) c
    where s.setrole = 'authenticator'::regrole
      and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
  ) settings
  where k like 'pgrst.%'
  order by k, database desc
$$;

-- Given to PostgREST as its db-pre-config (server/postgrest): the pgrst.* settings of
-- authenticator, the database's own before the role-wide ones, over whatever the project's
-- pgrst.db_pre_config function sets, which is PostgREST's order of precedence. On PostgreSQL
-- PostgREST also reads authenticator's settings itself and gets the same values.
create or replace function local_stack.postgrest_pre_config() returns void
language plpgsql as $$
declare
  setting record;
  project_function regproc;
begin
  select to_regproc(v) into project_function
  from local_stack.authenticator_settings()
  where k = 'pgrst.db_pre_config';
  if project_function is not null then
    execute format('select %s()', project_function);
  end if;
  for setting in
    select k, v from local_stack.authenticator_settings() where k <> 'pgrst.db_pre_config'
  loop
    perform set_config(setting.k, setting.v, true);
  end loop;
end $$;

grant usage on schema local_stack to authenticator;
grant execute on all functions in schema local_stack to authenticator;
