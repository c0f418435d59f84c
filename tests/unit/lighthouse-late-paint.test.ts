/**
 * The Lighthouse bench names the runs whose first paint came a frame late (bench/lighthouse.ts):
 * Chromium's display compositor withholding a page's frames in a headless run moves the observed
 * paint by a second or two after everything has loaded (docs/performance.md). The bench says so
 * beside the scores, which it leaves as Lighthouse gave them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latePaintOf, printLighthouse, type LighthouseScore } from '../../bench/lighthouse.js';

/** A Lighthouse result with the observed timings of its `metrics` audit. */
function lhrWith(observed: { observedFirstContentfulPaint?: number; observedLoad?: number } | undefined) {
  const audits: Parameters<typeof latePaintOf>[0]['audits'] = {};
  if (observed) audits.metrics = { score: null, details: { items: [observed] } };
  return { audits };
}

/** What printLighthouse prints for one page of these runs (its lowest as the bench picks it), line by line. */
function printed(runs: Run[]): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  const lowest = runs.reduce((low, r) => (r.performance < low.performance ? r : low));
  printLighthouse([{ ...lowest, scores: runs.map((r) => r.performance), runs }]);
  return lines;
}

type Run = LighthouseScore['runs'][number];
const page = { name: 'article (hi)', url: 'http://127.0.0.1:1/article/x?lang=hi' };
const run = (performance: number, latePaintMs?: number): Run => ({ page, performance, lcpMs: 2000, cls: 0, tbtMs: 80, fcpMs: 1000, warnings: [], findings: [], latePaintMs });

describe('the Lighthouse bench’s late first paints', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is how long after the load event the first paint came, when it came 500 ms or more after it', () => {
    // Runs of 2026-12-03: a late frame at 1.3 s, the usual paint just after load, a paint before load.
    expect(latePaintOf(lhrWith({ observedFirstContentfulPaint: 1306, observedLoad: 253 }))).toBe(1053);
    expect(latePaintOf(lhrWith({ observedFirstContentfulPaint: 2314, observedLoad: 241 }))).toBe(2073);
    expect(latePaintOf(lhrWith({ observedFirstContentfulPaint: 753, observedLoad: 253 }))).toBe(500);
    expect(latePaintOf(lhrWith({ observedFirstContentfulPaint: 752, observedLoad: 253 }))).toBeUndefined();
    expect(latePaintOf(lhrWith({ observedFirstContentfulPaint: 291, observedLoad: 232 }))).toBeUndefined();
    expect(latePaintOf(lhrWith({ observedFirstContentfulPaint: 230, observedLoad: 326 }))).toBeUndefined();
    // A result without the observed timings says nothing.
    expect(latePaintOf(lhrWith({ observedLoad: 253 }))).toBeUndefined();
    expect(latePaintOf(lhrWith(undefined))).toBeUndefined();
  });

  it('prints, under the table, on how many of a page’s runs, and leaves the lowest score as it was', () => {
    const lines = printed([run(96), run(92, 2073), run(98), run(97, 1053), run(99)]);
    expect(lines.join('\n')).toContain('92 (runs 96, 92, 98, 97, 99)');
    expect(lines).toContain(
      '  article (hi): first paint a frame late in 2 of 5 runs (2073 ms after load, 1053 ms after load): Chromium withholding the page’s frames in a headless run (Lighthouse #17148, docs/performance.md)',
    );
  });

  it('prints nothing of the kind for a page whose runs all painted on time', () => {
    expect(printed([run(99), run(100)]).join('\n')).not.toContain('a frame late');
  });
});
