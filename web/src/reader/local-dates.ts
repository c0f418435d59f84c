/**
 * Dates the server rendered (in India's time zone, it knows no other) written again in the
 * reader's zone. No React: the page's first script rewrites them on arrival (a reader who never
 * touches the page sees their own day), and ServerMarkup's `adapt` does for kept markup after.
 */
import { formatArticleDateIn, formatCardDateIn } from '../shared/format';

/** On a card's `<time>`; on the article page's own date. */
export const CARD_DATE_ATTRIBUTE = 'data-card-date';
export const ARTICLE_DATE_ATTRIBUTE = 'data-article-date';

const IST_OFFSET_MS = 330 * 60_000;

/**
 * Whether the instant falls on the same calendar day here as in India: then the server's date is
 * already the reader's, and is left as it is (formatting a date in Hindi, Bengali... builds an Intl
 * formatter, slow the first time on a phone).
 */
function sameDayAsIndia(iso: string): boolean {
  const at = new Date(iso);
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return at.getFullYear() === india.getUTCFullYear() && at.getMonth() === india.getUTCMonth() && at.getDate() === india.getUTCDate();
}

function rewrite(root: ParentNode, attribute: string, format: (iso: string) => string) {
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${attribute}]`)) if (!Number.isNaN(Date.parse(time.dateTime)) && !sameDayAsIndia(time.dateTime)) time.textContent = format(time.dateTime);
}

export function cardDatesInLocalTime(language: string) {
  return (root: ParentNode) => rewrite(root, CARD_DATE_ATTRIBUTE, (iso) => formatCardDateIn(language, iso, 'local'));
}

/** Every server-rendered date under `root`, in the reader's zone. */
export function datesInLocalTime(root: ParentNode, language: string): void {
  cardDatesInLocalTime(language)(root);
  rewrite(root, ARTICLE_DATE_ATTRIBUTE, (iso) => formatArticleDateIn(language, iso, 'local'));
}
