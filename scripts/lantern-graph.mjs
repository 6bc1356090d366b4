// What decides a page's Lighthouse LCP: runs Lighthouse (mobile) once on a URL and prints the two
// graphs its simulation (Lantern) times LCP with, the optimistic and the pessimistic, node by node
// in simulated time. Lighthouse's LCP is the mean of the two graphs' last end times, so the node
// that ends last in each is what to shorten. Two rules of the simulation matter most here: every
// request in flight gets an equal share of the 1.6 Mbps line (small requests beside a big one
// slow it down), and CPU time is the trace's, multiplied by 4. Run it against
// `npm run bench:web -- --skip-build --serve` (the production build).
//
//   node scripts/lantern-graph.mjs [url]
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
// Lighthouse's own copy of Lantern, which keeps the node timings of its last simulations.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const url = process.argv[2] ?? 'http://127.0.0.1:4183/events';
const PORT = 9446;
const chrome = spawn(
  '/usr/bin/chromium',
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    `--remote-debugging-port=${PORT}`,
    '--user-data-dir=.bench/chrome-lantern',
  ],
  { stdio: 'ignore' },
);
await sleep(1500);
try {
  const { lhr } = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const metric = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms`,
  );
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/^(optimistic|pessimistic)LargestContentfulPaint$/.test(label)) continue;
    console.log(`\n${label} (simulated start, end in ms)`);
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.priority} ${node.request.resourceType} ${node.request.transferSize} B ${node.request.url.replace(/\?.*/, '').split('/').pop()}`
          : `CPU ${(node.duration / 1000).toFixed(1)} ms in the trace: ${node.childEvents
              .filter((e) => e.dur > 1000)
              .sort((a, b) => b.dur - a.dur)
              .slice(0, 4)
              .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`)
              .join(', ')}`;
      console.log(
        `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`,
      );
    }
  }
} finally {
  chrome.kill();
}
