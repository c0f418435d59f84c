/**
 * `npm run bench`: the sections below in order, each printing its own report. The host they
 * measure runs in its own process (bench/host-process.ts) with the demo content in a temporary
 * DATA_DIR; load comes from this process. `BENCH_ONLY=api,lighthouse` runs a subset
 * (`BENCH_ONLY=help` lists them). Exit 1 when a section found a failure (errors, non-2xx answers,
 * lost counts, console code or errors on the home page, a failed translation); a missed
 * performance target is only reported. `npm run bench:home` and `npm run bench:scale` run
 * bench/home.ts and bench/scale.ts alone.
 *
 * Adding a section: export a BenchSection (bench/context.ts) from a module and list it here.
 */
import { analyticsSection } from './analytics.js';
import { apiSection } from './api.js';
import { createContext, settingsFromEnv, type BenchSection } from './context.js';
import { costSection } from './cost.js';
import { homeSection } from './home.js';
import { lighthouseSection } from './lighthouse.js';
import { renderSection } from './render.js';
import { translationSection } from './translation.js';

const SECTIONS: BenchSection[] = [apiSection, renderSection, homeSection, lighthouseSection, translationSection, costSection, analyticsSection];

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
if (only?.includes('help') || only?.some((name) => !SECTIONS.some((s) => s.name === name))) {
  const unknown = only.filter((name) => name !== 'help' && !SECTIONS.some((s) => s.name === name));
  if (unknown.length) console.log(`Unknown bench section(s): ${unknown.join(', ')}`);
  console.log('Sections (BENCH_ONLY=name,name):');
  for (const s of SECTIONS) console.log(`  ${s.name.padEnd(12)} ${s.description}`);
  process.exit(unknown.length ? 2 : 0);
}
const selected = only ? SECTIONS.filter((s) => only.includes(s.name)) : SECTIONS;

let settings;
try {
  settings = settingsFromEnv();
} catch (err) {
  console.log(String(err instanceof Error ? err.message : err));
  process.exit(2);
}
const ctx = createContext(settings);
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping the bench's processes...`);
    void ctx.cleanup().finally(() => process.exit(130));
  });
}

const started = performance.now();
try {
  for (const section of selected) {
    console.log(`\n== ${section.name}: ${section.description}`);
    try {
      await section.run(ctx);
    } catch (err) {
      ctx.fail(`${section.name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }
} finally {
  await ctx.cleanup();
}

console.log(`\nBench finished in ${Math.round((performance.now() - started) / 1000)} s: ` + (ctx.failures.length ? `${ctx.failures.length} failure(s):` : 'no failures.'));
for (const f of ctx.failures) console.log(`  - ${f.split('\n')[0]}`);
if (ctx.failures.length) process.exitCode = 1;
