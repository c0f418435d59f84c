/**
 * Where a console test's browser time goes, when asked: with E2E_METRICS=<file>, each console test
 * appends one JSON line with its page's main-thread counters from Chromium
 * (`Performance.getMetrics`, milliseconds): all tasks, script, layout and style, and the test's own
 * duration. Off by default (a CDP session per test costs a little); docs/testing.md reads them.
 * Chromium's script counter leaves out JavaScript run from microtasks (axe-core's, for one), so
 * `task` minus the rest is mostly that.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

type Metrics = Record<string, number>;

/** Starts counting on `page`; the returned function writes the test's line (nothing when off). */
export async function countRendererWork(page: Page): Promise<(testInfo: TestInfo) => Promise<void>> {
  const file = process.env.E2E_METRICS;
  if (!file) return async () => undefined;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async (): Promise<Metrics> => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await read();
  return async (testInfo) => {
    // The test may have closed its page.
    const after = await read().catch(() => undefined);
    if (!after) return;
    const ms = (name: string) => Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
    const line = { file: path.basename(testInfo.file), title: testInfo.title, ms: testInfo.duration, task: ms('TaskDuration'), script: ms('ScriptDuration'), layout: ms('LayoutDuration'), style: ms('RecalcStyleDuration') };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
}
