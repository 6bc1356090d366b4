// What the benches ask the local stack alike (scripts/bench-api.mjs, bench-api-groups.mjs,
// bench-signup-timing.mjs, bench-admin.mjs).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

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

/**
 * Where a bench keeps its generated database: `.bench/<prefix><key>`, the key made of `parts`
 * (the generator's SQL…) and the day; the prefix's older folders are removed.
 */
export function keptBenchDir(root, prefix, ...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  const key = hash.update(new Date().toISOString().slice(0, 10)).digest('hex').slice(0, 16);
  const base = path.join(root, '.bench');
  for (const old of fs.existsSync(base) ? fs.readdirSync(base) : []) {
    if (old.startsWith(prefix) && old !== `${prefix}${key}`) {
      fs.rmSync(path.join(base, old), { recursive: true, force: true });
    }
  }
  return path.join(base, `${prefix}${key}`);
}

/** One keep-alive pool for the benches' timed requests; destroy it at the end. */
export const benchAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method: 'POST', agent: benchAgent, headers }, (res) =>
      timeResponse(res, started, url, resolve, reject),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `warmup` POSTs, then `requests` more from `clients` at once: p50/p95/p99 in ms. */
export async function timedPosts(url, headers, body, { requests, clients, warmup }) {
  for (let i = 0; i < warmup; i++) await post(url, headers, body);
  const latencies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next++ < requests) latencies.push(await post(url, headers, body));
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { p50: pct(50), p95: pct(95), p99: pct(99) };
}
