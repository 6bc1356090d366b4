// `npm run bench:web`: what the first visit costs. Builds for production, then for each route prints
// the JS and CSS a first visit downloads (gzip bytes), and runs Lighthouse (mobile) on / and /about.
//
//   node scripts/bench-web.mjs [--skip-build] [--no-lighthouse] [--runs=3] [--json]
//
// Two measures of first-load bytes: "manifest" follows the static imports of each route's entry in
// Vite's manifest (what the route needs by construction); "browser" loads the page in Chromium and
// sums every script and stylesheet actually fetched (the truth, including lazy chunks). vite preview
// does not compress, so both gzip the files here (level 9, like a typical CDN).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';

const args = new Set(process.argv.slice(2));
const OUT = '.bench/dist';
const PORT = 4183; // not 4173: the end-to-end tests may be using that one
const BASE = `http://127.0.0.1:${PORT}`;
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
const TARGETS = { homeJsGzip: 130 * 1024, lighthouse: [98, 100, 100, 100] };

/** Route → the lazily imported page modules it needs on top of the entry (source paths). */
const ROUTES = {
  '/': [],
  '/about': ['src/features/about/about-page.tsx'],
  '/404-path': [],
};
/** Loaded before the first render: the default language's messages (when not in the entry). */
const BOOT_MODULES = ['lang/compiled/ru.json'];

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function build() {
  run('npm', ['run', '--silent', 'i18n:compile']);
  run('npx', ['panda', 'codegen', '--silent']);
  // The manifest is asked for here, not in vite.config.ts: only the benchmark reads it.
  run('npx', [
    'vite',
    'build',
    '--manifest',
    '--outDir',
    OUT,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
}

function manifestSizes() {
  const manifest = JSON.parse(readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const collect = (keys) => {
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
    return [...files];
  };
  const out = {};
  for (const [route, modules] of Object.entries(ROUTES)) {
    // A boot module that is not a chunk of its own is inside the entry, already counted.
    const boot = BOOT_MODULES.filter((m) => m in manifest);
    const files = collect([entryKey, ...boot, ...modules]);
    const sum = (ext) =>
      files
        .filter((f) => f.endsWith(ext))
        .reduce((n, f) => n + gz(readFileSync(path.join(OUT, f))), 0);
    out[route] = { js: sum('.js'), css: sum('.css'), files };
  }
  return out;
}

async function startPreview() {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--outDir', OUT, '--port', String(PORT), '--strictPort'],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error('vite preview did not start');
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function browserSizes() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const out = {};
  try {
    for (const route of Object.keys(ROUTES)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies = [];
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          bodies.push(res.body().then((b) => ({ type, url: res.url(), gzip: gz(b) })));
        }
      });
      await page.goto(BASE + route, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const loaded = await Promise.all(bodies);
      const sum = (t) => loaded.filter((r) => r.type === t).reduce((n, r) => n + r.gzip, 0);
      out[route] = { js: sum('script'), css: sum('stylesheet'), requests: loaded.length };
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
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error('chromium did not open its debugging port');
}

async function lighthouseScores() {
  const { default: lighthouse } = await import('lighthouse');
  const port = 9333;
  const chrome = await startChrome(port);
  const out = {};
  try {
    for (const route of ['/', '/about']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Default config = mobile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown.
        const result = await lighthouse(BASE + route, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runs.push(summarise(result.lhr));
      }
      // The median run by performance: CPU time on a shared machine varies from run to run.
      runs.sort((a, b) => a.performance - b.performance);
      out[route] = { ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.performance) };
    }
  } finally {
    stop(chrome);
  }
  return out;
}

function summarise({ categories, audits }) {
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .filter((a) => !['metricSavings'].includes(a.id))
      .map((a) => a.id),
  };
}

async function main() {
  if (!args.has('--skip-build') || !existsSync(path.join(OUT, '.vite/manifest.json'))) build();
  const fromManifest = manifestSizes();
  const preview = await startPreview();
  let fromBrowser;
  let lh = null;
  try {
    fromBrowser = await browserSizes();
    if (!args.has('--no-lighthouse')) lh = await lighthouseScores();
  } finally {
    stop(preview);
  }

  if (args.has('--json')) {
    console.log(JSON.stringify({ fromManifest, fromBrowser, lighthouse: lh }, null, 2));
    return;
  }

  console.log('\nFirst load, gzip (manifest: static imports of the route | browser: fetched)');
  console.log('route        JS manifest   JS browser    CSS manifest  CSS browser');
  for (const route of Object.keys(ROUTES)) {
    const m = fromManifest[route];
    const b = fromBrowser[route];
    console.log(
      `${route.padEnd(12)} ${kb(m.js).padEnd(13)} ${kb(b.js).padEnd(13)} ${kb(m.css).padEnd(13)} ${kb(b.css)}`,
    );
  }
  const homeJs = Math.max(fromManifest['/'].js, fromBrowser['/'].js);
  console.log(
    `home JS ${kb(homeJs)} — target ≤ ${kb(TARGETS.homeJsGzip)}: ${homeJs <= TARGETS.homeJsGzip ? 'met' : 'MISSED'}`,
  );

  if (lh) {
    console.log('\nLighthouse 12, mobile');
    console.log('route    perf  a11y  best  seo   LCP      FCP      CLS    TBT');
    for (const [route, s] of Object.entries(lh)) {
      console.log(
        `${route.padEnd(8)} ${String(s.performance).padEnd(5)} ${String(s.accessibility).padEnd(5)} ${String(s.bestPractices).padEnd(5)} ${String(s.seo).padEnd(5)} ${`${s.lcpMs} ms`.padEnd(8)} ${`${s.fcpMs} ms`.padEnd(8)} ${String(s.cls).padEnd(6)} ${s.tbtMs} ms`,
      );
      console.log(
        `         performance over ${s.runs.length} runs: ${s.runs.join(', ')} (median shown)`,
      );
      if (s.failing.length) console.log(`         not passing: ${s.failing.join(', ')}`);
    }
    console.log(
      `targets: ${TARGETS.lighthouse.join('/')} (performance/accessibility/best practices/SEO)`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
