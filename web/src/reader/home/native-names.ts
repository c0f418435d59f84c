/**
 * The languages the hero names in their own scripts. The build cuts a font holding only these
 * words' glyphs from each script's Noto font (plugins/native-names-font.ts), so keep this module
 * free of imports: vite.config.ts reads it.
 */
export const HERO_NATIVE_NAMES = [
  { lang: 'hi', name: 'हिन्दी', script: 'devanagari' },
  { lang: 'bn', name: 'বাংলা', script: 'bengali' },
  { lang: 'kn', name: 'ಕನ್ನಡ', script: 'kannada' },
] as const;

/** The family of those cut-down fonts (web/src/generated/native-names.css). */
export const NATIVE_NAMES_FONT_FAMILY = 'CryptoLekh Native Names';

/** The class that gives a name its box, as wide as the name in its cut font (native-names.css). */
export function nativeNameClass(lang: string): string {
  return `native-name-${lang}`;
}
