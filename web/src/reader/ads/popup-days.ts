/**
 * The day each popup ad was last shown to this visitor (localStorage): at most once a day per ad.
 * No React: the page's first script asks whether a popup is due (the app then loads to show it).
 */
import type { PublicAd } from '@contract';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/storage';

/** Today as YYYY-MM-DD in the reader's time zone (without Intl, which a page's first use makes slow). */
export function localDay(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function shownToday(): Record<string, string> {
  try {
    const parsed = JSON.parse(readStorage(STORAGE_KEYS.adPopupsShown) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function markShown(id: number): void {
  const today = localDay();
  // Only today's entries matter: older ones are dropped as the map is rewritten.
  const kept = Object.fromEntries(Object.entries(shownToday()).filter(([, day]) => day === today));
  writeStorage(STORAGE_KEYS.adPopupsShown, JSON.stringify({ ...kept, [id]: today }));
}

/** The popups among `ads` this visitor has not been shown today. */
export function popupsDue(ads: readonly Pick<PublicAd, 'id' | 'type'>[]): Pick<PublicAd, 'id' | 'type'>[] {
  const shown = shownToday();
  const today = localDay();
  return ads.filter((a) => a.type === 'popup' && shown[a.id] !== today);
}
