/**
 * The guide languages of the spec plus the console's quick-add languages; English is id 1.
 * Names come from the quick-add list, so the demo and the console's buttons agree.
 */
import { QUICK_ADD_LANGUAGES } from '../../functions/src/contract/index.js';
import type { NewLanguage } from '../../functions/src/data/index.js';

function quickAdd(code: string): NewLanguage {
  const lang = QUICK_ADD_LANGUAGES.find((l) => l.code === code);
  if (!lang) throw new Error(`'${code}' is not a quick-add language`);
  return { code: lang.code, name: lang.name, nativeName: lang.nativeName, isActive: true };
}

export const demoLanguages: NewLanguage[] = [
  { code: 'en', name: 'English', nativeName: 'English', isActive: true },
  quickAdd('hi'),
  quickAdd('bn'),
  // Hindi in Latin script mixed with English; no ISO code exists, and codes are 2-5 characters.
  { code: 'hi-en', name: 'Hinglish', nativeName: 'Hinglish', isActive: true },
  ...['kn', 'te', 'ta', 'gu', 'ml', 'pa', 'or', 'as'].map(quickAdd),
];
