// Entry point of a child stack (see child-stack.ts): starts, reports over IPC, stops on SIGTERM.
import { startStack } from '../../../server/stack';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  root: string;
  dataDir: string | null;
  databaseUrl: string | null;
};
const stack = await startStack({
  root: options.root,
  dataDir: options.dataDir,
  databaseUrl: options.databaseUrl,
  apiPort: 0,
  mailPort: null,
  log: () => {},
});
process.send?.({
  apiUrl: stack.apiUrl,
  anonKey: stack.anonKey,
  serviceRoleKey: stack.serviceRoleKey,
  migrations: stack.migrations,
});
process.once('SIGTERM', () => {
  void stack.stop().then(() => process.exit(0));
});
