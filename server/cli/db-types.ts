import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { generateTypes } from '../db/typegen';
import { REPO_ROOT } from '../stack';

/**
 * `npm run db:types`: builds the schema from supabase/migrations in a scratch database (in-memory
 * PGlite, or $DATABASE_URL) and writes src/services/database.types.ts as `supabase gen types
 * typescript --local` would. `--check` only reports whether the committed file is stale.
 */
const OUT = path.join(REPO_ROOT, 'src', 'services', 'database.types.ts');

async function main() {
  const check = process.argv.includes('--check');
  const url = process.env.DATABASE_URL;
  const engine = url ? await openPostgres(url) : await openPglite(null);
  try {
    await migrate(engine, { root: REPO_ROOT, seed: false });
    const text = await generateTypes(engine);
    const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '';
    if (check) {
      if (current !== text) {
        console.error(`${path.relative(REPO_ROOT, OUT)} is stale: run npm run db:types`);
        process.exitCode = 1;
      } else console.log(`${path.relative(REPO_ROOT, OUT)} is up to date`);
      return;
    }
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, text);
    console.log(`wrote ${path.relative(REPO_ROOT, OUT)} (${engine.kind})`);
  } finally {
    await engine.close();
  }
}

main().catch((e: unknown) => {
  console.error((e as Error).stack ?? String(e));
  process.exit(1);
});
