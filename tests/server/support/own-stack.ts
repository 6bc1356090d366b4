import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../server/core/types';
import { startStack } from '../../../server/stack';
import { freshDatabase, scratchRoot } from './child-stack';
import { clientAt, stack, type Client } from './stack';

/**
 * A stack of a test file's own, for what the shared one cannot give: other config.toml settings
 * (autoconfirm, anonymous sign-ins…), a sign-in budget of its own (the shared stack's per-IP
 * limits count every server file, all from 127.0.0.1), its database to age a row, migrations of
 * the test's. Built from the repository's supabase/ with `settings` written into its config.toml
 * (and any extra migrations), in this process, on the
 * project's engine (in-memory PGlite from the schema template, or a fresh PostgreSQL database).
 *
 *   const own = await startOwnStack({ 'auth.email': { enable_confirmations: false } });
 *   const supabase = own.anon();
 *   afterAll(() => own.stop());
 */
export interface OwnStack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailUrl: string;
  db: Database;
  anon(): Client;
  admin(): Client;
  stop(): Promise<void>;
}

type Settings = Record<string, Record<string, string | number | boolean>>;

/** Sets `key = value` in `[table]`, replacing the key where the table has it. */
function writeSettings(toml: string, settings: Settings): string {
  let lines = toml.split('\n');
  for (const [table, entries] of Object.entries(settings)) {
    for (const [key, value] of Object.entries(entries)) {
      const line = `${key} = ${JSON.stringify(value)}`;
      let start = lines.findIndex((l) => l.trim() === `[${table}]`);
      if (start < 0) {
        lines = [...lines, '', `[${table}]`];
        start = lines.length - 1;
      }
      let end = lines.findIndex((l, i) => i > start && l.trim().startsWith('['));
      if (end < 0) end = lines.length;
      const at = lines.findIndex((l, i) => i > start && i < end && l.split('=')[0]!.trim() === key);
      if (at >= 0) lines[at] = line;
      else lines.splice(start + 1, 0, line);
    }
  }
  return lines.join('\n');
}

/**
 * On PostgreSQL the roles are the server's, not the database's: two stacks bootstrapping at once
 * would update the same role rows ("tuple concurrently updated"), so starts there take turns.
 */
let postgresStarts: Promise<unknown> = Promise.resolve();

export function startOwnStack(
  settings: Settings = {},
  /** Extra supabase/migrations files, by name. */
  migrations: Record<string, string> = {},
): Promise<OwnStack> {
  if (!stack().databaseUrl) return start(settings, migrations);
  const next = postgresStarts.then(() => start(settings, migrations));
  postgresStarts = next.catch(() => {});
  return next;
}

async function start(settings: Settings, migrations: Record<string, string>): Promise<OwnStack> {
  const root = scratchRoot(migrations);
  const config = path.join(root, 'supabase', 'config.toml');
  fs.writeFileSync(config, writeSettings(fs.readFileSync(config, 'utf8'), settings));
  const server = stack().databaseUrl;
  const started = await startStack({
    root,
    apiPort: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: server ? await freshDatabase(server) : null,
    seed: false,
    log: () => {},
  });
  return {
    apiUrl: started.apiUrl,
    anonKey: started.anonKey,
    serviceRoleKey: started.serviceRoleKey,
    mailUrl: started.mailUrl!,
    db: started.db,
    anon: () => clientAt(started.apiUrl, started.anonKey),
    admin: () => clientAt(started.apiUrl, started.serviceRoleKey),
    async stop() {
      await started.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
