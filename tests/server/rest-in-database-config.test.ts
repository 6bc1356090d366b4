/**
 * Issue 24, point 5: PostgREST's in-database configuration (pgrst.* settings of authenticator, the
 * project's pgrst.db_pre_config function, the settings of the roles it switches to) through the
 * real supabase-js, on PGlite as on PostgreSQL. The settings are the project's own migrations, so
 * the file runs a stack of its own built with one more migration.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStack, type OwnStack } from './support/own-stack';

/**
 * Settings in this database only, where the test server's roles are shared by every database
 * on it; the role setting of anon cannot be (PostgREST reads pg_roles.rolconfig), so it is
 * undone after the file.
 */
const SETTINGS = `
create table public.config_probe (n integer not null);
insert into public.config_probe values (1), (2), (3);

create function public.setting_seen(name text) returns text
language sql stable as $$ select current_setting(name) $$;

create schema if not exists private;
grant usage on schema private to authenticator;
-- tx_end here loses to the role setting below, as in PostgREST's order of precedence.
create function private.api_pre_config() returns void language sql as $$
  select set_config('pgrst.db_aggregates_enabled', 'true', true),
         set_config('pgrst.db_tx_end', 'commit', true);
$$;

do $$ begin
  execute format('alter role authenticator in database %I set pgrst.db_pre_config = %L',
    current_database(), 'private.api_pre_config');
  execute format('alter role authenticator in database %I set pgrst.db_plan_enabled = true',
    current_database());
  execute format('alter role authenticator in database %I set pgrst.db_tx_end = %L',
    current_database(), 'commit-allow-override');
end $$;
alter role anon set lock_timeout = '7s';
`;

let own: OwnStack;
let api: SupabaseClient;

beforeAll(async () => {
  own = await startOwnStack({}, { '29991231000000_in_database_config.sql': SETTINGS });
  api = own.anon() as unknown as SupabaseClient;
});

afterAll(async () => {
  await own?.db.transaction((sql) => sql.query('alter role anon reset lock_timeout'));
  await own?.stop();
});

describe('PostgREST’s in-database configuration', () => {
  it('the project’s pre-config function switches aggregates on', async () => {
    const { data, error } = await api.from('config_probe').select('n.sum()');
    expect(error).toBeNull();
    expect(data).toEqual([{ sum: 6 }]);
  });

  it('pgrst.db_plan_enabled on authenticator lets explain answer', async () => {
    const { data, error } = await api.from('config_probe').select('n').explain({ format: 'json' });
    expect(error).toBeNull();
    expect(JSON.stringify(data)).toContain('"Relation Name":"config_probe"');
  });

  it('pgrst.db_tx_end = commit-allow-override wins over the pre-config’s commit: tx=rollback writes nothing', async () => {
    const rolledBack = await api.from('config_probe').insert({ n: 100 }).select('n').rollback();
    expect(rolledBack.error).toBeNull();
    expect(rolledBack.data).toEqual([{ n: 100 }]);
    const { data } = await api.from('config_probe').select('n.sum()');
    expect(data).toEqual([{ sum: 6 }]);
  });

  it('the settings of the role a request switches to apply to it', async () => {
    const { data, error } = await api.rpc('setting_seen', { name: 'lock_timeout' });
    expect(error).toBeNull();
    expect(data).toBe('7s');
  });
});
