/**
 * The page's first script, and its only one until the app is needed. A server-rendered reader page
 * is drawn from its HTML; this does what the page does on arrival without the app (reader/arrival.ts)
 * and loads the app (app-entry.tsx: React, MUI, the routes) when the reader reaches for the page or
 * the page needs it (shared/wake-on-intent.ts), its files fetched ahead once the page has loaded
 * (shared/prefetch-app.ts). A page the server did not render (the console, the
 * dev server) loads the app at once.
 */
// Indic scripts: the Noto faces of each script, limited to it by unicode-range (see the file), so a
// page downloads the fonts of the scripts it shows and nothing else; an English page none. Text marked
// with its script (data-script) is drawn in its face first (theme.ts), so Hindi, Bengali, Kannada...
// look the same on every device.
import './shared/indic-fonts.css';
// The hero's few words in Indic scripts, in fonts cut down to their glyphs (web/plugins/native-names-font.ts).
import './generated/native-names.css';
import { arrive } from './reader/arrival';
import { readSsrState } from './shared/ssr-state';
import { prefetchAppAfterLoad } from './shared/prefetch-app';
import { wakeOnIntent } from './shared/wake-on-intent';

const root = document.getElementById('root')!;
const ssr = readSsrState();
const loadApp = () => import('./app-entry');

if (ssr) {
  const wake = wakeOnIntent({
    start: async () => (await loadApp()).hydrateApp(root, ssr),
    live: async () => (await loadApp()).live,
  });
  arrive(root, ssr, wake);
  prefetchAppAfterLoad();
} else {
  void loadApp().then(({ renderApp }) => renderApp(root));
}
