-- pg_cron's catalogue and functions as hosted Supabase has them (`cron.job`, `cron.schedule`,
-- `cron.unschedule`, `cron.job_run_details`), so a migration that schedules a job runs here
-- unchanged. Neither PGlite nor Debian's PostgreSQL has the extension; the stack's runner
-- (server/cron) reads `cron.job` and runs each active job's command when its schedule is due, and
-- records the run in `cron.job_run_details` as pg_cron does. Local only; idempotent.
create schema if not exists cron;

create table if not exists cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index if not exists job_jobname_username_key on cron.job (jobname, username);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid int,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

-- pg_cron 1.3+: scheduling a name again replaces its schedule and command.
create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint language plpgsql as $$
declare
  v_id bigint;
begin
  insert into cron.job (jobname, schedule, command)
  values (job_name, schedule, command)
  on conflict (jobname, username) do update
     set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into v_id;
  return v_id;
end $$;

create or replace function cron.schedule(schedule text, command text)
returns bigint language sql as $$
  insert into cron.job (schedule, command) values (schedule, command) returning jobid;
$$;

create or replace function cron.unschedule(job_name text)
returns boolean language plpgsql as $$
begin
  delete from cron.job where jobname = job_name;
  return found;
end $$;

create or replace function cron.unschedule(job_id bigint)
returns boolean language plpgsql as $$
begin
  delete from cron.job where jobid = job_id;
  return found;
end $$;

revoke all on schema cron from anon, authenticated;
