// Compiles lang/<locale>.json to ICU ASTs in lang/compiled/ (generated, not committed).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('@formatjs/cli/bin/formatjs');
mkdirSync('lang/compiled', { recursive: true });
for (const file of readdirSync('lang').filter((f) => f.endsWith('.json'))) {
  execFileSync(
    process.execPath,
    [
      cli,
      'compile',
      `lang/${file}`,
      '--ast',
      '--format',
      'simple',
      '--out-file',
      `lang/compiled/${file}`,
    ],
    {
      stdio: 'inherit',
    },
  );
}
