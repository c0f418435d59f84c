/**
 * Prints the 10 slowest Playwright tests at the end of every run (beside the list reporter), so a
 * test that grows slow is seen the day it does, not when the suite outgrows its 20 minutes.
 * The time is the test's own (its hooks and fixtures included), as the list reporter shows it.
 * Then how fast the machine is at the end (slowest.ts machineSpeed).
 */
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { formatSlowest, machineSpeed, type Timed } from './slowest.js';

export default class SlowestTests implements Reporter {
  private readonly timed: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name;
    const file = path.relative(process.cwd(), test.location.file);
    this.timed.push({ name: `${project ? `[${project}] ` : ''}${file}:${test.location.line} ${test.titlePath().slice(3).join(' › ')}`, ms: result.duration, state: result.status });
  }

  async onEnd(_result: FullResult) {
    const text = formatSlowest('Playwright', this.timed);
    if (text) console.log(text);
    console.log(`Playwright: the machine at the end: ${await machineSpeed()}`);
  }

  printsToStdio() {
    return true;
  }
}
