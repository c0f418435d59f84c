/**
 * STAND-IN (issue 23 part 2): the reader-site helper owns the real module; this keeps the contract
 * (ENGLISH_CATALOGUE, shippedCatalogue, Catalogue) so the Site text work builds against it.
 * Catalogues are flat JSON: key → ICU message; en.json is the source.
 */
import { readFileSync } from 'node:fs';

export type Catalogue = Record<string, string>;

function load(code: string): Catalogue | undefined {
  try {
    return JSON.parse(readFileSync(new URL(`./locales/${code}.json`, import.meta.url), 'utf8')) as Catalogue;
  } catch {
    return undefined;
  }
}

export const ENGLISH_CATALOGUE: Catalogue = load('en') ?? {};

const SHIPPED = ['hi', 'bn', 'hi-Latn', 'kn'];

/** The catalogue that ships for a language code (case-insensitive: language codes are stored lowercase), if any. */
export function shippedCatalogue(code: string): Catalogue | undefined {
  const file = SHIPPED.find((c) => c.toLowerCase() === code.toLowerCase());
  return file ? load(file) : undefined;
}
