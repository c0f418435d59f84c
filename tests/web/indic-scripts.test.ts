/**
 * The script marks (`data-script`) and the font stacks they choose: every script the site marks
 * text with has its rule in indic-fonts.css, naming a face the file declares, and a page with no
 * mark (the console) starts with every one of them. A script missing there would draw its text in
 * the system's font first, where a generic family ends the stack (boxes on a machine without the
 * script's font: docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDIC_SCRIPTS, indicScriptsIn, scriptOf } from '../../functions/src/contract/indic-scripts.js';
import { theme } from '../../web/src/shared/theme.js';

const css = readFileSync(new URL('../../web/src/shared/indic-fonts.css', import.meta.url), 'utf8');
const declared = new Set([...css.matchAll(/font-family: '([^']+)';/g)].map((m) => m[1]));
const family = (name: string) => `Noto Sans ${name[0]!.toUpperCase()}${name.slice(1)}`;

describe('script marks', () => {
  it.each([
    ['हिन्दी', 'devanagari'],
    ['मराठी', 'devanagari'],
    ['বাংলা', 'bengali'],
    ['ಕನ್ನಡ', 'kannada'],
    ['తెలుగు', 'telugu'],
    ['தமிழ்', 'tamil'],
    ['ગુજરાતી', 'gujarati'],
    ['മലയാളം', 'malayalam'],
    ['ਪੰਜਾਬੀ', 'gurmukhi'],
    ['ଓଡ଼ିଆ', 'oriya'],
    ['English', 'latin'],
    ['Hinglish', 'latin'],
    ['اردو', 'latin'],
    ['', 'latin'],
  ])("a language named %j is marked %s", (nativeName, script) => {
    expect(scriptOf(nativeName)).toBe(script);
  });

  it('marks a language whose name is not known yet as Latin', () => {
    expect(scriptOf(undefined)).toBe('latin');
  });

  it('finds every script a text has characters of', () => {
    expect(indicScriptsIn('हिन्दी, বাংলা and ಕನ್ನಡ')).toEqual(['devanagari', 'bengali', 'kannada']);
    expect(indicScriptsIn('English only')).toEqual([]);
  });

  it.each(INDIC_SCRIPTS.map((s) => s.name))('%s: its mark puts its declared Noto face first', (name) => {
    expect(declared).toContain(family(name));
    expect(css).toContain(`[data-script='${name}'] { --script-font: '${family(name)}'; }`);
  });

  it("Latin's mark puts the system's font first, and an unmarked page every script's face", () => {
    expect(css).toContain("[data-script='latin'] { --script-font: system-ui; }");
    const root = /:root \{\s*--script-font: ([^;]+);/.exec(css)![1]!.split(',').map((f) => f.trim().replace(/'/g, ''));
    expect(root.sort()).toEqual(INDIC_SCRIPTS.map((s) => family(s.name)).sort());
  });

  it('the theme starts every stack with the mark, then the system fonts, ending in a generic family', () => {
    const stack = theme.typography.fontFamily!.split(',').map((f) => f.trim());
    expect(stack[0]).toBe('var(--script-font)');
    expect(stack.at(-1)).toBe('sans-serif');
    expect(stack.filter((f) => /Noto/.test(f))).toEqual([]);
  });
});
