/**
 * How ads are measured, shared by the server, the console and the reader site. No zod here: the
 * reader site imports this module directly (`@contract/ad-measurement`) and must stay light.
 */

export const AD_MEASUREMENT = {
  /** An impression counts when at least this share of the ad is on screen... */
  viewableRatio: 0.5,
  /** ...without a break for this long (the IAB/MRC viewable-impression rule for display ads). */
  viewableMs: 1000,
  /** Impressions and clicks count once per visitor per ad in this many minutes. */
  dedupeMinutes: 30,
  /**
   * At most this many visitors are counted per ad, per event kind, per client address (an IPv4
   * address or an IPv6 /64) in one 30-minute window: a script inventing visitor ids from one
   * machine stops counting there, while a household or office behind one address still counts.
   */
  perAddressLimit: 30,
  /** Days of per-day counts the console shows for each ad. */
  chartDays: 14,
} as const;

export type AdEventKind = 'impression' | 'click';

/** A visitor id as browsers make it (crypto.randomUUID): anything else is refused. */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Click-through rate as the spec shows it: clicks / impressions x 100 with 2 decimals, "0.00"
 * without impressions. Rounded half up on exact integers (29 / 20000 is "0.15", where
 * `(0.145).toFixed(2)` would say "0.14").
 */
export function adCtr(clicks: number, impressions: number): string {
  if (!(impressions > 0)) return '0.00';
  const hundredths = Math.round((clicks * 10_000) / impressions);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** India Standard Time is UTC+5:30 all year: the site's calendar day (as on the dashboard). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day of an instant, as YYYY-MM-DD (the key of per-day counts). */
export function istDayKey(at: Date | number): string {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` IST calendar days up to and including the one of `now`, oldest first. */
export function lastIstDays(now: Date | number, days: number = AD_MEASUREMENT.chartDays): string[] {
  const t = new Date(now).getTime();
  return Array.from({ length: days }, (_, i) => istDayKey(t - (days - 1 - i) * DAY_MS));
}
