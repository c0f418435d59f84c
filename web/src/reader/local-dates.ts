/**
 * Dates the server rendered (in India's time zone, it knows no other) written again in the
 * reader's zone. No React: the page's first script rewrites them on arrival (a reader who never
 * touches the page sees their own day), and ServerMarkup's `adapt` does for kept markup after.
 */
import { formatArticleDateIn, formatCardDateIn, sameDayAsIndia } from '../shared/format';

/** On a card's `<time>`; on the article page's own date. */
export const CARD_DATE_ATTRIBUTE = 'data-card-date';
export const ARTICLE_DATE_ATTRIBUTE = 'data-article-date';

/**
 * Rewrites the dates under `root` marked `attribute` that fall on another day here than in India
 * (the others are already the reader's; formatting a date in Hindi, Bengali... builds an Intl
 * formatter, slow the first time on a phone).
 */
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
