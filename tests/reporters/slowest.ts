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
