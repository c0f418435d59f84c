/**
 * Ad figures by site-day: the one reading of the ads' counters that the analytics report's ad
 * totals, the dashboard's tiles and the Megaphones screen's per-day charts share (issue 30). A day
 * is a calendar day in the site's reporting time zone (the `timeZone` setting), the key the
 * counters are incremented under (ad-events-repository.ts), so all three agree for any zone.
 */
import { adCtr, type AdDailyCount, type AdLanguageCount } from '../contract/index.js';
import type { AdCount, AdCounts, Repositories } from '../data/index.js';
import { addDays, zonedParts } from './analytics/attributes.js';

/** The last `n` site-days up to and including today in `zone`, oldest first. */
export function lastSiteDays(now: Date, zone: string, n: number): string[] {
  const today = zonedParts(now, zone).day;
  return Array.from({ length: n }, (_, i) => addDays(today, i - (n - 1)));
}

/** Per reader language id, ascending, with CTR. */
export function byLanguageOf(languages: Map<number, AdCount>): AdLanguageCount[] {
  return [...languages]
    .sort(([a], [b]) => a - b)
    .map(([languageId, c]) => ({ languageId, impressions: c.impressions, clicks: c.clicks, ctr: adCtr(c.clicks, c.impressions) }));
}

/** One ad's days (as asked, oldest first): impressions, clicks and CTR, in all and per language. */
export function dailyOf(counts: AdCounts, days: string[]): AdDailyCount[] {
  return days.map((date) => {
    const d = counts.days[date]!;
    return { date, impressions: d.impressions, clicks: d.clicks, ctr: adCtr(d.clicks, d.impressions), byLanguage: byLanguageOf(d.languages) };
  });
}

/** Every ad's impressions and clicks over `days` (one list read and one batched counter read). */
export async function adTotalsOver(repos: Pick<Repositories, 'ads'>, days: string[]): Promise<AdCount> {
  const totals = { impressions: 0, clicks: 0 };
  const ads = await repos.ads.listAll();
  if (ads.length === 0 || days.length === 0) return totals;
  const counts = await repos.ads.countsOf(ads.map((a) => a.id), days);
  for (const c of counts.values()) {
    for (const day of days) {
      totals.impressions += c.days[day]?.impressions ?? 0;
      totals.clicks += c.days[day]?.clicks ?? 0;
    }
  }
  return totals;
}
