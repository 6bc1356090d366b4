// `npm start`: the local Supabase-compatible stack and the Vite dev server together; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [];
function run(name, cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    console.log(`[${name}] exited (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
}
let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('vite', 'npx', ['vite']);
