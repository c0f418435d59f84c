/**
 * After both builds: the server renderer (functions/ssr) gets the client build's page template
 * and manifest (which chunk each screen is in), and the client's index.html becomes console.html:
 * Hosting serves a file before any rewrite, so an index.html would answer `/` instead of the
 * server-rendered home page. firebase.json rewrites /admin/** to console.html.
 */
import { copyFile, rename } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const ssr = new URL('../../functions/ssr/', import.meta.url);

await copyFile(new URL('index.html', dist), new URL('template.html', ssr));
await copyFile(new URL('.vite/manifest.json', dist), new URL('manifest.json', ssr));
await rename(new URL('index.html', dist), new URL('console.html', dist));
