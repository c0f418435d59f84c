/**
 * The home page's weight, as a first-time reader gets it: the JavaScript it downloads (gzip, what
 * Hosting's compression sends; target at most 150 KiB) and the font files, for an English reader
 * (no Indic font beyond the hero's few names) and a Hindi one (Devanagari only). `npm run bench`
 * reports it after the API calls; `npm run bench:home` reports only this, on a host of its own.
 *
 * A missed target is reported, not a failure: the bench measures, and the numbers are what matters.
 * It fails (non-zero exit) only when something is broken: the home page downloads console code,
 * the page throws or logs an error, a request fails, or the page never shows what it should.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { APP_CHUNKS_TEMPLATE_ID } from '../functions/src/contract/app-chunks.js';
import en from '../functions/src/i18n/locales/en.json' with { type: 'json' };
import hi from '../functions/src/i18n/locales/hi.json' with { type: 'json' };
import type { BenchSection } from './context.js';
import { FIRST_SCRIPT_TARGET_KIB, HOME_JS_TARGET_KIB } from './home-budget.js';

export { HOME_JS_TARGET_KIB };
const kib = (n: number) => (n / 1024).toFixed(1);
const READERS = [
  { code: 'en', name: 'English', guide: en['guide.title'] },
  { code: 'hi', name: 'Hindi', guide: hi['guide.title'] },
] as const;

export interface HomeWeight {
  /** Gzip bytes of the JavaScript an English first-time reader's home page downloads. */
  jsGzip: number;
  targetMet: boolean;
  /** Font bytes by reader language. */
  fonts: Record<string, number>;
  /** What is broken (console code on the home page, page errors, failed requests); empty when nothing. */
  failures: string[];
}

/** What a first-time reader sees once the home page is done: articles, and the guide after its second; then the app, woken. */
async function waitForFirstScreen(page: Page, guideTitle: string) {
  await page.getByTestId('article-card').first().waitFor({ state: 'visible', timeout: 30_000 });
  // The guide speaks the reader's language (issue 23).
  await page.getByRole('dialog', { name: guideTitle }).waitFor({ state: 'visible', timeout: 30_000 });
  // The app's chunks are fetched ahead once the page has loaded (their template then goes).
  await page.locator(`template#${APP_CHUNKS_TEMPLATE_ID}`).waitFor({ state: 'detached', timeout: 30_000 });
  // The reader reaches for the page: the app wakes, and fetches what its screen shares with other
  // screens (not fetched ahead), counted with it.
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Prints the report and returns the numbers; `failures` lists what is broken, not missed targets. */
export async function reportHomeWeight(url: string): Promise<HomeWeight> {
  const result: HomeWeight = { jsGzip: 0, targetMet: false, fonts: {}, failures: [] };
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.log(`Home page weight: not measured (no Chromium at ${executablePath})`);
    return { ...result, targetMet: true };
  }
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const reader of READERS) {
      const context = await browser.newContext();
      // A first-time reader who reads that language (the guide shows after its second, as it would).
      await context.addInitScript((code) => localStorage.setItem('selectedLanguage', code), reader.code);
      const page = await context.newPage();
      const scripts: { url: string; raw: number; gzip: number }[] = [];
      const fonts: { url: string; bytes: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on('pageerror', (e) => result.failures.push(`${reader.name} home page threw: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') result.failures.push(`${reader.name} home page logged an error: ${m.text()}`);
      });
      page.on('requestfailed', (r) => result.failures.push(`${reader.name} home page: ${r.url()} failed (${r.failure()?.errorText})`));
      page.on('response', (res) => {
        // A script run, or fetched ahead (the app's chunks, prefetched: resource type "other").
        const type = new URL(res.url()).pathname.endsWith('.js') ? 'script' : res.request().resourceType();
        if (type !== 'script' && type !== 'font') return;
        // A script's bytes fetched again: the answer to a prefetch has no body Playwright can read
        // (the app counted 0 KiB that way).
        const body = type === 'script' ? page.request.get(res.url()).then((r) => r.body()) : res.body();
        pending.push(
          body.then((body) => {
            const file = new URL(res.url()).pathname;
            if (type === 'script') scripts.push({ url: file, raw: body.length, gzip: gzipSync(body).length });
            else fonts.push({ url: file, bytes: body.length });
          }),
        );
      });
      const response = await page.goto(url);
      const firstScript = (await response?.text())?.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
      try {
        await waitForFirstScreen(page, reader.guide);
      } catch (e) {
        result.failures.push(`${reader.name} home page never showed its articles and guide: ${(e as Error).message.split('\n')[0]}`);
      }
      await Promise.all(pending);
      if (reader.code === 'en') {
        const gzip = scripts.reduce((s, x) => s + x.gzip, 0);
        const raw = scripts.reduce((s, x) => s + x.raw, 0);
        result.jsGzip = gzip;
        result.targetMet = gzip <= HOME_JS_TARGET_KIB * 1024;
        console.log(
          `\nHome page JavaScript (first visit, guide shown): ${scripts.length} files, ${kib(gzip)} KiB gzip (${kib(raw)} KiB raw); ` +
            `target at most ${HOME_JS_TARGET_KIB} KiB: ${result.targetMet ? 'met' : `MISSED by ${kib(gzip - HOME_JS_TARGET_KIB * 1024)} KiB`}`,
        );
        for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(s.gzip).padStart(7)} KiB  ${s.url}`);
        // What runs before the reader reaches for the page (the app, fetched ahead, runs only then).
        const first = scripts.find((s) => s.url === firstScript);
        if (first) {
          const met = first.gzip <= FIRST_SCRIPT_TARGET_KIB * 1024;
          console.log(`  of which the first script, run on arrival: ${kib(first.gzip)} KiB gzip; target at most ${FIRST_SCRIPT_TARGET_KIB} KiB: ${met ? 'met' : 'MISSED'}`);
        } else result.failures.push(`the home page's first script (${firstScript ?? 'none in its HTML'}) was not among its scripts`);
        const consoleCode = scripts.filter((s) => /admin/.test(s.url));
        if (consoleCode.length) result.failures.push(`the home page downloaded console code: ${consoleCode.map((s) => s.url).join(', ')}`);
      }
      const fontBytes = fonts.reduce((s, x) => s + x.bytes, 0);
      result.fonts[reader.code] = fontBytes;
      console.log(`Home page fonts, ${reader.name} reader: ${fonts.length} files, ${kib(fontBytes)} KiB`);
      for (const f of fonts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kib(f.bytes).padStart(7)} KiB  ${f.url}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  for (const f of result.failures) console.log(`  BROKEN: ${f}`);
  return result;
}

/** `npm run bench`'s section: the shared host process; what is broken fails the run. */
export const homeSection: BenchSection = {
  name: 'home',
  description: "the home page's JavaScript (gzip) and fonts, as English and Hindi first-time readers (Chromium)",
  async run(ctx) {
    const { url } = await ctx.host();
    for (const f of (await reportHomeWeight(url)).failures) ctx.fail(`home: ${f}`);
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startHost } = await import('../emulators/src/create-host.js');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-bench-home-'));
  const host = await startHost({ port: 0, dataDir, auth: false, seed: true });
  try {
    if ((await reportHomeWeight(host.url)).failures.length) process.exitCode = 1;
  } finally {
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
