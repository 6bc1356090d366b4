// `npm start`: the local Supabase-compatible stack and the Vite dev server together; Ctrl-C stops both.
// The stack starts first (it migrates and seeds a fresh clone by itself); Vite then gets its URL and
// anon key as VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
let stopping = false;

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  force.unref();
  Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null
        ? null
        : new Promise((resolve) => c.once('exit', resolve)),
    ),
  ).then(() => process.exit(code));
}

function watch(name, child) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] exited (${signal ?? code}); stopping everything`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const stack = spawn(process.execPath, ['--import', 'tsx', 'server/cli/stack.ts'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
watch('stack', stack);

stack.on('message', (message) => {
  if (message?.type !== 'ready' || stopping) return;
  const vite = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_SUPABASE_URL: message.apiUrl,
        VITE_SUPABASE_ANON_KEY: message.anonKey,
      },
    },
  );
  watch('vite', vite);
});
