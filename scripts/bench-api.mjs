// `npm run bench:api`: REST latency and throughput through the gateway and PostgREST directly,
// at 10 and 50 concurrent clients, on PGlite and (when its binaries exist) PostgreSQL, plus the
// stack's cold start. Loopback only, bounded request counts; figures are printed, not asserted.
// The stack runs in its own process (as with `npm run stack`), so the load generator does not
// compete with the gateway for one event loop.
//
// Then the events catalogue (issue 5): 100,000 events and 1,000,000 RSVPs generated with
// set-based SQL into the bench's own throwaway database (never the dev data), and the catalogue
// requests through the gateway exactly as the events page sends them (built by the app's own
// query code: paging, text search, every filter, date presets and sorts, first pages counting
// their matches, capped, in the same request), plus the issue's organizer embed; target p95 <= 50 ms.
// BENCH_ONLY=catalogue skips the profile scenarios; BENCH_EVENTS / BENCH_RSVPS scale the data;
// BENCH_CATALOGUE_REQUESTS and BENCH_CATALOGUE_SECONDS bound the runs, BENCH_SCENARIOS picks some;
// BENCH_ENGINES=pglite|postgres runs one engine. With BENCH_ONLY=catalogue the generated database
// is kept under .bench/ (keyed by the schema, seed, generator and scale) and reused by the next
// run; BENCH_FRESH=1 generates a new one. BENCH_ONLY=groups runs the groups' part alone
// (scripts/bench-api-groups.mjs; BENCH_GROUPS, BENCH_GROUP_MEMBERSHIPS, BENCH_GROUP_COMMENTS scale
// it), kept likewise.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  postgresUnavailableReason,
  startThrowawayPostgres,
} from '../server/db/throwaway-postgres.ts';
import { freePort } from '../server/core/net.ts';
import { schemaFingerprint } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import {
  catalogueDataSql,
  catalogueScenarios,
  explainCatalogue,
  explainFunction,
  generateCatalogue,
} from './bench-api-events.mjs';
import {
  benchGroups,
  explainGroups,
  generateGroups,
  groupsDataSql,
  groupsScenarios,
} from './bench-api-groups.mjs';
import { createUser, timeResponse } from './bench-http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUND = Number(process.env.BENCH_REQUESTS ?? 3000);
// Measured requests per path are split into this many rounds, alternating which path goes first.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CONCURRENCY = [10, 50];
const LIST_ROWS = 20;
const ONLY = process.env.BENCH_ONLY ?? '';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const RSVPS = Number(process.env.BENCH_RSVPS ?? 1_000_000);
const CATALOGUE_ROUND = Number(process.env.BENCH_CATALOGUE_REQUESTS ?? 600);
const CATALOGUE_SECONDS = Number(process.env.BENCH_CATALOGUE_SECONDS ?? 20);
const SCENARIOS = process.env.BENCH_SCENARIOS ?? '';
const GROUPS = {
  groups: Number(process.env.BENCH_GROUPS ?? 10_000),
  memberships: Number(process.env.BENCH_GROUP_MEMBERSHIPS ?? 1_000_000),
  comments: Number(process.env.BENCH_GROUP_COMMENTS ?? 500_000),
};
// The data-only parts, which keep their generated database.
const DATA_ONLY = ONLY === 'catalogue' || ONLY === 'groups';
// The catalogue's target (p95 <= 50 ms) is read at 10 clients; 1 client shows a request alone.
const CATALOGUE_CONCURRENCY = [10, 1];
// Generating 100,000 events and 1,000,000 RSVPs takes minutes: a catalogue-only run keeps its
// database for the next one with the same schema, seed and data (the profile scenarios and the
// cold start need an empty database, so they never reuse one).
const KEEP = DATA_ONLY && process.env.BENCH_FRESH !== '1';

/** .bench/api-<engine>-<key>, other kept databases of that engine removed (each is gigabytes). */
function keptDir(engine) {
  const key = createHash('sha256')
    .update(schemaFingerprint(root))
    .update(fs.readFileSync(path.join(root, 'supabase', 'seed.sql')))
    .update(ONLY === 'groups' ? groupsDataSql(GROUPS) : catalogueDataSql(EVENTS, RSVPS))
    // The data's dates follow the day it was generated (60 days ago to a year ahead): a database
    // from another day has more or fewer ended events than a fresh one.
    .update(new Date().toISOString().slice(0, 10))
    .digest('hex')
    .slice(0, 16);
  const base = path.join(root, '.bench');
  const prefix = ONLY === 'groups' ? `api-groups-${engine}-` : `api-${engine}-`;
  const name = `${prefix}${key}`;
  for (const old of fs.existsSync(base) ? fs.readdirSync(base) : []) {
    if (old.startsWith(prefix) && old !== name) {
      fs.rmSync(path.join(base, old), { recursive: true, force: true });
    }
  }
  return path.join(base, name);
}

function startCli(env) {
  const started = performance.now();
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
    child.on('message', async (message) => {
      if (message?.type !== 'ready') return;
      const readyMs = performance.now() - started;
      // Ready means the gateway listens; the first answered request is what a user waits for.
      for (;;) {
        const ok = await fetch(`${message.apiUrl}/rest/v1/profiles?select=id&limit=1`, {
          headers: { apikey: message.anonKey },
        })
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      resolve({
        ...message,
        pid: child.pid,
        readyMs,
        startMs: performance.now() - started,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** PostgREST listens on a Unix socket: http+unix://<encoded socket path>/<path>. */
function target(url) {
  if (!url.startsWith('http+unix://')) return url;
  const rest = url.slice('http+unix://'.length);
  const slash = rest.indexOf('/');
  return { socketPath: decodeURIComponent(rest.slice(0, slash)), path: rest.slice(slash) };
}

function get(url, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const where = target(url);
    const options = { agent, headers };
    (typeof where === 'string'
      ? http.get(where, options, onResponse)
      : http.get({ ...where, ...options }, onResponse)
    ).on('error', reject);
    function onResponse(res) {
      timeResponse(res, started, url, resolve, reject);
    }
  });
}

/** `request`: a URL with its headers, or a function that sends and times one request itself. */
async function load(request, headers, concurrency, total, { seconds: cap = Infinity } = {}) {
  const send = typeof request === 'function' ? request : () => get(request, headers);
  const latencies = [];
  const errors = [];
  let issued = 0;
  const started = performance.now();
  const deadline = started + cap * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total && performance.now() < deadline) {
        issued++;
        // Errors (e.g. 504 when PostgREST's pool wait times out) are counted, not fatal.
        latencies.push(await send().catch((e) => (errors.push(e.message), NaN)));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies: latencies.filter((l) => !Number.isNaN(l)), errors, seconds };
}

function summarise(runs) {
  const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const pct = (p) => all[Math.min(all.length - 1, Math.floor((p / 100) * all.length))];
  return { rps: all.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99) };
}

async function seedProfiles(s) {
  const count = await fetch(`${s.apiUrl}/rest/v1/profiles?select=id`, {
    headers: { apikey: s.anonKey, Prefer: 'count=exact', Range: '0-0' },
  });
  const total = Number(count.headers.get('content-range')?.split('/')[1] ?? 0);
  for (let i = total; i < LIST_ROWS + 5; i++) {
    const res = await createUser(s, {
      email: `bench-${i}@vstrechi.test`,
      password: 'Bench12345',
      email_confirm: true,
      user_metadata: { full_name: `Участник ${i}` },
    });
    if (!res.ok) throw new Error(`seeding profiles via /auth/v1/admin/users: ${res.status}`);
  }
  const one = await fetch(`${s.apiUrl}/rest/v1/profiles?select=id&limit=1`, {
    headers: { apikey: s.anonKey },
  });
  return (await one.json())[0].id;
}

/**
 * CPU time (ms) per part of the system, from /proc (Linux; null elsewhere): the bench client,
 * the stack's main thread (the gateway's event loop), its busiest other thread (the PGlite
 * worker, when there is one), its remaining threads (GC, libuv pool), PostgREST and, when given
 * its postmaster, PostgreSQL's processes.
 */
const TICK_MS = 1000 / 100;
function procTicks(file) {
  try {
    const stat = fs.readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}
function descendants(rootPid) {
  const children = new Map();
  const comm = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = procTicks(`/proc/${name}/stat`);
    if (!stat) continue;
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(Number(name));
    try {
      comm.set(Number(name), fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim());
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    for (const child of children.get(pid) ?? []) {
      found.push({ pid: child, comm: comm.get(child) });
      queue.push(child);
    }
  }
  return found;
}
function cpuSnapshot(s) {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const threads = {};
  for (const tid of fs.readdirSync(`/proc/${s.pid}/task`)) {
    threads[tid] = procTicks(`/proc/${s.pid}/task/${tid}/stat`)?.ticks ?? 0;
  }
  const sum = (pids) =>
    pids.reduce((t, pid) => t + (procTicks(`/proc/${pid}/stat`)?.ticks ?? 0), 0);
  s.postgrestPids ??= descendants(s.pid)
    .filter((p) => p.comm === 'postgrest')
    .map((p) => p.pid);
  const postgres = s.postmasterPid
    ? sum([s.postmasterPid, ...descendants(s.postmasterPid).map((p) => p.pid)])
    : 0;
  const self = process.cpuUsage();
  return {
    bench: (self.user + self.system) / 1000,
    threads,
    postgrest: sum(s.postgrestPids) * TICK_MS,
    postgres: postgres * TICK_MS,
  };
}
/** Adds the CPU spent between two snapshots to `into` (ms per part). */
function addCpu(into, before, after, mainTid) {
  if (!before || !after) return;
  into.bench = (into.bench ?? 0) + after.bench - before.bench;
  into.postgrest = (into.postgrest ?? 0) + after.postgrest - before.postgrest;
  into.postgres = (into.postgres ?? 0) + after.postgres - before.postgres;
  into.threads ??= {};
  for (const [tid, ticks] of Object.entries(after.threads)) {
    const spent = (ticks - (before.threads[tid] ?? 0)) * TICK_MS;
    into.threads[tid] = (into.threads[tid] ?? 0) + spent;
  }
  into.mainTid = mainTid;
}
/** e.g. "client 250, stack main thread (gateway) 90, ..., PostgREST 400; total 1500 µs CPU/request" */
function cpuLine(cpu, requests) {
  if (!cpu.threads) return '(no /proc: CPU not measured)';
  const per = (ms) => Math.round((ms * 1000) / requests);
  const { [String(cpu.mainTid)]: main = 0, ...rest } = cpu.threads;
  const others = Object.values(rest).sort((a, b) => b - a);
  const parts = [
    ['client', cpu.bench],
    ['stack main thread (gateway)', main],
    ['busiest other stack thread (PGlite)', others[0] ?? 0],
    ['other stack threads', others.slice(1).reduce((a, b) => a + b, 0)],
    ['PostgREST', cpu.postgrest],
    ...(cpu.postgres ? [['PostgreSQL', cpu.postgres]] : []),
  ];
  const total = parts.reduce((t, [, ms]) => t + ms, 0);
  return `${parts.map(([k, ms]) => `${k} ${per(ms)}`).join(', ')}; total ${per(total)} µs CPU/request`;
}

const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8);

/** The stack's own start-up phases (some overlap) and what remains: node, tsx, first request. */
function phases(s) {
  const parts = Object.entries(s.timings ?? {}).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(2)}`);
  parts.push(
    `ready ${(s.readyMs / 1000).toFixed(2)}`,
    `first answer ${(s.startMs / 1000).toFixed(2)}`,
  );
  return `${parts.join(', ')} s`;
}

/** An executable on PATH, or null. */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  for (const dir of ['/usr/sbin', '/usr/local/sbin']) {
    if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/**
 * Other proxies in front of the same PostgREST socket, measured beside the gateway: a bare Node
 * proxy (scripts/bench-floor-proxy.mjs: what any Node gateway costs on this machine) and, when
 * installed, nginx (a native proxy, as Supabase's Kong is). Each maps a /rest/v1 path to a URL.
 */
async function startReferenceProxies(postgrestUrl) {
  const socket = decodeURIComponent(postgrestUrl.slice('http+unix://'.length).split('/')[0]);
  const children = [];
  const references = {};
  const floorPort = await freePort();
  const floor = spawn(
    process.execPath,
    [path.join(root, 'scripts/bench-floor-proxy.mjs'), socket, String(floorPort)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  children.push(floor);
  await new Promise((resolve, reject) => {
    floor.once('message', resolve);
    floor.once('exit', (code) => reject(new Error(`bench-floor-proxy exited (${code})`)));
  });
  references['bare node'] = `http://127.0.0.1:${floorPort}/rest/v1`;
  const nginx = onPath('nginx');
  let dir = null;
  if (nginx) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-bench-nginx-'));
    const port = await freePort();
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((t) => `  ${t}_temp_path ${dir}/${t};`)
      .join('\n');
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  upstream postgrest { server unix:${socket}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location /rest/v1/ {
      proxy_pass http://postgrest/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Authorization "Bearer $http_apikey";
      add_header Access-Control-Allow-Origin *;
    }
  }
}
`,
    );
    const child = spawn(
      nginx,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`],
      {
        stdio: 'ignore',
      },
    );
    children.push(child);
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/`)
        .then(() => true)
        .catch(() => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    references.nginx = `http://127.0.0.1:${port}/rest/v1`;
  }
  return {
    references,
    missing: nginx ? null : 'nginx not installed',
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchProfiles(s) {
  const id = await seedProfiles(s);
  const scenarios = [
    ['single row', `/profiles?select=*&id=eq.${id}`],
    [`${LIST_ROWS}-row list`, `/profiles?select=*&order=id&limit=${LIST_ROWS}`],
  ];
  const proxies = await startReferenceProxies(s.postgrestUrl);
  try {
    console.log(
      `(beside the gateway: ${Object.keys(proxies.references).join(' and ')} in front of the same ` +
        `PostgREST${proxies.missing ? `; ${proxies.missing}` : ''})`,
    );
    console.log('scenario        clients  path        req/s     p50 ms   p95 ms   p99 ms');
    for (const [label, query] of scenarios) {
      for (const concurrency of CONCURRENCY) {
        await benchPaths(s, label, query, concurrency, proxies.references);
      }
    }
  } finally {
    await proxies.stop();
  }
}

async function benchPaths(s, label, query, concurrency, references) {
  const targets = {
    direct: [`${s.postgrestUrl}${query}`, { Authorization: `Bearer ${s.anonKey}` }],
    gateway: [`${s.apiUrl}/rest/v1${query}`, { apikey: s.anonKey }],
    ...Object.fromEntries(
      Object.entries(references).map(([name, base]) => [
        name,
        [`${base}${query}`, { apikey: s.anonKey }],
      ]),
    ),
  };
  const keys = Object.keys(targets);
  const runs = Object.fromEntries(keys.map((k) => [k, []]));
  const cpu = { gateway: {}, direct: {} };
  // Warm-up: connections open, PostgREST's plan caches and the JIT (the gateway's optimizing
  // compiles run for the first thousand or so requests) settle on every path.
  for (const [url, headers] of Object.values(targets)) {
    await load(url, headers, concurrency, 1000);
  }
  // Short interleaved rounds, the order turning each round, so drift in machine load (other
  // processes on a shared machine) hits every path alike and none always runs first.
  for (let round = 0; round < ROUNDS; round++) {
    const turn = round % keys.length;
    for (const key of [...keys.slice(turn), ...keys.slice(0, turn)]) {
      const [url, headers] = targets[key];
      const before = cpu[key] ? cpuSnapshot(s) : null;
      runs[key].push(await load(url, headers, concurrency, Math.ceil(ROUND / ROUNDS)));
      if (cpu[key]) addCpu(cpu[key], before, cpuSnapshot(s), s.pid);
    }
  }
  const stats = Object.fromEntries(keys.map((k) => [k, summarise(runs[k])]));
  for (const key of keys) {
    const r = stats[key];
    console.log(
      `${label.padEnd(16)}${String(concurrency).padStart(7)}  ${key.padEnd(9)}${fmt(r.rps, 0)} ${fmt(r.p50, 2)} ${fmt(r.p95, 2)} ${fmt(r.p99, 2)}`,
    );
  }
  for (const key of ['direct', 'gateway']) {
    const requests = runs[key].reduce((n, r) => n + r.latencies.length, 0);
    console.log(`${''.padEnd(25)}${key} CPU: ${cpuLine(cpu[key], requests)}`);
  }
  // Per-round ratios too: their median is robust to a burst of load during a single round.
  const adds = (key) => {
    const ratios = runs[key]
      .map((g, i) => summarise([g]).p50 / summarise([runs.direct[i]]).p50)
      .sort((a, b) => a - b);
    const overall = (stats[key].p50 / stats.direct.p50 - 1) * 100;
    const median = (ratios[Math.floor(ratios.length / 2)] - 1) * 100;
    return `${overall.toFixed(1)}% at p50 (median of ${ratios.length} paired rounds ${median.toFixed(1)}%)`;
  };
  console.log(`${''.padEnd(25)}gateway adds ${adds('gateway')}; target <= 15%`);
  for (const key of Object.keys(references)) {
    console.log(`${''.padEnd(25)}for reference, ${key} adds ${adds(key)}`);
  }
}

/** Bytes of one answer as the client receives it (compressed when the gateway compressed it). */
function answerBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () =>
          resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The 20-row list through the gateway with and without `Accept-Encoding: gzip` (the direct path
 * cannot compress, so the rows above are all uncompressed): what compression costs in latency and
 * saves in bytes. Interleaved rounds, as above.
 */
async function benchCompression(s) {
  const url = `${s.apiUrl}/rest/v1/profiles?select=*&order=id&limit=${LIST_ROWS}`;
  const targets = {
    plain: { apikey: s.anonKey },
    gzip: { apikey: s.anonKey, 'accept-encoding': 'gzip' },
  };
  const concurrency = CONCURRENCY[0];
  const runs = { plain: [], gzip: [] };
  for (const headers of Object.values(targets)) await load(url, headers, concurrency, 300);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? ['gzip', 'plain'] : ['plain', 'gzip'];
    for (const key of order) {
      runs[key].push(await load(url, targets[key], concurrency, Math.ceil(ROUND / ROUNDS)));
    }
  }
  console.log(
    `\n${LIST_ROWS}-row list through the gateway, ${concurrency} clients: compression ` +
      `(load average ${os.loadavg()[0].toFixed(2)})`,
  );
  console.log('accept-encoding      req/s     p50 ms   p95 ms   p99 ms   bytes/answer');
  for (const key of ['plain', 'gzip']) {
    const r = summarise(runs[key]);
    const size = await answerBytes(url, targets[key]);
    console.log(
      `${(key === 'plain' ? '(none)' : 'gzip').padEnd(16)}${fmt(r.rps, 0)} ${fmt(r.p50, 2)} ${fmt(r.p95, 2)} ${fmt(r.p99, 2)}   ${size.bytes} (${size.encoding})`,
    );
  }
}

async function benchCatalogue(s) {
  const scenarios = (await catalogueScenarios(s.apiUrl, s.anonKey)).filter(
    ({ label }) => !SCENARIOS || SCENARIOS.split(',').some((part) => label.includes(part)),
  );
  console.log(
    '\n/rest/v1 as the events page asks (one request a page; the first page also counts, capped)',
  );
  // Sanity: every request answers 200 (an error would be timed as a fast answer).
  for (const { label, requests } of scenarios) {
    const answers = [];
    for (const { path: query, headers } of requests) {
      const res = await fetch(`${s.apiUrl}/rest/v1${query}`, { headers });
      const body = await res.json();
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${JSON.stringify(body)}`);
      // The reference row answers a table's rows; the catalogue a page with its count.
      const rows = Array.isArray(body) ? body : body.items;
      answers.push(`${rows.length} rows${body.total == null ? '' : `, count ${body.total}`}`);
    }
    console.log(`  ${label.padEnd(30)} ${answers.join(', ')}`);
  }
  console.log(
    `${'scenario'.padEnd(32)}clients    req/s     p50 ms   p95 ms   p99 ms  n     errors  load average`,
  );
  for (const { label, requests } of scenarios) {
    // A page takes as long as the slower of its requests in flight.
    const page = async () =>
      Math.max(
        ...(await Promise.all(
          requests.map(({ path: query, headers }) => get(`${s.apiUrl}/rest/v1${query}`, headers)),
        )),
      );
    for (const concurrency of CATALOGUE_CONCURRENCY) {
      // Warm-up, then the measured round; each bounded in time so a slow plan cannot stall the run.
      await load(page, null, concurrency, Math.min(100, CATALOGUE_ROUND), { seconds: 5 });
      const run = await load(page, null, concurrency, CATALOGUE_ROUND, {
        seconds: CATALOGUE_SECONDS,
      });
      const r = summarise([run]);
      const verdict = run.latencies.length === 0 ? '' : r.p95 <= 50 ? 'ok' : '> 50 ms';
      console.log(
        `${label.padEnd(32)}${String(concurrency).padStart(7)} ${fmt(r.rps, 0)} ${fmt(r.p50 ?? NaN, 2)} ${fmt(r.p95 ?? NaN, 2)} ${fmt(r.p99 ?? NaN, 2)}  ${String(run.latencies.length).padEnd(5)} ${String(run.errors.length).padStart(6)}  ${os.loadavg()[0].toFixed(2).padStart(5)}  ${verdict}`,
      );
    }
  }
}

async function benchEngine(name, env, openEngine, postmasterPid) {
  // PGlite's database lives in the data folder; PostgreSQL's cluster is kept by itself.
  const keepIn = KEEP && !env.DATABASE_URL ? keptDir('pglite') : null;
  if (keepIn) fs.mkdirSync(keepIn, { recursive: true });
  const dataDir = keepIn ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-bench-'));
  const ports = async () => ({ API_PORT: String(await freePort()) });
  const baseEnv = { DATA_DIR: dataDir, ...env };
  try {
    const first = await startCli({ ...baseEnv, ...(await ports()) });
    await first.stop();
    if (!DATA_ONLY) {
      const s = await startCli({ ...baseEnv, ...(await ports()) });
      s.postmasterPid = postmasterPid;
      console.log(
        `\n${name}: cold start ${(first.startMs / 1000).toFixed(2)} s on an empty database ` +
          `(migrations + seed), ${(s.startMs / 1000).toFixed(2)} s with existing data ` +
          `(target <= 5 s; from spawning node to the first answered request)\n` +
          `  empty:    ${phases(first)}\n  existing: ${phases(s)}`,
      );
      if (!env.DATABASE_URL) {
        // As the first start of a clone whose install did not build the PGlite caches (the
        // `prepare` script): initdb inside WASM, the bootstrap and every migration, then the seed.
        const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'vstrechi-bench-'));
        try {
          const cold = await startCli({
            ...baseEnv,
            DATA_DIR: bare,
            PGLITE_TEMPLATE: '0',
            ...(await ports()),
          });
          await cold.stop();
          console.log(
            `  without the PGlite caches (an install that skipped \`prepare\`): ` +
              `${(cold.startMs / 1000).toFixed(2)} s\n  no cache: ${phases(cold)}`,
          );
        } finally {
          fs.rmSync(bare, { recursive: true, force: true });
        }
      }
      try {
        await benchProfiles(s);
        await benchCompression(s);
      } finally {
        await s.stop();
      }
    }
    if (ONLY === 'groups') {
      await groupsPart(name, baseEnv, openEngine, dataDir, ports);
      return;
    }
    if (ONLY && ONLY !== 'catalogue') return;
    // The stack is stopped: the generator has the database to itself.
    const engine = await openEngine(dataDir);
    let generated;
    let explained;
    try {
      generated = await generateCatalogue(engine, { events: EVENTS, rsvps: RSVPS });
      explained = [
        await explainCatalogue(engine),
        await explainFunction(engine, await catalogueScenarios('http://localhost', 'anon')),
      ].join('\n');
    } finally {
      await engine.close();
    }
    console.log(
      `\n${name}: events catalogue on ${EVENTS} events and ${RSVPS} RSVPs (${generated})` +
        (KEEP ? ' (kept for the next run; BENCH_FRESH=1 generates anew)' : ''),
    );
    console.log(explained);
    const s = await startCli({ ...baseEnv, ...(await ports()) });
    try {
      await benchCatalogue(s);
    } finally {
      await s.stop();
    }
    if (!ONLY) await groupsPart(name, baseEnv, openEngine, dataDir, ports);
  } finally {
    if (!keepIn) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function groupsPart(name, baseEnv, openEngine, dataDir, ports) {
  const engine = await openEngine(dataDir);
  let generated;
  try {
    generated = await generateGroups(engine, GROUPS);
  } finally {
    await engine.close();
  }
  console.log(
    `\n${name}: groups on ${GROUPS.groups} groups, ${GROUPS.memberships} memberships and ` +
      `${GROUPS.comments} comments (${generated})` +
      (KEEP ? ' (kept for the next run; BENCH_FRESH=1 generates anew)' : ''),
  );
  const s = await startCli({ ...baseEnv, ...(await ports()) });
  try {
    const scenarios = (await groupsScenarios(s.apiUrl, s.anonKey)).filter(
      ({ label }) => !SCENARIOS || SCENARIOS.split(',').some((part) => label.includes(part)),
    );
    console.log(await explainGroups(s.apiUrl, scenarios));
    await benchGroups(s, scenarios, {
      load,
      summarise,
      concurrency: CATALOGUE_CONCURRENCY,
      round: CATALOGUE_ROUND,
      seconds: CATALOGUE_SECONDS,
    });
  } finally {
    await s.stop();
  }
}

console.log(
  `bench:api: ${ROUND} measured requests per path and scenario; ${os.cpus().length} CPUs, ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (shared machine: figures vary)`,
);
// BENCH_ENGINES=pglite or =postgres runs one engine only.
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
if (ENGINES.includes('pglite')) {
  await benchEngine('PGlite', { DATABASE_URL: '' }, (dataDir) => openPglite(dataDir));
}
const reason = postgresUnavailableReason();
if (!ENGINES.includes('postgres')) {
  // skipped on request
} else if (reason && !process.env.BENCH_DATABASE_URL) {
  console.log(`\nPostgreSQL: skipped (${reason})`);
} else {
  const cluster = process.env.BENCH_DATABASE_URL
    ? null
    : await startThrowawayPostgres({
        keepIn: KEEP ? keptDir('postgres') : undefined,
        // Where the database's time goes per statement, beside the HTTP figures.
        settings: ['shared_preload_libraries=pg_stat_statements'],
      });
  try {
    const url = process.env.BENCH_DATABASE_URL ?? cluster.url;
    await benchEngine(
      `PostgreSQL ${cluster?.version ?? ''}`.trim(),
      { DATABASE_URL: url },
      () => openPostgres(url),
      cluster?.pid,
    );
  } finally {
    await cluster?.stop();
  }
}
agent.destroy();
