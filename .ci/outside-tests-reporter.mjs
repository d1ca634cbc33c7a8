// A Vitest reporter for CI: writes the errors a run had outside its tests (unhandled errors and
// rejections, a failed hook or teardown) to the JSON file named by CI_OUTSIDE_ERRORS. Vitest's
// JSON report leaves them out, yet they fail the run, and a shortened CI log may not show them.
import { writeFileSync } from 'node:fs';

export default class OutsideTestsReporter {
  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const file = process.env.CI_OUTSIDE_ERRORS;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? 'Error',
      message: error.message ?? String(error),
      // Where it came from: Vitest names the test file an unhandled error originated in.
      origin: error.VITEST_TEST_PATH ?? error.VITEST_TEST_NAME ?? null,
      stack: (error.stack ?? '').split('\n').slice(0, 8).join('\n'),
    }));
    writeFileSync(file, JSON.stringify({ reason, errors }, null, 2));
  }
}
