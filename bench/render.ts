/**
 * Server render time of the reader pages (issue 14's target: an article page under 30 ms at the
 * median once warm): sequential requests, one at a time, to the host's rendered pages, timed to the
 * last byte from this process (the host is its own process). No compression asked.
 */
import http from 'node:http';
import type { BenchSection } from './context.js';
import { getJson, median } from './load.js';

const WARM = 20;
const TIMED = 200;

function timeGet(url: string): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - t, status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
}

export const renderSection: BenchSection = {
  name: 'render',
  description: 'server render time of the home page and an article page (sequential, warm median and p90)',
  async run(ctx) {
    const host = await ctx.host();
    const [first] = await getJson<{ slug: string }[]>(host.url, '/api/articles?language=en&limit=1');
    const pages = [
      { name: 'article', path: `/article/${first!.slug}`, target: 30 },
      { name: 'article ?lang=hi', path: `/article/${first!.slug}?lang=hi`, target: 30 },
      { name: 'home', path: '/', target: undefined },
    ];
    console.log(`Server render: ${WARM} warm-up then ${TIMED} sequential requests per page, time to last byte:`);
    for (const p of pages) {
      for (let i = 0; i < WARM; i++) await timeGet(host.url + p.path);
      const times: number[] = [];
      for (let i = 0; i < TIMED; i++) {
        const r = await timeGet(host.url + p.path);
        if (r.status !== 200) ctx.fail(`${p.path} answered ${r.status}`);
        times.push(r.ms);
      }
      times.sort((a, b) => a - b);
      const med = median(times);
      const p90 = times[Math.floor(times.length * 0.9)]!;
      const verdict = p.target === undefined ? '' : med < p.target ? `target under ${p.target} ms: met` : `MISSED (median ${med.toFixed(1)} >= ${p.target} ms)`;
      console.log(`  ${p.name.padEnd(18)} median ${med.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms  ${verdict}`);
    }
  },
};
