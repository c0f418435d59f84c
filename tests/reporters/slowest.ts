/** The slowest-tests table both runners' reporters print at the end of a run (docs/testing.md). */

export interface Timed {
  name: string;
  ms: number;
  /** 'passed', 'failed', 'timedOut'...: a slow failure is shown as one. */
  state?: string;
}

export const SLOWEST_COUNT = 10;

export function formatSlowest(runner: string, timed: readonly Timed[], count = SLOWEST_COUNT, unit = 'tests'): string {
  if (timed.length === 0) return '';
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, count);
  const total = timed.reduce((sum, t) => sum + t.ms, 0);
  const lines = slowest.map((t) => {
    const state = t.state && t.state !== 'passed' && t.state !== 'pass' ? ` (${t.state})` : '';
    return `  ${seconds(t.ms).padStart(7)}  ${t.name}${state}`;
  });
  return [`\n${runner}: the ${slowest.length} slowest of ${timed.length} ${unit} (all together ${seconds(total)}):`, ...lines].join('\n');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The same fixed loop on each of two threads at once, as both runners time it (docs/testing.md). */
const LOOP = "let x = 0; for (let i = 0; i < 1e8; i++) x += i; require('node:worker_threads').parentPort.postMessage(x);";
/** What the loop took on a quiet machine of the kind CI runs on (2 cores), 2026-11-29. */
export const QUIET_LOOP_MS = 840;

/**
 * How fast the machine is now: the loop on two threads at once, in ms. A run's time follows the
 * machine's as much as the code's (the same commit ran 21 and 30 minutes); printed at a run's start
 * and end, it tells a slow machine from slower code.
 */
export async function machineSpeed(): Promise<string> {
  const { Worker } = await import('node:worker_threads');
  const start = performance.now();
  await Promise.all(
    [0, 1].map(
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(LOOP, { eval: true });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const ms = Math.round(performance.now() - start);
  return `${ms} ms for a fixed loop on 2 threads at once (${QUIET_LOOP_MS} ms on a quiet machine: ${(ms / QUIET_LOOP_MS).toFixed(1)}x)`;
}
