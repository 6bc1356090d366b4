// `npm test`: every check the project has, in one command, on a clean clone or a working tree.
// Steps run in order; all run even when one fails, so one run shows every problem.
import { spawnSync } from 'node:child_process';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const only = process.argv.slice(2);
const steps = [
  ['browser', 'bash scripts/ensure-chromium.sh'],
  ['generate', 'npm run --silent i18n:compile && npx panda codegen --silent'],
  ['i18n', 'npm run --silent i18n:check'],
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npx eslint . && npx prettier --check . --log-level warn'],
  ['unit', 'npx vitest run --project unit'],
  ['stories', 'npx vitest run --project storybook'],
  ['server', "npx vitest run --project 'server*'"],
  ['e2e', 'npx playwright test'],
].filter(([name]) => only.length === 0 || only.includes(name));

const results = [];
for (const [name, cmd] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd}`);
  const r = spawnSync(cmd, { shell: true, stdio: 'inherit', env: process.env });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok && (name === 'browser' || name === 'generate')) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
