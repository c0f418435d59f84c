/**
 * After both builds: the server renderer (functions/ssr) gets the client build's page template
 * and manifest (which chunk each screen is in), and the client's index.html becomes console.html:
 * Hosting serves a file before any rewrite, so an index.html would answer `/` instead of the
 * server-rendered home page. firebase.json rewrites /admin/** to console.html.
 */
import { copyFile, readFile, rename, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const ssr = new URL('../../functions/ssr/', import.meta.url);

/**
 * The server-rendered pages carry the app's stylesheet in the page (about 2 KiB: the font faces,
 * unicode-range limited): a stylesheet link blocks the first paint for one more round trip, the
 * longest wait of a first visit on a slow phone. The console keeps the link (its visits are long).
 * A disabled link to the same file stays beside the <style>: the browser fetches nothing for it,
 * and the app's loader, which adds a chunk's stylesheets unless a stylesheet link to them is in
 * the page, sees it there. Without it the loader added the file again when the app came (the
 * reader's first touch): every face declared twice, and the page's styles computed again then.
 */
async function inlineStylesheets(html) {
  let out = html;
  for (const [tag, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(new URL(`.${href}`, dist), 'utf8');
    if (css.includes('</')) throw new Error(`${href} cannot be put in a <style> element`);
    out = out.replace(tag, () => `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`);
  }
  return out;
}

await writeFile(new URL('template.html', ssr), await inlineStylesheets(await readFile(new URL('index.html', dist), 'utf8')));
await copyFile(new URL('.vite/manifest.json', dist), new URL('manifest.json', ssr));
await rename(new URL('index.html', dist), new URL('console.html', dist));
