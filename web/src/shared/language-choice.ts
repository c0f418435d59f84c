/**
 * The reader's language as the browser alone knows it (no React: the page's first script decides
 * with it whether the app must load at once). language.tsx is the app's side.
 */
import { STORAGE_KEYS, readStorage } from './storage';

/** The language code a link asks for (`?lang=hi`), or null. */
export function languageFromLink(search: string): string | null {
  const code = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  return code && /^[a-z]{2,3}(-[a-z]{2,8})?$/.test(code) ? code : null;
}

/**
 * The reader's stored choice when a page rendered in `rendered` must switch to it, else null: a
 * page in the language its link names stays in it.
 */
export function storedLanguageToApply(rendered: string, search: string): string | null {
  const linked = languageFromLink(search);
  if (linked !== null && linked === rendered) return null;
  const stored = readStorage(STORAGE_KEYS.selectedLanguage);
  return stored && stored !== rendered ? stored : null;
}
