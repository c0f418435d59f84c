/** Formatting rules of the spec: dates (public-site.md §9) and reading time (§5). */
import { format } from 'date-fns';

export const WORDS_PER_MINUTE = 200;

export function formatCardDate(iso: string): string {
  return format(new Date(iso), 'MMMM d, yyyy');
}

export function formatArticleDate(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
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
