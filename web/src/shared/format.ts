/**
 * Formatting rules of the spec: dates (public-site.md §9) and reading time (§5). Dates are written
 * here rather than with date-fns, which cost every reader page 6 KiB gzip for two patterns; the
 * output is the same as date-fns' `MMMM d, yyyy` and `MMM d, yyyy` (English month names, the
 * reader's time zone), unlike Intl, whose short month names vary with the ICU version ("Sept").
 */
export const WORDS_PER_MINUTE = 200;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "January 5, 2024" (date-fns `MMMM d, yyyy`). */
export function formatCardDate(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** "Jan 5, 2024" (date-fns `MMM d, yyyy`). */
export function formatArticleDate(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getMonth()]!.slice(0, 3)} ${d.getDate()}, ${d.getFullYear()}`;
}

/** Words of the tag-stripped text / 200, rounded up, at least 1. */
export function readingTimeMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const CATEGORY_LABELS = {
  education: 'Education',
  research: 'Research',
  'case-study': 'Case Study',
} as const;
