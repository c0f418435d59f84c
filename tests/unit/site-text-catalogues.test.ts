/**
 * The reader site's catalogues stay whole (issue 23): every key the code asks for is in English,
 * and every shipped catalogue has only keys English has, each a valid ICU message with English's
 * placeholders. `npm run i18n:check` runs this file alone.
 *
 * Keys are found in the source as the code writes them: `t('key'`, `rich('key'`, and the literal
 * keys of the constant maps that name them (category, sort, heading keys...), i.e. any string
 * literal `'<namespace>.<rest>'` whose namespace is one of English's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENGLISH_CATALOGUE, SHIPPED_CODES, shippedCatalogue } from '../../functions/src/i18n/catalogues.js';
import { overlayCatalogue, siteMessages } from '../../functions/src/i18n/site-messages.js';
import { parseMessage, validateMessage } from '../../functions/src/i18n/validate-message.js';
import { allowedSameAsEnglish, mayMatchEnglish } from '../helpers/same-as-english.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['web/src/reader', 'web/src/shared', 'web/src/entry-server.tsx', 'functions/src/pages/head.ts'];

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => files(path.join(entry, name)));
}

const namespaces = new Set(Object.keys(ENGLISH_CATALOGUE).map((k) => k.split('.')[0]));

/** Every catalogue key the source names, with where. */
function keysInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SOURCES.flatMap(files).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\./.test(f))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:t|rich)\(\s*'([^']+)'/g)) found.set(m[1]!, path.relative(root, file));
    for (const m of text.matchAll(/'([a-z][a-zA-Z]*(?:\.[a-zA-Z0-9-]+)+)'/g)) {
      if (namespaces.has(m[1]!.split('.')[0]!) && !/\.(tsx?|js|json|css|svg|woff2?)$/.test(m[1]!)) found.set(m[1]!, path.relative(root, file));
    }
  }
  return found;
}

describe('site text catalogues', () => {
  it('every key the reader site uses is in the English catalogue', () => {
    const used = keysInSource();
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter(([key]) => !(key in ENGLISH_CATALOGUE)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every English message is valid ICU', () => {
    const bad = Object.entries(ENGLISH_CATALOGUE).flatMap(([key, message]) => {
      try {
        parseMessage(message);
        return [];
      } catch (err) {
        return [`${key}: ${(err as Error).message}`];
      }
    });
    expect(bad).toEqual([]);
  });

  it('the seeded languages ship a catalogue', () => {
    expect(SHIPPED_CODES).toEqual(expect.arrayContaining(['en', 'hi', 'bn', 'hi-en', 'kn']));
    expect(shippedCatalogue('hi-Latn')).toBe(shippedCatalogue('hi-en'));
    expect(shippedCatalogue('te')).toBeUndefined();
  });

  for (const code of SHIPPED_CODES.filter((c) => c !== 'en')) {
    it(`${code}: only keys English has, each valid ICU with English's placeholders, and none left out`, () => {
      const catalogue = shippedCatalogue(code)!;
      expect(Object.keys(catalogue).filter((k) => !(k in ENGLISH_CATALOGUE))).toEqual([]);
      const bad = Object.entries(catalogue).flatMap(([key, message]) => {
        const check = validateMessage(ENGLISH_CATALOGUE[key]!, message);
        return check.ok ? [] : [`${key}: ${check.reason}`];
      });
      expect(bad).toEqual([]);
      expect(Object.keys(ENGLISH_CATALOGUE).filter((k) => !(k in catalogue))).toEqual([]);
    });

    it(`${code}: no message left in English unless it is meant to be (brand names, Hinglish's English words)`, () => {
      const catalogue = shippedCatalogue(code)!;
      const untranslated = Object.entries(catalogue)
        .filter(([key, message]) => message === ENGLISH_CATALOGUE[key] && !mayMatchEnglish(code, key))
        .map(([key, message]) => `${key}: ${message}`);
      expect(untranslated).toEqual([]);
      // The allow-list names real keys, so a renamed key cannot hide in it.
      expect(allowedSameAsEnglish(code).filter((k) => !(k in ENGLISH_CATALOGUE))).toEqual([]);
    });
  }
});

describe('siteMessages', () => {
  it('a language with no catalogue (Telugu, newly added) reads English', async () => {
    expect(await siteMessages('te')).toEqual(ENGLISH_CATALOGUE);
  });

  it('a shipped language reads its own words', async () => {
    const hi = await siteMessages('hi');
    expect(hi['article.notFound.title']).toBe('लेख नहीं मिला');
    expect(Object.keys(hi).sort()).toEqual(Object.keys(ENGLISH_CATALOGUE).sort());
  });

  it('a key a language lacks, or leaves empty, falls back to English; one English lacks is dropped', () => {
    const merged = overlayCatalogue(ENGLISH_CATALOGUE, { 'article.save': 'सहेजें', 'article.saved': ' ', 'no.such.key': 'x' });
    expect(merged['article.save']).toBe('सहेजें');
    expect(merged['article.saved']).toBe('Saved');
    expect(merged['article.share']).toBe('Share Article');
    expect(merged).not.toHaveProperty('no.such.key');
  });
});
