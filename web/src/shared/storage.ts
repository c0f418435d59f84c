/** Browser storage keys of the spec (public-site.md §3), read defensively (storage may be blocked). */
export const STORAGE_KEYS = {
  selectedLanguage: 'selectedLanguage',
  hasSeenLanguageGuide: 'hasSeenLanguageGuide',
  savedArticles: 'savedArticles',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or blocked storage: the choice lasts for this page only.
  }
}
