/**
 * Site text formatted on the server, for what the page's head says (titles and descriptions):
 * intl-messageformat over the same messages the page renders with.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { numberLocale } from '../contract/locale.js';
import type { SiteText } from '../contract/site-text.js';

export type MessageFormatter = (key: string, values?: Record<string, string | number>) => string;

export function messageFormatter(text: Pick<SiteText, 'language' | 'messages'>): MessageFormatter {
  return (key, values) => {
    const message = text.messages[key] ?? key;
    try {
      return String(new IntlMessageFormat(message, numberLocale(text.language), undefined, { ignoreTag: true }).format(values));
    } catch {
      return message;
    }
  };
}
