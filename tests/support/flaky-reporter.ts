/**
 * Names every test that failed and then passed on its retry (the browser stories retry once, see
 * vite.config.ts). A retry keeps one slow frame on a busy machine from failing the run; this
 * keeps the frame from going unnoticed: `npm test` repeats these lines under its summary.
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (testCase.diagnostic()?.flaky) {
      this.flaky.push(
        `${testCase.module.moduleId.replace(process.cwd() + '/', '')} › ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd() {
    for (const name of this.flaky) console.log(`FLAKY (passed on retry): ${name}`);
  }
}
