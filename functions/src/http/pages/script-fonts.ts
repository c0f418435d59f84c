/**
 * The Indic Noto faces a page in a language draws its first screen with, to preload. Each face is
 * limited to its script (web/src/shared/indic-fonts.css), so the browser asks for it only once the
 * page's CSS is in and a character of that script laid out; with `font-display: swap` the text is
 * drawn in a fallback first and re-wraps when the face arrives (on a Hindi article the title moved
 * up 32 px after load). Preloaded with the page, the faces are there for the first paint. A page
 * in a language needs its script's faces anyway, so nothing extra is downloaded.
 */
const FACE = /noto-sans-([a-z]+)-\1-(?:400|700)-normal\.woff2$/;

/**
 * The woff2 files (as the build manifest names them: source path -> hashed file) of a script's
 * faces: for a page, its language's script (contract/indic-scripts.ts), the script of the page's
 * titles. None for `latin`, which the system's font draws.
 */
export function scriptFontsOf(manifest: Readonly<Record<string, { file: string }>>, script: string): string[] {
  return Object.entries(manifest)
    .filter(([source]) => FACE.exec(source)?.[1] === script)
    .map(([, chunk]) => `/${chunk.file}`);
}
