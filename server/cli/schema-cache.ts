import fs from 'node:fs';
import { migrate, schemaFingerprint } from '../db/migrate';
import { openPglite, schemaTemplateFiles } from '../db/pglite';
import { REPO_ROOT } from '../stack';

/**
 * Run by `npm install` (the `prepare` script): builds the PGlite caches under
 * node_modules/.cache/vstrechi (the empty cluster after initdb, and the cluster with the bootstrap
 * and migrations applied) that a fresh start restores, so even the first `npm run stack` or test
 * run of a new clone skips initdb inside WASM (about 4 s here). Never fails the install: when
 * anything is off it says so, and the first start builds the caches itself.
 */
async function main() {
  const started = performance.now();
  const fingerprint = schemaFingerprint(REPO_ROOT);
  const files = schemaTemplateFiles(fingerprint);
  if (!files) {
    console.log('[schema-cache] PGlite caching is off (PGLITE_TEMPLATE=0): nothing to build');
    return;
  }
  if (fs.existsSync(files.tar) && fs.existsSync(files.manifest)) {
    console.log('[schema-cache] PGlite schema cache is up to date');
    return;
  }
  const engine = await openPglite(null, { schemaFingerprint: fingerprint });
  try {
    const schema = await migrate(engine, { root: REPO_ROOT, seed: false });
    await engine.saveSchemaTemplate(fingerprint, {
      bootstrapped: schema.bootstrapped,
      applied: schema.applied,
    });
  } finally {
    await engine.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[schema-cache] PGlite schema cache built in ${seconds} s`);
}

main().catch((e: unknown) => {
  console.warn(
    `[schema-cache] could not build the PGlite cache (the first start will): ${(e as Error).message}`,
  );
});
