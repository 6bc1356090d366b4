// @vitest-environment node
/**
 * The one-way import flow (machines <- services <- features <- app; no feature imports another;
 * components import no feature or app; Storybook code in none of them) is enforced by
 * eslint.config.js. These lint real source
 * text as if it were a file in each zone, so a zone that stops firing (a config or resolver
 * change, a renamed folder) fails here instead of silently letting imports through.
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

// The first lint loads ESLint's parsers and the resolver: seconds on a busy machine.
describe('import boundaries (eslint.config.js zones)', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'src/features/auth/fixture.ts',
      "import { pageMessages } from '../events/events.messages';\nexport const m = pageMessages;\n",
      /A feature imports no other feature/,
    ],
    [
      'a feature importing the app (dynamic import too)',
      'src/features/profile/fixture.ts',
      "export const load = () => import('../../app/accounts/guards');\n",
      /a feature imports nothing of src\/app/,
    ],
    [
      'a service importing a feature',
      'src/services/fixture.ts',
      "import { authMessages } from '../features/auth/auth.messages';\nexport const m = authMessages;\n",
      /Services sit below features and app/,
    ],
    [
      'a machine importing a service, even for a type',
      'machines/events/fixture.ts',
      "import type { ImageKind } from '../../src/services/storage';\nexport type K = ImageKind;\n",
      /Machines are the formal model/,
    ],
    [
      'a component importing a feature',
      'src/components/ui/fixture.ts',
      "export { LoginPage } from '../../features/auth/login-page';\n",
      /Components are shared by features/,
    ],
    [
      'a component importing the app',
      'src/components/upload/fixture.ts',
      "import { SessionContext } from '../../app/contexts/session';\nexport const s = SessionContext;\n",
      /Components are shared by features/,
    ],
    // The statechart drawing (ELK, SVG) is for Storybook and tests only: it can never reach the bundle.
    [
      'the app importing the statechart drawing',
      'src/app/fixture.ts',
      "export const load = () => import('../../stories/machines/support/statechart-layout');\n",
      /Storybook code .* stays out of the app/,
    ],
    [
      'a feature importing the statechart drawing',
      'src/features/auth/fixture.ts',
      "import { statechartGraph } from '../../../stories/machines/support/statechart-graph';\nexport const g = statechartGraph;\n",
      /Storybook code .* stays out of the app/,
    ],
    [
      'a machine importing the Storybook machine pages',
      'machines/auth/fixture.ts',
      "import { machineExports } from '../../.storybook/machine-stories';\nexport const m = machineExports;\n",
      /Storybook code .* stays out of the app/,
    ],
  ])('refuses %s', async (_, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'a feature importing its own files, components, services and machines',
      'src/features/auth/fixture.ts',
      [
        "import { authMessages } from './auth.messages';",
        "import { Button } from '../../components/ui/button';",
        "import { listEvents } from '../../services/events-public';",
        "import { loginMachine } from '../../../machines/auth/login.machine';",
        'export const all = [authMessages, Button, listEvents, loginMachine];',
      ].join('\n'),
    ],
    [
      'the app importing features',
      'src/app/fixture.ts',
      "import { LoginPage } from '../features/auth/login-page';\nexport const p = LoginPage;\n",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe('the recipes barrel (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses it and allows a recipe’s own module: the barrel put lazy screens’ recipes in the shell', async () => {
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath: 'src/components/ui/fixture.ts' }))
        .flatMap((r) => r.messages)
        .filter((m) => m.ruleId === 'no-restricted-imports');
    expect(
      await lint("import { button } from 'styled-system/recipes';\nexport const b = button;\n"),
    ).toHaveLength(1);
    expect(
      await lint(
        "import { button } from 'styled-system/recipes/button';\nexport const b = button;\n",
      ),
    ).toEqual([]);
  });
});
