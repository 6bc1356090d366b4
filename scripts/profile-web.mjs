/* global window */
// Where a page's main-thread time goes on a slow phone: loads a URL in Chromium with the CPU slowed
// 4× (as Lighthouse's mobile run assumes), then prints the long tasks (over 50 ms) and, for each,
// the functions that took most of it (self time, from a CPU profile), plus the same for the whole
// load. Run it against `npm run bench:web -- --skip-build --serve` (the production build).
//
//   node scripts/profile-web.mjs [url] [--runs=N] [--top=N] [--wait=ms]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

/** bench:web builds with hidden source maps: minified positions become source functions. */
const DIST = '.bench/dist/assets';
const maps = new Map();
function original(file, line, column) {
  if (!maps.has(file)) {
    const map = path.join(DIST, `${file}.map`);
    maps.set(
      file,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
    );
  }
  const pos = maps.get(file)?.originalPositionFor({ line, column });
  if (!pos?.source) return null;
  const source = pos.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${pos.name ?? ''} ${source}:${pos.line}`;
}

const url = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:4183/';
const option = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 1);
const TOP = option('top', 8);
const WAIT = option('wait', 4000);
const UPDATES = process.argv.includes('--updates');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    if (UPDATES) {
      // React schedules every update's render from a microtask: the stack of each such call
      // names what caused a render (a machine's new snapshot, a resolved promise, an event).
      await page.addInitScript(() => {
        window.__updates = [];
        Error.stackTraceLimit = 60;
        const queue = window.queueMicrotask.bind(window);
        window.queueMicrotask = (callback) => {
          const stack = new Error().stack ?? '';
          if (
            /performWorkOnRoot|processRootSchedule|ensureRootIsScheduled/.test(String(callback)) ||
            stack.includes('dispatch')
          )
            window.__updates.push({ at: performance.now(), stack });
          else window.__updates.push({ at: performance.now(), stack });
          return queue(callback);
        };
      });
    }
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT);
    const { profile } = await cdp.send('Profiler.stop');
    const tasks = await page.evaluate(() => window.__longTasks);
    const marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      lcp: (() => {
        const all = performance.getEntriesByType('largest-contentful-paint');
        return all.at(-1)?.startTime;
      })(),
    }));
    console.log(
      `\n${url} run ${run + 1} (${Date.now() - started} ms): FCP ${marks.fcp?.toFixed(0)} ms, ` +
        `long tasks ${tasks.length}, blocking after FCP ${tasks
          .filter((t) => t.start >= (marks.fcp ?? 0))
          .reduce((sum, t) => sum + t.duration - 50, 0)
          .toFixed(0)} ms`,
    );
    for (const task of tasks)
      console.log(`  long task at ${task.start.toFixed(0)} ms: ${task.duration.toFixed(0)} ms`);
    console.log(summary(profile));
    if (UPDATES) {
      const updates = await page.evaluate(() => window.__updates);
      console.log(
        `  microtasks queued (${updates.length}), with the first frames of their stacks:`,
      );
      for (const u of updates) {
        const frames = u.stack
          .split('\n')
          .slice(2)
          .map((line) => /(\S+\.js):(\d+):(\d+)/.exec(line))
          .filter(Boolean)
          .map(
            ([, file, line, col]) =>
              original(file.split('/').pop(), Number(line), Number(col) - 1) ??
              `${file.split('/').pop()}:${line}:${col}`,
          );
        const outside = frames.filter((f) => !/react-dom|scheduler\//.test(f)).slice(0, 8);
        if (outside.length) frames.splice(0, frames.length, ...outside);
        else frames.splice(4);
        console.log(`    ${u.at.toFixed(0).padStart(6)} ms  ${frames.join(' < ')}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}

/** Self time by function and by file, and inclusive time of the busiest functions. */
function summary(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => {
    const { functionName, url: file, lineNumber, columnNumber } = n.callFrame;
    const base = file.split('/').pop();
    const source = base && original(base, lineNumber + 1, columnNumber);
    return (
      source ?? `${functionName || '(anonymous)'} ${base}:${lineNumber + 1}:${columnNumber + 1}`
    );
  };
  const self = new Map();
  const bySource = new Map();
  const inclusive = new Map();
  const byFile = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = nodes.get(id);
    if (['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) return;
    total += dt;
    self.set(name(node), (self.get(name(node)) ?? 0) + dt);
    const source = name(node)
      .split(' ')
      .pop()
      .replace(/:\d+(:\d+)?$/, '');
    bySource.set(source, (bySource.get(source) ?? 0) + dt);
    const file = node.callFrame.url.split('/').pop() || node.callFrame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const key = name(nodes.get(n));
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
    }
  });
  const list = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([k, v]) => `      ${v.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  return [
    `  busy (sampled, CPU slowed 4×): ${total.toFixed(0)} ms`,
    `  by file:\n${list(byFile, 8)}`,
    `  self time by source file:\n${list(bySource, TOP)}`,
    `  self time:\n${list(self, TOP)}`,
    `  inclusive time:\n${list(inclusive, TOP * 2)}`,
  ].join('\n');
}
