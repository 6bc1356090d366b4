import net from 'node:net';
import type { TestProject } from 'vitest/node';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../server/db/throwaway-postgres';
import { generateTypes } from '../../../server/db/typegen';
import { startStack } from '../../../server/stack';
import type { StackInfo } from './stack';

/**
 * One stack for the whole `server` project (in-memory PGlite on 55321/55324), or for
 * `server-postgres` a stack on PostgreSQL: $TEST_DATABASE_URL, else a throwaway cluster.
 * Tests reach it over HTTP only, through `stack()` in ./stack.ts.
 */
/** Engineers share this machine: a busy fixed port falls back to any free one. */
function portOr0(port: number): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(0));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(port)));
  });
}

export default async function setup(project: TestProject) {
  const onPostgres = project.name === 'server-postgres';
  let cluster: ThrowawayPostgres | null = null;
  let databaseUrl: string | null = null;
  if (onPostgres) {
    databaseUrl = process.env.TEST_DATABASE_URL ?? null;
    if (!databaseUrl) {
      cluster = await startThrowawayPostgres();
      databaseUrl = cluster.url;
    }
  }
  const lines: string[] = [];
  const stack = await startStack({
    apiPort: await portOr0(onPostgres ? 55421 : 55321),
    mailPort: await portOr0(onPostgres ? 55424 : 55324),
    dataDir: null,
    databaseUrl,
    log: (line) => {
      lines.push(line);
      if (process.env.STACK_LOG) console.log(line);
    },
  }).catch(async (e: unknown) => {
    await cluster?.stop();
    console.error(lines.join('\n'));
    throw e;
  });
  const info: StackInfo = {
    apiUrl: stack.apiUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    mailUrl: stack.mailUrl ?? '',
    postgrestUrl: stack.postgrestUrl,
    jwtSecret: stack.config.jwtSecret,
    dbKind: stack.db.kind,
    databaseUrl,
  };
  project.provide('stack', info);
  // From the live schema, for the test that fails when the committed types are stale.
  project.provide('databaseTypes', await generateTypes(stack.db));
  return async () => {
    await stack.stop();
    await cluster?.stop();
  };
}
