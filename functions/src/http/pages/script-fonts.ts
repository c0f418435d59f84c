/**
 * The Indic Noto faces a page in a language draws its first screen with, to preload. Each face is
 * limited to its script (web/src/shared/indic-fonts.css), so the browser asks for it only once the
 * page's CSS is in and a character of that script laid out; with `font-display: swap` the text is
 * drawn in a fallback first and re-wraps when the face arrives (on a Hindi article the title moved
 * up 32 px after load). Preloaded with the page, the faces are there for the first paint. A page
 * in a language needs its script's faces anyway, so nothing extra is downloaded.
 */
import { indicScriptsIn } from '../../contract/indic-scripts.js';

const FACE = /noto-sans-([a-z]+)-\1-(?:400|700)-normal\.woff2$/;

/**
 * The woff2 files (as the build manifest names them: source path -> hashed file) of every script
 * `text` is written in: for a page, the reader's language's native name, which the header shows
 * and which is in the script of the page's titles.
 */
export function scriptFontsOf(manifest: Readonly<Record<string, { file: string }>>, text: string): string[] {
  const scripts = new Set(indicScriptsIn(text));
  if (!scripts.size) return [];
  return Object.entries(manifest)
    .filter(([source]) => scripts.has(FACE.exec(source)?.[1] ?? ''))
    .map(([, chunk]) => `/${chunk.file}`);
}
