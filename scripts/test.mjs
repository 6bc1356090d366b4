// `npm test`: every check the project has, in one command, on a clean clone or a working tree.
// Steps run in order; all run even when one fails, so one run shows every problem.
import { spawn } from 'node:child_process';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const only = process.argv.slice(2);
const steps = [
  ['browser', 'bash scripts/ensure-chromium.sh'],
  ['generate', 'npm run --silent i18n:compile && npx panda codegen --silent'],
  ['i18n', 'npm run --silent i18n:check'],
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npx eslint . && npx prettier --check . --log-level warn'],
  // Cheap (seconds): every state has a story and every transition a machine path.
  ['machines', 'npm run --silent machines:coverage'],
  ['unit', 'npx vitest run --project unit'],
  ['stories', 'npx vitest run --project storybook'],
  ['server', "npx vitest run --project 'server*'"],
  ['e2e', 'npx playwright test'],
].filter(([name]) => only.length === 0 || only.includes(name));

// The output still streams as it comes; lines that name a failure are also kept for the summary.
const failureLine =
  /(FLAKY|\d+ flaky|\bFAIL\b|✗|×|✘|\d+\) \[|AssertionError|Error:|Timed out|timed out)/;
function run(cmd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const failures = [];
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.on('data', (chunk) => {
        to.write(chunk);
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          // eslint-disable-next-line no-control-regex
          const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
          if (failureLine.test(plain) && failures.length < 40 && !failures.includes(plain))
            failures.push(plain.slice(0, 300));
        }
      });
    }
    child.on('close', (status) => resolve({ status, failures }));
  });
}

const results = [];
for (const [name, cmd] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd}`);
  const { status, failures } = await run(cmd);
  const ok = status === 0;
  results.push({ name, ok, failures, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok && (name === 'browser' || name === 'generate')) break;
}

console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  // CI keeps only the end of the log: repeat what failed where it will be read.
  for (const line of r.ok ? r.failures.filter((l) => /flaky|✘/i.test(l)) : r.failures)
    console.log(`       ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
