/**
 * The scripts the site draws text in, for its font stack, shared by the server render and the
 * browser. Pure; no imports.
 *
 * Text in a language is marked with its script (`data-script`, from the language's native name):
 * the page (`<html>`) with its language's, and text of another language inside it (a card of
 * another edition, a native name in the language picker) with that language's. The mark chooses the
 * first fonts of the stack (web/src/shared/indic-fonts.css, theme.ts): an Indic script's Noto face,
 * or for Latin the system's font; anything not marked (the console) has every Indic face first.
 * Every face ahead of the font that draws the text costs Chromium font lookups for each size and
 * weight it is drawn in (on Linux, about a third of an article's layout: docs/performance.md), and a
 * face after a generic family (`system-ui`, `sans-serif`) is never reached: a stack cannot simply
 * list the system's font first and the Indic faces after it.
 */
/**
 * Each script, as the build names its Noto files and indic-fonts.css its mark ("Noto Sans
 * Devanagari" for `devanagari`), and a test for its characters.
 */
export const INDIC_SCRIPTS: readonly { name: string; test: RegExp }[] = [
  { name: 'devanagari', test: /[\u0900-\u097F]/ },
  { name: 'bengali', test: /[\u0980-\u09FF]/ },
  { name: 'gurmukhi', test: /[\u0A00-\u0A7F]/ },
  { name: 'gujarati', test: /[\u0A80-\u0AFF]/ },
  { name: 'oriya', test: /[\u0B00-\u0B7F]/ },
  { name: 'tamil', test: /[\u0B80-\u0BFF]/ },
  { name: 'telugu', test: /[\u0C00-\u0C7F]/ },
  { name: 'kannada', test: /[\u0C80-\u0CFF]/ },
  { name: 'malayalam', test: /[\u0D00-\u0D7F]/ },
];

/** The names of every script `text` has characters of. */
export function indicScriptsIn(text: string): string[] {
  return INDIC_SCRIPTS.filter((s) => s.test.test(text)).map((s) => s.name);
}

/** Latin letters (English, Hinglish), or any script the site has no face of: the system's font. */
export const LATIN_SCRIPT = 'latin';

/**
 * The script text in a language is marked with (`data-script`), from its native name: its first
 * Indic script, else `latin`.
 */
export function scriptOf(nativeName: string | undefined): string {
  return (nativeName && indicScriptsIn(nativeName)[0]) || LATIN_SCRIPT;
}
