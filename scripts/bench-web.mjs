// `npm run bench:web`: what the first visit costs. Starts the local stack on its own data folder and
// port (seeded, so pages render real data), builds for production against it, then for each route
// prints the JS and CSS a first visit downloads (gzip bytes), the route's JS beyond the shell, and
// Lighthouse (mobile) for /, /about, /events, /events/{a seeded event}, /groups and /groups/{a
// seeded group}. The routes are every path of src/app/routes.tsx and src/app/*/routes.tsx, read
// from the source, so an area's new page is measured as soon as its route exists; `:id` takes a
// seeded event's or group's id (SEEDED below), and a members-only page is measured as a visitor
// meets it (sent to sign in), which the table says.
//
//   node scripts/bench-web.mjs [--skip-build] [--no-lighthouse] [--runs=3] [--json] [--files]
//                              [--lighthouse-routes=/,/about] [--save-lhr=dir] [--serve]
//
// --lighthouse-routes narrows the Lighthouse runs (a before/after pair on one page costs a third of
// the time); --files lists each route's files beyond the shell; --save-lhr writes each route's median report there (LCP phases, network tree, long
// tasks) to read with any JSON tool. --serve builds, then serves the build and its stack without
// measuring, until Ctrl-C (for a profiler, e.g. scripts/profile-web.mjs).
//
// Three measures of first-load bytes: "manifest" follows, in Vite's manifest, the static imports of
// the page chunks the route loaded (the modules the app imports lazily that the bare 404 does not
// load: what the route needs by construction); "browser" loads the page in Chromium and sums every
// script and stylesheet fetched until the network is idle (the truth, lazy chunks and data client
// included); "lighthouse" sums the scripts in Lighthouse's own network record of the
// median run. The bench serves the build itself, compressed like a CDN (Brotli for Chromium, which
// asks for it), and counts bytes in gzip (level 9), the unit of the issues' budgets.
// Run it under `flock /tmp/vstrechi-ports.lock`: it binds ports, like the end-to-end tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { supabaseShare } from './bench-web-modules.mjs';

const args = new Set(process.argv.slice(2));
const OUT = '.bench/dist';
const PORT = 4183; // not 4173: the end-to-end tests may be using that one
const BASE = `http://127.0.0.1:${PORT}`;
// The bench's own stack: never the dev stack's data, never the e2e stack's port.
const API_PORT = 54331;
const API = `http://127.0.0.1:${API_PORT}`;
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS = Number(
  process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3,
);
const TARGETS = {
  // The plan: home's first-load JS must not grow past its 126.9 KB as the areas land (aim: 115).
  homeJsGzip: 127 * 1024,
  homeJsAim: 115 * 1024,
  routeJsBeyondShell: 30 * 1024,
  lighthouse: [98, 100, 100, 100],
};
/**
 * The data client: chunks made mostly of supabase-js and its parts (auth, PostgREST, storage,
 * realtime-js with Phoenix), shared by every page that talks to the backend and counted apart from
 * the route's own code. Read from the chunk's source map, not its name: Rolldown names the chunk
 * after its first module, and realtime-js's came out as `module-*.js` (its dist/module folder), so a
 * name pattern counted the event page's realtime client as route code.
 */
const dataClientFiles = new Map();
const isDataClient = (file) => {
  if (!file.endsWith('.js')) return false;
  if (!dataClientFiles.has(file)) dataClientFiles.set(file, supabaseShare(OUT, file) >= 0.5);
  return dataClientFiles.get(file);
};

/** The page every route is compared with: the shell alone (the 404). */
const NOT_FOUND = '/404-path';
/**
 * Where a route's parameters come from: `:id` from its area's entry (the seed's first upcoming
 * event, its first public group), `:<name>Id` from `<name>s` (that group's first thread).
 */
const SEEDED = {
  events: () =>
    `/rest/v1/events?select=id&status=eq.published&ends_at=gte.${new Date().toISOString()}&order=starts_at.asc&limit=1`,
  groups: () => '/rest/v1/groups?select=id&privacy=eq.public&order=id.asc&limit=1',
  threads: (ids) =>
    `/rest/v1/group_threads?select=id&group_id=eq.${ids.groups}&order=id.asc&limit=1`,
};

/** Every path the app routes (src/app/routes.tsx and each area's routes.tsx), in source order. */
function appRoutes() {
  const files = [
    'src/app/routes.tsx',
    ...readdirSync('src/app', { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join('src/app', d.name, 'routes.tsx')))
      .map((d) => path.join('src/app', d.name, 'routes.tsx'))
      .sort(),
  ];
  const paths = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]),
  );
  return [...new Set(paths), NOT_FOUND];
}
const ROUTES = appRoutes();
const option = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const LIGHTHOUSE_ROUTES = (
  option('lighthouse-routes')?.split(',') ?? [
    '/',
    '/about',
    '/events',
    '/events/:id',
    '/groups',
    '/groups/:id',
  ]
).filter((route) => ROUTES.includes(route));
const SAVE_LHR = option('save-lhr');

function run(cmd, cmdArgs, env = {}) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
/** Brotli at its best quality, as CDNs compress static assets ahead of time. */
const brotli = (buf) =>
  brotliCompressSync(buf, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

function build() {
  run('npm', ['run', '--silent', 'i18n:compile']);
  run('npx', ['panda', 'codegen', '--silent']);
  // The manifest is asked for here, not in vite.config.ts: only the benchmark reads it. Source maps
  // are hidden (no script names them, so no browser fetches them) and let a profile name functions.
  run(
    'npx',
    [
      'vite',
      'build',
      '--manifest',
      '--sourcemap',
      'hidden',
      '--outDir',
      OUT,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { VITE_SUPABASE_URL: API, VITE_SUPABASE_ANON_KEY: ANON_KEY },
  );
}

async function waitFor(url, what, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${what} did not start`);
}

/** A fresh, seeded stack: the pages render the demo data, as a visitor would see them. */
async function startStack() {
  // A stack already there would be measured in place of a freshly seeded one.
  const busy = await fetch(`${API}/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${API_PORT} is taken: stop what runs there first`);
  const child = spawn('npx', ['tsx', 'server/cli/stack.ts', '--reset'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, DATA_DIR: '.bench/data', API_PORT: String(API_PORT), MAIL_PORT: 'off' },
  });
  await waitFor(`${API}/health`, 'the local stack', child);
  return child;
}

/** Each seeded id (SEEDED), as a visitor's pages would list it. */
async function seededIds() {
  const ids = {};
  for (const [area, query] of Object.entries(SEEDED)) {
    const res = await fetch(API + query(ids), {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
    });
    const rows = await res.json();
    if (!res.ok || !rows[0])
      throw new Error(`nothing in the seed for ${area}: ${JSON.stringify(rows)}`);
    ids[area] = rows[0].id;
  }
  return ids;
}

/** A route's address: `:id` from its area's seeded id; null for a parameter the bench cannot fill. */
function addressOf(route, ids) {
  const filled = route
    .replace(/:id\b/, () => ids[route.split('/')[1]] ?? ':id')
    .replace(/:(\w+)Id\b/g, (param, name) => ids[`${name}s`] ?? param);
  return filled.includes(':') ? null : filled;
}

function readManifest() {
  return JSON.parse(readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8'));
}

function closure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

const fileGzip = (file) => gz(readFileSync(path.join(OUT, file)));
const sumGzip = (files, ext) =>
  [...files].filter((f) => f.endsWith(ext)).reduce((n, f) => n + fileGzip(f), 0);

/** A route's first-load bytes: JS and CSS in all, and beyond the shell its own JS and the data client. */
const routeBytes = (files, beyond) => ({
  js: sumGzip(files, '.js'),
  css: sumGzip(files, '.css'),
  beyondJs: sumGzip(
    beyond.filter((f) => !isDataClient(f)),
    '.js',
  ),
  dataClientJs: sumGzip(beyond.filter(isDataClient), '.js'),
});

/**
 * The shell: what index.html loads (scripts, module preloads, stylesheets) and their static
 * imports, the default language included. Read from the built page, not from the manifest's entry:
 * the build's chunk groups may fold the entry into a chunk of another name.
 */
function shellFiles(manifest) {
  const html = readFileSync(path.join(OUT, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = closure(
    manifest,
    referenced.filter((f) => keyOf.has(f)).map((f) => keyOf.get(f)),
  );
  for (const f of referenced) files.add(f);
  return files;
}

/**
 * By construction: the static imports of the page chunks each route loaded, the modules the app
 * imports lazily (facades of dynamic imports) that the bare 404 does not load, less the languages.
 */
function manifestSizes(manifest, fromBrowser) {
  const shell = shellFiles(manifest);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const lazyModules = (route) =>
    fromBrowser[route].files
      .map((f) => keyOf.get(f))
      .filter((key) => key && manifest[key].isDynamicEntry && !key.startsWith('lang/'));
  const baseline = new Set(lazyModules(NOT_FOUND));
  const out = {};
  for (const route of Object.keys(fromBrowser)) {
    const modules = lazyModules(route).filter((key) => !baseline.has(key));
    // The route's own modules: not those its pages load later (the realtime client, supabase-js).
    const own = modules.filter(
      (key) => !modules.some((other) => manifest[other].dynamicImports?.includes(key)),
    );
    const files = closure(manifest, own);
    for (const f of shell) files.add(f);
    const beyond = [...files].filter((f) => !shell.has(f));
    out[route] = {
      modules: own,
      ...routeBytes(files, beyond),
    };
  }
  return { shellJs: sumGzip(shell, '.js'), routes: out };
}

/** Files under OUT named by their URL path (what the bench's server serves). */
const assetOf = (url) => {
  const { pathname, origin } = new URL(url);
  return origin === BASE && existsSync(path.join(OUT, pathname)) ? pathname.slice(1) : null;
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/**
 * The build served as a CDN would: compressed text (Brotli for a browser that accepts it, as
 * Chromium does, else gzip), long caching for hashed assets, index.html for app routes.
 * `vite preview` sends everything uncompressed, which no production host does and which
 * Lighthouse's slow-4G simulation turns into seconds.
 */
async function startServer() {
  const { createServer } = await import('node:http');
  const cache = new Map();
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, BASE);
    let file = path.join(OUT, decodeURIComponent(pathname));
    const outside = path.relative(OUT, file).startsWith('..');
    // A prerendered page (scripts/prerender.ts) is <path>.html, as static hosts serve it.
    if (!outside && existsSync(`${file}.html`)) file = `${file}.html`;
    else if (outside || !existsSync(file) || !statSync(file).isFile())
      file = path.join(OUT, 'index.html');
    const ext = path.extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers = {
      'content-type': type,
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    if (/^(text|application\/(json|xml)|image\/svg)/.test(type)) {
      const encoding = /\bbr\b/.test(req.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
      // Keyed by modification time too: with --serve, a rebuild replaces index.html in place.
      const key = `${encoding}:${file}@${statSync(file).mtimeMs}`;
      if (!cache.has(key))
        cache.set(key, encoding === 'br' ? brotli(body) : gzipSync(body, { level: 9 }));
      body = cache.get(key);
      headers['content-encoding'] = encoding;
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORT, '127.0.0.1', resolve);
  });
  return server;
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function browserSizes(urls, shell) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const out = {};
  try {
    for (const [route, url] of Object.entries(urls)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files = new Set();
      const consoleErrors = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      page.on('pageerror', (e) => consoleErrors.push(String(e)));
      page.on('response', (res) => {
        const type = res.request().resourceType();
        const file = assetOf(res.url());
        if (file && (type === 'script' || type === 'stylesheet')) files.add(file);
      });
      await page.goto(BASE + url, { waitUntil: 'networkidle' });
      // A members-only page sends a visitor to sign in: measured as the visitor meets it.
      const shown = new URL(page.url()).pathname;
      const heading = await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (!heading) consoleErrors.push('no level-one heading within 15 s');
      // Stylesheets inlined into the page by the build arrive with it: counted all the same.
      for (const href of await page.$$eval('style[data-href]', (styles) =>
        styles.map((s) => s.dataset.href),
      ))
        files.add(href.slice(1));
      const beyond = [...files].filter((f) => !shell.has(f));
      out[route] = {
        ...routeBytes(files, beyond),
        requests: files.size,
        shown,
        files: [...files],
        beyond: beyond.map((f) => ({ file: f, gzip: fileGzip(f), dataClient: isDataClient(f) })),
        consoleErrors,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function startChrome(port) {
  const child = spawn(
    CHROME,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, '--user-data-dir=.bench/chrome-profile'],
    { stdio: 'ignore', detached: true },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'chromium', child);
  return child;
}

async function lighthouseScores(urls) {
  const { default: lighthouse } = await import('lighthouse');
  const port = 9333;
  const chrome = await startChrome(port);
  const out = {};
  try {
    for (const route of LIGHTHOUSE_ROUTES.filter((r) => urls[r])) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Default config = mobile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown.
        const result = await lighthouse(BASE + urls[route], {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runs.push({ ...summarise(result.lhr), load: os.loadavg()[0], lhr: result.lhr });
      }
      // The median run by performance: CPU time on a shared machine varies from run to run.
      runs.sort((a, b) => a.performance - b.performance);
      const { lhr, ...median } = runs[Math.floor(runs.length / 2)];
      if (SAVE_LHR) {
        mkdirSync(SAVE_LHR, { recursive: true });
        const name = route === '/' ? 'home' : route.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
        writeFileSync(path.join(SAVE_LHR, `${name}.json`), JSON.stringify(lhr));
      }
      out[route] = {
        ...median,
        runs: runs.map((r) => r.performance),
        loads: runs.map((r) => r.load.toFixed(2)),
      };
    }
  } finally {
    stop(chrome);
  }
  return out;
}

function summarise({ categories, audits }) {
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => assetOf(r.url))
    .filter(Boolean);
  const lcpItems = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems[0]?.items?.[0]?.node;
  return {
    lcpElement: lcpNode ? `${lcpNode.nodeLabel} (${lcpNode.selector})` : 'unknown',
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    jsGzip: sumGzip(new Set(scripts), '.js'),
    consoleErrors: (audits['errors-in-console']?.details?.items ?? []).map((e) => e.description),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .filter((a) => !['metricSavings'].includes(a.id))
      .map((a) => a.id),
  };
}

async function main() {
  console.log(`load average at start: ${load()} (${os.cpus().length} cores)`);
  const stack = await startStack();
  let server;
  try {
    const ids = await seededIds();
    const unfilled = ROUTES.filter((r) => !addressOf(r, ids));
    if (unfilled.length) console.log(`not measured (no seeded value for): ${unfilled.join(', ')}`);
    const urls = Object.fromEntries(
      ROUTES.filter((r) => addressOf(r, ids)).map((r) => [r, addressOf(r, ids)]),
    );
    if (!args.has('--skip-build') || !existsSync(path.join(OUT, '.vite/manifest.json'))) build();
    const manifest = readManifest();
    server = await startServer();
    if (args.has('--serve')) {
      // For a profiler: the same build and data as the measured runs, until Ctrl-C.
      console.log(
        `serving the build at ${BASE} (event page ${BASE}${urls['/events/:id']}, group page ${BASE}/groups/${ids.groups}); Ctrl-C stops`,
      );
      await new Promise((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      return;
    }
    const fromBrowser = await browserSizes(urls, shellFiles(manifest));
    const fromManifest = manifestSizes(manifest, fromBrowser);
    const lh = args.has('--no-lighthouse') ? null : await lighthouseScores(urls);
    report({ urls, fromManifest, fromBrowser, lh });
  } finally {
    server?.close();
    server?.closeAllConnections();
    stop(stack);
  }
}

function report({ urls, fromManifest, fromBrowser, lh }) {
  if (args.has('--json')) {
    console.log(JSON.stringify({ urls, fromManifest, fromBrowser, lighthouse: lh }, null, 2));
    return;
  }
  for (const [route, url] of Object.entries(urls))
    if (url !== route) console.log(`${route} = ${url}`);
  console.log(`shell JS (entry + static imports + ru messages): ${kb(fromManifest.shellJs)}`);
  console.log(
    '\nFirst load, gzip (manifest: static imports of the route | browser: fetched until idle)',
  );
  console.log(
    'route                JS manifest  JS browser   CSS manifest CSS browser  beyond shell (manifest | browser)  + data client  shown as',
  );
  for (const route of Object.keys(fromBrowser)) {
    const m = fromManifest.routes[route];
    const b = fromBrowser[route];
    console.log(
      [
        route.padEnd(20),
        kb(m.js).padEnd(12),
        kb(b.js).padEnd(12),
        kb(m.css).padEnd(12),
        kb(b.css).padEnd(12),
        `${kb(m.beyondJs)} | ${kb(b.beyondJs)}`.padEnd(34),
        kb(Math.max(m.dataClientJs, b.dataClientJs)).padEnd(14),
        b.shown === urls[route] ? '' : b.shown,
      ].join(' '),
    );
  }
  const homeJs = Math.max(fromManifest.routes['/'].js, fromBrowser['/'].js);
  console.log(
    `home JS ${kb(homeJs)} — target ≤ ${kb(TARGETS.homeJsGzip)}: ${homeJs <= TARGETS.homeJsGzip ? 'met' : 'MISSED'} (aim ${kb(TARGETS.homeJsAim)})`,
  );
  // Every page a visitor can see (not the 404, not those that send a visitor to sign in).
  for (const route of Object.keys(fromBrowser)) {
    if (route === '/' || route === NOT_FOUND || fromBrowser[route].shown !== urls[route]) continue;
    const beyond = Math.max(fromManifest.routes[route].beyondJs, fromBrowser[route].beyondJs);
    const client = fromBrowser[route].dataClientJs;
    console.log(
      `${route} route JS beyond the shell ${kb(beyond)} — target ≤ ${kb(TARGETS.routeJsBeyondShell)}: ${beyond <= TARGETS.routeJsBeyondShell ? 'met' : 'MISSED'}` +
        (client ? `; with the data client (supabase-js, realtime-js) ${kb(beyond + client)}` : ''),
    );
  }
  for (const [route, b] of Object.entries(fromBrowser)) {
    for (const e of b.consoleErrors) console.log(`console error on ${route}: ${e}`);
  }
  if (args.has('--files')) {
    console.log('\nFetched beyond the shell (browser), gzip; * = data client:');
    for (const [route, b] of Object.entries(fromBrowser))
      console.log(
        `${route.padEnd(20)} ${b.beyond.map((f) => `${f.file}${f.dataClient ? '*' : ''} ${kb(f.gzip)}`).join(', ')}`,
      );
  }

  if (lh) {
    console.log(`\nLighthouse 12, mobile (load average now: ${load()})`);
    console.log(
      'route          perf  a11y  best  seo   LCP      FCP      CLS    TBT      JS fetched',
    );
    for (const [route, s] of Object.entries(lh)) {
      console.log(
        `${route.padEnd(14)} ${String(s.performance).padEnd(5)} ${String(s.accessibility).padEnd(5)} ${String(s.bestPractices).padEnd(5)} ${String(s.seo).padEnd(5)} ${`${s.lcpMs} ms`.padEnd(8)} ${`${s.fcpMs} ms`.padEnd(8)} ${String(s.cls).padEnd(6)} ${`${s.tbtMs} ms`.padEnd(8)} ${kb(s.jsGzip)}`,
      );
      console.log(
        `               performance over ${s.runs.length} runs: ${s.runs.join(', ')} (median shown; 1-min load ${s.loads.join(', ')})`,
      );
      console.log(`               LCP element: ${s.lcpElement}`);
      if (s.failing.length) console.log(`               not passing: ${s.failing.join(', ')}`);
      for (const e of s.consoleErrors) console.log(`               console error: ${e}`);
    }
    console.log(
      `targets: ${TARGETS.lighthouse.join('/')} (performance/accessibility/best practices/SEO); /events pages performance ≥ 98`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
