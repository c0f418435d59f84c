/**
 * Dates the server rendered (in India's time zone, it knows no other) written again in the
 * reader's zone. No React: the page's first script rewrites them on arrival (a reader who never
 * touches the page sees their own day), and ServerMarkup's `adapt` does for kept markup after.
 * The server writes each date's day before and day after beside it (`neighbourDays`), so nothing
 * here formats a date.
 */
import { dayFromIndia } from '../shared/format';

/** On a card's `<time>`; on the article page's own date. */
export const CARD_DATE_ATTRIBUTE = 'data-card-date';
export const ARTICLE_DATE_ATTRIBUTE = 'data-article-date';

/** Rewrites the dates under `root` marked `attribute` that fall on another day here than in India. */
function rewrite(root: ParentNode, attribute: string) {
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${attribute}]`)) {
    const day = dayFromIndia(time.dateTime);
    const text = day < 0 ? time.dataset.dayBefore : day > 0 ? time.dataset.dayAfter : undefined;
    if (text !== undefined && time.textContent !== text) time.textContent = text;
  }
}

/** The cards' dates under `root`, in the reader's zone. */
export function cardDatesInLocalTime(root: ParentNode): void {
  rewrite(root, CARD_DATE_ATTRIBUTE);
}

/** Every server-rendered date under `root`, in the reader's zone. */
export function datesInLocalTime(root: ParentNode): void {
  cardDatesInLocalTime(root);
  rewrite(root, ARTICLE_DATE_ATTRIBUTE);
}
