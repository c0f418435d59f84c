/**
 * The home page's JavaScript: Debian's Chromium (playwright-core; CHROMIUM_PATH, default
 * /usr/bin/chromium) loads the home page of the host and every script it downloads is reported
 * with its gzip size (what Hosting's compression would send). Console code on the home page fails
 * the run.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { BenchSection } from './context.js';

export const homeJavaScriptSection: BenchSection = {
  name: 'js',
  description: 'gzip size of every script the home page downloads (Chromium)',
  async run(ctx) {
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(executablePath)) {
      console.log(`Home page JavaScript: skipped (no Chromium at ${executablePath})`);
      return;
    }
    const { url } = await ctx.host();
    const browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      const scripts: { url: string; raw: number; gzip: number }[] = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        const body = await res.body();
        scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const kib = (n: number) => (n / 1024).toFixed(1);
      const raw = scripts.reduce((s, x) => s + x.raw, 0);
      const gzip = scripts.reduce((s, x) => s + x.gzip, 0);
      console.log(`Home page JavaScript: ${scripts.length} files, ${kib(gzip)} KiB gzip (${kib(raw)} KiB raw)`);
      for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kib(s.gzip).padStart(7)} KiB  ${s.url}`);
      const console_ = scripts.filter((s) => /admin/.test(s.url));
      if (console_.length) ctx.fail(`js: the home page downloaded console code (${console_.map((s) => s.url).join(', ')})`);
    } finally {
      await browser.close();
    }
  },
};
