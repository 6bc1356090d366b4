// @vitest-environment node
/**
 * The statechart drawing (stories/machines/support: ELK, SVG) is for Storybook and tests only: an
 * eslint.config.js zone refuses it in the app and in machines, so it can never reach the bundle.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('the statechart drawing stays out of the app', { timeout: 60_000 }, () => {
  it.each([
    [
      'src/app/fixture.ts',
      "export const load = () => import('../../stories/machines/support/statechart-layout');\n",
    ],
    [
      'src/features/auth/fixture.ts',
      "import { statechartGraph } from '../../../stories/machines/support/statechart-graph';\nexport const g = statechartGraph;\n",
    ],
    [
      'machines/auth/fixture.ts',
      "import { machineExports } from '../../.storybook/machine-stories';\nexport const m = machineExports;\n",
    ],
  ])('refuses it in %s', async (filePath, code) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Storybook code .* stays out of the app/);
  });
});
