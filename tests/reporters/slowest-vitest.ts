/**
 * Prints the 10 slowest vitest tests at the end of every run (beside the default reporter), and
 * the 5 slowest files: a file's hooks (starting a host, an Auth emulator) are in no test's time.
 * Then how fast the machine is at the end (slowest.ts machineSpeed).
 */
import type { Reporter, TestModule } from 'vitest/node';
import { formatSlowest, machineSpeed, type Timed } from './slowest.js';

export default class SlowestTests implements Reporter {
  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tests: Timed[] = [];
    const files: Timed[] = [];
    for (const module of testModules) {
      files.push({ name: module.relativeModuleId, ms: module.diagnostic().duration, state: module.state() });
      for (const test of module.children.allTests()) {
        const duration = test.diagnostic()?.duration;
        if (duration !== undefined) tests.push({ name: `${module.relativeModuleId} › ${test.fullName}`, ms: duration, state: test.result().state });
      }
    }
    const text = [formatSlowest('vitest', tests), formatSlowest('vitest', files, 5, 'files')].filter(Boolean).join('\n');
    if (text) console.log(text);
    console.log(`vitest: the machine at the end: ${await machineSpeed()}`);
  }
}
