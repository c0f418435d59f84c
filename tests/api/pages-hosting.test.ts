/**
 * How Hosting reaches the `pages` function (issue 14): /sitemap.xml, /rss.xml and /robots.txt are
 * rewritten to it deployed (firebase.json) and locally (emulators/src/hosting.ts), and no static
 * file of the web build shadows them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPagesPath } from '../../emulators/src/hosting.js';
import { PAGES_PATHS } from '../../functions/src/http/pages/app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('Hosting', () => {
  it('rewrites each of these paths to the pages function (the first rewrite that matches wins)', async () => {
    const config = JSON.parse(await readFile(path.join(ROOT, 'firebase.json'), 'utf8'));
    const rewrites: { source?: string; function?: { functionId: string; region: string }; destination?: string }[] = config.hosting.rewrites;
    for (const p of PAGES_PATHS) {
      const first = rewrites.find((r) => r.source === p || r.source === '**');
      expect(first?.function, p).toEqual({ functionId: 'pages', region: 'asia-south1' });
    }
  });

  it('has no static file of the same name in the web build, which Hosting would serve instead', async () => {
    const pub = path.join(ROOT, 'web/public');
    for (const p of PAGES_PATHS) await expect(readFile(path.join(pub, p))).rejects.toThrow(/ENOENT/);
  });

  it('routes exactly those paths (any query) to the function locally, as Hosting matches a source', () => {
    expect(isPagesPath('/sitemap.xml')).toBe(true);
    expect(isPagesPath('/rss.xml?lang=hi')).toBe(true);
    expect(isPagesPath('/robots.txt')).toBe(true);
    expect(isPagesPath('/sitemap.xml/')).toBe(false);
    expect(isPagesPath('/x/robots.txt')).toBe(false);
  });
});
