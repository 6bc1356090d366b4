// What the benches ask the local stack alike (scripts/bench-api.mjs, bench-api-groups.mjs,
// bench-signup-timing.mjs, bench-admin.mjs).
import { spawn } from 'node:child_process';

/**
 * Settles with the milliseconds from `started` (process.hrtime.bigint()) until `res`'s body has
 * ended; any status but 200 or 206 (a Content-Range from Prefer: count=...) rejects, naming `what`.
 */
export function timeResponse(res, started, what, resolve, reject) {
  res.resume();
  res.on('end', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode !== 200 && res.statusCode !== 206)
      reject(new Error(`${what}: HTTP ${res.statusCode}`));
    else resolve(ms);
  });
}

/** Makes an account through the stack's admin API (with the service role key): its answer. */
export function createUser(stack, user) {
  return fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(user),
  });
}

/**
 * The stack in a process of its own (as `npm run stack`), so the load generator does not compete
 * with the gateway for one event loop; settles with its ready message (apiUrl, anonKey, …) and
 * stop() once the gateway answers.
 */
export function startStackCli(root, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/stack.ts'], {
    cwd: root,
    env: { ...process.env, MAIL_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`stack exited (${code}):\n${output}`)));
    child.on('message', (message) => {
      if (message?.type !== 'ready') return;
      resolve({
        ...message,
        pid: child.pid,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
