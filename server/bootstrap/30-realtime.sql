-- Supabase Realtime's database side as hosted projects have it (the `realtime` schema, its
-- `messages` table for broadcast authorisation, `realtime.topic()`, `realtime.send()`,
-- `realtime.broadcast_changes()` and the `supabase_realtime` publication), so migrations and
-- policies written for Supabase run here unchanged. Local only; idempotent.
--
-- Neither PGlite nor the stack reads the write-ahead log, so changes are captured by triggers
-- instead: the stack keeps a trigger on every table of the publication (an event trigger follows
-- `alter publication`), and the trigger queues a row only while someone listens to that table.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid() primary key
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The channel topic being authorised, set by the stack while it checks a channel's policies.
create or replace function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(
  payload jsonb, event text, topic text, private boolean default true
) returns void language plpgsql as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end $$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
) returns void language plpgsql as $$
begin
  if level = 'ROW' and operation in ('INSERT', 'UPDATE', 'DELETE') then
    perform realtime.send(
      jsonb_build_object(
        'old_record', case when old is null then null else to_jsonb(old) end,
        'record', case when new is null then null else to_jsonb(new) end,
        'operation', operation,
        'table', table_name,
        'schema', table_schema
      ),
      event_name, topic_name, true
    );
  end if;
end $$;

grant execute on function realtime.topic() to anon, authenticated, service_role;
grant execute on function realtime.send(jsonb, text, text, boolean) to anon, authenticated, service_role;
grant execute on function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;

do $$ begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

-- What the stack's change capture has queued and not yet delivered.
create unlogged table if not exists realtime.local_changes (
  id bigserial primary key,
  entity oid not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default clock_timestamp()
);
-- The tables someone is subscribed to (realtime.messages when any channel is joined): the stack
-- keeps this current, so writes to tables nobody watches queue nothing.
create unlogged table if not exists realtime.local_listening (entity oid primary key);
revoke all on realtime.local_changes, realtime.local_listening from anon, authenticated, service_role;

create or replace function realtime.local_capture() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select from realtime.local_listening where entity = tg_relid) then
    return null;
  end if;
  insert into realtime.local_changes (entity, type, record, old_record)
  values (
    tg_relid, tg_op,
    case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    case when tg_op = 'INSERT' then null else to_jsonb(old) end
  );
  return null;
end $$;

-- Puts the capture trigger on every table of the publication and takes it off the others.
create or replace function realtime.local_sync_capture() returns void
language plpgsql as $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel from pg_trigger g join pg_class c on c.oid = g.tgrelid
    where g.tgname = 'realtime_local_capture'
      and c.oid <> 'realtime.messages'::regclass
      and c.oid not in (
        select (quote_ident(schemaname) || '.' || quote_ident(tablename))::regclass
        from pg_publication_tables where pubname = 'supabase_realtime')
  loop
    execute format('drop trigger realtime_local_capture on %s', t.rel);
  end loop;
  for t in
    select (quote_ident(schemaname) || '.' || quote_ident(tablename))::regclass as rel
    from pg_publication_tables where pubname = 'supabase_realtime'
  loop
    if not exists (
      select from pg_trigger where tgrelid = t.rel and tgname = 'realtime_local_capture'
    ) then
      execute format(
        'create trigger realtime_local_capture after insert or update or delete on %s '
        'for each row execute function realtime.local_capture()', t.rel);
    end if;
  end loop;
end $$;

create or replace function realtime.local_on_publication_change() returns event_trigger
language plpgsql as $$
begin
  perform realtime.local_sync_capture();
end $$;

drop event trigger if exists realtime_local_publication;
create event trigger realtime_local_publication on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION')
  execute function realtime.local_on_publication_change();

-- Broadcasts from the database, per statement: one statement may broadcast to thousands of topics
-- (a cancelled event's attendees' unread counts), and a call per row cost more than the rows.
create or replace function realtime.local_capture_broadcasts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select from realtime.local_listening where entity = tg_relid) then
    return null;
  end if;
  insert into realtime.local_changes (entity, type, record)
  select tg_relid, 'BROADCAST', jsonb_build_object(
           'id', m.id, 'topic', m.topic, 'event', m.event, 'payload', m.payload,
           'private', coalesce(m.private, false))
    from added m
   where m.extension = 'broadcast';
  return null;
end $$;

drop trigger if exists realtime_local_capture on realtime.messages;
create trigger realtime_local_capture after insert on realtime.messages
  referencing new table as added
  for each statement execute function realtime.local_capture_broadcasts();

select realtime.local_sync_capture();

-- Which of the subscribers (their JWT claims) may SELECT the row with primary key `pk`, each
-- checked under its own role and claims exactly as Supabase Realtime does (and as PostgREST sets
-- them); returns their positions in `claims`, from 1. `pk` null checks the SELECT privilege only.
-- The check is a prepared statement, so its plan is made once per role rather than per subscriber
-- (as Supabase's walrus does); a subscriber whose check fails (a role that does not exist, a
-- policy that raises) sees nothing, found on a slower pass that isolates each check.
create or replace function realtime.local_visible(entity regclass, pk jsonb, claims jsonb[])
returns int[] language plpgsql as $$
declare
  condition text;
  visible int[] := '{}';
  seen boolean;
  call text;
  isolated boolean := false;
  i int;
begin
  if pk is not null then
    select string_agg(
      format('%I = (jsonb_populate_record(null::%s, $1)).%I', a.attname, entity, a.attname),
      ' and ')
    into condition
    from pg_index x join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any (x.indkey)
    where x.indrelid = entity and x.indisprimary;
    if condition is null then
      return visible;
    end if;
    if exists (select from pg_prepared_statements where name = 'realtime_local_rls') then
      deallocate realtime_local_rls;
    end if;
    execute format('prepare realtime_local_rls(jsonb) as select exists (select from %s where %s)',
      entity, condition);
    call := format('execute realtime_local_rls(%L)', pk);
  end if;
  <<attempt>>
  loop
    visible := '{}';
    begin
      for i in 1 .. coalesce(array_length(claims, 1), 0) loop
        if isolated then
          begin
            seen := realtime.local_check(entity, call, claims[i]);
          exception when others then
            seen := false;
          end;
        else
          seen := realtime.local_check(entity, call, claims[i]);
        end if;
        if seen then
          visible := visible || i;
        end if;
      end loop;
      exit attempt;
    exception when others then
      if isolated then
        raise;
      end if;
      isolated := true;
    end;
  end loop;
  if pk is not null then
    deallocate realtime_local_rls;
  end if;
  return visible;
end $$;
revoke all on function realtime.local_visible(regclass, jsonb, jsonb[]) from public;

-- One subscriber's check, as `claims` (local_visible's helper); `call` runs the prepared check.
create or replace function realtime.local_check(entity regclass, call text, claims jsonb)
returns boolean language plpgsql as $$
declare
  seen boolean;
begin
  perform set_config('role', claims ->> 'role', true),
    set_config('request.jwt.claims', claims::text, true);
  if call is null then
    seen := has_table_privilege(entity, 'SELECT');
  else
    execute call into seen;
  end if;
  -- Back to the owner: the next subscriber's check is started by the owner.
  perform set_config('role', 'none', true), set_config('request.jwt.claims', '', true);
  return seen;
end $$;
revoke all on function realtime.local_check(regclass, text, jsonb) from public;

-- Which of `filters` (each [column, op, values]) the row `record` of `entity` passes, decided as
-- Supabase Realtime decides them (its realtime.check_equality_op): the values are cast to the
-- column's type and compared with that type's own operator, so timestamps compare as instants and
-- numbers as numbers, not as text. A column the record lacks, or a null, never passes; a column
-- the table lacks or a value that does not cast raises, which is how a join learns its filter is
-- bad (`record` null checks only that).
create or replace function realtime.local_filters(entity regclass, record jsonb, filters jsonb)
returns boolean[] language plpgsql stable as $$
declare
  f jsonb;
  typ text;
  compared text;
  passed boolean;
  result boolean[] := '{}';
begin
  for f in select value from jsonb_array_elements(filters) loop
    select format_type(a.atttypid, a.atttypmod) into typ
    from pg_attribute a
    where a.attrelid = entity and a.attname = f ->> 0 and a.attnum > 0 and not a.attisdropped;
    if typ is null then
      raise exception 'invalid column for filter %', f ->> 0;
    end if;
    compared := case f ->> 1
      when 'in' then format('= any ($2::text[]::%s[])', typ)
      else format('%s (($2::text[])[1])::%s',
        case f ->> 1 when 'eq' then '=' when 'neq' then '<>' when 'lt' then '<' when 'lte' then '<='
          when 'gt' then '>' when 'gte' then '>=' end,
        typ)
      end;
    execute format('select (jsonb_populate_record(null::%s, $1)).%I %s', entity, f ->> 0, compared)
      into passed
      using coalesce(record, '{}'::jsonb), array(select jsonb_array_elements_text(f -> 2));
    result := result || coalesce(passed, false);
  end loop;
  return result;
end $$;
revoke all on function realtime.local_filters(regclass, jsonb, jsonb) from public;
