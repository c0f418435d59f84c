/**
 * The home page's weight, as a first-time reader gets it: the JavaScript it downloads (gzip, what
 * Hosting's compression sends; target at most 150 KiB) and the font files, for an English reader
 * (no Indic font at all) and a Hindi one (Devanagari only). `npm run bench` reports it after the API
 * calls; `npm run bench:home` reports only this, on a host of its own.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const HOME_JS_TARGET_KIB = 150;
const kib = (n: number) => (n / 1024).toFixed(1);

/** Prints the report; false when the home page missed its target or downloaded console code. */
export async function reportHomeWeight(url: string): Promise<boolean> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.log(`Home page weight: skipped (no Chromium at ${executablePath})`);
    return true;
  }
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let ok = true;
  try {
    for (const language of ['en', 'hi']) {
      const context = await browser.newContext();
      // A returning reader of that language; the first-visit guide would show after 1 s either way.
      await context.addInitScript((code) => localStorage.setItem('selectedLanguage', code), language);
      const page = await context.newPage();
      const scripts: { url: string; raw: number; gzip: number }[] = [];
      const fonts: { url: string; bytes: number }[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type !== 'script' && type !== 'font') return;
        pending.push(
          res.body().then((body) => {
            const file = new URL(res.url()).pathname;
            if (type === 'script') scripts.push({ url: file, raw: body.length, gzip: gzipSync(body).length });
            else fonts.push({ url: file, bytes: body.length });
          }),
        );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      // Past the language guide's 1 s delay: what the first screen fetches after first paint counts too.
      await page.waitForTimeout(1500);
      await Promise.all(pending);
      const gzip = scripts.reduce((s, x) => s + x.gzip, 0);
      const raw = scripts.reduce((s, x) => s + x.raw, 0);
      if (language === 'en') {
        const met = gzip <= HOME_JS_TARGET_KIB * 1024;
        ok &&= met;
        console.log(
          `\nHome page JavaScript: ${scripts.length} files, ${kib(gzip)} KiB gzip (${kib(raw)} KiB raw); ` +
            `target at most ${HOME_JS_TARGET_KIB} KiB ${met ? 'OK' : 'MISSED'}`,
        );
        for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(s.gzip).padStart(7)} KiB  ${s.url}`);
        if (scripts.some((s) => /admin/.test(s.url))) {
          console.log('  The home page downloaded console code!');
          ok = false;
        }
      }
      const fontBytes = fonts.reduce((s, x) => s + x.bytes, 0);
      console.log(`Home page fonts, ${language === 'en' ? 'English' : 'Hindi'} reader: ${fonts.length} files, ${kib(fontBytes)} KiB`);
      for (const f of fonts) console.log(`  ${kib(f.bytes).padStart(7)} KiB  ${f.url}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return ok;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startHost } = await import('../emulators/src/create-host.js');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-bench-home-'));
  const host = await startHost({ port: 0, dataDir, auth: false, seed: true });
  try {
    if (!(await reportHomeWeight(host.url))) process.exitCode = 1;
  } finally {
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
