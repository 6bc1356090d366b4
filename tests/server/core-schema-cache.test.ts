import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaFingerprint } from '../../server/db/migrate';
import { schemaTemplateFiles } from '../../server/db/pglite';
import { openPgliteThread, type PgliteThreadEngine } from '../../server/db/pglite-thread';
import { REPO_ROOT } from '../../server/stack';
import { scratchRoot } from './support/child-stack';
import { stack } from './support/stack';

/**
 * A fresh PGlite database starts from the cluster cached for its schema fingerprint instead of
 * replaying the bootstrap and migrations.
 */
const fingerprint = randomBytes(16).toString('hex');
const engines: PgliteThreadEngine[] = [];
const open = async (fp: string) => {
  const engine = await openPgliteThread(null, { schemaFingerprint: fp });
  engines.push(engine);
  return engine;
};
const hasProbe = async (engine: PgliteThreadEngine) =>
  (
    await engine.transaction((sql) =>
      sql.query<{ found: boolean }>(
        `select to_regclass('public.cache_probe') is not null as found`,
      ),
    )
  ).rows[0]!.found;

afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
  const files = schemaTemplateFiles(fingerprint);
  if (files) for (const f of Object.values(files)) fs.rmSync(f, { force: true });
});

// Not registered (rather than skipped) on PostgreSQL, which has no cached clusters.
const pgliteOnly: typeof it | ((name: string, fn: () => Promise<void>) => void) =
  stack().dbKind === 'postgres' ? () => {} : it;

describe('schema cache', () => {
  pgliteOnly(
    'restores a saved schema, with its manifest, only for the same fingerprint',
    async () => {
      const first = await open(fingerprint);
      expect(first.fresh).toBe(true);
      expect(first.restoredSchema).toBeNull();
      await first.script('create table public.cache_probe (id int primary key)');
      await first.saveSchemaTemplate(fingerprint, { applied: ['probe.sql'] });

      const again = await open(fingerprint);
      expect(again.restoredSchema).toEqual({ applied: ['probe.sql'] });
      expect(await hasProbe(again)).toBe(true);

      const other = await open(randomBytes(16).toString('hex'));
      expect(other.restoredSchema).toBeNull();
      expect(await hasProbe(other)).toBe(false);
    },
  );

  it('fingerprints the bootstrap and the migrations, names and contents', () => {
    const root = scratchRoot({});
    const changed = scratchRoot({ '29991231000000_extra.sql': 'select 1;' });
    try {
      expect(schemaFingerprint(root)).toBe(schemaFingerprint(REPO_ROOT));
      expect(schemaFingerprint(changed)).not.toBe(schemaFingerprint(root));
      fs.appendFileSync(path.join(root, 'server', 'bootstrap', '00-roles.sql'), '\n-- changed\n');
      expect(schemaFingerprint(root)).not.toBe(schemaFingerprint(REPO_ROOT));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(changed, { recursive: true, force: true });
    }
  });
});
