/**
 * Dates the server rendered (in India's time zone, it knows no other) written again in the
 * reader's zone. No React: the page's first script rewrites them on arrival (a reader who never
 * touches the page sees their own day), and ServerMarkup's `adapt` does for kept markup after.
 */
import { formatArticleDateIn, formatCardDateIn } from '../shared/format';

/** On a card's `<time>`; on the article page's own date. */
export const CARD_DATE_ATTRIBUTE = 'data-card-date';
export const ARTICLE_DATE_ATTRIBUTE = 'data-article-date';

export function cardDatesInLocalTime(language: string) {
  return (root: ParentNode) => {
    for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${CARD_DATE_ATTRIBUTE}]`)) time.textContent = formatCardDateIn(language, time.dateTime, 'local');
  };
}

/** Every server-rendered date under `root`, in the reader's zone. */
export function datesInLocalTime(root: ParentNode, language: string): void {
  cardDatesInLocalTime(language)(root);
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${ARTICLE_DATE_ATTRIBUTE}]`)) time.textContent = formatArticleDateIn(language, time.dateTime, 'local');
}
