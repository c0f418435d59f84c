/** How the report's keys read in the console: sources, countries (ISO codes), devices, languages, times. */
const SOURCE_NAMES: Record<string, string> = {
  direct: 'Direct',
  google: 'Google',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  x: 'X/Twitter',
  facebook: 'Facebook',
};

export const sourceLabel = (key: string) => SOURCE_NAMES[key] ?? key;

const DEVICE_NAMES: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };
export const deviceLabel = (key: string) => DEVICE_NAMES[key] ?? key;

function displayName(type: 'region' | 'language', key: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type, fallback: 'code' }).of(key) ?? key;
  } catch {
    return key;
  }
}

/** "IN" → "India"; a key the browser cannot name (or "unknown") stays as it is. */
export const countryLabel = (key: string) => (/^[A-Z]{2}$/.test(key) ? displayName('region', key) : key === 'unknown' ? 'Unknown' : key);

/** "bn-IN" → "Bengali (India)". */
export const browserLanguageLabel = (key: string) => (/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*$/.test(key) ? displayName('language', key) : key);

export const formatCount = (n: number) => n.toLocaleString('en-IN');

/** "1 page view", "2 page views", "1,200 visitors". */
export const counted = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** An axis tick: "950", "1.2K", "35K". */
export const formatTick = (n: number) => new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** "2m 5s", "40s", "—" when nothing was reported. */
export function formatSeconds(seconds: number): string {
  if (!seconds) return '—';
  const s = Math.round(seconds);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${s % 60}s`;
}

/** A series point's label: the hour ("14:00") of a day by hour, the day ("27 Nov") otherwise, in the site's time zone. */
export function pointLabel(start: string, interval: 'day' | 'hour', timeZone: string): string {
  const date = new Date(start);
  return interval === 'hour'
    ? new Intl.DateTimeFormat('en-IN', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
    : new Intl.DateTimeFormat('en-IN', { timeZone, day: 'numeric', month: 'short' }).format(date);
}

/** The day or hour in full, for the table: "Fri, 27 Nov 2026" or "27 Nov, 14:00". */
export function pointLabelLong(start: string, interval: 'day' | 'hour', timeZone: string): string {
  const date = new Date(start);
  return interval === 'hour'
    ? new Intl.DateTimeFormat('en-IN', { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
    : new Intl.DateTimeFormat('en-IN', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A day of the API ("2026-11-27") as the console writes it: "27 Nov 2026". */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}

/** A range of days: "27 Nov 2026", or "21 Nov 2026 to 27 Nov 2026". */
export const formatDays = (from: string, to: string) => (from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`);
