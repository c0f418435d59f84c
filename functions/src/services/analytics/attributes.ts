/**
 * What a page view says about its reader, derived without storing who they are (issue 30): the
 * source from the referrer, the device class from the user agent and screen width, the country
 * from the browser's time zone (a zone → country table, no IP lookup), and the site-day and hour.
 */
import ct from 'countries-and-timezones';
import type { DeviceClass } from '../../contract/index.js';

const SOURCE_HOSTS: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'google'],
  [/(^|\.)(t\.me|telegram\.org|telegram\.me)$/, 'telegram'],
  [/(^|\.)web\.telegram\.[a-z.]+$/, 'telegram'],
  [/(^|\.)(wa\.me|whatsapp\.com|whatsapp\.net|l\.wl\.co)$/, 'whatsapp'],
  [/(^|\.)(t\.co|x\.com|twitter\.com)$/, 'x'],
  [/(^|\.)(facebook\.com|fb\.me|fb\.com)$/, 'facebook'],
];

/** Second-level labels under which the registrable host keeps three labels ("bbc.co.uk"). */
const SHARED_SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or', 'go']);

/**
 * The normalised source of a referrer: a known network's name, "direct" for none or our own host,
 * else the registrable host ("news.ycombinator.com" → "ycombinator.com").
 */
export function normaliseSource(referrer: string, ownHost: string | undefined): string {
  const text = referrer.trim();
  if (!text) return 'direct';
  let host: string;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      // android-app://org.telegram.messenger/ and the like
      if (url.protocol === 'android-app:') return normaliseSource(`https://${url.hostname}`, ownHost);
      return 'direct';
    }
    host = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return 'direct';
  }
  if (!host) return 'direct';
  const own = ownHost?.toLowerCase().replace(/:\d+$/, '');
  if (own && (host === own || host === `www.${own}` || `www.${host}` === own)) return 'direct';
  for (const [pattern, name] of SOURCE_HOSTS) if (pattern.test(host)) return name;
  if (host === 'org.telegram.messenger' || host.startsWith('org.telegram.')) return 'telegram';
  if (host === 'com.whatsapp') return 'whatsapp';
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const keep = labels.length >= 3 && SHARED_SECOND_LEVEL.has(labels.at(-2)!) && labels.at(-1)!.length === 2 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** Phone, tablet or desktop: the user agent first (it says "Mobile", "iPad", "Tablet"), then the width. */
export function deviceClass(userAgent: string, screenWidth: number | undefined): DeviceClass {
  const ua = userAgent.toLowerCase();
  if (/ipad|tablet|kindle|silk|playbook/.test(ua) || (/android/.test(ua) && !/mobile/.test(ua))) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|opera mini/.test(ua)) return 'mobile';
  if (screenWidth !== undefined && screenWidth > 0) {
    if (screenWidth < 600) return 'mobile';
    if (screenWidth < 1024 && /macintosh/.test(ua)) return 'tablet'; // iPadOS asks for the desktop site
  }
  return 'desktop';
}

/** ISO 3166 alpha-2 of the browser's time zone ("Asia/Kolkata" → "IN"), or "unknown". */
export function countryOf(timeZone: string | undefined): string {
  if (!timeZone) return 'unknown';
  // The library's table is a plain object: "constructor" or "__proto__" would find Object's own members.
  if (timeZone in Object.prototype) return 'unknown';
  const zone = ct.getTimezone(timeZone);
  return (Array.isArray(zone?.countries) && zone.countries[0]) || 'unknown';
}

/** "en-US", "hi", "bn-IN": a BCP 47 tag, its language lower-case and region upper-case, else "unknown". */
export function browserLanguageKey(tag: string | undefined): string {
  const m = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}|\d{3}))?/.exec(tag?.trim() ?? '');
  if (!m) return 'unknown';
  return m[2] ? `${m[1]!.toLowerCase()}-${m[2].toUpperCase()}` : m[1]!.toLowerCase();
}

/** Longest key of a breakdown, in characters (at most 400 bytes of UTF-8: far below Firestore's 1,500-byte field paths). */
export const BREAKDOWN_KEY_MAX = 100;

/** Control, format (bidi overrides, zero-width...), lone surrogate, private-use, unassigned and line/paragraph separator characters; ZWNJ and ZWJ are kept (Indic scripts need them). */
const UNSAFE_IN_KEY = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu;

/**
 * The one way a value from outside (a referrer's host, a utm value, a country, a browser language)
 * becomes a key of a rollup map or of a reader marker's `first` (docs/analytics.md): undefined when
 * nothing usable is left (the caller then counts no key), else a key Cloud Firestore accepts as a
 * field name: unsafe characters removed, spaces collapsed, NFC, at most `max` characters (never
 * half a character), never empty, never reserved (`__.*__` becomes `_…__`). The keys are nested
 * object keys of a merge, never spliced into a dotted field path, so dots ("bbc.co.uk"), slashes
 * and backticks are kept as written.
 */
export function breakdownKey(value: unknown, max = BREAKDOWN_KEY_MAX): string | undefined {
  if (typeof value !== 'string') return undefined;
  const clean = value.replace(UNSAFE_IN_KEY, '').normalize('NFC').replace(/\s+/gu, ' ').trim();
  const key = Array.from(clean).slice(0, max).join('').trim();
  if (!key) return undefined;
  return /^__.*__$/su.test(key) ? key.replace(/^_+/, '_') : key;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in a time zone, as UTC fields. */
function wall(at: Date, timeZone: string): { day: string; hour: number; ms: number } {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    partsFormat.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const hour = Number(p.hour) % 24;
  const ms = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), hour, Number(p.minute), Number(p.second));
  return { day: `${p.year}-${p.month}-${p.day}`, hour, ms };
}

/** The calendar date and hour of an instant in a time zone. */
export function zonedParts(at: Date, timeZone: string): { day: string; hour: number } {
  const { day, hour } = wall(at, timeZone);
  return { day, hour };
}

/** The instant a calendar date's midnight (plus `hours`) happens in a time zone. */
export function zonedStart(day: string, timeZone: string, hours = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = Date.UTC(y, m - 1, d, hours);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const diff = wall(new Date(guess), timeZone).ms - target;
    if (diff === 0) break;
    guess -= diff;
  }
  return new Date(guess);
}

/** The next calendar date ("2026-11-27" → "2026-11-28"), and `n` days on. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Whether "YYYY-MM-DD" is a real calendar date. */
export function isRealDate(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
}
