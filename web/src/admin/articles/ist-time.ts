/**
 * Scheduled times are entered in India Standard Time (UTC+5:30, no daylight saving) whatever the
 * browser's own zone (admin-and-api.md §4). The input holds IST wall time ("2026-05-01T09:30").
 */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The IST wall time of an instant, as a datetime-local input value (minutes). */
export function toIstInput(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant an IST wall time names, or null when the text is not one. */
export function fromIstInput(value: string): Date | null {
  const m = WALL_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s) - IST_OFFSET_MS;
  const back = new Date(ms + IST_OFFSET_MS);
  // Reject wall times that do not exist (e.g. 31 February), which Date.UTC would roll over.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(ms);
}

/** "May 1, 2026, 9:30 AM IST" for lists and hints. */
export function formatIst(instant: Date): string {
  return `${new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(instant)} IST`;
}
