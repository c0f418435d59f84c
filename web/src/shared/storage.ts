/** Browser storage keys of the spec (public-site.md §3), read defensively (storage may be blocked). */
export const STORAGE_KEYS = {
  selectedLanguage: 'selectedLanguage',
  hasSeenLanguageGuide: 'hasSeenLanguageGuide',
  savedArticles: 'savedArticles',
  /** A random id that lets the server count an ad once per visitor (not a profile: nothing else is kept with it). */
  adVisitorId: 'adVisitorId',
  /** The day (YYYY-MM-DD, local) each popup ad was last shown: at most once a day per ad. */
  adPopupsShown: 'adPopupsShown',
} as const;

/** Fired in this tab when writeStorage changes a key (the browser's `storage` event only reaches other tabs). */
export const STORAGE_WRITE_EVENT = 'cryptolekh:storage-write';

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
    window.dispatchEvent(new CustomEvent(STORAGE_WRITE_EVENT, { detail: key }));
  } catch {
    // Private mode or blocked storage: the choice lasts for this page only.
  }
}
