/**
 * The Analytics screen's ranges (issue 30): Today (by hour), the last 7, 30 and 90 days and 12
 * months, each ending today in the site's time zone, and the period of the same length just
 * before it (for the change of each language edition). Days are written YYYY-MM-DD as the API reads them.
 */
import type { AnalyticsParams } from '../api/analytics';

export const RANGES = [
  { key: 'today', label: 'Today' },
  { key: '7d', label: '7 days' },
  { key: '30d', label: '30 days' },
  { key: '90d', label: '90 days' },
  { key: '12m', label: '12 months' },
] as const;
export type RangeKey = (typeof RANGES)[number]['key'];

/** Today's date in a time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A day `days` after (or before, negative) `day`; calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The range's query: today's hours, or whole days ending today (12 months: from this day a year ago, the day after). */
export function rangeParams(key: RangeKey, timeZone: string, now: Date = new Date()): AnalyticsParams {
  const to = todayIn(timeZone, now);
  switch (key) {
    case 'today':
      return { from: to, to, interval: 'hour' };
    case '7d':
      return { from: addDays(to, -6), to, interval: 'day' };
    case '30d':
      return { from: addDays(to, -29), to, interval: 'day' };
    case '90d':
      return { from: addDays(to, -89), to, interval: 'day' };
    case '12m': {
      const [y, m, d] = to.split('-').map(Number) as [number, number, number];
      // 29 February a year later is 1 March: Date rolls it over.
      const yearAgo = new Date(Date.UTC(y - 1, m - 1, d)).toISOString().slice(0, 10);
      return { from: addDays(yearAgo, 1), to, interval: 'day' };
    }
  }
}

/** The period of the same number of days that ends the day before `params` starts (by day: only its totals are compared). */
export function previousPeriod(params: AnalyticsParams): AnalyticsParams {
  const days = daysBetween(params.from, params.to);
  const to = addDays(params.from, -1);
  return { ...params, from: addDays(to, -(days - 1)), to, interval: 'day' };
}

/** The change from `before` to `now` as a reader says it: "+25%", "−10%", "New" (from nothing), "No change", "—" (nothing either time). */
export function formatChange(now: number, before: number): string {
  if (before === 0) return now === 0 ? '—' : 'New';
  const pct = Math.round(((now - before) / before) * 100);
  if (pct === 0) return 'No change';
  return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

/** A share of a total as a whole percent ("50%"); "0%" of nothing. */
export function formatShare(part: number, total: number): string {
  return `${total === 0 ? 0 : Math.round((part / total) * 100)}%`;
}
