/**
 * The reader site's message catalogues that ship with the product: flat JSON, key → ICU message,
 * one file per language code as stored (`locales/{code}.json`; Hinglish is stored as `hi-en`).
 * English is the source and the fallback of every other language, key by key.
 */
import bn from './locales/bn.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import hiEn from './locales/hi-en.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import kn from './locales/kn.json' with { type: 'json' };

export type Catalogue = Record<string, string>;

export const ENGLISH_CATALOGUE: Readonly<Catalogue> = Object.freeze({ ...en });

const SHIPPED: Readonly<Record<string, Catalogue>> = { en, hi, bn, 'hi-en': hiEn, kn };

/** The catalogue shipped for a language code (`hi-Latn` names Hinglish too), or undefined when none is. */
export function shippedCatalogue(code: string): Catalogue | undefined {
  const key = code === 'hi-Latn' ? 'hi-en' : code;
  return Object.hasOwn(SHIPPED, key) ? SHIPPED[key] : undefined;
}

/** The codes that have a shipped catalogue (the check test walks them). */
export const SHIPPED_CODES: readonly string[] = Object.keys(SHIPPED);
